/** The diagnostics flow (/test): generated paths, the live probe over a fake API and browser, the report. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { diagnosticsMachine } from '../../machines/diagnostics.machine';
import { diagnosticsReport, latencyMs } from '../../machines/diagnostics.rules';
import { diagnosticsImplementations, type DiagnosticsBrowser } from '../../src/actors/diagnostics.actors';
import type { ApiClient } from '../../src/api/client';
import { NetworkError } from '../../contract/api-errors';
import { describePaths } from '../helpers/describe-paths';
import { diagnosticsModel } from './models/diagnostics.model';

describePaths(diagnosticsModel);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function browser(overrides: Partial<DiagnosticsBrowser> = {}): DiagnosticsBrowser & { copied: string[] } {
  let clock = 1000;
  const copied: string[] = [];
  return {
    copied,
    now: () => (clock += 37),
    iso: () => '2026-01-01T00:00:00.000Z',
    storageWorks: (kind) => kind === 'sessionStorage',
    serviceWorker: async () => ({ state: 'active', controlled: true }),
    copy: async (text) => void copied.push(text),
    ...overrides,
  };
}

const api = (call: () => Promise<unknown>) => ({ call, raw: undefined }) as unknown as ApiClient;

describe('diagnostics flow', () => {
  it('times the API call and reads the storages and the service worker', async () => {
    const b = browser();
    const actor = createActor(
      diagnosticsMachine.provide(
        diagnosticsImplementations({ deps: { api: api(async () => ({ errcode: 0 })) } as never }, b),
      ),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.probes).toEqual({
      api: { ok: true, ms: 37, error: null },
      localStore: false,
      tabStore: true,
      serviceWorker: 'active',
      controlled: true,
      at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('reports an unreachable API as a result (with the sentence of its failure), not as a broken page', async () => {
    const actor = createActor(
      diagnosticsMachine.provide(
        diagnosticsImplementations(
          {
            deps: {
              api: api(async () => {
                throw new NetworkError('getCustomerServices', new Error('offline'));
              }),
            },
          } as never,
          browser({ serviceWorker: async () => Promise.reject(new Error('denied')) }),
        ),
      ),
    ).start();
    await flush();
    const probes = actor.getSnapshot().context.probes;
    expect(probes?.api).toEqual({ ok: false, ms: 37, error: { id: 'common.networkError' } });
    expect(probes?.serviceWorker).toBe('none');
  });

  it('copies the report once and toasts the outcome', async () => {
    const b = browser();
    const actor = createActor(
      diagnosticsMachine.provide(
        diagnosticsImplementations({ deps: { api: api(async () => ({ errcode: 0 })) } as never }, b),
      ),
    ).start();
    const toasts: unknown[] = [];
    actor.on('toast', (e) => void toasts.push(e.message.id));
    await flush();
    actor.send({ type: 'diagnostics.copy', text: 'App version: 1.0.27' });
    actor.send({ type: 'diagnostics.copy', text: 'again' }); // a double tap while copying
    await flush();
    expect(b.copied).toEqual(['App version: 1.0.27']);
    expect(toasts).toEqual(['common.copySuccess']);
  });

  it('writes the report one labelled line per row, and never a negative latency', () => {
    expect(
      diagnosticsReport([
        ['App version', '1.0.27'],
        ['User ID', '10001'],
      ]),
    ).toBe('App version: 1.0.27\nUser ID: 10001');
    expect(latencyMs(10, 52.6)).toBe(43);
    expect(latencyMs(10, 5)).toBe(0);
  });
});
