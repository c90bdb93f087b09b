/**
 * The /flows texts in th-TH (issue 37 §4): a product owner reads Thai that describes the product — no English
 * but the names the glossary keeps in Latin letters (brands, VIP, API, …) and code ids (a machine's states,
 * events, actors, guards and delays, API calls, routes, constants), and no pointers to our documents
 * ("spec §2", "issue 25 §1", "docs/…").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_SAMPLES } from '../../machines/samples';
import type { ActorOutcome } from '../../machines/samples/sample-types';
import { parsePo, withoutLatinNames } from '../helpers/catalogs';
import { codeIds, foreignWords } from '../helpers/flow-text';

const ROOT = join(import.meta.dirname, '../..');
const catalog = (area: string) => parsePo(readFileSync(join(ROOT, `src/i18n/locales/th-TH/${area}.po`), 'utf8'));

/** The Latin words of a Thai text but the names the glossary keeps in Latin letters (VIP, LINE, QR, API, …). */
const latinWords = (text: string) => withoutLatinNames(text).match(/[A-Za-z]+/g) ?? [];

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
  });

  it('catches English words and leaves names and code', () => {
    expect(foreignWords('ดูเอกสาร (spec §2 for reviewers)', ids)).toEqual(['spec', 'for', 'reviewers']);
    expect(foreignWords('เรียก getMail2 แล้วไปที่ /lobby/home ({count} สถานะ) ระดับ VIP ผ่าน LINE', ids)).toEqual([]);
    expect(foreignWords('ตรวจอีกครั้งใน DEPOSIT_CHECK_INTERVAL_MS หรือ `online`', ids)).toEqual([]);
    expect(foreignWords('แสดงข้อความ "Success." แล้ว', ids)).toEqual(['Success']);
  });
});
