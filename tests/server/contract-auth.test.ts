/**
 * The contract's auth and validation rules, swept over every operation:
 * - each sample body is schema-valid (so the sweeps below test what they claim);
 * - every operation that needs a token refuses no token, a garbage token and a logged-out token with the
 *   exact 401 body;
 * - operations that need none answer without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../contract/operations.gen';
import { contract } from '../../server/contract';
import { sha256 } from '../../server/domain/crypto';
import { revokeSession } from '../../server/domain/sessions';
import { sampleBodies } from '../../scripts/conformance/samples';
import { startTestServer, type TestServer } from '../helpers/server';

const TOKEN_REQUIRED = { code: 401, errcode: 401, msg: 'Token is required' };
const json = operations.filter((op) => op.body === 'json');

describe('contract: auth on every operation', () => {
  let s: TestServer;
  let revoked: string;
  beforeAll(async () => {
    s = await startTestServer();
    const p = await s.player();
    revoked = p.token;
    revokeSession(s.deps.db, sha256(revoked), s.clock.now());
  });
  afterAll(() => s.close());

  it.each(json.map((op) => [op.operationId]))('%s sample body is schema-valid', (id) => {
    expect(
      contract()
        .byId.get(id as OperationId)
        ?.validateBody(sampleBodies[id as OperationId]),
    ).toBeNull();
  });

  const protectedOps = operations.filter((op) => op.auth === 'required');
  it('covers every operation that needs a token', () => {
    expect(protectedOps.length).toBeGreaterThan(40);
  });

  it.each(protectedOps.map((op) => [op.operationId]))('%s refuses no, garbage and logged-out tokens', async (id) => {
    const op = id as OperationId;
    const body = sampleBodies[op];
    for (const token of [undefined, 'x'.repeat(43), 'not a token at all', revoked]) {
      const res =
        contract().byId.get(op)?.body === 'multipart'
          ? await s.fetch(contract().byId.get(op)!.path, {
              method: 'POST',
              headers: token ? { authorization: `Bearer ${token}` } : {},
              body: new FormData(),
            })
          : await s.fetch(contract().byId.get(op)!.path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: JSON.stringify(body),
            });
      expect(res.status, `${op} with token ${String(token).slice(0, 12)}`).toBe(401);
      expect(await res.json()).toEqual(TOKEN_REQUIRED);
    }
  });

  it.each(operations.filter((op) => op.auth !== 'required').map((op) => [op.operationId]))(
    '%s answers without a token',
    async (id) => {
      const res = await s.call(id as OperationId, sampleBodies[id as OperationId]);
      expect(res.status).not.toBe(401);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('answers 404 for an unknown operation and 405 for another method', async () => {
    const unknown = await s.fetch('/app/v1/noSuchCall', { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    const get = await s.fetch('/app/v1/refreshData');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 413 for a JSON body over 64 KiB', async () => {
    const res = await s.fetch('/app/v1/anonymous/appConfig', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errcode: 413 });
  });
});
