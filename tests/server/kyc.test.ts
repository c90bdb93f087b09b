import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { startTestServer, type TestServer } from '../helpers/server';
import { birthdayYearsAgo, jpegBytes, pngBytes, upload, type Business } from '../helpers/wallet';

const DAY = 24 * 60 * 60 * 1000;

interface KycAnswer extends Business {
  status: number;
  reason: string;
  required: number;
  dueTime: number;
  overdue: number;
}

describe('identity verification (KYC)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function files(token: string) {
    const front = await upload(s, token, 'front', pngBytes());
    const back = await upload(s, token, 'back', jpegBytes(), { name: 'back.jpg', type: 'image/jpeg' });
    const selfie = await upload(s, token, 'selfie', pngBytes(8));
    return {
      front: front.body.fileId as string,
      back: back.body.fileId as string,
      selfie: selfie.body.fileId as string,
    };
  }

  const submission = (f: { front: string; back?: string; selfie: string }, birthday: string) => ({
    realName: '  Somchai   Jaidee ',
    idType: 'nationalId',
    idNumber: '1-1037-00123-45-6',
    birthday,
    frontFileId: f.front,
    ...(f.back ? { backFileId: f.back } : {}),
    selfieFileId: f.selfie,
  });

  it('stores a real image under the upload dir, typed by its content', async () => {
    const { user, token } = await s.player();
    const bytes = pngBytes();
    const res = await upload(s, token, 'front', bytes, { name: 'front.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errcode: 0, fileId: res.body.fileId, kind: 'front', size: bytes.byteLength });
    const row = sql<[string], { user_id: number; mime: string; path: string; size: number }>(
      s.deps.db,
      'SELECT user_id, mime, path, size FROM kyc_files WHERE id = ?',
    ).get(res.body.fileId as string);
    expect(row).toEqual({
      user_id: user.id,
      mime: 'image/png',
      path: `${user.id}/${res.body.fileId}.png`,
      size: bytes.byteLength,
    });
    const stored = join(s.deps.uploadDir, `${user.id}/${res.body.fileId}.png`);
    expect(existsSync(stored)).toBe(true);
    expect(new Uint8Array(readFileSync(stored))).toEqual(bytes);

    const webp = new Uint8Array([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
    const w = await upload(s, token, 'selfie', webp, { name: 'me.webp', type: 'image/webp' });
    expect(w.body).toMatchObject({ errcode: 0, kind: 'selfie', size: webp.byteLength });
  });

  it('refuses a text file declared image/png, an empty file and one over 5 MiB (2014)', async () => {
    const { token } = await s.player();
    const text = await upload(s, token, 'front', new TextEncoder().encode('not an image at all'), {
      name: 'id.png',
      type: 'image/png',
    });
    expect(text.body.errcode).toBe(2014);
    const riff = await upload(
      s,
      token,
      'front',
      new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]),
    );
    expect(riff.body.errcode).toBe(2014);
    const empty = await upload(s, token, 'front', new Uint8Array(0));
    expect(empty.body.errcode).toBe(2014);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pngBytes());
    const tooBig = await upload(s, token, 'front', big);
    expect([2014, 413]).toContain(tooBig.status === 413 ? 413 : tooBig.body.errcode);
    const justRight = new Uint8Array(5 * 1024 * 1024);
    justRight.set(pngBytes());
    expect((await upload(s, token, 'front', justRight)).body.errcode).toBe(0);
  });

  it('allows 20 uploads per player per 24 hours', async () => {
    const { token } = await s.player();
    for (let i = 0; i < 20; i++) expect((await upload(s, token, 'front', pngBytes())).body.errcode).toBe(0);
    const limited = await upload(s, token, 'front', pngBytes());
    expect(limited.body.errcode).toBe(2014);
    expect(limited.body.msg).toMatch(/Too many uploads/);
    s.clock.advance(DAY);
    expect((await upload(s, token, 'front', pngBytes())).body.errcode).toBe(0);
  });

  it('answers the status with its 7-day deadline', async () => {
    const { user, token } = await s.player();
    const fresh = await s.call<KycAnswer>('kyc', {}, token);
    expect(fresh.body).toEqual({
      errcode: 0,
      status: 0,
      reason: '',
      required: 1,
      dueTime: user.created_at + 7 * DAY,
      overdue: 0,
    });
    s.clock.advance(7 * DAY + 1);
    expect((await s.call<KycAnswer>('kyc', {}, token)).body.overdue).toBe(1);
  });

  it('verifies a complete submission of a 21-year-old at once, and refuses a second one (2013)', async () => {
    const { user, token } = await s.player();
    const f = await files(token);
    const res = await s.call<KycAnswer>('addKyc', submission(f, birthdayYearsAgo(s, 21)), token);
    expect(res.body).toEqual({
      errcode: 0,
      status: 2,
      reason: '',
      required: 0,
      dueTime: user.created_at + 7 * DAY,
      overdue: 0,
    });
    const row = sql<[number], { real_name: string; back_file_id: string; reviewed_at: number }>(
      s.deps.db,
      'SELECT real_name, back_file_id, reviewed_at FROM kyc WHERE user_id = ?',
    ).get(user.id);
    expect(row).toEqual({ real_name: 'Somchai Jaidee', back_file_id: f.back, reviewed_at: s.clock.now() });
    expect((await s.call<Business>('addKyc', submission(f, birthdayYearsAgo(s, 30)), token)).body.errcode).toBe(2013);
    const info = await s.call<{ user: { hasKyc: number } }>('getUserInfo', {}, token);
    expect(info.body.user.hasKyc).toBe(1);
  });

  it('refuses players under 21, future and impossible birthdays (2015)', async () => {
    const { token } = await s.player();
    const f = await files(token);
    const tomorrowIs21 = birthdayYearsAgo(s, 21, 1);
    expect((await s.call<Business>('addKyc', submission(f, tomorrowIs21), token)).body.errcode).toBe(2015);
    expect((await s.call<Business>('addKyc', submission(f, birthdayYearsAgo(s, 16)), token)).body.errcode).toBe(2015);
    expect((await s.call<Business>('addKyc', submission(f, birthdayYearsAgo(s, -1)), token)).body.errcode).toBe(2015);
    expect((await s.call<Business>('addKyc', submission(f, '1899-12-31'), token)).body.errcode).toBe(2015);
    expect((await s.call<KycAnswer>('kyc', {}, token)).body.status).toBe(0);
  });

  it('counts a 29 February birthday as reached on 1 March', async () => {
    const clock = s.clock.now();
    try {
      const { token } = await s.player();
      const f = await files(token);
      s.clock.set(Date.UTC(2025, 1, 28, 12)); // 28 Feb 2025: born 29 Feb 2004 is still 20
      expect((await s.call<Business>('addKyc', submission(f, '2004-02-29'), token)).body.errcode).toBe(2015);
      s.clock.set(Date.UTC(2025, 2, 1, 12));
      expect((await s.call<Business>('addKyc', submission(f, '2004-02-29'), token)).body.errcode).toBe(0);
    } finally {
      s.clock.set(clock + 1);
    }
  });

  it("requires the caller's own images of the right kind (2014)", async () => {
    const me = await s.player();
    const other = await s.player();
    const mine = await files(me.token);
    const theirs = await files(other.token);
    const adult = birthdayYearsAgo(s, 40);
    const tries = [
      { ...mine, front: theirs.front },
      { ...mine, selfie: mine.front },
      { ...mine, back: mine.selfie },
      { ...mine, front: 'no-such-file' },
    ];
    for (const f of tries) {
      expect((await s.call<Business>('addKyc', submission(f, adult), me.token)).body.errcode).toBe(2014);
    }
    expect(
      (await s.call<Business>('addKyc', submission({ front: mine.front, selfie: mine.selfie }, adult), me.token)).body
        .errcode,
    ).toBe(0);
  });

  it('lets the operator reject a verification, after which the player may resubmit', async () => {
    const { user, token } = await s.player();
    const f = await files(token);
    expect((await s.call<Business>('addKyc', submission(f, birthdayYearsAgo(s, 25)), token)).body.errcode).toBe(0);
    const reject = await s.fetch(`/sandbox/kyc/${user.id}/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Selfie is blurred' }),
    });
    expect(reject.status).toBe(200);
    expect(await reject.json()).toEqual({ userId: user.id, status: 3, reason: 'Selfie is blurred' });
    expect((await s.call<KycAnswer>('kyc', {}, token)).body).toMatchObject({
      status: 3,
      reason: 'Selfie is blurred',
      required: 1,
    });
    const again = await s.call<KycAnswer>('addKyc', submission(f, birthdayYearsAgo(s, 25)), token);
    expect(again.body).toMatchObject({ errcode: 0, status: 2, reason: '' });
    const nobody = await s.fetch('/sandbox/kyc/999999999/reject', { method: 'POST' });
    expect(nobody.status).toBe(404);
  });
});
