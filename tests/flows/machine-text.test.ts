/**
 * The reviewer's texts in both languages (issue 27 §2, src/features/flows/machine-text.ts): every machine's
 * purpose and every state `description` has an en-US entry that is the code's own English (so /flows shows
 * what the code says) and a th-TH translation of that same English — the th-TH entry keeps the English it
 * translates as a `#.` comment, so an edited description fails here until its translation is redone. No
 * entry outlives its text. `npm run flows` writes en-US and adds empty th-TH entries for new texts.
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { allMachineTexts, textCatalog, textCatalogPath } from '../../scripts/flows';
import { icuLiteral } from '../../src/features/flows/machine-text';
import { parsePo } from '../helpers/catalogs';

const texts = allMachineTexts();
const enFile = readFileSync(textCatalogPath('en-US'), 'utf8');
const thFile = readFileSync(textCatalogPath('th-TH'), 'utf8');
const en = parsePo(enFile);
const th = parsePo(thFile);

/** msgid → the `#.` comment above it (the English a translation was made from). */
function sources(po: string): Map<string, string> {
  const out = new Map<string, string>();
  let comment = '';
  for (const line of po.split('\n')) {
    if (line.startsWith('#. ')) comment = line.slice(3);
    else if (line.startsWith('msgid ')) {
      out.set(JSON.parse(line.slice(6)) as string, comment);
      comment = '';
    }
  }
  return out;
}

/** An ICU message without arguments rendered to text. */
const rendered = (message: string) => {
  const compiled = compileMessage(message);
  return typeof compiled === 'string'
    ? compiled
    : compiled.map((part) => (typeof part === 'string' ? part : '')).join('');
};

describe('the flows-docs catalogs', () => {
  it('cover every purpose and state description, one id each', () => {
    expect(texts.length).toBeGreaterThan(100);
    const ids = texts.map((text) => text.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...en.keys()].filter(Boolean).sort()).toEqual([...ids].sort());
    expect([...th.keys()].filter(Boolean).sort()).toEqual([...ids].sort());
  });

  it('have the code’s English as en-US, shown as it is written (npm run flows)', () => {
    expect(enFile).toBe(textCatalog('en-US'));
    for (const { id, english } of texts) {
      expect(en.get(id), id).toBe(icuLiteral(english));
      expect(rendered(en.get(id)!), id).toBe(english);
    }
  });

  it('have a Thai translation of the current English for every text', () => {
    const from = sources(thFile);
    const missing = texts.filter(({ id }) => !th.get(id)?.trim()).map(({ id }) => id);
    expect(missing, 'untranslated (th-TH flows-docs.po)').toEqual([]);
    const stale = texts.filter(({ id, english }) => from.get(id) !== english.replace(/\s+/g, ' ')).map(({ id }) => id);
    expect(stale, 'translated from English that has changed since').toEqual([]);
    for (const { id } of texts) {
      expect(th.get(id), id).toMatch(/[\u0E00-\u0E7F]/);
      expect(() => compileMessage(th.get(id)!), id).not.toThrow();
    }
  });

  it('keep translations when regenerated, and leave a new text empty to translate', () => {
    expect(textCatalog('th-TH', thFile)).toBe(thFile);
    const withoutFirst = thFile.replace(/msgid "flowdoc\.session\.purpose"\nmsgstr "[^"]*"/, '');
    expect(parsePo(textCatalog('th-TH', withoutFirst)).get('flowdoc.session.purpose')).toBe('');
  });
});
