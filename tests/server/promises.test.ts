/**
 * Promises the product shows (issue 12 §2), kept by the server:
 * - "+300 on your first deposit": the player's first completed deposit (of any kind, a first-charge
 *   package included) is followed by one ledger bonus row of the configured amount; a unique index lets a
 *   player have only one, however many deposits complete at once.
 * - "Install the Android app and get 20": the first login from the native Android app (phoneinfoJsonModel
 *   channel ANDROID) credits the app bonus once, by the same kind of unique index; the sandbox APK page
 *   can simulate that login.
 * The amounts are in the variant's currency and reach the client through the configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../server/db/sql';
import { APP_LOGIN_BONUS, FIRST_DEPOSIT_BONUS } from '../../server/domain/bonuses';
import { expectAuthOk, login, type AuthAnswer } from '../helpers/auth';
import { completeDeposit } from '../helpers/activities';
import { startTestServer, type TestServer } from '../helpers/server';
import { CHANNEL, bindCard, check, coinOf, ledgerCoinSum, recharge, sandbox } from '../helpers/wallet';

const REGISTER_COIN = 1000;

function bonusRows(s: TestServer, userId: number, kind: string): { ref: string; delta: number }[] {
  return sql<[number, string], { ref: string; delta: number }>(
    s.deps.db,
    "SELECT ref, delta FROM ledger WHERE user_id = ? AND kind = ? AND account = 'coin'",
  ).all(userId, kind);
}

describe('the first-deposit bonus', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function depositor() {
    const p = await s.player();
    expect((await bindCard(s, p.token)).errcode).toBe(0);
    return p;
  }

  it('is +300.00 in the configured currency, and the configuration says so', async () => {
    expect(FIRST_DEPOSIT_BONUS).toBe(30_000);
    const config = await s.call<{ firstDepositBonus: number; appLoginBonus: number; currency: { code: string } }>(
      'anonymousAppConfig',
      {},
    );
    expect(config.body.firstDepositBonus).toBe(FIRST_DEPOSIT_BONUS);
    expect(config.body.appLoginBonus).toBe(APP_LOGIN_BONUS);
    expect(config.body.currency.code).toBe('THB');
  });

  it('credits a plain first deposit of 100.00 with the bonus as one ledger row, and no later deposit', async () => {
    const { user, token } = await depositor();
    const first = await recharge(s, token, 10_000, CHANNEL.url);
    expect(first.errcode).toBe(0);
    expect(await sandbox(s, first.orderId, 'pay')).toBe(303);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 10_000 + FIRST_DEPOSIT_BONUS);
    expect(bonusRows(s, user.id, 'first_deposit_bonus')).toEqual([{ ref: first.orderId, delta: FIRST_DEPOSIT_BONUS }]);
    // The check the app makes afterwards shows the bonus in the balance, and the hint's flag is off.
    const checked = await check(s, token, first.orderId);
    expect(checked.coin).toBe(REGISTER_COIN + 10_000 + FIRST_DEPOSIT_BONUS);
    const session = await s.call<{ firstRecharge: number }>('getAfterLoginInfo', {}, token);
    expect(session.body.firstRecharge).toBe(1);

    const second = await recharge(s, token, 20_000, CHANNEL.url);
    expect(await sandbox(s, second.orderId, 'pay')).toBe(303);
    expect(bonusRows(s, user.id, 'first_deposit_bonus')).toHaveLength(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + 30_000 + FIRST_DEPOSIT_BONUS);
  });

  it('pays no bonus for a deposit that fails or expires', async () => {
    const { user, token } = await depositor();
    const failed = await recharge(s, token, 10_000, CHANNEL.url);
    expect(await sandbox(s, failed.orderId, 'fail')).toBe(303);
    expect(bonusRows(s, user.id, 'first_deposit_bonus')).toHaveLength(0);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN);
  });

  it('pays exactly one bonus when several first deposits complete at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, token } = await depositor();
      // Different amounts and channels: separate orders (not a double tap answering one order).
      const orders = await Promise.all([
        recharge(s, token, 10_000 + round, CHANNEL.url),
        recharge(s, token, 20_000 + round, CHANNEL.qr),
        recharge(s, token, 50_000 + round, CHANNEL.bank),
      ]);
      for (const o of orders) expect(o.errcode).toBe(0);
      await Promise.all(
        orders.flatMap((o) => [
          sandbox(s, o.orderId, 'pay'),
          sandbox(s, o.orderId, 'pay'),
          check(s, token, o.orderId),
          check(s, token, o.orderId),
        ]),
      );
      await Promise.all(orders.map((o) => check(s, token, o.orderId)));
      const paid = 80_000 + 3 * round;
      expect(bonusRows(s, user.id, 'first_deposit_bonus')).toHaveLength(1);
      expect(coinOf(s, user.id)).toBe(REGISTER_COIN + paid + FIRST_DEPOSIT_BONUS);
      expect(ledgerCoinSum(s, user.id)).toBe(REGISTER_COIN + paid + FIRST_DEPOSIT_BONUS);
    }
  });

  it('counts a first-charge package bought as the first deposit (the bonus goes with any first deposit)', async () => {
    const { user } = await s.player();
    const order = completeDeposit(s, user.id, { amount: 10_000, actType: 13 });
    expect(bonusRows(s, user.id, 'first_deposit_bonus')).toEqual([{ ref: order, delta: FIRST_DEPOSIT_BONUS }]);
    completeDeposit(s, user.id, { amount: 10_000 });
    expect(bonusRows(s, user.id, 'first_deposit_bonus')).toHaveLength(1);
  });

  it('is held to one per player by the database itself', async () => {
    const { user } = await s.player();
    completeDeposit(s, user.id, { amount: 10_000 });
    expect(() =>
      sql(
        s.deps.db,
        "INSERT INTO ledger (user_id, account, delta, kind, ref, created_at) VALUES (?, 'coin', ?, 'first_deposit_bonus', 'other-order', ?)",
      ).run(user.id, FIRST_DEPOSIT_BONUS, s.clock.now()),
    ).toThrow(/UNIQUE/);
  });
});

describe('the Android app bonus', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const device = (channel: string) => ({
    channel,
    appId: channel === 'ANDROID' ? 'android-app' : 'web-demo',
    os: 'Android',
    isBrowser: 1,
    version: '1.0.27',
    deviceModel: channel === 'ANDROID' ? 'Pixel 8' : 'Chrome',
  });

  const appLogin = (account: string, password: string, channel = 'ANDROID') =>
    s.call<AuthAnswer>('accountLogin', {
      account,
      password: s.encrypt(password),
      channel,
      phoneinfoJsonModel: device(channel),
    });

  it('is 20.00 in the configured currency', () => {
    expect(APP_LOGIN_BONUS).toBe(2_000);
  });

  it('credits the first login from the Android app once; web logins and later app logins credit nothing', async () => {
    const { user, password } = await s.player();
    expectAuthOk(await login(s, user.mobile!, password));
    expectAuthOk(await appLogin(user.mobile!, password, 'WEB'));
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(0);

    const first = expectAuthOk(await appLogin(user.mobile!, password));
    expect(first.user.coin).toBe(REGISTER_COIN + APP_LOGIN_BONUS);
    expect(bonusRows(s, user.id, 'app_login_bonus')).toEqual([{ ref: String(user.id), delta: APP_LOGIN_BONUS }]);

    const again = expectAuthOk(await appLogin(user.mobile!, password));
    expect(again.user.coin).toBe(REGISTER_COIN + APP_LOGIN_BONUS);
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(1);
  });

  it('credits nothing for a failed app login', async () => {
    const { user } = await s.player();
    const wrong = await appLogin(user.mobile!, 'not-the-password');
    expect(wrong.body.errcode).toBe(101);
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(0);
  });

  it('credits exactly once when app logins race', async () => {
    const { user, password } = await s.player();
    // Four at once: a fifth concurrent attempt would meet the login lockout (attempts count until proven).
    const answers = await Promise.all(Array.from({ length: 4 }, () => appLogin(user.mobile!, password)));
    for (const a of answers) expectAuthOk(a);
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + APP_LOGIN_BONUS);
  });

  it('is held to one per player by the database itself', async () => {
    const { user, password } = await s.player();
    expectAuthOk(await appLogin(user.mobile!, password));
    expect(() =>
      sql(
        s.deps.db,
        "INSERT INTO ledger (user_id, account, delta, kind, ref, created_at) VALUES (?, 'coin', ?, 'app_login_bonus', 'x', ?)",
      ).run(user.id, APP_LOGIN_BONUS, s.clock.now()),
    ).toThrow(/UNIQUE/);
  });

  it('the sandbox APK page states the bonus in the variant currency and simulates the first app login', async () => {
    const page = await (await s.fetch('/sandbox/apk')).text();
    expect(page).toContain('฿20.00');
    expect(page).not.toMatch(/peso|เปโซ/i);
    expect(page).toContain('action="/sandbox/apk/login"');

    const { user, password } = await s.player();
    const form = (pw: string) =>
      s.fetch('/sandbox/apk/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: user.mobile!, password: pw }).toString(),
      });
    const wrong = await form('wrong-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Account or password incorrect');
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(0);

    const ok = await form(password);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('฿20.00 credited');
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(1);

    const again = await form(password);
    expect(await again.text()).toContain('already received');
    expect(bonusRows(s, user.id, 'app_login_bonus')).toHaveLength(1);
    expect(coinOf(s, user.id)).toBe(REGISTER_COIN + APP_LOGIN_BONUS);
  });

  it('offers no simulated app login in production (only the real app credits the bonus there)', async () => {
    const prod = await startTestServer({ config: { production: true } });
    try {
      const page = await (await prod.fetch('/sandbox/apk')).text();
      expect(page).toContain('฿20.00');
      expect(page).not.toContain('/sandbox/apk/login');
      const { user, password } = await prod.player();
      const res = await prod.fetch('/sandbox/apk/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: user.mobile!, password }).toString(),
      });
      expect(res.status).toBe(404);
      expect(bonusRows(prod, user.id, 'app_login_bonus')).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });

  it('shows the currency of the variant on the APK page (PH: ₱)', async () => {
    const ph = await startTestServer({ config: { country: 'PH' } });
    try {
      const page = await (await ph.fetch('/sandbox/apk')).text();
      expect(page).toContain('₱20.00');
    } finally {
      await ph.close();
    }
  });
});
