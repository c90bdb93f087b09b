/**
 * The app's message catalogs (src/i18n/locales/<locale>/*.po) read as plain maps, for tests that look for a
 * page's text in both locales without writing the wording down twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATIN_NAMES } from '../../src/i18n/glossary.th';

export type CatalogLocale = 'th-TH' | 'en-US';

const LOCALES_DIR = join(import.meta.dirname, '../../src/i18n/locales');

/** msgid → msgstr of one .po file (multi-line strings joined). */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  let id: string | null = null;
  let field: 'id' | 'str' | null = null;
  let str = '';
  const flush = () => {
    if (id) out.set(id, str);
    id = null;
    str = '';
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && field === 'str') {
      str += unquote(line);
    } else if (line.startsWith('"') && field === 'id' && id !== null) {
      id += unquote(line);
    }
  }
  flush();
  return out;
}

const catalogs = new Map<CatalogLocale, Map<string, string>>();

function catalog(locale: CatalogLocale): Map<string, string> {
  let all = catalogs.get(locale);
  if (!all) {
    all = new Map();
    const dir = join(LOCALES_DIR, locale);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.po')))
      for (const [k, v] of parsePo(readFileSync(join(dir, file), 'utf8'))) all.set(k, v);
    catalogs.set(locale, all);
  }
  return all;
}

/** The text of message `id` in `locale` (throws on an id no catalog has). */
export function msg(locale: CatalogLocale, id: string): string {
  const text = catalog(locale).get(id);
  if (text === undefined) throw new Error(`no message ${id} in ${locale}`);
  return text;
}

/**
 * `text` without the names the Thai glossary keeps in Latin letters (src/i18n/glossary.th.ts: VIP, LINE, TikTok,
 * GMT, …), for the views' "no English on a Thai page" checks.
 */
export function withoutLatinNames(text: string | null): string {
  return (text ?? '').replace(new RegExp(`(?<![A-Za-z])(?:${LATIN_NAMES.join('|')})(?![A-Za-z])`, 'g'), '');
}
