/**
 * Pure rules of the mail inbox (/lobby/email, /profile/email; getMail2, getMailDetail, receiveMail,
 * delMail): the list order, what may be received or deleted, the safe text of a mail body and
 * the failures' messages. Used by machines/mail.machine.ts and its views; tested in
 * tests/machines/mail-rules.test.ts.
 */
import type { components } from '../contract/schema';
import { ERRCODE } from '../contract/ids';
import { businessCode, errorMessage, message, type Message } from './message';

type Schemas = components['schemas'];
export type MailSummary = Schemas['MailSummary'];
export type Mail = Schemas['Mail'];
export type PrizeItem = Schemas['PrizeItem'];

/** Mail per getMail2 page (the contract allows up to 100). */
export const MAIL_PAGE_SIZE = 50;

export interface MailPage {
  readonly list: readonly MailSummary[];
  readonly total: number;
}

/** The attachment is still waiting: only then may it be received. */
export const canReceive = (m: Pick<MailSummary, 'hasAttachment' | 'received'>): boolean =>
  m.hasAttachment === 1 && m.received === 0;

/**
 * Reference-server decision: a mail whose attachment is still waiting cannot be deleted (delMail answers
 * 2204); the view disables its delete button and says to receive the attachment first.
 */
export const canDelete = (m: Pick<MailSummary, 'hasAttachment' | 'received'>): boolean => !canReceive(m);

/** Newest first (createTime, then id), as getMail2 answers; a later page never duplicates a mail. */
export function mergePages(list: readonly MailSummary[], page: readonly MailSummary[]): MailSummary[] {
  const byId = new Map<number, MailSummary>();
  for (const m of [...list, ...page]) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => b.createTime - a.createTime || b.id - a.id);
}

export const patchMail = (
  list: readonly MailSummary[],
  id: number,
  patch: Partial<Pick<MailSummary, 'read' | 'received'>>,
): MailSummary[] => list.map((m) => (m.id === id ? { ...m, ...patch } : m));

export const withoutMail = (list: readonly MailSummary[], id: number): MailSummary[] => list.filter((m) => m.id !== id);

/** Whether more mail exists on the server than the list holds. */
export const hasMoreMail = (list: readonly MailSummary[], total: number): boolean => list.length < total;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A mail body as plain paragraphs: the server's body may carry simple HTML (<p>, <br>); tags are dropped,
 * never interpreted (no markup, script or link of a body reaches the page), entities decoded, blank
 * paragraphs removed. Views render the paragraphs as text.
 */
export function mailParagraphs(content: string): string[] {
  const text = content
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(/\n{2,}/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** The message for a failed mail call: the mail errcodes have their own sentence (with the code). */
export function mailFailure(error: unknown): Message {
  const code = businessCode(error);
  switch (code) {
    case ERRCODE.MailNotFound:
    case ERRCODE.MailReceived:
    case ERRCODE.MailNothingToReceive:
    case ERRCODE.MailReceiveFirst:
      return message(`mail.failed.${code}`, { code });
    default:
      return errorMessage(error);
  }
}
