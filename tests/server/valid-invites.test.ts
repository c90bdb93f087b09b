/**
 * The valid-invite rule (server/domain/valid-invites.ts, docs/promotions.md "Valid invites"): tracked from the
 * share link's aid through registration; a self-invite, a second account on the same device, an invitee
 * without a device id, a disabled one, and one who never binds a mobile or never deposits do not count; the
 * time it became valid; windows on that time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { countValidInvites, inviteOf, invitees, validInvites } from '../../server/domain/valid-invites';
import { completeDeposit } from '../helpers/activities';
import { expectAuthOk, newIp, newMobile, sendCode } from '../helpers/auth';
import { deviceInfo, invitedPlayer, newDevice } from '../helpers/invites';
import { startTestServer, type TestServer } from '../helpers/server';

const MINUTE = 60_000;

describe('valid invites', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const inviter = () => invitedPlayer(s, null, { device: newDevice() });
  const statusOf = (inviterId: number) => invitees(s.deps, inviterId).map((i) => [i.userId, i.status]);

  it('follows a registration through the share link, then the deposit that makes it valid', async () => {
    const a = inviter();
    const mobile = newMobile();
    const ip = newIp();
    const code = await sendCode(s, mobile, 0, ip);
    const reg = expectAuthOk(
      await s.call(
        'accountRegist4',
        {
          account: mobile,
          password: s.encrypt('secret123'),
          type: 0,
          code,
          outUrl: `${s.url}/register?outValue=${a.user.invite_code}&install_referrer=h5&aid=${a.user.id}&share_referrer=8`,
          phoneinfoJsonModel: deviceInfo(newDevice()),
        },
        undefined,
        ip,
      ),
    );
    const b = reg.user.id;
    expect(invitees(s.deps, a.user.id)).toEqual([
      expect.objectContaining({ userId: b, inviterId: a.user.id, status: 'noDeposit', validatedAt: null }),
    ]);
    expect(countValidInvites(s.deps, a.user.id)).toBe(0);
    const registeredAt = s.clock.now();
    s.clock.advance(5 * MINUTE);
    completeDeposit(s, b, { amount: 10_000 });
    const [valid] = validInvites(s.deps, a.user.id);
    expect(valid).toEqual({
      userId: b,
      inviterId: a.user.id,
      maskedPhone: `${mobile.slice(0, 3)}****${mobile.slice(-3)}`,
      registeredAt,
      mobileBoundAt: registeredAt,
      firstDepositAt: registeredAt + 5 * MINUTE,
      validatedAt: registeredAt + 5 * MINUTE,
      status: 'valid',
    });
    expect(valid!.maskedPhone).not.toContain(mobile.slice(3, 7));
    expect(inviteOf(s.deps, b)).toEqual(valid);
    expect(inviteOf(s.deps, a.user.id)).toBeNull();
    expect(countValidInvites(s.deps, a.user.id)).toBe(1);
  });

  it('waits for a mobile bound later (bindAccount), valid from the binding', async () => {
    const a = inviter();
    const b = invitedPlayer(s, a.user.id, { mobile: null, deposit: 5_000 });
    expect(statusOf(a.user.id)).toEqual([[b.user.id, 'noMobile']]);
    s.clock.advance(MINUTE);
    const mobile = newMobile();
    const code = await sendCode(s, mobile, 2);
    expect((await s.call('bindAccount', { mobile, code }, b.token)).body).toMatchObject({ errcode: 0 });
    const [valid] = validInvites(s.deps, a.user.id);
    expect(valid).toMatchObject({ status: 'valid', mobileBoundAt: s.clock.now(), validatedAt: s.clock.now() });
    expect(valid!.firstDepositAt).toBe(s.clock.now() - MINUTE);
  });

  it('does not count a self-invite from the inviter’s own device, nor a second account on a used device', () => {
    const a = inviter();
    const self = invitedPlayer(s, a.user.id, { device: a.device, deposit: 10_000 });
    const other = invitedPlayer(s, null);
    const second = invitedPlayer(s, a.user.id, { device: other.device, deposit: 10_000 });
    const noDevice = invitedPlayer(s, a.user.id, { device: '', deposit: 10_000 });
    const good = invitedPlayer(s, a.user.id, { deposit: 10_000 });
    // The device's first player is the valid one: a later session of someone else on it changes nothing.
    invitedPlayer(s, null, { device: good.device });
    expect(Object.fromEntries(statusOf(a.user.id))).toEqual({
      [self.user.id]: 'sharedDevice',
      [second.user.id]: 'sharedDevice',
      [noDevice.user.id]: 'noDevice',
      [good.user.id]: 'valid',
    });
    expect(validInvites(s.deps, a.user.id).map((i) => i.userId)).toEqual([good.user.id]);
  });

  it('stops counting a disabled invitee; counts only the inviter’s own invitees', () => {
    const a = inviter();
    const other = inviter();
    const b = invitedPlayer(s, a.user.id, { deposit: 10_000 });
    invitedPlayer(s, other.user.id, { deposit: 10_000 });
    expect(countValidInvites(s.deps, a.user.id)).toBe(1);
    sql(s.deps.db, 'UPDATE users SET disabled = 1 WHERE id = ?').run(b.user.id);
    expect(statusOf(a.user.id)).toEqual([[b.user.id, 'disabled']]);
    expect(countValidInvites(s.deps, a.user.id)).toBe(0);
    expect(countValidInvites(s.deps, other.user.id)).toBe(1);
  });

  it('counts a pending or failed deposit as none; windows select by the time an invite became valid', () => {
    const a = inviter();
    const b = invitedPlayer(s, a.user.id);
    sql(s.deps.db, "UPDATE recharge_orders SET status = 'pending' WHERE id = ?").run(
      completeDeposit(s, b.user.id, { amount: 10_000 }),
    );
    expect(statusOf(a.user.id)).toEqual([[b.user.id, 'noDeposit']]);
    const t0 = s.clock.now();
    completeDeposit(s, b.user.id, { amount: 10_000 });
    s.clock.advance(10 * MINUTE);
    const c = invitedPlayer(s, a.user.id, { deposit: 10_000 });
    s.clock.advance(10 * MINUTE);
    const d = invitedPlayer(s, a.user.id, { deposit: 10_000 });
    const ids = (w: { since?: number; until?: number }) => validInvites(s.deps, a.user.id, w).map((i) => i.userId);
    expect(ids({})).toEqual([b.user.id, c.user.id, d.user.id]);
    expect(ids({ since: t0 + 10 * MINUTE })).toEqual([c.user.id, d.user.id]);
    expect(ids({ until: t0 + 10 * MINUTE })).toEqual([b.user.id]);
    expect(ids({ since: t0 + MINUTE, until: t0 + 20 * MINUTE })).toEqual([c.user.id]);
    expect(countValidInvites(s.deps, a.user.id, { since: t0 + 10 * MINUTE })).toBe(2);
  });
});
