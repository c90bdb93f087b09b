/**
 * What machines say to people: a message id of the i18n catalogs plus its values. Machines never hold
 * translated text; views render these with the active locale.
 */
import type { ApiError } from '../contract/api-errors';

/**
 * A calendar day ('YYYY-MM-DD') inside a message: the view writes it as the locale reads days (src/lib/dates.ts
 * formatDay: "22 พ.ย. พ.ศ. 2569", "Nov 22, 2026"). A plain object, so a machine's snapshot keeps it as it is.
 */
export interface CalendarDay {
  readonly calendarDay: string;
}

export const calendarDay = (day: string): CalendarDay => ({ calendarDay: day });

export type MessageValue = string | number | CalendarDay;

export interface Message {
  readonly id: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

export const message = (id: string, values?: Record<string, MessageValue>): Message =>
  values ? { id, values } : { id };

/**
 * The one sentence per kind of failed call (contract/api-errors.ts), in the `common` catalogs of both
 * locales: never the kind's name inside a sentence. A business failure shows its errcode as a code.
 */
export const ERROR_KIND_MESSAGES = {
  business: 'common.errorWithCode',
  sessionExpired: 'common.sessionExpired',
  unauthorized: 'common.unauthorized',
  badRequest: 'common.badRequest',
  rateLimited: 'common.rateLimited',
  network: 'common.networkError',
  timeout: 'common.timeout',
  aborted: 'common.aborted',
  server: 'common.serverError',
} as const satisfies Record<ApiError['kind'], string>;

/** The message for a failed call that has no flow-specific meaning (docs/product/errors.md). */
export function errorMessage(error: unknown): Message {
  const e = error as Partial<ApiError> | undefined;
  switch (e?.kind) {
    case 'business':
      return message(ERROR_KIND_MESSAGES.business, { code: e.errcode ?? 0 });
    case 'rateLimited':
      return message(ERROR_KIND_MESSAGES.rateLimited, { seconds: e.retryAfter ?? 60 });
    case 'sessionExpired':
    case 'unauthorized':
    case 'badRequest':
    case 'network':
    case 'timeout':
    case 'aborted':
    case 'server':
      return message(ERROR_KIND_MESSAGES[e.kind]);
    default:
      // Not a failed call (a bug in the app): the generic sentence.
      return message('common.error');
  }
}

/** Login/register failures: per-code text for the listed codes, the generic text with the code otherwise. */
export function authFailureMessage(error: unknown, perCodeErrcodes: readonly number[]): Message {
  const e = error as Partial<ApiError> | undefined;
  if (e?.kind === 'business') {
    const code = e.errcode ?? 0;
    return perCodeErrcodes.includes(code) ? message(`auth.failed.${code}`, { code }) : message('auth.failed', { code });
  }
  return errorMessage(error);
}

/** The `errcode` of a business failure, or null. */
export function businessCode(error: unknown): number | null {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'business' ? (e.errcode ?? null) : null;
}
