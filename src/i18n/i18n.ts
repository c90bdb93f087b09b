/**
 * The app's i18n: Lingui with ICU messages in per-area .po catalogs (src/i18n/locales/<locale>/<area>.po),
 * compiled at build time. th-TH is shown by default, en-US is the other locale; a stored or requested locale
 * that is not supported falls back to th-TH. Both locales carry every message (a test enforces it), so only
 * the active locale's catalogs are fetched — and only for the areas in use: `common` at start, the others
 * when a page that needs them renders (useArea). Dates in th-TH use the Gregorian calendar.
 *
 * The browser has one locale at a time: Lingui's global `i18n`, switched by activateLocale. The server renders
 * pages of both locales at once, each with the instance of its locale (`localeI18n`), given to the tree through
 * LocaleProvider; every reader takes the tree's instance (useLingui, useArea), never the global one.
 */
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
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

/** An instance's catalogs: the areas in use (loaded for whichever locale it activates) and their loads. */
interface Catalogs {
  readonly inUse: Set<string>;
  /** `${locale}/${area}` → the load of that catalog. */
  readonly loading: Map<string, Promise<void>>;
}

const catalogsOf = new WeakMap<I18n, Catalogs>();

function catalogsFor(instance: I18n): Catalogs {
  let own = catalogsOf.get(instance);
  if (!own) {
    own = { inUse: new Set(['common']), loading: new Map() };
    catalogsOf.set(instance, own);
  }
  return own;
}

function loadArea(instance: I18n, locale: Locale, area: string): Promise<void> {
  const { loading } = catalogsFor(instance);
  const key = `${locale}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogs[`./locales/${key}.po`];
    pending = load
      ? // New messages re-render nothing (src/i18n/locale-provider.tsx): a hydration under way is left alone.
        load().then((m) => instance.load(locale, m.messages))
      : Promise.reject(new Error(`No catalog ${key}.po`));
    pending.catch(() => loading.delete(key));
    markSettled(pending);
    loading.set(key, pending);
  }
  return pending;
}

/**
 * A promise that settles when `area`'s messages of the active locale of `instance` (the tree's, from
 * useLingui; by default the browser's global one) are in — stable per instance, locale and area.
 */
export function areaReady(area: string, instance: I18n = i18n): Promise<void> {
  catalogsFor(instance).inUse.add(area);
  return loadArea(instance, instance.locale as Locale, area);
}

/** Starts loading `areas` for `locale` before any page asks (the first address's pages, at start). */
export function preloadAreas(locale: Locale, areas: readonly string[]): void {
  for (const area of areas) {
    catalogsFor(i18n).inUse.add(area);
    loadArea(i18n, locale, area).catch(() => undefined);
  }
}

/** One instance per locale, never switched (the server's renders share them; messages are only ever added). */
const perLocale = new Map<Locale, Promise<I18n>>();

/**
 * The instance of `locale` with its `common` messages in (a server render's: the other areas load as the
 * tree asks for them, useArea). Cached: catalogs load once per locale for the process's life.
 */
export function localeI18n(locale: Locale): Promise<I18n> {
  let pending = perLocale.get(locale);
  if (!pending) {
    const instance = setupI18n({ locale, messages: { [locale]: {} } });
    pending = areaReady('common', instance).then(() => instance);
    pending.catch(() => perLocale.delete(locale));
    perLocale.set(locale, pending);
  }
  return pending;
}

/** Loads the areas in use for `locale`, then switches to it (and remembers it). */
export async function activateLocale(locale: Locale, storage?: KeyValueStorage): Promise<void> {
  await Promise.all([...catalogsFor(i18n).inUse].map((area) => loadArea(i18n, locale, area)));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale.slice(0, 2);
  if (storage) writeItem(storage, LOCALE_STORAGE_KEY, locale);
}

export { i18n, type I18n };
