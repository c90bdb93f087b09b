/**
 * The simulator's steps, the intents they record and the delayed moves waiting, in the reader's words: what
 * the /flows simulator lists (steps taken, shortest paths, delays) and what the review document prints
 * (scripts/flows-review.ts). A product owner reads /flows in Thai or English, so every word around the code
 * comes from the flows catalog — a sample outcome under its label, a fast-forward, a failure's kind, "stays" —
 * and only code ids (events, actors, states, routes, actions) and an event's data stay as they are, as code
 * parts: the view shows them in code font, like the machine page shows its ids.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import type { ActorOutcome, FlowSamples, SampleLabel } from '../../../machines/samples/sample-types';
import { invokedActors, type Intent, type Step } from './simulator-engine';

/** A piece of a phrase: code shown as it is, or text in the reader's language. */
export type Part = { readonly code: string } | { readonly text: string };

/** The catalog lookup (the views' useT, the review's translator): a message id and its `{name}` values. */
export type Words = (id: string, values?: Readonly<Record<string, string | number>>) => string;

const code = (text: string): Part => ({ code: text });

/** Marks a slot in a translated message, for code parts to go where the message puts its `{name}`. */
const MARK = '\u0000';

/** Message `id` with each slot's parts where its `{name}` stands (the word order is the locale's). */
function fill(t: Words, id: string, slots: Readonly<Record<string, readonly Part[]>>): Part[] {
  const names = Object.keys(slots);
  const text = t(id, Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
  return text
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .flatMap((piece, i): readonly Part[] =>
      i % 2 ? (slots[names[Number(piece)]!] ?? []) : piece ? [{ text: piece }] : [],
    );
}

/** The label (a flows message id) of the sample outcome `outcome` of the actor invoked as `actor`. */
export function outcomeLabel(
  machine: AnyStateMachine,
  samples: FlowSamples,
  actor: string,
  outcome: string,
): SampleLabel | undefined {
  const src = invokedActors(machine).get(actor);
  const outcomes = src
    ? (samples.actors as Readonly<Record<string, Readonly<Record<string, ActorOutcome<unknown>>> | undefined>>)[src]
    : undefined;
  return outcomes && Object.hasOwn(outcomes, outcome) ? outcomes[outcome]!.label : undefined;
}

/** A fast-forward of `ms`, in seconds when whole. */
export const waitWords = (ms: number, t: Words): string =>
  ms >= 1000 && ms % 1000 === 0 ? t('flows.sim.waitSeconds', { seconds: ms / 1000 }) : t('flows.sim.waitMs', { ms });

/**
 * A step in words: "Send `deposit.submit`", "`createOrder` succeeds: QR order, 10 min", "`createOrder` fails:
 * no connection", "Fast-forward 3 s". An event's data is code: its fields are the machine's names.
 */
export function stepParts(step: Step, machine: AnyStateMachine, samples: FlowSamples, t: Words): Part[] {
  switch (step.t) {
    case 'event': {
      const { type, ...data } = step.event as EventObject & Record<string, unknown>;
      const payload = Object.entries(data)
        .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ');
      return fill(t, 'flows.step.event', {
        event: payload ? [code(type), { text: ' (' }, code(payload), { text: ')' }] : [code(type)],
      });
    }
    case 'done': {
      const label = outcomeLabel(machine, samples, step.actor, step.outcome);
      return fill(t, 'flows.step.done', {
        actor: [code(step.actor)],
        outcome: [label ? { text: t(label) } : code(step.outcome)],
      });
    }
    case 'fail':
      return step.kind === 'business'
        ? fill(t, 'flows.step.failCode', { actor: [code(step.actor)], errcode: [code(String(step.errcode ?? 1))] })
        : fill(t, 'flows.step.fail', {
            actor: [code(step.actor)],
            failure: [{ text: t(`flows.sim.kind.${step.kind}`) }],
          });
    case 'wait':
      return [{ text: waitWords(step.ms, t) }];
  }
}

/** Steps one after the other, joined by arrows; a path of none is "At the start." */
export function pathParts(steps: readonly Step[], machine: AnyStateMachine, samples: FlowSamples, t: Words): Part[] {
  if (steps.length === 0) return [{ text: t('flows.step.atStart') }];
  return steps.flatMap((step, i) => [...(i ? [{ text: ' → ' }] : []), ...stepParts(step, machine, samples, t)]);
}

/**
 * What the flow asked the app to do, as its code ids: an emitted event (a navigation with its route, a toast
 * with its message id), an action's name, an event sent to a child actor.
 */
export function intentParts(intent: Intent, t: Words): Part[] {
  switch (intent.kind) {
    case 'emit': {
      const { type, ...rest } = intent.event as EventObject & Record<string, unknown>;
      if (type === 'navigate')
        return [
          code(type),
          { text: ' ' },
          code(String(rest.to)),
          ...(rest.replace ? [{ text: ` ${t('flows.intent.replace')}` }] : []),
        ];
      if (type === 'toast') {
        const id = (rest.message as { id?: string } | undefined)?.id;
        return id ? [code(type), { text: ' ' }, code(id)] : [code(type)];
      }
      return [code(type)];
    }
    case 'action':
      return [code(intent.name)];
    case 'send':
      return fill(t, 'flows.intent.send', { event: [code(intent.event.type)], actor: [code(intent.to)] });
  }
}

/** A delayed move waiting: "`paying.open` → `paying.expired`", or "→ stays" when it re-enters its state. */
export function moveParts(move: { readonly from: string; readonly to: readonly string[] }, t: Words): Part[] {
  return [code(move.from), { text: ' → ' }, move.to.length ? code(move.to.join(', ')) : { text: t('flows.stays') }];
}
