/** Loads the documents of a locale (each locale's text is its own chunk). */
import { markSettled } from '../i18n';
import type { LegalContent, LegalDocs, LegalVars } from './types';

const contents: Record<string, () => Promise<{ content: LegalContent }>> = {
  'th-TH': () => import('./th-TH'),
  'en-US': () => import('./en-US'),
};

const cache = new Map<string, Promise<LegalDocs>>();

/** The documents for `locale` (th-TH when unknown), stable per locale and values (for React's use()). */
export function legalDocuments(locale: string, vars: LegalVars): Promise<LegalDocs> {
  const key = `${locale}|${vars.supportEmail}|${vars.minAge}`;
  let docs = cache.get(key);
  if (!docs) {
    const load = contents[locale] ?? contents['th-TH']!;
    docs = markSettled(load().then((m) => m.content(vars)));
    cache.set(key, docs);
  }
  return docs;
}
