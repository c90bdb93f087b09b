/**
 * The diagnostics flow's live implementations: the API call timed (`getCustomerServices`: public, small),
 * the browser's storages and service worker, the clipboard. What only a browser has comes in as
 * `DiagnosticsBrowser` from the page, so the flow runs in tests without one.
 */
import { fromPromise } from 'xstate';
import { diagnosticsMachine } from '../../machines/diagnostics.machine';
import { latencyMs, type Probes, type WorkerState } from '../../machines/diagnostics.rules';
import { errorMessage } from '../../machines/message';
import type { FlowPort, ImplementationsOf } from './port';

export interface DiagnosticsBrowser {
  /** A monotonic clock in ms (latency). */
  now(): number;
  /** The wall-clock time, ISO 8601 (when the checks ran). */
  iso(): string;
  /** Whether the storage accepts a write (and gives it back). */
  storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean;
  serviceWorker(): Promise<{ state: WorkerState; controlled: boolean }>;
  copy(text: string): Promise<void>;
}

export function diagnosticsImplementations(port: Pick<FlowPort, 'deps'>, browser: DiagnosticsBrowser) {
  return {
    actors: {
      probe: fromPromise<Probes, void>(async ({ signal }) => {
        const start = browser.now();
        let api: Probes['api'];
        try {
          await port.deps.api.call('getCustomerServices', {}, { signal });
          api = { ok: true, ms: latencyMs(start, browser.now()), error: null };
        } catch (error) {
          if (signal.aborted) throw error;
          api = { ok: false, ms: latencyMs(start, browser.now()), error: errorMessage(error) };
        }
        const worker = await browser.serviceWorker().catch(() => ({ state: 'none' as const, controlled: false }));
        return {
          api,
          localStore: browser.storageWorks('localStorage'),
          tabStore: browser.storageWorks('sessionStorage'),
          serviceWorker: worker.state,
          controlled: worker.controlled,
          at: browser.iso(),
        };
      }),
      copy: fromPromise<void, { text: string }>(({ input }) => browser.copy(input.text)),
    },
  } satisfies ImplementationsOf<typeof diagnosticsMachine>;
}

export function liveDiagnosticsMachine(port: Pick<FlowPort, 'deps'>, browser: DiagnosticsBrowser) {
  return diagnosticsMachine.provide(diagnosticsImplementations(port, browser));
}
