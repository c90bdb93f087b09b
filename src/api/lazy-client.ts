/**
 * The browser's API client, loaded with its first call: a page hydrated from the server's snapshots makes no call
 * while it hydrates, so openapi-fetch and the operation table (./client.ts, ~5 KB gzip) stay out of the first
 * render. `preload()` starts the download without a call (main.tsx: at once for a client-rendered page, whose
 * session calls at start; when idle after hydration otherwise), so no tap waits for it.
 */
import type { ApiClient, ApiClientOptions } from './client';

export interface LazyApiClient extends ApiClient {
  /** Loads the client now; settles when it is ready (a failed download is retried by the next call). */
  preload(): Promise<void>;
}

export function lazyApiClient(options: ApiClientOptions): LazyApiClient {
  let loading: Promise<ApiClient> | undefined;
  const load = () =>
    (loading ??= import('./client').then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    http: true,
    call: ((operationId: never, ...args: never[]) =>
      load().then((client) =>
        (client.call as (...a: unknown[]) => Promise<unknown>)(operationId, ...args),
      )) as ApiClient['call'],
    preload: () => load().then(() => undefined),
  };
}
