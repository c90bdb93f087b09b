/**
 * Customer service (docs/product/messages.md): what a queue entry is, which entries are live chats the app embeds, the licence a live chat is
 * set up with, and the native app's link. Pure functions; the machine and the views use them.
 */
import { withQuery } from '../contract/paths';

/** One entry of `appCustomerServiceQueue` (url and isOut; the contract adds nickname and icon). */
export interface ServiceEntry {
  readonly url: string;
  /** 1: the entry is meant to leave the app (a new window); 0: it may be shown inside. */
  readonly isOut: number;
  readonly nickname?: string;
  readonly icon?: string;
}

/** The embedded chat the widget shows: the live-chat page of `licence`, framed from the app's own origin. */
export interface LiveChat {
  readonly licence: string;
  /** The page the widget frames: the sandbox live-chat page of the licence (same origin: CSP frame-src 'self'). */
  readonly src: string;
}

/**
 * The live-chat pages this product embeds: the sandbox live-chat stand-in (server/sandbox/livechat.ts,
 * `/sandbox/livechat/<licence>`), which stands in for the live-chat provider. The licence is the digits in
 * the url (1–12, as the stand-in accepts).
 */
const LIVE_CHAT_PATH = /^\/sandbox\/livechat\/(\d{1,12})\/?$/;

/**
 * The live chat an entry's url sets up, or null for any other entry (a messenger, a page elsewhere). Only a
 * live-chat page on the app's own origin (`origin`; a relative url is on it) can be framed — the server's
 * CSP allows frames from 'self' only — so a live-chat url on another origin opens in a new window like any
 * other entry.
 */
export function liveChatOf(url: string, origin: string): LiveChat | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  const match = LIVE_CHAT_PATH.exec(parsed.pathname);
  if (!match) return null;
  const licence = match[1] as string;
  return { licence, src: `/sandbox/livechat/${licence}` };
}

/**
 * The native app's link: inside the native app the page navigates to it and the app opens
 * customer service itself. Reference decision: the scheme is
 * `app://native`, and `url` is absolute so the app can open it without knowing the site's origin.
 */
export const NATIVE_LINK = 'app://native';

export function nativeServiceLink(entry: ServiceEntry, origin: string): string {
  let url = entry.url;
  try {
    url = new URL(entry.url, origin).href;
  } catch {
    // Not a URL at all: passed on as the server wrote it.
  }
  return withQuery(NATIVE_LINK, { to: 'cs', url, isOut: entry.isOut === 1 ? 1 : 0 });
}

/** The footer's Contact column: the contacts whose nickname contains "Service" are hidden. */
export function footerContacts<T extends { nickname: string }>(contacts: readonly T[]): T[] {
  return contacts.filter((c) => !c.nickname.includes('Service'));
}
