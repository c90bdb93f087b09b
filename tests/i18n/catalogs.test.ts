/**
 * The message catalogs: both locales have the same ids in every area, every message is valid ICU with the
 * same placeholders in both, and every id the code refers to exists.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_CODES, REGISTER_FAILURE_CODES } from '../../machines/constants';
import { CATALOG_AREAS } from '../../lingui.config';
import { parsePo } from '../helpers/catalogs';

const ROOT = join(import.meta.dirname, '../..');
const LOCALES_DIR = join(ROOT, 'src/i18n/locales');

const catalogs = new Map<string, Map<string, Map<string, string>>>();
for (const locale of readdirSync(LOCALES_DIR)) {
  const areas = new Map<string, Map<string, string>>();
  for (const file of readdirSync(join(LOCALES_DIR, locale))) {
    if (file.endsWith('.po'))
      areas.set(file.replace(/\.po$/, ''), parsePo(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')));
  }
  catalogs.set(locale, areas);
}
const all = (locale: string) => new Map([...(catalogs.get(locale)?.values() ?? [])].flatMap((m) => [...m]));

/** Argument names of an ICU message: `{name}`, `{name, plural, …}`, `{name, select, …}`. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : /\.(ts|tsx)$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** Ids the code names literally: message('x'), t('x'), id: 'x', <Trans id="x">, i18n._('x'). */
function referencedIds(): Set<string> {
  const ids = new Set<string>();
  const patterns = [
    /\b(?:message|t|_)\(\s*'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g,
    /\bid:\s*'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)'/g,
    /\bid="([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)"/g,
  ];
  for (const file of [...sourceFiles(join(ROOT, 'machines')), ...sourceFiles(join(ROOT, 'src'))]) {
    const text = readFileSync(file, 'utf8');
    for (const p of patterns) for (const m of text.matchAll(p)) ids.add(m[1]!);
  }
  // Ids built from a code at run time.
  for (const code of REGISTER_FAILURE_CODES) ids.add(`auth.failed.${code}`);
  for (const code of LOGIN_FAILURE_CODES) ids.add(`auth.failed.${code}`);
  for (const code of [2104, 1045, 1043, 1019]) ids.add(`bind.failed.${code}`);
  return ids;
}

describe('message catalogs', () => {
  it('are each registered in lingui.config.ts (the Vite plugin refuses unregistered catalogs)', () => {
    for (const area of catalogs.get('en-US')?.keys() ?? [])
      expect(CATALOG_AREAS as readonly string[], area).toContain(area);
  });

  it('exist for th-TH and en-US with the same areas', () => {
    expect([...catalogs.keys()].sort()).toEqual(['en-US', 'th-TH']);
    expect([...catalogs.get('th-TH')!.keys()].sort()).toEqual([...catalogs.get('en-US')!.keys()].sort());
  });

  it.each([...(catalogs.get('en-US')?.keys() ?? [])].map((a) => [a]))(
    '%s: both locales have the same ids, all translated',
    (area) => {
      const en = catalogs.get('en-US')!.get(area)!;
      const th = catalogs.get('th-TH')!.get(area)!;
      expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [id, text] of [...en, ...th]) expect(text.trim(), `${area}: ${id} is empty`).not.toBe('');
    },
  );

  it('has every message valid ICU, with the same placeholders in both locales', () => {
    const en = all('en-US');
    const th = all('th-TH');
    for (const [id, text] of en) {
      expect(() => compileMessage(text), `en-US ${id}`).not.toThrow();
      expect(() => compileMessage(th.get(id) ?? ''), `th-TH ${id}`).not.toThrow();
      expect(placeholders(th.get(id) ?? ''), `placeholders of ${id}`).toEqual(placeholders(text));
    }
  });

  it('defines every id that machines/ and src/ refer to, once across areas', () => {
    const en = all('en-US');
    const missing = [...referencedIds()].filter((id) => !en.has(id)).sort();
    expect(missing).toEqual([]);
    const seen = new Map<string, string>();
    for (const [area, messages] of catalogs.get('en-US')!) {
      for (const id of messages.keys()) {
        expect(seen.get(id), `${id} is in both ${seen.get(id)} and ${area}`).toBeUndefined();
        seen.set(id, area);
      }
    }
  });
});
