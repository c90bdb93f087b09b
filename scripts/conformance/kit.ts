/**
 * The conformance kit: what the app relies on, checked against any `/app/v1` backend.
 * - auth: every operation that needs a token answers 401 with the documented body without one and with a
 *   garbage one; every public operation answers without one (never 401);
 * - every answer (sweep and journeys) is a declared status, valid against its schema in openapi.yaml, with
 *   a business errcode from the catalogue;
 * - the journeys of journey.ts, sandbox-only steps skipped with a note when the backend has no sandbox.
 * `runConformance` gives one row per operation (implemented, conforming, why) and one per journey.
 */
import { operations, type OperationId } from '../../contract/operations.gen';
import { Backend, type Recorder, StepFailed, intentKey } from './backend';
import { detectSandbox, runJourneys, type JourneyResult, type ReferenceHooks, type Sandbox } from './journey';
import { sampleBodies } from './samples';
import { checkUrls, formatUrlReport, UrlCollector, type UrlReport } from './urls';

export interface OperationRow {
  readonly operation: OperationId;
  /** yes: answered; no: 404 / 405 / 501; unknown: never answered (no call made, or no answer). */
  readonly implemented: 'yes' | 'no' | 'unknown';
  readonly conforming: 'yes' | 'no' | 'not checked';
  readonly why: string;
  readonly checks: number;
}

export interface ConformanceReport {
  readonly base: string;
  readonly sandbox: Sandbox;
  readonly operations: readonly OperationRow[];
  readonly journeys: readonly JourneyResult[];
  /** The backend's URLs under the app tier's policy (`options.policy`; urls.ts). */
  readonly urls?: UrlReport;
  /** Everything that could be checked conforms (skips are not failures). */
  readonly ok: boolean;
}

export interface ConformanceOptions {
  readonly base: string;
  readonly timeoutMs?: number;
  readonly player?: { readonly account: string; readonly password: string };
  /** The reference tests' database hooks (journey.ts). */
  readonly hooks?: ReferenceHooks;
  /** Run only these journeys. */
  readonly journeys?: readonly string[];
  /** Skip the auth sweep. */
  readonly noSweep?: boolean;
  /**
   * The app tier's Content-Security-Policy (`csp`) on pages of `site` (its origin; null: unknown, relative
   * URLs are on it): every URL the backend answers must load under it (urls.ts). `source` says where it came from.
   */
  readonly policy?: { readonly csp: string; readonly site: string | null; readonly source: string };
}

const TOKEN_REQUIRED = { code: 401, errcode: 401, msg: 'Token is required' };
/** A public call the sweep leaves to the journeys: it would send a real SMS to the sample number. */
const SWEEP_SKIPS = new Set<OperationId>(['smsSend']);

async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** 401 without a token (and with a garbage one) where one is required; an answer without one elsewhere. */
async function authSweep(backend: Backend): Promise<void> {
  const rec = backend.recorder;
  await mapLimit(operations, 6, async (meta) => {
    const op = meta.operationId as OperationId;
    const send = (token: string | undefined, label: string) =>
      meta.body === 'multipart'
        ? backend.upload(op, new FormData(), token, label)
        : backend.call(op, sampleBodies[op], token, label, intentKey());
    try {
      if (meta.auth === 'required') {
        for (const [token, label] of [
          [undefined, 'auth: no token'],
          ['x'.repeat(43), 'auth: garbage token'],
        ] as const) {
          const res = await send(token, label);
          const keys = Object.keys(res.body);
          const exact =
            keys.length === 3 &&
            (Object.keys(TOKEN_REQUIRED) as Array<keyof typeof TOKEN_REQUIRED>).every(
              (k) => res.body[k] === TOKEN_REQUIRED[k],
            );
          if (res.status !== 401 || !exact)
            rec.record(op).checks.push({
              label,
              ok: false,
              why:
                res.status !== 401
                  ? `HTTP ${res.status} (errcode ${String(res.body.errcode)}) with ${token ? 'a garbage token' : 'no token'}; needs 401`
                  : `401 body is not ${JSON.stringify(TOKEN_REQUIRED)}`,
            });
        }
      } else if (!SWEEP_SKIPS.has(op)) {
        const res = await send(undefined, 'auth: public without a token');
        if (res.status === 401)
          rec
            .record(op)
            .checks.push({ label: 'auth: public', ok: false, why: 'a public call answered 401 without a token' });
      }
    } catch (error) {
      // The answer's own problem (no answer, not implemented) is recorded by the backend already.
      if (!(error instanceof StepFailed)) throw error;
    }
  });
}

function rowsOf(recorder: Recorder, journeys: readonly JourneyResult[]): OperationRow[] {
  const incomplete = journeys.some((j) => j.status !== 'passed');
  return operations.map((meta) => {
    const op = meta.operationId as OperationId;
    const r = recorder.record(op);
    const failed = r.checks.filter((c) => !c.ok);
    const implemented = r.missing ? 'no' : r.implemented ? 'yes' : 'unknown';
    if (failed.length) {
      const seen = new Set<string>();
      const why = failed
        .filter((c) => !seen.has(c.why) && seen.add(c.why))
        .slice(0, 3)
        .map((c) => `${c.why} [${c.label}]`)
        .join('; ');
      return { operation: op, implemented, conforming: 'no', why, checks: r.checks.length };
    }
    if (r.checks.length === 0)
      return {
        operation: op,
        implemented,
        conforming: 'not checked',
        why: incomplete ? 'not reached (a journey was skipped or failed: see below)' : 'not reached',
        checks: 0,
      };
    const journeyCalls = r.checks.filter((c) => c.label.startsWith('journey:')).length;
    const answers = `${r.checks.length} answer${r.checks.length === 1 ? '' : 's'} valid`;
    const why = r.succeeded
      ? `${answers}; succeeded in a journey`
      : journeyCalls
        ? `${answers}; no success reached here (business errcodes only)`
        : `${answers} (auth sweep only)`;
    return { operation: op, implemented, conforming: 'yes', why, checks: r.checks.length };
  });
}

/** Runs the whole kit against `options.base`. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const urls = options.policy ? new UrlCollector() : null;
  const backend = new Backend(options.base, {
    timeoutMs: options.timeoutMs,
    ...(urls ? { onAnswer: urls.onAnswer } : {}),
  });
  const sandbox = await detectSandbox(backend);
  if (!options.noSweep) await authSweep(backend);
  const journeys = await runJourneys({
    backend,
    sandbox,
    hooks: options.hooks,
    player: options.player,
    only: options.journeys,
  });
  const rows = rowsOf(backend.recorder, journeys);
  const urlReport =
    urls && options.policy
      ? checkUrls(urls.found, options.policy.csp, options.policy.site, options.policy.source)
      : undefined;
  const ok =
    rows.every((r) => r.conforming !== 'no') &&
    journeys.every((j) => j.status !== 'failed') &&
    (urlReport?.blocked.length ?? 0) === 0;
  return { base: backend.base, sandbox, operations: rows, journeys, ...(urlReport ? { urls: urlReport } : {}), ok };
}

function table(header: readonly string[], body: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.map((r) => Math.min(r[i]!.length, i === header.length - 1 ? 200 : 60))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The report as the CLI prints it: operations, journeys, a summary line. */
export function formatReport(report: ConformanceReport): string {
  const ops = report.operations;
  const count = (f: (r: OperationRow) => boolean) => ops.filter(f).length;
  const sandbox = [report.sandbox.sms && 'SMS outbox', report.sandbox.clock && 'clock'].filter(Boolean).join(', ');
  const lines = [
    `Conformance of ${report.base} to contract/openapi.yaml (sandbox helpers: ${sandbox || 'none found'})`,
    '',
    table(
      ['operation', 'implemented', 'conforming', 'why'],
      ops.map((r) => [r.operation, r.implemented, r.conforming, r.why]),
    ),
    '',
    table(
      ['journey', 'result', 'note'],
      report.journeys.map((j) => [j.name, j.status, j.note]),
    ),
    '',
    ...(report.urls ? [formatUrlReport(report.urls), ''] : []),
    `${count((r) => r.conforming === 'yes')} conforming, ${count((r) => r.conforming === 'no')} not conforming, ` +
      `${count((r) => r.conforming === 'not checked')} not checked of ${ops.length} operations; journeys: ` +
      `${report.journeys.filter((j) => j.status === 'passed').length} passed, ` +
      `${report.journeys.filter((j) => j.status === 'failed').length} failed, ` +
      `${report.journeys.filter((j) => j.status === 'skipped').length} skipped` +
      (report.urls ? `; URLs: ${report.urls.blocked.length} blocked of ${report.urls.checked}` : '') +
      ` — ${report.ok ? 'CONFORMS' : 'DOES NOT CONFORM'}`,
  ];
  return lines.join('\n');
}
