/**
 * Every kind of failed call (contract/api-errors.ts) reads as a sentence of its own in both locales, through
 * the one mapping machines use (machines/message.ts): never the raw kind ("network", "server", "timeout")
 * inside a Thai sentence, and a business errcode shown as a code ("รหัส 1045").
 */
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  BadRequestError,
  BusinessError,
  NetworkError,
  RateLimitedError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnauthorizedError,
  type ApiError,
} from '../../contract/api-errors';
import { refreshFailure } from '../../machines/coin-refresh.machine';
import { ERROR_KIND_MESSAGES, errorMessage, type Message } from '../../machines/message';
import { activateLocale, LOCALES } from '../../src/i18n/i18n';

const ERRORS: Record<ApiError['kind'], ApiError> = {
  business: new BusinessError('getExchange', 1045, 'taken'),
  sessionExpired: new SessionExpiredError('getExchange'),
  unauthorized: new UnauthorizedError('getExchange'),
  badRequest: new BadRequestError('getExchange', 400, 'bad', 'amount'),
  rateLimited: new RateLimitedError('getExchange', 30, 'slow down'),
  network: new NetworkError('getExchange', new TypeError('Failed to fetch')),
  timeout: new TimeoutError('getExchange', 60_000),
  aborted: new AbortedError('getExchange', undefined),
  server: new ServerError('getExchange', 502, 'Bad Gateway'),
};
const KINDS = Object.keys(ERRORS) as ApiError['kind'][];

/** What a view shows for a machine's message in the active locale. */
const shown = (m: Message) => i18n._(m.id, m.values);

describe('the error of every call kind', () => {
  it('has one message id per kind, each distinct from the generic fallback', () => {
    expect(Object.keys(ERROR_KIND_MESSAGES).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) {
      if (kind === 'sessionExpired' || kind === 'unauthorized') continue;
      expect(errorMessage(ERRORS[kind]).id, kind).not.toBe('common.error');
    }
  });

  for (const locale of LOCALES) {
    it(`reads as a translated sentence in ${locale}, without the raw kind`, async () => {
      await activateLocale(locale);
      const texts = new Set<string>();
      for (const kind of KINDS) {
        for (const m of [errorMessage(ERRORS[kind]), refreshFailure(ERRORS[kind])]) {
          const text = shown(m);
          expect(text, `${kind}: ${m.id}`).not.toBe(m.id); // the catalog has it
          // The kind as a token: camelCase names anywhere, any kind in parentheses or after "code".
          expect(text, `${kind}: ${text}`).not.toMatch(/sessionExpired|badRequest|rateLimited/);
          expect(text, `${kind}: ${text}`).not.toMatch(
            /(\(|code |รหัส )(business|unauthorized|network|timeout|aborted|server|error)\b/i,
          );
          expect(text).not.toMatch(/\{|\}/);
          if (locale === 'th-TH') expect(text, `${kind}: ${text}`).not.toMatch(/[A-Za-z]/);
        }
        texts.add(shown(errorMessage(ERRORS[kind])));
      }
      // Each kind says something of its own (the two 401s share "log in again").
      expect(texts.size).toBeGreaterThanOrEqual(KINDS.length - 1);
    });
  }

  it('shows a business errcode as a code', async () => {
    await activateLocale('th-TH');
    expect(shown(errorMessage(ERRORS.business))).toContain('รหัส 1045');
    expect(shown(refreshFailure(ERRORS.business))).toContain('รหัส 1045');
    await activateLocale('en-US');
    expect(shown(errorMessage(ERRORS.business))).toContain('code 1045');
  });
});
