/**
 * The app's i18n: Lingui with ICU messages in per-area .po catalogs (src/i18n/locales/<locale>/<area>.po),
 * compiled at build time. th-TH is shown by default, en-US is the other locale; a stored or requested locale
 * that is not supported falls back to th-TH. Both locales carry every message (a test enforces it), so only
 * the active locale's catalogs are fetched — and only for the areas in use: `common` at start, the others
 * when a page that needs them renders (useArea). Dates in th-TH use the Gregorian calendar.
 */
import { i18n, type Messages } from '@lingui/core';
import { readItem, writeItem, type KeyValueStorage } from '../lib/storage-keys';

export const LOCALES = ['th-TH', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'th-TH';
const LOCALE_STORAGE_KEY = 'locale';

const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/*.po');

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The stored locale, else th-TH. */
export function initialLocale(storage: KeyValueStorage): Locale {
  const stored = readItem(storage, LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The locale on screen (before the first activation: the stored one, else th-TH); API calls carry it. */
export function shownLocale(storage: KeyValueStorage): Locale {
  return isLocale(i18n.locale) ? i18n.locale : initialLocale(storage);
}

/**
 * Records a promise's outcome on it the way React's use() reads thenables, so a catalog that has already
 * loaded renders at once instead of suspending again (a suspension inside a synchronous render can stall).
 */
export function markSettled<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => Object.assign(thenable, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(thenable, { status: 'rejected', reason }),
  );
  return promise;
}

/** Areas in use (their catalogs are loaded for whichever locale becomes active). */
const areasInUse = new Set<string>(['common']);
/** `${locale}/${area}` → the load of that catalog. */
const loading = new Map<string, Promise<void>>();

function loadArea(locale: Locale, area: string): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogs[`./locales/${key}.po`];
    pending = load
      ? // New messages re-render nothing (src/i18n/locale-provider.tsx): a hydration under way is left alone.
        load().then((m) => i18n.load(locale, m.messages))
      : Promise.reject(new Error(`No catalog ${key}.po`));
    pending.catch(() => loading.delete(key));
    markSettled(pending);
    loading.set(key, pending);
  }
  return pending;
}

/** A promise that settles when `area`'s messages of the active locale are in (stable per locale and area). */
export function areaReady(area: string): Promise<void> {
  areasInUse.add(area);
  return loadArea(i18n.locale as Locale, area);
}

/** Starts loading `areas` for `locale` before any page asks (the first address's pages, at start). */
export function preloadAreas(locale: Locale, areas: readonly string[]): void {
  for (const area of areas) {
    areasInUse.add(area);
    loadArea(locale, area).catch(() => undefined);
  }
}

/** Loads the areas in use for `locale`, then switches to it (and remembers it). */
export async function activateLocale(locale: Locale, storage?: KeyValueStorage): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadArea(locale, area)));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale.slice(0, 2);
  if (storage) writeItem(storage, LOCALE_STORAGE_KEY, locale);
}

export { i18n };
