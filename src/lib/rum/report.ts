/**
 * The reporter: loaded once the page is idle after it started (main.tsx; never in the first
 * render), it sends what capture.ts kept and every later error and — on a sampled page view — the Web Vitals of
 * the page's load (the `web-vitals` attribution build, a chunk of its own loaded only then) to the server's
 * `/rum` with `navigator.sendBeacon`, when the page is hidden or left. No token, account or text of the page:
 * contract/rum.ts, beacon.ts.
 *
 * Vitals are per page load (as web-vitals measures them), labelled with the page the player landed on; each is
 * sent once (a page shown again and hidden again does not count its load twice). Errors carry the page they
 * happened on.
 */
import { RUM_PATH, pageKind, shortSelector, type RumError, type RumVital, type VitalName } from '../../../contract/rum';
import type { Layout } from '../layout';
import { encodeReport, errorEntry, readSettings, sampled } from './beacon';
import { takeErrors } from './capture';

export interface ReporterContext {
  /** The address the page was loaded at. */
  readonly landingPath: string;
  readonly layout: () => Layout;
  readonly locale: () => 'th-TH' | 'en-US';
}

export function startReporting(context: ReporterContext): void {
  const settings = readSettings(document.querySelector('meta[name="rum"]'));
  if (!settings || typeof navigator.sendBeacon !== 'function') return;
  const page = pageKind(context.landingPath);
  const vitals: RumVital[] = [];
  const errors: RumError[] = [];
  const seen = new Set<VitalName>();

  const flush = () => {
    if (vitals.length === 0 && errors.length === 0) return;
    const body = encodeReport({
      v: 1,
      page,
      layout: context.layout(),
      locale: context.locale(),
      vitals: vitals.splice(0),
      errors: errors.splice(0),
    });
    // text/plain: a beacon's body type a browser sends without asking first (no CORS preflight).
    if (body) navigator.sendBeacon(RUM_PATH, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
  };

  if (settings.errors)
    for (const error of takeErrors((later) => errors.push(errorEntry(later)))) errors.push(errorEntry(error));
  // After web-vitals' own listener (on window, capturing): the values it reports as the page is hidden go out
  // with this beacon. A page being left fires pagehide first, then visibilitychange: both send what is there.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  if (!sampled(settings.vitalsRate)) return;
  const add = (vital: RumVital) => {
    if (seen.has(vital.name)) return;
    seen.add(vital.name);
    vitals.push(vital);
  };
  const target = (selector: string | undefined) => {
    const short = shortSelector(selector);
    return short ? { target: short } : {};
  };
  void import('web-vitals/attribution')
    .then(({ onCLS, onINP, onLCP }) => {
      onLCP((m) => add({ name: 'LCP', value: m.value, ...target(m.attribution.target) }));
      onINP((m) =>
        add({
          name: 'INP',
          value: m.value,
          ...target(m.attribution.interactionTarget),
          ...(m.attribution.interactionType ? { interaction: m.attribution.interactionType } : {}),
        }),
      );
      onCLS((m) => add({ name: 'CLS', value: m.value, ...target(m.attribution.largestShiftTarget) }));
    })
    .catch(() => undefined);
}
