/**
 * Property tests over every operation of the contract:
 * - ≥ 200 malformed bodies each (not an object, unknown fields, missing required fields, wrong types,
 *   over-long strings, broken JSON) → every answer is a 4xx JSON error; never a 5xx;
 * - random schema-valid bodies → never a 5xx, and every answer satisfies openapi.yaml (the test server
 *   turns a contract violation into a 500, which fails here).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../contract/operations.gen';
import { contract } from '../../server/contract';
import { sampleBodies } from '../../scripts/conformance/samples';
import { malformed, requestSchema, valid } from '../helpers/schema-arbitrary';
import { startTestServer, type TestServer } from '../helpers/server';

const MALFORMED_RUNS = 200;
const VALID_RUNS = Number(process.env.FUZZ_VALID_RUNS ?? 40);
const jsonOps = operations.filter((op) => op.body === 'json');

describe('contract fuzz', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = (await s.player()).token;
  });
  afterAll(() => s.close());

  async function post(path: string, text: string, withToken = true) {
    const res = await s.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
      body: text,
    });
    const body = (await res.json()) as { errcode: number; msg: string; field?: string };
    return { status: res.status, body };
  }

  it.each(jsonOps.map((op) => [op.operationId]))(`%s: ${MALFORMED_RUNS} malformed bodies → 4xx JSON`, async (id) => {
    const op = contract().byId.get(id as OperationId)!;
    await fc.assert(
      fc.asyncProperty(malformed(op.operationId, sampleBodies[op.operationId]), async ({ label, body }) => {
        const res = await post(op.path, JSON.stringify(body));
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        expect(res.body.errcode, label).toBe(res.status);
        expect(typeof res.body.msg, label).toBe('string');
        if (res.status === 400) expect(typeof res.body.field, label).toBe('string');
      }),
      { numRuns: MALFORMED_RUNS },
    );
    for (const text of ['', '{', '{"a":1,}', 'undefined', '\u0000', '{"__proto__":{"x":1}']) {
      const res = await post(op.path, text);
      expect(res.status, JSON.stringify(text)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('uploadKyc: malformed multipart and JSON bodies → 4xx', async () => {
    const path = contract().byId.get('uploadKyc')!.path;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const cases: Array<[string, () => BodyInit, Record<string, string>]> = [
      ['json body', () => JSON.stringify({ kind: 'front' }), { 'content-type': 'application/json' }],
      ['no file', () => form({ kind: 'front' }), {}],
      ['no kind', () => form({ file: new Blob([png], { type: 'image/png' }) }), {}],
      ['bad kind', () => form({ kind: 'passport', file: new Blob([png], { type: 'image/png' }) }), {}],
      ['file as text', () => form({ kind: 'front', file: 'not a file' }), {}],
      ['extra field', () => form({ kind: 'front', file: new Blob([png], { type: 'image/png' }), admin: '1' }), {}],
    ];
    for (const [label, body, headers] of cases) {
      const res = await s.fetch(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...headers },
        body: body(),
      });
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
    }
  });

  it.each(jsonOps.map((op) => [op.operationId]))(`%s: schema-valid random bodies never get a 5xx`, async (id) => {
    const op = contract().byId.get(id as OperationId)!;
    const schema = requestSchema(op.operationId);
    const own = (await s.player()).token; // some calls (logout, forgetPassword) end sessions
    await fc.assert(
      fc.asyncProperty(
        valid(schema ?? {}).filter((b) => op.validateBody(b) === null),
        async (body) => {
          const res = await s.fetch(op.path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${own}` },
            body: JSON.stringify(body),
          });
          const answer = await res.json();
          expect(res.status, `${JSON.stringify(body)} → ${JSON.stringify(answer).slice(0, 300)}`).toBeLessThan(500);
          if (res.status === 200 || res.status === 400 || res.status === 401 || res.status === 429) {
            contract().assertResponse(op.operationId, res.status, answer);
          }
        },
      ),
      { numRuns: VALID_RUNS },
    );
  });
});

function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}
