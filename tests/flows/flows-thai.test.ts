/**
 * The /flows texts in th-TH (issue 37 §4): a product owner reads Thai that describes the product — no English
 * but the names the glossary keeps in Latin letters (brands, VIP, API, …) and code ids (a machine's states,
 * events, actors, guards and delays, API calls, routes, constants), and no pointers to our documents
 * ("spec §2", "issue 25 §1", "docs/…").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../helpers/catalogs';
import { codeIds, foreignWords } from '../helpers/flow-text';

const ROOT = join(import.meta.dirname, '../..');
const catalog = (area: string) => parsePo(readFileSync(join(ROOT, `src/i18n/locales/th-TH/${area}.po`), 'utf8'));

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

  it('catches English words and leaves names and code', () => {
    expect(foreignWords('ดูเอกสาร (spec §2 for reviewers)', ids)).toEqual(['spec', 'for', 'reviewers']);
    expect(foreignWords('เรียก getMail2 แล้วไปที่ /lobby/home ({count} สถานะ) ระดับ VIP ผ่าน LINE', ids)).toEqual([]);
    expect(foreignWords('ตรวจอีกครั้งใน DEPOSIT_CHECK_INTERVAL_MS หรือ `online`', ids)).toEqual([]);
    expect(foreignWords('แสดงข้อความ "Success." แล้ว', ids)).toEqual(['Success']);
  });
});
