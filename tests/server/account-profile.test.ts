/**
 * Issue 14 §4 on the reference server: nickname and avatar by the shared rules, the extra details with
 * real name, birthday (21+) and e-mail, the superior set once under a race, the accepted legal texts and the
 * configuration's avatar list and licence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/server';

describe('account profile', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('refuses a bad nickname or an unknown avatar with 2105 and a reason, and changes nothing', async () => {
    const { token } = await s.player({ nickname: 'Before' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nickname: 'x' }, 'Nickname must be 2-16 characters'],
      [{ nickname: 'a'.repeat(17) }, 'Nickname must be 2-16 characters'],
      [{ nickname: 'bad!name' }, 'Nickname may hold letters, digits, spaces, _ . and - only'],
      [{ nickname: '😀😀' }, 'Nickname may hold letters, digits, spaces, _ . and - only'],
      [{ avatar: 0.5 }, ''],
    ];
    for (const [body, msg] of cases) {
      const res = await s.call<{ errcode?: number; msg?: string }>('updateProfile', body, token);
      if (msg) expect(res.body).toEqual({ errcode: 2105, msg });
      else expect(res.status).toBe(400);
    }
    const info = await s.call<{ user: { nickname: string; avatar: number } }>('getUserInfo', {}, token);
    expect(info.body.user.nickname).toBe('Before');
    const ok = await s.call<{ errcode: number; user: { nickname: string } }>(
      'updateProfile',
      { nickname: '  สมชาย   ใจดี_1 ' },
      token,
    );
    expect(ok.body).toMatchObject({ errcode: 0, user: { nickname: 'สมชาย ใจดี_1' } });
  });

  it('serves every avatar of the configured list and no other', async () => {
    const config = await s.call<{ avatarList: number[]; licence: Record<string, string> }>('anonymousAppConfig', {
      gameListVersion: 0,
    });
    expect(config.body.avatarList).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(config.body.licence).toEqual({
      number: 'SBX-OGL-2026-0001',
      validFrom: '2026-01-01',
      validUntil: '2028-12-31',
    });
    for (const n of config.body.avatarList) {
      expect((await s.fetch(`/static/avatar/avatar_${n}.svg`)).status).toBe(200);
    }
    expect((await s.fetch('/static/avatar/avatar_13.svg')).status).toBe(404);
    expect((await s.fetch('/static/avatar/avatar_0.svg')).status).toBe(404);
  });

  it('reads the licence from the environment and refuses bad values', () => {
    expect(
      readConfig({ LICENCE_NUMBER: 'PH-2030/77', LICENCE_VALID_FROM: '2027-02-01', LICENCE_VALID_UNTIL: '2030-01-31' })
        .licence,
    ).toEqual({ number: 'PH-2030/77', validFrom: '2027-02-01', validUntil: '2030-01-31' });
    expect(() => readConfig({ LICENCE_NUMBER: '<b>' })).toThrow(/LICENCE_NUMBER/);
    expect(() => readConfig({ LICENCE_VALID_UNTIL: '2027-02-30' })).toThrow(/LICENCE_VALID_UNTIL/);
    expect(() => readConfig({ LICENCE_VALID_FROM: '2029-01-01' })).toThrow(/before LICENCE_VALID_FROM/);
  });

  it('keeps real name, birthday (21+ on the day) and e-mail; refuses bad values and changes nothing', async () => {
    const { token, user } = await s.player();
    // The test clock is 2026-11-21: born 2005-11-21 is 21 today, a day later is 20.
    const saved = await s.call('updateAppUserOther', { realName: ' Somchai  Jaidee ', birthday: '2005-11-21' }, token);
    expect(saved.body).toMatchObject({
      errcode: 0,
      appUserOther: { realName: 'Somchai Jaidee', birthday: '2005-11-21', verified: 0 },
    });
    const refused: Array<[Record<string, unknown>, number, string]> = [
      [{ birthday: '2005-11-22' }, 2015, 'Players must be 21 or older'],
      [{ birthday: '2005-02-30' }, 2105, 'Birthday must be a real past date YYYY-MM-DD'],
      [{ birthday: '2030-01-01' }, 2105, 'Birthday must be a real past date YYYY-MM-DD'],
      [{ birthday: '1899-12-31' }, 2105, 'Birthday must be a real past date YYYY-MM-DD'],
      [{ birthday: '17/05/1990' }, 2105, 'Birthday must be a real past date YYYY-MM-DD'],
      [{ email: 'no-at-sign' }, 2105, 'E-mail address invalid'],
      [{ email: 'a@b' }, 2105, 'E-mail address invalid'],
      [{ email: 'a b@c.d' }, 2105, 'E-mail address invalid'],
      [{ realName: 'X' }, 2105, 'Real name must be 2-80 characters'],
      [{ realName: 'Som<chai>' }, 2105, "Real name may hold letters, spaces, . - and ' only"],
      [{ realName: 'Agent 007' }, 2105, "Real name may hold letters, spaces, . - and ' only"],
      [{ realName: 'Good Name', birthday: '2010-01-01' }, 2015, 'Players must be 21 or older'],
    ];
    for (const [body, errcode, msg] of refused) {
      expect((await s.call('updateAppUserOther', body, token)).body).toEqual({ errcode, msg });
    }
    expect((await s.call('appUserOther', {}, token)).body).toMatchObject({
      appUserOther: { realName: 'Somchai Jaidee', birthday: '2005-11-21', email: '' },
    });
    // Clearing is allowed; Thai names with marks are letters.
    expect(
      (await s.call('updateAppUserOther', { realName: 'สมชาย ใจดี', birthday: '', email: 'a@b.co' }, token)).body,
    ).toMatchObject({
      appUserOther: { realName: 'สมชาย ใจดี', birthday: '', email: 'a@b.co' },
    });
    // Once identity verification holds them, real name and birthday are read-only (2106); e-mail is not.
    s.deps.db
      .prepare(
        `INSERT INTO kyc (user_id, status, real_name, id_type, id_number, birthday, front_file_id, selfie_file_id, submitted_at)
         VALUES (?, 1, 'Somchai Jaidee', 'national_id', '1234567890123', '1990-05-17', 'f', 's', ?)`,
      )
      .run(user.id, s.clock.now());
    expect((await s.call('updateAppUserOther', { realName: 'Someone Else' }, token)).body).toEqual({
      errcode: 2106,
      msg: 'Real name and birthday come from identity verification',
    });
    const same = await s.call(
      'updateAppUserOther',
      { realName: 'Somchai Jaidee', birthday: '1990-05-17', email: '' },
      token,
    );
    expect(same.body).toMatchObject({
      errcode: 0,
      appUserOther: { realName: 'Somchai Jaidee', birthday: '1990-05-17', verified: 1, email: '' },
    });
  });

  it('sets a superior once: of 50 concurrent calls exactly one succeeds, the rest get 2101', async () => {
    const boss = await s.player();
    const others = await Promise.all(Array.from({ length: 50 }, () => s.player()));
    const me = await s.player();
    const answers = await Promise.all(
      others.map((o, i) =>
        s.call<{ errcode: number }>('agentFill', { pid: i % 2 ? o.user.id : boss.user.id }, me.token),
      ),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2101)).toHaveLength(49);
    const pid = (await s.call<{ user: { pid: number } }>('getUserInfo', {}, me.token)).body.user.pid;
    const winner = answers.findIndex((a) => a.body.errcode === 0);
    expect(pid).toBe(winner % 2 ? others[winner]!.user.id : boss.user.id);
    expect((await s.call('agentFill', { pid: boss.user.id }, me.token)).body).toEqual({
      errcode: 2101,
      msg: 'A superior is already set',
    });
  });

  it('records the accepted legal texts when an account is created, with version and time', async () => {
    const { token } = await s.player();
    const answer = await s.call('getAgreements', {}, token);
    expect(answer.body).toEqual({
      errcode: 0,
      agreements: [
        { name: 'terms', version: '2026-11-21', acceptedAt: s.clock.now() },
        { name: 'privacy', version: '2026-11-21', acceptedAt: s.clock.now() },
      ],
    });
    expect((await s.call('getAgreements', {})).status).toBe(401);
  });
});
