/**
 * The samples the /flows simulator runs machines with (machines/samples/) cannot rot: every machine of
 * /flows that invokes actors has samples with an outcome for each invoked actor src; every API answer in
 * them is a valid 200 answer of its operation in openapi.yaml; every input starts its machine; each sample
 * outcome is taken by the machine where that actor runs; every event payload names an event of the machine;
 * every outcome's and every input's label is a message id of the flows catalog with a text in both locales.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyStateMachine } from 'xstate';
import { FLOW_SAMPLES } from '../../machines/samples';
import type { ActorOutcome, ApiSample, FlowSamples } from '../../machines/samples/sample-types';
import { contract } from '../../server/contract';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { invokedActors } from '../../src/features/flows/simulator-engine';
import { samplesOf } from '../../src/features/flows/simulator-samples';
import { parsePo } from '../helpers/catalogs';

const FLOWS_CATALOG = (locale: 'en-US' | 'th-TH') =>
  parsePo(readFileSync(join(import.meta.dirname, `../../src/i18n/locales/${locale}/flows.po`), 'utf8'));

/** Every sample outcome's label, as "machine src "outcome"" → label. */
const labels = (): Array<[string, string]> =>
  Object.entries(FLOW_SAMPLES).flatMap(([id, samples]) =>
    Object.entries(samples.actors as Record<string, Record<string, ActorOutcome<unknown>>>).flatMap(([src, outcomes]) =>
      Object.entries(outcomes).map(([name, outcome]): [string, string] => [`${id} ${src} "${name}"`, outcome.label]),
    ),
  );

const eventTypesOf = (machine: AnyStateMachine): Set<string> => {
  const out = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    node.ownEvents.forEach((e) => out.add(e));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return out;
};

/** The srcs of the invoked actors whose success the machine handles (onDone): those answer something. */
const srcsWithAnswer = (machine: AnyStateMachine): Set<string> => {
  const events = eventTypesOf(machine);
  return new Set(
    [...invokedActors(machine)].filter(([id]) => events.has(`xstate.done.actor.${id}`)).map(([, src]) => src),
  );
};

describe('machine samples', () => {
  it('every machine of /flows has samples with an outcome for each invoked actor whose answer it reads', () => {
    const missing: string[] = [];
    for (const machine of FLOW_MACHINES) {
      const samples = FLOW_SAMPLES[machine.id];
      const srcs = srcsWithAnswer(machine);
      if (srcs.size && !samples) missing.push(`${machine.id}: no entry in machines/samples/index.ts`);
      for (const src of srcs) {
        const outcomes = (samples?.actors as Record<string, Record<string, unknown> | undefined> | undefined)?.[src];
        if (!outcomes || Object.keys(outcomes).length === 0) missing.push(`${machine.id}: ${src}`);
      }
    }
    expect(missing, 'invoked actors without a sample outcome').toEqual([]);
  });

  it('names only machines of /flows and actors they have', () => {
    for (const [id, samples] of Object.entries(FLOW_SAMPLES)) {
      const machine = FLOW_MACHINES.find((m) => m.id === id);
      expect(machine, `samples for an unknown machine "${id}"`).toBeDefined();
      const known = Object.keys(machine!.implementations.actors ?? {});
      for (const src of Object.keys(samples.actors)) expect(known, `${id}: unknown actor ${src}`).toContain(src);
      const events = eventTypesOf(machine!);
      for (const type of Object.keys(samples.events))
        expect([...events], `${id}: unknown event ${type}`).toContain(type);
      expect(Object.keys(samples.inputs).length, `${id}: an input sample`).toBeGreaterThan(0);
    }
  });

  const answers: Array<{ where: string; sample: ApiSample }> = Object.entries(FLOW_SAMPLES).flatMap(([id, samples]) =>
    Object.entries(samples.actors as Record<string, Record<string, { api?: readonly ApiSample[] }>>).flatMap(
      ([src, outcomes]) =>
        Object.entries(outcomes).flatMap(([name, outcome]) =>
          (outcome.api ?? []).map((sample) => ({ where: `${id} ${src} "${name}"`, sample })),
        ),
    ),
  );

  it('labels every outcome with a message id of the flows catalog, in both locales', () => {
    // The simulator shows the label in the reader's language, so an English literal or an id missing in a
    // locale would show the id itself on the page.
    const all = labels();
    expect(all.length).toBeGreaterThan(100);
    const en = FLOWS_CATALOG('en-US');
    const th = FLOWS_CATALOG('th-TH');
    const missing = all.flatMap(([where, label]) => [
      ...(/^flows\.sample\.[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(label)
        ? []
        : [`${where}: "${label}" is not a flows.sample id`]),
      ...(en.get(label)?.trim() ? [] : [`${where}: ${label} has no en-US text`]),
      ...(th.get(label)?.trim() ? [] : [`${where}: ${label} has no th-TH text`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('labels every input with a message id of the flows catalog, in both locales', () => {
    // The input picker and the review document show the label; the input's name stays the id in links. Every
    // machine of /flows counts, those without samples too (they start from the shared "no input").
    const en = FLOWS_CATALOG('en-US');
    const th = FLOWS_CATALOG('th-TH');
    const all = FLOW_MACHINES.flatMap((machine) =>
      Object.entries(samplesOf(machine).inputs).map(
        ([name, input]) => [`${machine.id} "${name}"`, input.label] as const,
      ),
    );
    expect(all.length).toBeGreaterThan(FLOW_MACHINES.length);
    const missing = all.flatMap(([where, label]) => [
      ...(/^flows\.sample\.[a-z][A-Za-z0-9]*\.input\.[a-z][A-Za-z0-9]*$/.test(label)
        ? []
        : [`${where}: "${label}" is not a flows.sample.<file>.input id`]),
      ...(en.get(label)?.trim() ? [] : [`${where}: ${label} has no en-US text`]),
      ...(th.get(label)?.trim() ? [] : [`${where}: ${label} has no th-TH text`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('holds API answers to validate', () => {
    expect(answers.length).toBeGreaterThan(5);
  });

  it.each(answers.map((a) => [a.where, a.sample.operationId, a.sample] as const))(
    '%s: its %s answer validates against openapi.yaml',
    (_, operationId, sample) => {
      expect(() => contract().assertResponse(operationId, 200, sample.answer)).not.toThrow();
    },
  );

  it('an answer that breaks the contract is caught (the check can fail)', () => {
    const sample = answers.find((a) => a.sample.operationId === 'recharge3')!.sample;
    expect(() => contract().assertResponse('recharge3', 200, { ...(sample.answer as object), panel: 'cash' })).toThrow(
      /breaks the contract/,
    );
  });

  describe.each(Object.entries(FLOW_SAMPLES))('%s', (id, samples: FlowSamples) => {
    const machine = FLOW_MACHINES.find((m) => m.id === id)!;
    const standIns = Object.fromEntries(
      Object.keys(machine.implementations.actors ?? {}).map((src) => [src, fromCallback(() => {})]),
    );
    it.each(Object.keys(samples.inputs))('input "%s" starts the machine', (name) => {
      const actor = createActor(machine.provide({ actors: standIns } as never), {
        input: samples.inputs[name]!.input as never,
      });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => errors.push(e) });
      actor.start();
      expect(errors).toEqual([]);
      expect(actor.getSnapshot().status).not.toBe('error');
      actor.stop();
    });
  });
});
