/**
 * Server-made content per locale: the locale a request names, texts stored per locale and
 * image URLs that carry the locale.
 *
 * - The request names its locale in the `lang` field the client merges into every JSON body (contract
 *   `Common.lang`). th-TH and en-US are known; anything else (or nothing) reads as th-TH.
 * - Texts: each translatable table has an `i18n` JSON column (migration 065-content-locales.sql):
 *   `{ "th-TH": { "title": "…" }, "en-US": { "title": "…" } }`. A field missing for the asked locale falls
 *   back to the row's base column (what an operator wrote without translating).
 * - Images: generated images under /static answer `?lang=<locale>` with that locale's drawing; the URLs the
 *   API hands out carry the request's locale, so each locale's picture is cached on its own URL.
 */

export const CONTENT_LOCALES = ['th-TH', 'en-US'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_CONTENT_LOCALE: ContentLocale = 'th-TH';

/** The locale a value names, th-TH when it names none we have. */
export function contentLocale(value: unknown): ContentLocale {
  return (CONTENT_LOCALES as readonly unknown[]).includes(value) ? (value as ContentLocale) : DEFAULT_CONTENT_LOCALE;
}

/** The locale a request body names (`lang`), th-TH by default. */
export function bodyLocale(body: unknown): ContentLocale {
  return contentLocale(typeof body === 'object' && body !== null ? (body as { lang?: unknown }).lang : undefined);
}

/** A row's translations: per locale, per field. */
export type Texts<F extends string = string> = Readonly<Partial<Record<ContentLocale, Readonly<Record<F, string>>>>>;

/** The `i18n` column's value for `texts`. */
export function textsJson(texts: Texts): string {
  return JSON.stringify(texts);
}

/** Parses an `i18n` column; a broken or foreign value counts as no translation. */
function parseTexts(json: string | null | undefined): Record<string, Record<string, unknown>> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, Record<string, unknown>>)
      : {};
  } catch {
    return {};
  }
}

/** The field's text in `lang`, else `fallback` (the row's base column). */
export function localText(
  json: string | null | undefined,
  lang: ContentLocale,
  field: string,
  fallback: string,
): string {
  const value = parseTexts(json)[lang]?.[field];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * A generated image's URL for `lang`: a same-site path (or a path relative to gameResourceUrl, as video
 * paths are) gets `lang=<locale>` in its query; an absolute URL (an operator's own image) is left alone.
 */
export function localAsset(url: string, lang: ContentLocale): string {
  if (url === '' || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  if (/[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}
