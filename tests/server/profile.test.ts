import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

describe('profile', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('sets a superior once; refuses self, unknown players and cycles', async () => {
    const a = await s.player();
    const b = await s.player();
    const c = await s.player();
    expect((await s.call('agentFill', { pid: a.user.id }, a.token)).body).toEqual({
      errcode: 2103,
      msg: 'A player cannot be their own superior',
    });
    expect((await s.call('agentFill', { pid: 99_999_999 }, a.token)).body).toEqual({
      errcode: 2102,
      msg: 'Superior not found',
    });
    // b → a, then c → b, then a → c would close the cycle a → c → b → a.
    const set = await s.call<{ errcode: number; user: { id: number; pid: number } }>(
      'agentFill',
      { pid: a.user.id },
      b.token,
    );
    expect(set.body.errcode).toBe(0);
    expect(set.body.user).toMatchObject({ id: b.user.id, pid: a.user.id });
    expect((await s.call('agentFill', { pid: c.user.id }, b.token)).body).toEqual({
      errcode: 2101,
      msg: 'A superior is already set',
    });
    expect((await s.call('agentFill', { pid: b.user.id }, c.token)).body).toMatchObject({ errcode: 0 });
    expect((await s.call('agentFill', { pid: c.user.id }, a.token)).body).toMatchObject({ errcode: 2103 });
    expect((await s.call('agentFill', { pid: b.user.id }, a.token)).body).toMatchObject({ errcode: 2103 });
    const info = await s.call<{ user: { pid: number } }>('getUserInfo', {}, a.token);
    expect(info.body.user.pid).toBe(0);
  });

  it('changes nickname (trimmed) and avatar; refuses unsafe or empty nicknames with 2105', async () => {
    const { token } = await s.player();
    const res = await s.call<{ errcode: number; user: { nickname: string; avatar: number } }>(
      'updateProfile',
      { nickname: '  Somchai 99 ', avatar: 7 },
      token,
    );
    expect(res.body.errcode).toBe(0);
    expect(res.body.user).toMatchObject({ nickname: 'Somchai 99', avatar: 7 });
    const thai = await s.call<{ user: { nickname: string; avatar: number } }>(
      'updateProfile',
      { nickname: 'สมชาย' },
      token,
    );
    expect(thai.body.user).toMatchObject({ nickname: 'สมชาย', avatar: 7 });
    const avatarOnly = await s.call<{ user: { nickname: string; avatar: number } }>(
      'updateProfile',
      { avatar: 12 },
      token,
    );
    expect(avatarOnly.body.user).toMatchObject({ nickname: 'สมชาย', avatar: 12 });
    for (const nickname of ['   ', '<b>x</b>', 'a\u0000b', 'a>b', 'x']) {
      expect((await s.call('updateProfile', { nickname }, token)).body).toMatchObject({ errcode: 2105 });
    }
    expect((await s.call('updateProfile', { avatar: 13 }, token)).status).toBe(400);
    expect((await s.call('updateProfile', {}, token)).status).toBe(400);
    const info = await s.call<{ user: { nickname: string } }>('getUserInfo', {}, token);
    expect(info.body.user.nickname).toBe('สมชาย');
  });

  it('shortens links of this site only, reuses the code, and redirects', async () => {
    const { token } = await s.player();
    const other = await s.player();
    const target = `${s.url}/register?outValue=ABC123&install_referrer=h5&aid=100001&share_referrer=8`;
    const res = await s.call<{ errcode: number; shortUrl: string }>('shortUrl', { url: target }, token);
    expect(res.body.errcode).toBe(0);
    expect(res.body.shortUrl).toMatch(new RegExp(`^${s.url.replace(/\./g, '\\.')}/s/[0-9A-Za-z]{7}$`));
    const again = await s.call<{ shortUrl: string }>('shortUrl', { url: target }, token);
    expect(again.body.shortUrl).toBe(res.body.shortUrl);
    const theirs = await s.call<{ shortUrl: string }>('shortUrl', { url: target }, other.token);
    expect(theirs.body.shortUrl).not.toBe(res.body.shortUrl);

    const path = new URL(res.body.shortUrl).pathname;
    const redirect = await s.fetch(path, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(target);

    for (const url of [
      'https://evil.example/register',
      `${s.url.replace('127.0.0.1', 'localhost')}/x`,
      'javascript:alert(1)',
    ]) {
      expect((await s.call('shortUrl', { url }, token)).body).toMatchObject({ errcode: 2105 });
    }
    const missing = await s.fetch('/s/zzzzzzz', { redirect: 'manual' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errcode: 404 });
    expect((await s.fetch('/s/not-a-code', { redirect: 'manual' })).status).toBe(404);
  });

  it('round-trips the extra details; real name and birthday come from the KYC row', async () => {
    const { token, user } = await s.player();
    expect((await s.call('appUserOther', {}, token)).body).toEqual({
      errcode: 0,
      appUserOther: { realName: '', birthday: '', verified: 0, email: '', gender: 0, address: '' },
    });
    const updated = await s.call(
      'updateAppUserOther',
      { email: 'Som.Chai@Example.COM', gender: 1, address: '  12 Sukhumvit Rd  ' },
      token,
    );
    expect(updated.body).toEqual({
      errcode: 0,
      appUserOther: {
        realName: '',
        birthday: '',
        verified: 0,
        email: 'som.chai@example.com',
        gender: 1,
        address: '12 Sukhumvit Rd',
      },
    });
    const partial = await s.call('updateAppUserOther', { gender: 2 }, token);
    expect(partial.body).toMatchObject({
      appUserOther: { email: 'som.chai@example.com', gender: 2, address: '12 Sukhumvit Rd' },
    });
    expect((await s.call('updateAppUserOther', { address: 'a<script>' }, token)).body).toMatchObject({ errcode: 2105 });
    expect((await s.call('updateAppUserOther', { email: 'not-an-email' }, token)).body).toMatchObject({
      errcode: 2105,
    });

    s.deps.db
      .prepare(
        `INSERT INTO kyc (user_id, status, real_name, id_type, id_number, birthday, front_file_id, selfie_file_id, submitted_at)
         VALUES (?, 2, 'Somchai Jaidee', 'national_id', '1234567890123', '1990-05-17', 'f', 's', ?)`,
      )
      .run(user.id, s.clock.now());
    expect((await s.call('appUserOther', {}, token)).body).toEqual({
      errcode: 0,
      appUserOther: {
        realName: 'Somchai Jaidee',
        birthday: '1990-05-17',
        verified: 1,
        email: 'som.chai@example.com',
        gender: 2,
        address: '12 Sukhumvit Rd',
      },
    });
    const info = await s.call<{ user: { hasUserOther: number } }>('getUserInfo', {}, token);
    expect(info.body.user.hasUserOther).toBe(1);
  });
});
