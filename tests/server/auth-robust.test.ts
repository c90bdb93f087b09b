/**
 * Odd but schema-valid input to every authentication call never reaches a 5xx and always answers one of
 * the errcodes the call documents (property tests with fast-check).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../contract/operations.gen';
import { startTestServer, type TestServer } from '../helpers/server';

const RUNS = 30;

const text = (max: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: max });
const digits = fc.stringMatching(/^[0-9]{1,20}$/);
const code = fc.stringMatching(/^[0-9]{6}$/);
/** Base64 of random bytes: schema-valid, never one of the server's ciphertexts. */
const ciphertext = fc.uint8Array({ minLength: 12, maxLength: 300 }).map((b) => Buffer.from(b).toString('base64'));
const outUrl = fc.oneof(
  fc.constant('http://x.test/register?aid=100001&outValue=ABC'),
  fc.constant('::not a url::'),
  fc.webUrl(),
  fc.string({ maxLength: 200 }).map((q) => `http://x.test/?aid=${encodeURIComponent(q)}`),
);
const device = fc.record(
  { os: fc.string({ maxLength: 64 }), isBrowser: fc.constant(1 as const), deviceModel: fc.string({ maxLength: 128 }) },
  { requiredKeys: [] },
);
const ip = fc.ipV4();

describe('authentication calls under odd input', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ config: { registerType: 'username', green: false } });
  });
  afterAll(() => s.close());

  async function check(
    op: OperationId,
    body: Record<string, unknown>,
    allowed: number[],
    from: string,
    token?: string,
  ) {
    const res = await s.call<{ errcode: number }>(op, body, token, from);
    expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    if (res.status === 200) expect(allowed, `${op} ${JSON.stringify(res.body)}`).toContain(res.body.errcode);
    else expect(res.status).toBe(op === 'smsSend' || op.startsWith('accountRegist') ? 429 : 200);
  }

  it('accountLogin', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ account: text(50), password: ciphertext, outUrl, phoneinfoJsonModel: device }),
        ip,
        (body, from) => check('accountLogin', body, [101, 1047], from),
      ),
      { numRuns: RUNS },
    );
  });

  it('accountRegist and accountRegist4', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ account: text(50), password: ciphertext, type: fc.constant(0), outUrl }),
        fc.option(code, { nil: undefined }),
        ip,
        async (body, otp, from) => {
          await check('accountRegist', body, [0, 1018, 1019, 1020, 1049], from);
          await check('accountRegist4', { ...body, ...(otp ? { code: otp } : {}) }, [1049], from);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('smsSend, forgetPassword and bindAccount', async () => {
    const { token } = await s.player({ accountType: 1, account: 'robustuser1', mobile: null });
    await fc.assert(
      fc.asyncProperty(
        digits,
        fc.constantFrom(0, 1, 2),
        code,
        ciphertext,
        ip,
        async (mobile, type, otp, password, from) => {
          await check('smsSend', { mobile, type }, [0, 1019, 1045], from);
          await check('forgetPassword', { mobile, code: otp, password }, [1019, 1020, 1043], from);
          await check('bindAccount', { mobile, code: otp }, [1019, 1043, 1045], from, token);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('lineLogin', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          state: text(128),
          code: text(256),
          codeVerifier: fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/),
          uuid: fc.string({ maxLength: 64 }),
          outUrl,
        }),
        ip,
        (body, from) => check('lineLogin', body, [1049], from),
      ),
      { numRuns: RUNS },
    );
  });
});
