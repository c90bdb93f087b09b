/** The browser's API client loaded with its first call (src/api/lazy-client.ts). */
import { describe, expect, it } from 'vitest';
import { NetworkError, isApiError } from '../../contract/api-errors';
import { createApiClient, type ApiClientOptions } from '../../src/api/client';
import { lazyApiClient } from '../../src/api/lazy-client';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function options(sent: Request[]): ApiClientOptions {
  return {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(request);
      return answer({ errcode: 0, msg: 'ok', data: { balance: 100 } });
    },
    baseUrl: 'http://app.test',
    getToken: () => 'token-1',
    getCommonFields: () => ({ clientReferrer: 'th', channel: 'WEB', appId: 'rc', platform: 0, lang: 'th-TH' }),
    onSessionExpired: () => undefined,
  };
}

describe('lazyApiClient', () => {
  it('loads the client once, with the first call or preload, and answers as the client does', async () => {
    const sent: Request[] = [];
    let imports = 0;
    const api = lazyApiClient(options(sent), async () => {
      imports += 1;
      return { createApiClient };
    });
    expect(imports).toBe(0);
    const [a, b] = await Promise.all([api.call('refreshData'), api.call('refreshData')]);
    await api.preload();
    expect(imports).toBe(1);
    expect(a).toEqual(b);
    expect(a.errcode).toBe(0);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('fails a call whose client cannot be loaded as a network error of that call, then tries again', async () => {
    const sent: Request[] = [];
    let imports = 0;
    const api = lazyApiClient(options(sent), async () => {
      imports += 1;
      if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { createApiClient };
    });
    const failed = await api.call('refreshData').catch((error: unknown) => error);
    expect(isApiError(failed)).toBe(true);
    expect(failed).toBeInstanceOf(NetworkError);
    expect((failed as NetworkError).operationId).toBe('refreshData');
    expect(sent).toHaveLength(0);
    await expect(api.call('refreshData')).resolves.toMatchObject({ errcode: 0 });
    expect(imports).toBe(2);
    expect(sent).toHaveLength(1);
  });
});
