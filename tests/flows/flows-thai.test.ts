/**
 * The /flows texts in th-TH: a product owner reads Thai that describes the product — no English
 * but the names the glossary keeps in Latin letters (brands, VIP, API, …) and code ids (a machine's states,
 * events, actors, guards and delays, API calls, routes, constants), and no pointers to our documents
 * ("spec §2", "issue 25 §1", "docs/…"). The simulator's sample labels and the words it builds around the ids
 * (steps, paths, intents, delays) are Thai too: there only the glossary's Latin names may stay.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { depositMachine } from '../../machines/deposit.machine';
import { FLOW_SAMPLES } from '../../machines/samples';
import { depositSamples } from '../../machines/samples/deposit.samples';
import type { ActorOutcome } from '../../machines/samples/sample-types';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import {
  FAILURE_KINDS,
  invokedActors,
  replay,
  type Intent,
  type Step,
} from '../../src/features/flows/simulator-engine';
import { shortestPaths } from '../../src/features/flows/simulator-paths';
import { samplesOf } from '../../src/features/flows/simulator-samples';
import {
  intentParts,
  moveParts,
  pathParts,
  stepParts,
  type Part,
  type Words,
} from '../../src/features/flows/step-words';
import { parsePo } from '../helpers/catalogs';
import { codeIds, foreignWords, latinWords } from '../helpers/flow-text';

const ROOT = join(import.meta.dirname, '../..');
const catalog = (area: string) => parsePo(readFileSync(join(ROOT, `src/i18n/locales/th-TH/${area}.po`), 'utf8'));

/** The flows messages in th-TH, formatted like Lingui does (`{name}` arguments). */
function thaiWords(): Words {
  const flows = catalog('flows');
  return (id, values = {}) => {
    const text = flows.get(id);
    if (text === undefined) throw new Error(`no th-TH message ${id}`);
    const compiled = compileMessage(text);
    return typeof compiled === 'string'
      ? compiled
      : compiled
          .map((part) => (typeof part === 'string' ? part : String(values[(part as [string])[0]] ?? '')))
          .join('');
  };
}

/** The Latin words of the parts a reader reads as words (the code parts are ids, shown in code font). */
const wordsOf = (parts: readonly Part[]) => latinWords(parts.map((p) => ('text' in p ? p.text : ' ')).join(''));

describe('/flows texts in th-TH', () => {
  const ids = codeIds();
  const texts = [...catalog('flows'), ...catalog('flows-docs')];

  it('are Thai but for glossary names and code ids', () => {
    const foreign = texts.flatMap(([key, text]) => {
      const words = foreignWords(text, ids);
      return words.length ? [`${key}: ${words.join(', ')}`] : [];
    });
    expect(foreign).toEqual([]);
  });

  it('point at no document of ours', () => {
    const refs = texts.filter(([, text]) => /spec\s*§|issue\s*\d|ประเด็น\s*\d|docs\/|§\d/.test(text));
    expect(refs.map(([key]) => key)).toEqual([]);
  });

  it('name the simulator’s sample outcomes in Thai, with no code ids either', () => {
    // A label describes the sample answer ("paid", "QR order, 10 min") to a product owner: it is not code, so
    // only the glossary's Latin names may stay. Each label is a flows id (tests/machines/samples.test.ts).
    const flows = catalog('flows');
    const labels = new Set(
      Object.values(FLOW_SAMPLES).flatMap((samples) =>
        Object.values(samples.actors as Record<string, Record<string, ActorOutcome<unknown>>>).flatMap((outcomes) =>
          Object.values(outcomes).map((outcome) => outcome.label),
        ),
      ),
    );
    expect(labels.size).toBeGreaterThan(100);
    const english = [...labels].flatMap((label) => {
      const text = flows.get(label) ?? label;
      const words = latinWords(text);
      return words.length ? [`${label}: ${words.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
    expect(latinWords('รายการฝากเงินผ่าน QR อายุ 10 นาที แชร์ไปยัง LINE')).toEqual([]);
    expect(latinWords('payment page ผ่าน QR')).toEqual(['payment', 'page']);
    expect(wordsOf([{ code: 'createOrder' }, { text: ' after 3 s' }])).toEqual(['after', 's']);
  });

  it('name the simulator’s sample inputs in Thai, with no code ids either', () => {
    // The input picker and the review document show an input's label; its name is an id for links and tests.
    const flows = catalog('flows');
    const labels = new Set(
      FLOW_MACHINES.flatMap((machine) => Object.values(samplesOf(machine).inputs).map((input) => input.label)),
    );
    expect(labels.size).toBeGreaterThan(50);
    const english = [...labels].flatMap((label) => {
      const words = latinWords(flows.get(label) ?? label);
      return words.length ? [`${label}: ${words.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
  });

  it('say the simulator’s steps, paths, intents and delays in Thai: Latin only in code parts', () => {
    const t = thaiWords();
    // Every sample outcome of every machine, succeeded; every kind of failure; waits; an event with data.
    const steps: Array<[AnyStateMachine, Step]> = FLOW_MACHINES.flatMap((machine) => {
      const samples = samplesOf(machine);
      const actors = samples.actors as Record<string, Record<string, ActorOutcome<unknown>> | undefined>;
      return [...invokedActors(machine)].flatMap(([actor, src]) => [
        ...Object.keys(actors[src] ?? {}).map((outcome): [AnyStateMachine, Step] => [
          machine,
          { t: 'done', actor, outcome },
        ]),
        ...FAILURE_KINDS.map((kind): [AnyStateMachine, Step] => [machine, { t: 'fail', actor, kind, errcode: 2004 }]),
      ]);
    });
    steps.push(
      [depositMachine, { t: 'wait', ms: 300 }],
      [depositMachine, { t: 'wait', ms: 3000 }],
      [depositMachine, { t: 'event', event: { type: 'channel.select', id: 2 } }],
    );
    expect(steps.length).toBeGreaterThan(200);
    const said = steps.map(([machine, step]) => stepParts(step, machine, samplesOf(machine), t));
    const english = said.flatMap((parts) => {
      const words = wordsOf(parts);
      return words.length ? [`${JSON.stringify(parts)}: ${words.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
    // The ids stay, as code; the outcome is its Thai label.
    expect(
      stepParts({ t: 'done', actor: 'createOrder', outcome: 'QR order' }, depositMachine, depositSamples, t),
    ).toEqual([{ code: 'createOrder' }, { text: ' สำเร็จ: ' }, { text: 'รายการฝากเงินผ่าน QR อายุ 10 นาที' }]);

    // Deposit's shortest paths (the start included), the intents of a run, delayed moves that stay.
    const paths = shortestPaths(depositMachine, depositSamples, 'plain');
    const sim = replay(depositMachine, depositSamples, 'plain', paths.at(-1)!.steps);
    const intents: Intent[] = [
      ...sim.startIntents,
      ...sim.log.flatMap((record) => record.intents),
      { kind: 'emit', event: { type: 'navigate', to: '/lobby/home', replace: true } as EventObject },
      { kind: 'emit', event: { type: 'toast', message: { id: 'wallet.deposit.done' } } as EventObject },
      { kind: 'send', to: 'otp', event: { type: 'otp.send' } },
    ];
    sim.stop();
    const more = [
      ...paths.map((p) => pathParts(p.steps, depositMachine, depositSamples, t)),
      ...intents.map((intent) => intentParts(intent, t)),
      moveParts({ from: 'paying.open', to: [] }, t),
      moveParts({ from: 'waiting', to: ['checking'] }, t),
    ];
    expect(more.flatMap((parts) => wordsOf(parts))).toEqual([]);
    expect(pathParts([], depositMachine, depositSamples, t)).toEqual([{ text: 'ตั้งแต่เริ่มต้น' }]);
    expect(moveParts({ from: 'paying.open', to: [] }, t)).toEqual([
      { code: 'paying.open' },
      { text: ' → ' },
      { text: 'อยู่สถานะเดิม' },
    ]);
  });

  it('catches English words and leaves names and code', () => {
    expect(foreignWords('ดูเอกสาร (spec §2 for reviewers)', ids)).toEqual(['spec', 'for', 'reviewers']);
    expect(foreignWords('เรียก getMail2 แล้วไปที่ /lobby/home ({count} สถานะ) ระดับ VIP ผ่าน LINE', ids)).toEqual([]);
    expect(foreignWords('ตรวจอีกครั้งใน DEPOSIT_CHECK_INTERVAL_MS หรือ `online`', ids)).toEqual([]);
    expect(foreignWords('แสดงข้อความ "Success." แล้ว', ids)).toEqual(['Success']);
  });
});
