/**
 * What a server-rendered page tells the browser (design "First screen from the server"): the assumptions it
 * rendered under (locale, layout, the hint cookies) and the persisted snapshots of the session and the page's
 * flows. It travels in `<script type="application/json" id="ssr-state">`: data, never run (CSP-safe), and
 * escaped so no value can close the element (`</script`) or start markup.
 */
import type { Layout } from './layout';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  readonly v: 1;
  readonly locale: 'th-TH' | 'en-US';
  readonly layout: Layout;
  /** The time zone the server wrote times in. */
  readonly timeZone: string;
  /** Minutes east of UTC of `timeZone` when the page was rendered (`zoneOffsetMinutes`). */
  readonly timeZoneOffset: number;
  readonly signedIn: boolean;
  readonly noticeSeen: boolean;
  /** The hint cookies' values the server rendered under (src/lib/hint-cookies.ts), null where absent. */
  readonly hints: Readonly<Record<string, string | null>>;
  /** The session's persisted snapshot; null with the signed-in hint (the browser boots its own). */
  readonly session: unknown;
  /** The catalog areas the page was rendered with (the browser loads them before it hydrates). */
  readonly areas: readonly string[];
  /** The page flows' persisted snapshots by machine id. */
  readonly flows: Record<string, unknown>;
}

/** JSON for inside a <script> element: `<`, `>`, `&` and the JS line separators as \u escapes. */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The state of a server-rendered page, or null (a client-rendered shell, or unreadable). */
export function parseState(text: string | null | undefined): SsrState | null {
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState>;
    return state &&
      state.v === 1 &&
      typeof state.locale === 'string' &&
      typeof state.layout === 'string' &&
      typeof state.hints === 'object' &&
      state.hints !== null
      ? (state as SsrState)
      : null;
  } catch {
    return null;
  }
}
