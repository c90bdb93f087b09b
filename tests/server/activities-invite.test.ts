import { ACTIVITY } from '../../contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityIds, balanceOf, ledgerRows, setActivityStatus } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';

interface InviteState {
  awardId: number;
  itemStatus: 0 | 1 | 2;
  inviteCount: number;
}
interface InviteBody {
  errcode: number;
  appInviteBonus1User: InviteState;
  configList: { id: number; inviteCount: number; award: { id: number; count: number }[] }[];
  shareUrl: string;
}
interface ReceiveBody {
  errcode: number;
  appInviteBonus1User: InviteState;
  propList: { id: number; count: number }[];
}

describe('invite friends', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const receive = (token: string, propId: number) =>
    s.call<ReceiveBody>('appInviteBonus1UserReceive', { propId }, token);
  const invite = async (inviterId: number, n: number) => {
    for (let i = 0; i < n; i++) await s.player({ inviterId });
  };

  it('shows the tiers, the share link and the progress', async () => {
    const { user, token } = await s.player();
    const res = await s.call<InviteBody>('appInviteBonus1User', {}, token);
    expect(res.body.errcode).toBe(0);
    expect(res.body.appInviteBonus1User).toEqual({ awardId: 1, itemStatus: 0, inviteCount: 0 });
    expect(res.body.configList.map((t) => t.inviteCount)).toEqual([1, 3, 5]);
    for (const t of res.body.configList) expect(t.award.map((a) => a.id)).toEqual([2001, 2002]);
    const url = new URL(res.body.shareUrl);
    expect(url.origin).toBe(s.url);
    expect(url.searchParams.get('aid')).toBe(String(user.id));
    expect(url.searchParams.get('outValue')).toBe(user.invite_code);
    expect(url.searchParams.get('install_referrer')).toBe('h5');
    expect(url.searchParams.get('share_referrer')).toBe('8');
    expect((await activityIds(s, token)).activityIds).toContain(ACTIVITY.InviteFriend1);
  });

  it('credits each tier once, in order, until every tier is received', async () => {
    const { user, token } = await s.player();
    expect((await receive(token, 2001)).body.errcode).toBe(1006);

    await invite(user.id, 1);
    let state = (await s.call<InviteBody>('appInviteBonus1User', {}, token)).body.appInviteBonus1User;
    expect(state).toEqual({ awardId: 1, itemStatus: 1, inviteCount: 1 });
    expect((await receive(token, 1001)).body.errcode).toBe(1004);

    const coinBefore = balanceOf(s, user.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(token, 2001)));
    const codes = results.map((r) => r.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1006)).toHaveLength(9);
    const ok = results.find((r) => r.body.errcode === 0)!;
    expect(ok.body.propList).toEqual([
      { id: 2001, count: 500 },
      { id: 2002, count: 1_000 },
    ]);
    expect(ok.body.appInviteBonus1User).toEqual({ awardId: 2, itemStatus: 0, inviteCount: 1 });
    expect(ledgerRows(s, user.id, 'invite')).toEqual([
      { account: 'coin', delta: 500, kind: 'invite', ref: `${user.id}:1:2001` },
      { account: 'lottery', delta: 1_000, kind: 'invite', ref: `${user.id}:1:2002` },
    ]);
    expect(balanceOf(s, user.id)).toBe(coinBefore + 500);
    expect(balanceOf(s, user.id, 'lottery')).toBe(1_000);

    await invite(user.id, 2);
    state = (await s.call<InviteBody>('appInviteBonus1User', {}, token)).body.appInviteBonus1User;
    expect(state).toEqual({ awardId: 2, itemStatus: 1, inviteCount: 3 });
    const second = await receive(token, 2002);
    expect(second.body.errcode).toBe(0);
    expect(second.body.propList).toEqual([
      { id: 2001, count: 2_000 },
      { id: 2002, count: 3_000 },
    ]);
    expect(second.body.appInviteBonus1User).toEqual({ awardId: 3, itemStatus: 0, inviteCount: 3 });

    await invite(user.id, 2);
    const third = await receive(token, 2001);
    expect(third.body.appInviteBonus1User).toEqual({ awardId: 3, itemStatus: 2, inviteCount: 5 });
    expect(ledgerRows(s, user.id, 'invite')).toHaveLength(6);
    expect(balanceOf(s, user.id)).toBe(coinBefore + 500 + 2_000 + 5_000);
    expect(balanceOf(s, user.id, 'lottery')).toBe(1_000 + 3_000 + 8_000);

    expect((await receive(token, 2001)).body.errcode).toBe(1008);
    expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.InviteFriend1);
  });

  it('needs a bound mobile to receive (1007)', async () => {
    const { user, token } = await s.player({ mobile: null, account: 'someuser', accountType: 1 });
    await invite(user.id, 1);
    const state = (await s.call<InviteBody>('appInviteBonus1User', {}, token)).body.appInviteBonus1User;
    expect(state.itemStatus).toBe(1);
    expect((await receive(token, 2001)).body.errcode).toBe(1007);
    expect(ledgerRows(s, user.id, 'invite')).toEqual([]);
  });

  it('answers 1001 while the activity is off', async () => {
    const { user, token } = await s.player();
    await invite(user.id, 1);
    setActivityStatus(s, ACTIVITY.InviteFriend1, 0);
    try {
      expect((await receive(token, 2001)).body.errcode).toBe(1001);
      expect((await activityIds(s, token)).activityIds).not.toContain(ACTIVITY.InviteFriend1);
    } finally {
      setActivityStatus(s, ACTIVITY.InviteFriend1, 1);
    }
    expect((await receive(token, 2001)).body.errcode).toBe(0);
  });
});
