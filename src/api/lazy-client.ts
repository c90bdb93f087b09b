/**
 * The browser's API client, loaded with its first call: a page hydrated from the server's snapshots makes no call
 * while it hydrates, so openapi-fetch and the operation table (./client.ts, ~5 KB gzip) stay out of the first
 * render. `preload()` starts the download without a call (main.tsx: at once for a client-rendered page, whose
 * session calls at start; when idle after hydration otherwise), so no tap waits for it. A call whose client
 * cannot be loaded (offline, a build replaced meanwhile) fails as a network error of that call, and the next call
 * tries the download again.
 */
import { NetworkError } from '../../contract/api-errors';
import type { ApiClient, ApiClientOptions, createApiClient } from './client';

export interface LazyApiClient extends ApiClient {
  /** Loads the client now; settles when it is ready (a failed download is retried by the next call). */
  preload(): Promise<void>;
}

/** What the client's module gives (tests hand in their own import). */
interface ClientModule {
  readonly createApiClient: typeof createApiClient;
}

export function lazyApiClient(
  options: ApiClientOptions,
  importClient: () => Promise<ClientModule> = () => import('./client'),
): LazyApiClient {
  let loading: Promise<ApiClient> | undefined;
  const load = () =>
    (loading ??= importClient().then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const call = (operationId: string, ...args: unknown[]) =>
    load().then(
      (client) => (client.call as (...a: unknown[]) => Promise<unknown>)(operationId, ...args),
      (error: unknown) => {
        throw new NetworkError(operationId, error);
      },
    );
  return {
    http: true,
    call: call as ApiClient['call'],
    preload: () => load().then(() => undefined),
  };
}
