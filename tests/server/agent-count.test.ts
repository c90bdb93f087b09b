/**
 * AgentCount (activity 31) and the proxy share tasks (issue 23 §1; docs/promotions.md): the programme off
 * (reads answer, credits 1001), the invited players masked with why each is pending, a scratch card per valid
 * invite drawn and credited once (50 concurrent scratches → one credit), lottery draws per scratched cards
 * (50 concurrent → exactly the draws earned), milestones once, share tasks completed by an open of the
 * player's /s/<code>?via=<type> link through that network and rewarded once; a seeded fast-check sequence of
 * invites, deposits, days passing, scratches, draws and claims keeps the balance = Σ ledger and the
 * programme = a model.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { sql } from '../../server/db/sql';
import { balanceOf, completeDeposit, ledgerRows, setActivityStatus } from '../helpers/activities';
import { invitedPlayer } from '../helpers/invites';
import { startTestServer, type TestServer } from '../helpers/server';

type State = components['schemas']['Agent4State'];
type Task = components['schemas']['ProxyTask'];
type Item = components['schemas']['PrizeItem'];
interface CreditBody {
  errcode: number;
  agent4Data: State;
  propList: Item[];
  coin: number;
}
interface TaskBody {
  errcode: number;
  taskList: Task[];
  shareUrl?: string;
  propList?: Item[];
  coin?: number;
}

const coinOf = (items: readonly Item[]) => items.filter((i) => i.id === 2001).reduce((n, i) => n + i.count, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('AgentCount and the proxy share tasks', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());
  beforeEach(() => {
    setActivityStatus(s, ACTIVITY.AgentCount, 1);
    sql(s.deps.db, 'UPDATE agent4_config SET cards_per_lottery = 3, max_cards = 50').run();
  });

  const data = async (token: string) => (await s.call<{ agent4Data: State }>('agent4Data', {}, token)).body.agent4Data;
  const scratch = (token: string, id: number) => s.call<CreditBody>('agent4Scratch', { id }, token);
  const lottery = (token: string) => s.call<CreditBody>('agent4Lottery', {}, token);
  const award = (token: string, id: number) => s.call<CreditBody>('agent4Award', { id }, token);
  const tasks = (token: string) => s.call<TaskBody>('appProxyUser4TaskUser', {}, token);
  const share = (token: string, type: number) => s.call<TaskBody>('appProxyUser4TaskUserShare', { type }, token);
  const receive = (token: string, type: number) => s.call<TaskBody>('appProxyUser4TaskUserReceive', { type }, token);

  /** An inviter with `valid` invitees who bound a mobile and deposited. */
  async function inviter(valid: number) {
    const me = await s.player();
    for (let k = 0; k < valid; k++) invitedPlayer(s, me.user.id, { deposit: 10_000 });
    return me;
  }

  it('off in the seed: the state answers with phase 0, every credit is 1001', async () => {
    setActivityStatus(s, ACTIVITY.AgentCount, 0);
    const me = await inviter(1);
    expect((await data(me.token)).phase).toBe(0);
    expect((await scratch(me.token, 1)).body.errcode).toBe(1001);
    expect((await lottery(me.token)).body.errcode).toBe(1001);
    expect((await award(me.token, 1)).body.errcode).toBe(1001);
    expect((await share(me.token, 7)).body.errcode).toBe(1001);
    expect((await receive(me.token, 7)).body.errcode).toBe(1001);
    expect((await tasks(me.token)).body.taskList.map((t) => t.status)).toEqual([0, 0, 0, 0, 0]);
  });

  it('lists the invited players masked, newest first, with the valid-invite rule’s verdict on each', async () => {
    const me = await s.player();
    invitedPlayer(s, me.user.id, { mobile: null, deposit: 10_000 });
    s.clock.advance(1000);
    const noDeposit = invitedPlayer(s, me.user.id);
    s.clock.advance(1000);
    invitedPlayer(s, me.user.id, { device: noDeposit.device, deposit: 10_000 });
    s.clock.advance(1000);
    const valid = invitedPlayer(s, me.user.id, { deposit: 10_000 });
    await s.player(); // someone else's player
    const rows = (
      await s.call<{ agent4InviteRows: components['schemas']['Agent4InviteRows'] }>(
        'agent4InviteRows',
        { page: 1, pageSize: 20 },
        me.token,
      )
    ).body.agent4InviteRows;
    expect(rows.total).toBe(4);
    expect(rows.list.map((r) => [r.state, r.status])).toEqual([
      [1, 'valid'],
      [0, 'sharedDevice'],
      [0, 'noDeposit'],
      [0, 'noMobile'],
    ]);
    const mobile = valid.user.mobile!;
    expect(rows.list[0]!.name).not.toContain(mobile);
    expect(rows.list[0]!.name).toContain('*');
    expect(rows.list[0]!.name.slice(-3)).toBe(mobile.slice(-3));
    expect(JSON.stringify(rows)).not.toContain(noDeposit.user.mobile!);
    const st = await data(me.token);
    expect(st).toMatchObject({ phase: 2, inviteCount: 4, validCount: 1 });
    expect(st.cards).toEqual([{ id: 1, status: 0, award: [] }]);
    const page2 = await s.call<{ agent4InviteRows: { list: unknown[] } }>(
      'agent4InviteRows',
      { page: 2, pageSize: 2 },
      me.token,
    );
    expect(page2.body.agent4InviteRows.list).toHaveLength(2);
  });

  it('50 concurrent scratches of one card → one drawn prize, credited once; a card not earned is 1002', async () => {
    const me = await inviter(1);
    const before = balanceOf(s, me.user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => scratch(me.token, 1)));
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    const prize = ok[0]!.body.propList;
    expect(coinOf(prize)).toBeGreaterThan(0);
    expect(ledgerRows(s, me.user.id, 'agent4_scratch').reduce((n, r) => n + r.delta, 0)).toBe(coinOf(prize));
    expect(balanceOf(s, me.user.id)).toBe(before + coinOf(prize));
    expect(ok[0]!.body.coin).toBe(balanceOf(s, me.user.id));
    expect((await data(me.token)).cards).toEqual([{ id: 1, status: 1, award: prize }]);
    expect((await scratch(me.token, 2)).body.errcode).toBe(1002);
  });

  it('50 concurrent lottery draws with 2 earned → exactly 2 draws credited', async () => {
    sql(s.deps.db, 'UPDATE agent4_config SET cards_per_lottery = 2').run();
    const me = await inviter(4);
    for (let id = 1; id <= 4; id++) expect((await scratch(me.token, id)).body.errcode).toBe(0);
    expect((await data(me.token)).lottery).toMatchObject({ earned: 2, left: 2 });
    const results = await Promise.all(Array.from({ length: 50 }, () => lottery(me.token)));
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(2);
    expect(results.filter((r) => r.body.errcode === 1010)).toHaveLength(48);
    const won = ok.reduce((n, r) => n + coinOf(r.body.propList), 0);
    expect(
      ledgerRows(s, me.user.id, 'agent4_lottery')
        .filter((r) => r.account === 'coin')
        .reduce((n, r) => n + r.delta, 0),
    ).toBe(won);
    const st = await data(me.token);
    expect(st.lottery).toMatchObject({ earned: 2, left: 0 });
    expect(st.lottery.draws.map((d) => d.seq)).toEqual([2, 1]);
  });

  it('50 concurrent receipts of a milestone → one credit; a milestone not reached is 1006, unknown 1004', async () => {
    const me = await inviter(1);
    const tier = (await data(me.token)).awards[0]!;
    expect(tier).toMatchObject({ invites: 1, status: 1 });
    const results = await Promise.all(Array.from({ length: 50 }, () => award(me.token, tier.id)));
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    expect(ledgerRows(s, me.user.id, 'agent4_award').reduce((n, r) => n + r.delta, 0)).toBe(coinOf(tier.award));
    const st = await data(me.token);
    expect(st.awards[0]!.status).toBe(2);
    expect((await award(me.token, st.awards[1]!.id)).body.errcode).toBe(1006);
    expect((await award(me.token, 999)).body.errcode).toBe(1004);
  });

  it('a share task is done by an open through its network after the share; 50 concurrent receipts → one credit', async () => {
    const me = await s.player();
    expect((await receive(me.token, 7)).body.errcode).toBe(1002);
    const shared = (await share(me.token, 7)).body;
    expect(shared.errcode).toBe(0);
    const link = new URL(shared.shareUrl!);
    expect(link.pathname).toMatch(/^\/s\/[A-Za-z0-9]+$/);
    expect(link.searchParams.get('via')).toBe('7');
    expect(shared.taskList.find((t) => t.type === 7)).toMatchObject({ status: 1, shareUrl: shared.shareUrl });
    // The link leads to the player's share link (aid = the player).
    const opened = await s.fetch(`${link.pathname}?via=8`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location')!).searchParams.get('aid')).toBe(String(me.user.id));
    expect((await receive(me.token, 7)).body.errcode).toBe(1002); // opened through network 8, not 7
    expect((await receive(me.token, 8)).body.errcode).toBe(1002); // network 8 never shared
    await (await s.fetch(`${link.pathname}${link.search}`, { redirect: 'manual' })).arrayBuffer();
    expect((await tasks(me.token)).body.taskList.find((t) => t.type === 7)!.status).toBe(2);
    const before = balanceOf(s, me.user.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => receive(me.token, 7)));
    const ok = results.filter((r) => r.body.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.body.errcode === 1003)).toHaveLength(49);
    const reward = coinOf(ok[0]!.body.propList!);
    expect(reward).toBe(500);
    expect(balanceOf(s, me.user.id)).toBe(before + reward);
    expect(ledgerRows(s, me.user.id, 'proxy_task')).toHaveLength(1);
    expect((await tasks(me.token)).body.taskList.find((t) => t.type === 7)!.status).toBe(3);
    // Sharing again answers the same link and changes nothing.
    expect((await share(me.token, 7)).body.shareUrl).toBe(shared.shareUrl);
  });

  it('the hasAgent dot: AgentCount is the current agent programme, lit while it holds something to collect', async () => {
    setActivityStatus(s, ACTIVITY.Agent5, 0);
    try {
      const dot = async (token: string) =>
        (await s.call<{ dotFlags: { hasAgent: 0 | 1 } }>('getAfterLoginInfo', {}, token)).body.dotFlags.hasAgent;
      const me = await s.player();
      expect(await dot(me.token)).toBe(0);
      invitedPlayer(s, me.user.id, { deposit: 10_000 });
      expect(await dot(me.token)).toBe(1); // a card to scratch, the first milestone
      expect((await scratch(me.token, 1)).body.errcode).toBe(0);
      expect(await dot(me.token)).toBe(1); // the milestone
      expect((await award(me.token, (await data(me.token)).awards[0]!.id)).body.errcode).toBe(0);
      expect(await dot(me.token)).toBe(0);
      setActivityStatus(s, ACTIVITY.AgentCount, 0);
      invitedPlayer(s, me.user.id, { deposit: 10_000 });
      expect(await dot(me.token)).toBe(0); // a card waits, but the programme is off
    } finally {
      setActivityStatus(s, ACTIVITY.Agent5, 1);
    }
  });

  it('any sequence of invites, deposits, days, scratches, draws and claims keeps balance = Σ ledger and the programme = a model', async () => {
    sql(s.deps.db, 'UPDATE agent4_config SET cards_per_lottery = 2, max_cards = 4').run();
    const step = fc.oneof(
      fc.constant({ op: 'invite' as const, k: 0 }),
      fc.record({ op: fc.constant('deposit' as const), k: fc.nat(5) }),
      fc.constant({ op: 'day' as const, k: 0 }),
      fc.record({ op: fc.constant('scratch' as const), k: fc.integer({ min: 1, max: 6 }) }),
      fc.constant({ op: 'lottery' as const, k: 0 }),
      fc.record({ op: fc.constant('award' as const), k: fc.integer({ min: 1, max: 4 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const me = await s.player();
        const friends: { id: number; deposited: boolean }[] = [];
        const scratched = new Set<number>();
        let draws = 0;
        const claimed = new Set<number>();
        let credited = balanceOf(s, me.user.id);
        const tiers = (await data(me.token)).awards;
        const valid = () => friends.filter((f) => f.deposited).length;
        for (const { op, k } of steps) {
          if (op === 'invite')
            friends.push({ id: (await s.player({ inviterId: me.user.id })).user.id, deposited: false });
          else if (op === 'deposit') {
            const f = friends[k];
            if (f) {
              completeDeposit(s, f.id, { amount: 10_000 });
              f.deposited = true;
            }
          } else if (op === 'day') s.clock.advance(DAY);
          else if (op === 'scratch') {
            const res = (await scratch(me.token, k)).body;
            const expected = scratched.has(k) ? 1003 : k > Math.min(valid(), 4) ? 1002 : 0;
            expect(res.errcode).toBe(expected);
            if (res.errcode === 0) {
              scratched.add(k);
              credited += coinOf(res.propList);
            }
          } else if (op === 'lottery') {
            const res = (await lottery(me.token)).body;
            expect(res.errcode).toBe(draws < Math.floor(scratched.size / 2) ? 0 : 1010);
            if (res.errcode === 0) {
              draws += 1;
              credited += coinOf(res.propList);
            }
          } else {
            const tier = tiers[k - 1]!;
            const res = (await award(me.token, tier.id)).body;
            expect(res.errcode).toBe(claimed.has(tier.id) ? 1003 : valid() < tier.invites ? 1006 : 0);
            if (res.errcode === 0) {
              claimed.add(tier.id);
              credited += coinOf(res.propList);
            }
          }
          const st = await data(me.token);
          expect(st.validCount).toBe(valid());
          expect(st.inviteCount).toBe(friends.length);
          expect(st.cards.filter((c) => c.status === 1).map((c) => c.id)).toEqual([...scratched].sort((a, b) => a - b));
          expect(st.cards.length).toBe(Math.max(Math.min(valid(), 4), scratched.size));
          expect(st.lottery.left).toBe(Math.floor(scratched.size / 2) - draws);
          expect(st.awards.map((a) => a.status)).toEqual(
            tiers.map((t) => (claimed.has(t.id) ? 2 : valid() >= t.invites ? 1 : 0)),
          );
          const sum = sql<[number], { total: number }>(
            s.deps.db,
            "SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'coin'",
          ).get(me.user.id)!.total;
          const refreshed = (await s.call<{ coin: number }>('refreshData', {}, me.token)).body.coin;
          expect(refreshed).toBe(sum);
          expect(sum).toBe(credited);
        }
      }),
      { numRuns: 12, seed: 2311 },
    );
  });
});
