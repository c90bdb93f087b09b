/**
 * The /flows simulator, mounted by the machine page at `/flows/<machine>?view=simulate`: the
 * real machine run by simulator-engine.ts from a sample input (machines/samples/), the current state
 * highlighted on the diagram, the reviewer's choices as buttons — the outcome of each invoked actor (a sample
 * answer under its label from the flows catalog, or a failure of a chosen kind), the delays to fast-forward,
 * the events the state takes (with a form for their data) — the steps taken with what the machine asked the
 * app to do, undo, reset, a link to this exact state, the shortest path to every state, and where the running
 * app's actor of this flow is now. The sample inputs are picked by their labels; the steps, paths and delays
 * are in the reader's words (step-words.ts), the machine's ids in code font.
 *
 * The steps live in the address (`sim`, flow-link.ts): every click replays them from the start, so undo,
 * reset, reload and a shared link all land in the same state. React holds only form drafts and notices.
 */
import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { FlowSamples } from '../../../machines/samples/sample-types';
import { useRoot } from '../../flow/root-context';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { DiagramView } from './diagram-view';
import {
  decodeFlowLink,
  encodeFlowLink,
  FLOW_LINK_PARAM,
  FlowLinkError,
  flowLinkHref,
  type FlowLink,
} from './flow-link';
import { useRunningStates } from './running-states';
import {
  FAILURE_KINDS,
  replay,
  StepError,
  type EventChoice,
  type Why,
  type FailureKind,
  type PendingActor,
  type Simulation,
  type Step,
  type Timer,
} from './simulator-engine';
import { shortestPaths, valueText } from './simulator-paths';
import styles from './simulator.module.css';
import { samplesOf } from './simulator-samples';
import { intentParts, moveParts, pathParts, stepParts, type Part } from './step-words';

type Run = { link: FlowLink; sim: Simulation } | { link: FlowLink | null; problem: Why };

/** What the page says of an error the simulator threw (a refusal it explains, or a machine that failed). */
const whyOf = (error: unknown): Why =>
  error instanceof StepError || error instanceof FlowLinkError
    ? error.why
    : { id: 'crashed', values: { error: String(error) } };

function runOf(machine: AnyStateMachine, samples: FlowSamples, code: string | null): Run {
  const fresh: FlowLink = { machine: machine.id, input: Object.keys(samples.inputs)[0] ?? 'default', steps: [] };
  let link = fresh;
  try {
    if (code) {
      link = decodeFlowLink(code);
      if (link.machine !== machine.id)
        return { link: null, problem: { id: 'otherMachine', values: { machine: link.machine } } };
    }
    return { link, sim: replay(machine, samples, link.input, link.steps) };
  } catch (error) {
    if (error instanceof StepError || error instanceof FlowLinkError) return { link: null, problem: error.why };
    throw error;
  }
}

export function Simulator({ machine }: { machine: AnyStateMachine }) {
  const t = useT();
  const samples = samplesOf(machine);
  const [params, setParams] = useSearchParams();
  const code = params.get(FLOW_LINK_PARAM);
  const run = useMemo(() => runOf(machine, samples, code), [machine, samples, code]);
  // UI only: why the last click was refused.
  const [refused, setRefused] = useState<Why | null>(null);

  const go = (link: FlowLink) => {
    setRefused(null);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (link.steps.length === 0 && link.input === Object.keys(samples.inputs)[0]) next.delete(FLOW_LINK_PARAM);
        else next.set(FLOW_LINK_PARAM, encodeFlowLink(link));
        return next;
      },
      { replace: true },
    );
  };
  const reset = (input?: string) =>
    go({
      machine: machine.id,
      input: input ?? run.link?.input ?? Object.keys(samples.inputs)[0] ?? 'default',
      steps: [],
    });

  if (!('sim' in run)) {
    return (
      <section className={styles.simulator} aria-label={t('flows.sim.title')}>
        <div role="alert" className={styles.problem}>
          <p>{t('flows.sim.badLink')}</p>
          <p>{t(`flows.sim.why.${run.problem.id}`, run.problem.values)}</p>
          <Button variant="primary" onClick={() => reset(Object.keys(samples.inputs)[0])}>
            {t('flows.sim.startOver')}
          </Button>
        </div>
      </section>
    );
  }

  const { link, sim } = run;
  const take = (step: Step) => {
    const next: FlowLink = { ...link, steps: [...link.steps, step] };
    try {
      replay(machine, samples, next.input, next.steps).stop();
    } catch (error) {
      setRefused(whyOf(error));
      return;
    }
    go(next);
  };
  const view = sim.view();
  return (
    <section className={styles.simulator} aria-label={t('flows.sim.title')}>
      <div className={styles.diagram}>
        <DiagramView machine={machine} highlight={view.value} level="all" follow />
      </div>
      <div className={styles.panel}>
        <div className={styles.stateLine}>
          <span>{t('flows.sim.state')}</span>{' '}
          <strong className={styles.code} lang="en" data-testid="sim-state">
            {valueText(view.value)}
          </strong>
          {view.status !== 'active' ? (
            <span className={styles.ended}>{t(`flows.sim.status.${view.status}`)}</span>
          ) : null}
        </div>
        <InputPicker samples={samples} input={link.input} onPick={(input) => reset(input)} />
        {refused ? (
          <p role="alert" className={styles.refused}>
            {t('flows.sim.refused')} {t(`flows.sim.why.${refused.id}`, refused.values)}
          </p>
        ) : null}
        {view.pending.length ? (
          <Group title={t('flows.sim.pending')}>
            {view.pending.map((p) => (
              <PendingChoice key={p.id} pending={p} onStep={take} />
            ))}
          </Group>
        ) : null}
        {view.timers.length ? (
          <Group title={t('flows.sim.timers')}>
            <ul className={styles.list}>
              {view.timers.map((timer, i) => (
                <TimerChoice key={i} timer={timer} onStep={take} />
              ))}
            </ul>
          </Group>
        ) : null}
        <Group title={t('flows.sim.events')}>
          {view.events.length ? (
            <ul className={styles.events}>
              {view.events.map((e) => (
                <EventChoiceView key={e.type} choice={e} onStep={take} />
              ))}
            </ul>
          ) : (
            <p className={styles.dim}>{t('flows.sim.noEvents')}</p>
          )}
        </Group>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={link.steps.length === 0}
            onClick={() => go({ ...link, steps: link.steps.slice(0, -1) })}
          >
            {t('flows.sim.undo')}
          </Button>
          <Button variant="secondary" disabled={link.steps.length === 0} onClick={() => reset()}>
            {t('flows.sim.reset')}
          </Button>
        </div>
        <ShareLink link={link} />
        <StepsList sim={sim} samples={samples} />
        <LiveState machine={machine} />
        <ShortestPaths machine={machine} samples={samples} input={link.input} />
      </div>
    </section>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.group} role="group" aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {children}
    </div>
  );
}

function InputPicker({
  samples,
  input,
  onPick,
}: {
  samples: FlowSamples;
  input: string;
  onPick: (input: string) => void;
}) {
  const t = useT();
  const names = Object.keys(samples.inputs);
  if (names.length < 2) return null;
  // The name stays the option's value (links and tests keep it); the reader sees the label.
  return (
    <label className={styles.inputPicker}>
      <span>{t('flows.sim.input')}</span>
      <select value={input} onChange={(e) => onPick(e.target.value)}>
        {names.map((name) => (
          <option key={name} value={name}>
            {t(samples.inputs[name]!.label)}
          </option>
        ))}
      </select>
    </label>
  );
}

function PendingChoice({ pending, onStep }: { pending: PendingActor; onStep: (step: Step) => void }) {
  const t = useT();
  const [kind, setKind] = useState<FailureKind>('network');
  const [errcode, setErrcode] = useState(String(pending.errcodes[0] ?? 1));
  const code = Number(errcode);
  const codeOk = Number.isSafeInteger(code) && code !== 0;
  const fail = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'business' && !codeOk) return;
    onStep(
      kind === 'business'
        ? { t: 'fail', actor: pending.id, kind, errcode: code }
        : { t: 'fail', actor: pending.id, kind },
    );
  };
  return (
    <div className={styles.pending}>
      <p className={styles.pendingName}>
        <span className={styles.code} lang="en">
          {pending.id}
        </span>{' '}
        {t('flows.sim.running')}
      </p>
      {pending.handlesDone ? (
        pending.outcomes.length ? (
          <ul className={styles.buttons}>
            {pending.outcomes.map((o) => (
              <li key={o.name}>
                <Button variant="secondary" onClick={() => onStep({ t: 'done', actor: pending.id, outcome: o.name })}>
                  {t('flows.sim.succeed')} {t(o.label)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.dim}>{t('flows.sim.noSample')}</p>
        )
      ) : null}
      {pending.handlesError ? (
        <form className={styles.failForm} onSubmit={fail}>
          <label>
            <span>{t('flows.sim.failKind')}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as FailureKind)}>
              {FAILURE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`flows.sim.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'business' ? (
            <label>
              <span>{t('flows.sim.errcode')}</span>
              <input
                inputMode="numeric"
                value={errcode}
                onChange={(e) => setErrcode(e.target.value)}
                aria-invalid={!codeOk || undefined}
                list={`errcodes-${pending.id}`}
              />
              <datalist id={`errcodes-${pending.id}`}>
                {pending.errcodes.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </label>
          ) : null}
          <Button variant="secondary" type="submit" disabled={kind === 'business' && !codeOk}>
            {t('flows.sim.fail')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function TimerChoice({ timer, onStep }: { timer: Timer; onStep: (step: Step) => void }) {
  const t = useT();
  const ms = Math.max(1, timer.remaining);
  return (
    <li className={styles.timer}>
      <Button variant="secondary" onClick={() => onStep({ t: 'wait', ms })}>
        {ms >= 1000 && ms % 1000 === 0
          ? t('flows.sim.waitSeconds', { seconds: ms / 1000 })
          : t('flows.sim.waitMs', { ms })}
      </Button>
      {timer.moves.length ? (
        <span className={styles.dim}>
          <Phrase parts={timer.moves.flatMap((move, i) => [...(i ? [{ text: ' · ' }] : []), ...moveParts(move, t)])} />
        </span>
      ) : null}
    </li>
  );
}

type Draft = Record<string, string | boolean>;

const draftOf = (payload: Readonly<Record<string, unknown>>): Draft =>
  Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [
      k,
      typeof v === 'boolean' ? v : typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v),
    ]),
  );

/** The event's data from the form, typed like the sample payload; or the field that is wrong. */
function eventFrom(
  type: string,
  payload: Readonly<Record<string, unknown>>,
  draft: Draft,
): EventObject | { bad: string } {
  const out: Record<string, unknown> = {};
  for (const [key, sample] of Object.entries(payload)) {
    const raw = draft[key];
    if (typeof sample === 'boolean') out[key] = raw === true;
    else if (typeof sample === 'number') {
      const n = Number(raw);
      if (typeof raw !== 'string' || raw.trim() === '' || !Number.isFinite(n)) return { bad: key };
      out[key] = n;
    } else if (typeof sample === 'string') out[key] = String(raw ?? '');
    else {
      try {
        out[key] = JSON.parse(String(raw));
      } catch {
        return { bad: key };
      }
    }
  }
  return { ...out, type };
}

function EventChoiceView({ choice, onStep }: { choice: EventChoice; onStep: (step: Step) => void }) {
  const t = useT();
  const fields = Object.keys(choice.payload);
  const [draft, setDraft] = useState<Draft>(() => draftOf(choice.payload));
  const [bad, setBad] = useState<string | null>(null);
  if (fields.length === 0)
    return (
      <li>
        <Button
          variant={choice.enabled ? 'primary' : 'secondary'}
          disabled={!choice.enabled}
          onClick={() => onStep({ t: 'event', event: { type: choice.type } })}
        >
          <span lang="en">{choice.type}</span>
        </Button>
      </li>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const event = eventFrom(choice.type, choice.payload, draft);
    if ('bad' in event) return setBad(event.bad);
    setBad(null);
    onStep({ t: 'event', event });
  };
  return (
    <li className={styles.eventForm}>
      <form onSubmit={submit}>
        {fields.map((key) => {
          const sample = choice.payload[key];
          const value = draft[key];
          return (
            <label key={key} className={styles.field}>
              <span lang="en">{key}</span>
              {typeof sample === 'boolean' ? (
                <input
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
                />
              ) : typeof sample === 'object' ? (
                <textarea
                  value={String(value)}
                  rows={2}
                  aria-invalid={bad === key || undefined}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                />
              ) : (
                <input
                  inputMode={typeof sample === 'number' ? 'numeric' : undefined}
                  value={String(value)}
                  aria-invalid={bad === key || undefined}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                />
              )}
            </label>
          );
        })}
        {bad ? (
          <p role="alert" className={styles.refused}>
            {t('flows.sim.badField', { field: bad })}
          </p>
        ) : null}
        <Button variant="secondary" type="submit">
          <span lang="en">{choice.type}</span>
        </Button>
      </form>
    </li>
  );
}

function ShareLink({ link }: { link: FlowLink }) {
  const t = useT();
  const href = flowLinkHref(link);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    const url = new URL(href, window.location.origin).toString();
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className={styles.share}>
      <Link to={href} className={styles.shareLink} data-testid="sim-link">
        {t('flows.sim.link')}
      </Link>
      <Button variant="ghost" onClick={copy}>
        {t('flows.sim.copy')}
      </Button>
      <span role="status" className={styles.dim}>
        {copied === 'copied' ? t('flows.sim.copied') : copied === 'failed' ? t('flows.sim.copyFailed') : ''}
      </span>
    </div>
  );
}

/** Words in the reader's language with code ids in code font (step-words.ts). */
function Phrase({ parts }: { parts: readonly Part[] }) {
  return parts.map((part, i) =>
    'code' in part ? (
      <code key={i} className={styles.code}>
        {part.code}
      </code>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

function StepsList({ sim, samples }: { sim: Simulation; samples: FlowSamples }) {
  const t = useT();
  return (
    <Group title={t('flows.sim.steps')}>
      {sim.startIntents.length ? (
        <p className={styles.dim}>
          {t('flows.sim.atStart')}{' '}
          <Phrase
            parts={sim.startIntents.flatMap((intent, i) => [...(i ? [{ text: ', ' }] : []), ...intentParts(intent, t)])}
          />
        </p>
      ) : null}
      {sim.log.length ? (
        <ol className={styles.steps} data-testid="sim-steps">
          {sim.log.map((record, i) => (
            <li key={i}>
              <Phrase parts={stepParts(record.step, sim.machine, samples, t)} /> <span className={styles.dim}>→</span>{' '}
              <code className={styles.code}>{valueText(record.value)}</code>
              {record.intents.length ? (
                <ul className={styles.intents} aria-label={t('flows.sim.intents')}>
                  {record.intents.map((intent, j) => (
                    <li key={j}>
                      <Phrase parts={intentParts(intent, t)} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.dim}>{t('flows.sim.noSteps')}</p>
      )}
    </Group>
  );
}

function LiveState({ machine }: { machine: AnyStateMachine }) {
  const t = useT();
  const states = useRunningStates(useRoot());
  const value = states[machine.id];
  return (
    <p className={styles.live} data-testid="sim-live">
      {value === undefined ? (
        t('flows.sim.liveNone')
      ) : (
        <>
          {t('flows.sim.live')}{' '}
          <strong className={styles.code} lang="en">
            {valueText(value)}
          </strong>
        </>
      )}
    </p>
  );
}

function ShortestPaths({ machine, samples, input }: { machine: AnyStateMachine; samples: FlowSamples; input: string }) {
  const t = useT();
  // UI only: the list is worked out when first opened (it explores the whole machine).
  const [open, setOpen] = useState(false);
  const paths = useMemo(() => {
    if (!open) return null;
    try {
      return shortestPaths(machine, samples, input);
    } catch (error) {
      return whyOf(error);
    }
  }, [open, machine, samples, input]);
  return (
    <details className={styles.paths} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('flows.sim.paths')}</summary>
      {paths && 'id' in paths ? (
        <p role="alert" className={styles.refused}>
          {t(`flows.sim.why.${paths.id}`, paths.values)}
        </p>
      ) : paths ? (
        <ul className={styles.pathList}>
          {paths.map((p) => (
            <li key={p.state}>
              <Link to={flowLinkHref({ machine: machine.id, input, steps: p.steps })}>
                <code className={styles.code}>{p.state}</code>
              </Link>
              <span className={styles.pathText}>
                <Phrase parts={pathParts(p.steps, machine, samples, t)} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
