/** Translating machine messages and ids in views. */
import { useLingui } from '@lingui/react';
import { use, useCallback } from 'react';
import type { CalendarDay, Message } from '../../machines/message';
import { formatDay } from '../lib/dates';
import { areaReady } from './i18n';

export type Translate = (message: Message | string, values?: Message['values']) => string;

const isCalendarDay = (value: unknown): value is CalendarDay =>
  typeof value === 'object' && value !== null && typeof (value as CalendarDay).calendarDay === 'string';

/** Message values as the locale writes them: a calendar day as its date (the rest as they are). */
function localeValues(values: Message['values'], locale: string): Record<string, string | number> | undefined {
  if (!values) return undefined;
  const written: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values))
    written[key] = isCalendarDay(value) ? formatDay(value.calendarDay, locale) : value;
  return written;
}

/** `t(message)` or `t('id', values)` with the active locale (re-renders when the locale changes). */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback(
    (message, values) =>
      typeof message === 'string'
        ? i18n._(message, localeValues(values, i18n.locale))
        : i18n._(message.id, localeValues(message.values ?? values, i18n.locale)),
    [i18n],
  );
}

/**
 * Suspends until the messages of catalog `area` (auth, shell, legal, …) are loaded for the tree's locale.
 * Call it at the top of a page or shell that uses that area; `common` is always loaded.
 */
export function useArea(...areas: string[]): void {
  const { i18n } = useLingui();
  for (const area of areas) use(areaReady(area, i18n));
  void i18n.locale;
}
