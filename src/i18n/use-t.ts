/** Translating machine messages and ids in views. */
import { useLingui } from '@lingui/react';
import { use, useCallback } from 'react';
import type { Message } from '../../machines/message';
import { areaReady } from './i18n';

export type Translate = (message: Message | string, values?: Message['values']) => string;

/** `t(message)` or `t('id', values)` with the active locale (re-renders when the locale changes). */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback(
    (message, values) =>
      typeof message === 'string' ? i18n._(message, values) : i18n._(message.id, message.values ?? values),
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
