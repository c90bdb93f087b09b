/**
 * The page's uncaught errors and unhandled rejections from its first script on: kept here, raw,
 * until the reporter (report.ts, loaded once the page is idle) cleans and sends them. This part is in every
 * first render, so it only listens and keeps: the first RUM_MAX_ERRORS (contract/rum.ts) of the page, each with
 * the page's path and the running flow's state when it happened. An error also asks for the reporter (a page
 * that fails while starting may never get to the idle moment that loads it otherwise).
 */
import type { AnyActorRef } from 'xstate';
import { whenIdle } from '../next-task';

/** What the page and its flows looked like when an error happened. */
export interface CaughtError {
  readonly kind: 'error' | 'rejection';
  readonly message: string;
  /** The script's address and line (an error event), or the error's stack (the reporter reads its first frame). */
  readonly file?: string;
  readonly line?: number;
  readonly stack?: string;
  /** `location.pathname` then (the reporter turns it into a page kind). */
  readonly path: string;
  readonly flow?: { readonly id: string; readonly value: unknown };
}

/** RUM_MAX_ERRORS of contract/rum.ts (not imported: this file is in every first render, and that one is not). */
const KEPT = 5;
/** Raw text kept of a message or stack until the reporter masks and caps it. */
const RAW = 1000;

const caught: CaughtError[] = [];
let listener: ((error: CaughtError) => void) | null = null;
let flowProbe: () => CaughtError['flow'] = () => undefined;
let reporter: (() => void) | null = null;

const text = (value: unknown) => String(value).slice(0, RAW);

function keep(error: CaughtError): void {
  if (caught.length >= KEPT) return;
  caught.push(error);
  listener?.(error);
  const load = reporter;
  if (load) whenIdle(load, 5000);
}

/** Starts listening (main.tsx, first thing). */
export function captureErrors(target: Window = window): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    // A resource that failed to load (an image) is an event without an error: not the app's failure.
    if (!(event instanceof ErrorEvent)) return;
    const error = event.error as { stack?: unknown } | null;
    keep({
      kind: 'error',
      message: text(event.message),
      ...(event.filename ? { file: text(event.filename) } : {}),
      ...(event.lineno ? { line: event.lineno } : {}),
      ...(typeof error?.stack === 'string' ? { stack: text(error.stack) } : {}),
      path: target.location.pathname,
      flow: flowProbe(),
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: unknown; stack?: unknown } | null | undefined;
    keep({
      kind: 'rejection',
      message: text(
        reason instanceof Error ? reason.message : typeof reason?.message === 'string' ? reason.message : reason,
      ),
      ...(typeof reason?.stack === 'string' ? { stack: text(reason.stack) } : {}),
      path: target.location.pathname,
      flow: flowProbe(),
    });
  });
}

/** Where the flow in error is found: the app's running flows (src/flow/root.ts `running`), once the root exists. */
export function probeFlows(running: ReadonlyMap<string, AnyActorRef>): void {
  flowProbe = () => failingFlow(running);
}

/** The flows of the whole app, not of a page (the root's, the shell's and the popups'), by machine id. */
const APP_WIDE = new Set(['session', 'toast', 'popups', 'coinRefresh', 'heartbeat', 'badges', 'appUpdate']);

/**
 * The flow in error (an actor whose snapshot has status `error`: an action or a child threw), else the page's
 * flow (the last registered that is not one of the whole app's), with its state value then.
 */
export function failingFlow(running: ReadonlyMap<string, AnyActorRef>): CaughtError['flow'] {
  let page: CaughtError['flow'];
  for (const [id, actor] of running) {
    const snapshot = actor.getSnapshot() as { status?: string; value?: unknown };
    if (snapshot.status === 'error') return { id, value: snapshot.value };
    if (!APP_WIDE.has(id)) page = { id, value: snapshot.value };
  }
  return page;
}

/** The reporter's way to load (main.tsx): an error asks for it too. */
export function setReporterLoader(load: () => void): void {
  reporter = load;
}

/** The errors kept so far, and every later one as it happens (the reporter, once). */
export function takeErrors(onError: (error: CaughtError) => void): readonly CaughtError[] {
  listener = onError;
  return caught.slice();
}
