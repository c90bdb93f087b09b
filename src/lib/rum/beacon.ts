/**
 * The reporter's pure parts (report.ts does the listening and sending): the server's settings from
 * the page, the sampling decision, what is kept of an element's selector and of an error, and the report's
 * bytes within RUM_MAX_BYTES. contract/rum.ts says what a report may hold; the server checks it again.
 */
import {
  RUM_MAX_BYTES,
  RUM_MAX_ERRORS,
  RUM_TEXT,
  maskText,
  pageKind,
  type RumError,
  type RumReport,
} from '../../../contract/rum';
import type { CaughtError } from './capture';

/**
 * The server's settings (server/tier/rum.ts writes `<meta name="rum" data-vitals="0.1" data-errors="1">` in
 * every page): the share of page views that report their Web Vitals, and whether errors are reported. No
 * element (a page the server did not write, the dev server's shell): nothing is reported.
 */
export interface RumSettings {
  readonly vitalsRate: number;
  readonly errors: boolean;
}

export function readSettings(meta: Pick<Element, 'getAttribute'> | null): RumSettings | null {
  if (!meta) return null;
  const rate = Number(meta.getAttribute('data-vitals'));
  return {
    vitalsRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0,
    errors: meta.getAttribute('data-errors') === '1',
  };
}

/** Whether this page view reports its Web Vitals (one draw per page load). */
export function sampled(rate: number, random: () => number = Math.random): boolean {
  return rate > 0 && random() < rate;
}

/** A script address's file name: no origin, folder, query or fragment (`index-AbC.js`). */
function fileName(address: string): string {
  const name =
    address
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  return maskText(name, RUM_TEXT.source).replace(/[^\w.@<>#-]/g, '');
}

/** The file and line an error happened at: the event's, else its stack's first frame with an address. */
export function sourceOf(error: Pick<CaughtError, 'file' | 'line' | 'stack'>): { source?: string; line?: number } {
  let file = error.file;
  let line = error.line;
  if (!file && error.stack) {
    const frame = /((?:https?|blob|chrome-extension|moz-extension):[^\s()]+?):(\d+):\d+/.exec(error.stack);
    if (frame) [file, line] = [frame[1], Number(frame[2])];
  }
  const source = file ? fileName(file) : '';
  return {
    ...(source ? { source } : {}),
    ...(line !== undefined && Number.isInteger(line) && line > 0 && line < 1e7 ? { line } : {}),
  };
}

/** A statechart value as one name: `form.editing`; parallel regions joined by `,`. Names only, capped. */
export function stateName(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object' || depth > 4) return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => {
      const rest = stateName(inner, depth + 1);
      return rest ? `${key}.${rest}` : key;
    })
    .join(',');
}

const identifier = (text: string, cap: number) => text.replace(/[^\w.,-]/g, '').slice(0, cap);

/** What a report says of a caught error: masked, capped, with its page kind and flow. */
export function errorEntry(error: CaughtError): RumError {
  const flow = error.flow ? identifier(error.flow.id, RUM_TEXT.flow) : '';
  const state = error.flow ? identifier(stateName(error.flow.value), RUM_TEXT.state) : '';
  return {
    kind: error.kind,
    page: pageKind(error.path),
    message: maskText(error.message, RUM_TEXT.message),
    ...sourceOf(error),
    ...(flow ? { flow } : {}),
    ...(state ? { state } : {}),
  };
}

/**
 * The report as the beacon's body, at most `maxBytes` (UTF-8): the last errors, then the vitals' targets are
 * left out while it is longer; null when there is nothing to send or it cannot fit.
 */
export function encodeReport(report: RumReport, maxBytes = RUM_MAX_BYTES): string | null {
  let errors = report.errors.slice(0, RUM_MAX_ERRORS);
  let vitals = report.vitals;
  const size = (text: string) => new TextEncoder().encode(text).length;
  for (;;) {
    if (errors.length === 0 && vitals.length === 0) return null;
    const body = JSON.stringify({ ...report, vitals, errors });
    if (size(body) <= maxBytes) return body;
    if (errors.length > 0) errors = errors.slice(0, -1);
    else if (vitals.some((v) => v.target !== undefined)) vitals = vitals.map(({ target: _target, ...rest }) => rest);
    else return null;
  }
}
