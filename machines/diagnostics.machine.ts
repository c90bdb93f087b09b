/**
 * The checks run once on entering and again on demand; copying is its own state so that one copy runs at a
 * time and its outcome (copied, or the copy failed) is a toast. `failed` is for the probe itself breaking, not
 * for a check that fails: a failed check is a result the report shows.
 *
 * Its checks and report are in machines/diagnostics.rules.ts. Implementations: src/actors/diagnostics.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Probes } from './diagnostics.rules';
import { errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export interface DiagnosticsContext {
  probes: Probes | null;
  error: Message | null;
  /** How many times the checks ran (a new run replaces the results). */
  runs: number;
}

export type DiagnosticsEvent =
  { type: 'diagnostics.rerun' } | { type: 'diagnostics.retry' } | { type: 'diagnostics.copy'; text: string };

export type DiagnosticsEmitted = { type: 'toast'; message: Message; tone?: 'success' | 'error' };

export const diagnosticsMachine = setup({
  types: { context: {} as DiagnosticsContext, events: {} as DiagnosticsEvent, emitted: {} as DiagnosticsEmitted },
  actors: {
    probe: fromPromise<Probes, void>(async () => {
      throw new Error('provided by the app');
    }),
    copy: fromPromise<void, { text: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
}).createMachine({
  id: 'diagnostics',
  description:
    "/test: the checks a support agent asks a player to run: one API call and its latency, whether the browser's storages accept a write, the service worker's state; then the report copied to the clipboard.",
  meta: { emitted: ['toast'], docs: 'docs/product/screens.md' } satisfies MachineMeta,
  context: { probes: null, error: null, runs: 0 },
  initial: 'checking',
  states: {
    checking: {
      description: 'Runs the checks: the API call and its latency, the storages, the service worker.',
      tags: ['busy'],
      invoke: {
        id: 'probe',
        src: 'probe',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ probes: event.output, runs: context.runs + 1 })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      description: 'The results are on screen; the report can be copied or the checks run again.',
      on: {
        'diagnostics.rerun': 'checking',
        'diagnostics.copy': 'copying',
      },
    },
    copying: {
      description: 'The report is being written to the clipboard (one copy at a time).',
      tags: ['busy'],
      invoke: {
        id: 'copy',
        src: 'copy',
        input: ({ event }) => ({ text: (event as Extract<DiagnosticsEvent, { type: 'diagnostics.copy' }>).text }),
        onDone: {
          target: 'ready',
          actions: emit({ type: 'toast' as const, message: message('common.copySuccess'), tone: 'success' as const }),
        },
        onError: {
          target: 'ready',
          actions: emit({ type: 'toast' as const, message: message('common.copyFail'), tone: 'error' as const }),
        },
      },
    },
    failed: {
      description: 'The checks themselves broke: retry.',
      on: { 'diagnostics.retry': { target: 'checking', actions: assign({ error: null }) } },
    },
  },
});

type DiagnosticsSnapshot = SnapshotFrom<typeof diagnosticsMachine>;

/** The checks could not run (a retry is offered). */
export const selectDiagnosticsFailed = (s: DiagnosticsSnapshot): boolean => s.matches('failed');

/** The checks are running again. */
export const selectChecking = (s: DiagnosticsSnapshot): boolean => s.matches('checking');

/** The report is being copied. */
export const selectCopying = (s: DiagnosticsSnapshot): boolean => s.matches('copying');

/** The report can be copied now (whatever its text). */
export const selectCanCopy = (s: DiagnosticsSnapshot): boolean => s.can({ type: 'diagnostics.copy', text: '' });

/** The checks can run again now. */
export const selectCanRerun = (s: DiagnosticsSnapshot): boolean => s.can({ type: 'diagnostics.rerun' });
