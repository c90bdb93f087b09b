/**
 * Every operation of openapi.yaml called with a valid body in one realistic player journey (anonymous
 * browsing, phone registration with OTP, login, lobby, mail, bank card, deposits through the sandbox
 * payment page, first charge, login-pay card, invite, safebox, KYC, withdrawal, LINE login and mobile
 * binding, password reset, logout). Each answer is checked against the contract by the harness, and each
 * is expected to be a success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../contract/operations.gen';
import { contract } from '../../server/contract';
import { post } from '../../server/domain/ledger';
import { startGame } from '../../server/domain/games';
import { sql } from '../../server/db/sql';
import { startTestServer, type TestServer } from '../helpers/server';

type Body = Record<string, unknown> & { errcode: number; msg?: string };

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49,
  0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00, 0x01, 0xe9, 0xfa, 0xdc, 0xd8, 0x00,
  0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

describe('contract journey: every operation, valid bodies, contract-valid successes', () => {
  let s: TestServer;
  let usernameServer: TestServer;
  const called = new Set<OperationId>();

  async function ok(
    op: OperationId,
    body: Record<string, unknown> = {},
    token?: string,
    s2: TestServer = s,
  ): Promise<Body> {
    const res = await s2.call<Body>(op, body, token);
    called.add(op);
    expect(res.status, `${op} → HTTP ${res.status} ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.errcode, `${op} → ${JSON.stringify(res.body)}`).toBe(0);
    return res.body;
  }

  async function otp(mobile: string, type: 0 | 1 | 2): Promise<string> {
    await ok('smsSend', { mobile, type });
    const last = s.sms.filter((m) => m.mobile === mobile).at(-1);
    expect(last?.code).toMatch(/^[0-9]{6}$/);
    s.clock.advance(61_000); // the next send to this number is past the 60 s resend window
    return last!.code;
  }

  async function payAndCheck(orderId: string, token: string) {
    const page = await s.fetch(`/sandbox/pay/${orderId}`);
    expect(page.status).toBe(200);
    const paid = await s.fetch(`/sandbox/pay/${orderId}/pay`, { method: 'POST', redirect: 'manual' });
    expect([200, 303]).toContain(paid.status);
    const check = await ok('checkRechargeOrder', { orderId }, token);
    expect(check.isRechargeDone).toBe(1);
  }

  beforeAll(async () => {
    s = await startTestServer();
    usernameServer = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(async () => {
    await s.close();
    await usernameServer.close();
  });

  it('walks a player through the whole product', async () => {
    // ── anonymous ──
    const key = await ok('preLogin');
    expect(key.publicKey).toContain('BEGIN PUBLIC KEY');
    const third = await ok('getLoginThirdConfigList');
    const line = (
      third.appLoginThirdConfigList as Array<{
        id: number;
        state: string;
        authorizeUrl: string;
        redirectUri: string;
        clientId: string;
      }>
    ).find((p) => p.id === 3);
    expect(line).toBeDefined();
    const config = await ok('anonymousAppConfig', {});
    const games = config.appGameList as Array<{
      id: number;
      status: number;
      maintain: number;
      params: { brandMaintain: number };
    }>;
    const playable = games.find((g) => g.status === 1 && g.maintain === 0 && g.params.brandMaintain === 0)!;
    const banks = config.appBankList as Array<{ id: number }>;
    const types = Object.values(
      config.appRechargeTypeMap as Record<string, { id: number; bankId: number; panel: string; minAmount: number }>,
    );
    await ok('anonymousLobbyTips');
    await ok('anonymousTradeInfo');
    await ok('getBonusTickers');
    await ok('getCustomerServices');
    await ok('getPromotionalVideoList');
    await ok('actionLog', { event: 'page.view', data: { path: '/lobby/home' } });

    // ── registration by phone with OTP, then login ──
    const mobile = '0812345671';
    const code = await otp(mobile, 0);
    const reg = await ok('accountRegist4', { account: mobile, password: s.encrypt('secret123'), code, type: 0 });
    expect(typeof reg.token).toBe('string');
    const login = await ok('accountLogin', { account: mobile, password: s.encrypt('secret123') });
    const t = login.token as string;
    const me = (login.user as { id: number }).id;

    // ── session and lobby ──
    await ok(
      'getAfterLoginInfoWeb',
      { gameListVersion: config.gameListVersion, os: 'Android', version: '1.0.27', deviceModel: 'Chrome' },
      t,
    );
    await ok('getAfterLoginInfo', {}, t);
    await ok('getUserInfo', {}, t);
    await ok('online', { gameId: playable.id }, t);
    await ok('refreshData', {}, t);
    await ok('getActivityIds', {}, t);
    await ok('getTaskUser', {}, t);
    await ok('receiveTaskAward', { id: 101 }, t);
    await ok('hasMailUnread', {}, t);
    await ok('tradeInfo', {}, t);
    await ok('getExchange', {}, t);
    await ok('getSafebox', {}, t);
    await ok('kyc', {}, t);
    await ok('appUserOther', {}, t);
    await ok('getAgreements', {}, t);
    await ok('getLotterConfig', {}, t);
    await ok('startGame', { gameId: playable.id }, t);
    await ok('exitGame', {}, t);
    await ok('gameLike', { id: playable.id, like: 1 }, t);

    // ── mail ──
    const mails = (await ok('getMail2', { page: 1, pageSize: 20 }, t)).list as Array<{
      id: number;
      hasAttachment: number;
    }>;
    const gift = mails.find((m) => m.hasAttachment === 1)!;
    const plain = mails.find((m) => m.hasAttachment === 0)!;
    await ok('getMailDetail', { id: gift.id }, t);
    await ok('receiveMail', { id: gift.id }, t);
    await ok('delMail', { ids: [plain.id] }, t);

    // ── profile ──
    const other = await s.player();
    await ok('agentFill', { pid: other.user.id }, t);
    await ok('updateProfile', { nickname: 'Lucky Star', avatar: 3 }, t);
    await ok('shortUrl', { url: `${s.url}/register?aid=${me}` }, t);
    await ok('updateAppUserOther', { email: 'Player@Example.test', gender: 1, address: 'Bangkok' }, t);

    // ── bank cards ──
    const byBank = types.find((x) => x.bankId > 0);
    const bankId = byBank?.bankId ?? banks[0]!.id;
    await ok('addBankInfo', { bankId, accountName: 'Somchai Jaidee', cardNum: '1234 5678 9012' }, t);
    await ok('modifyBankInfo', { bankId, accountName: 'Somchai Jaidee', cardNum: '123456789013' }, t);

    // ── first charge: buy the package through the sandbox payment page, then claim a gift ──
    const fc = await ok('appRechargeBonusCollection9', {}, t);
    const pkg = (fc.configList as Array<{ price: number; award: Array<{ id: number }> }>)[0]!;
    const urlType = types.find((x) => x.panel === 'url' && x.minAmount <= pkg.price)!;
    const order = await ok('recharge3', { amount: pkg.price, version: 4, actType: 13, rechargeType: urlType.id }, t);
    await payAndCheck(order.orderId as string, t);
    await ok('appRechargeBonusCollection9Receive', { propId: pkg.award[0]!.id }, t);

    // ── login-pay card bought with a deposit, first day received ──
    const lp = await ok('getLoginPayUser3', {}, t);
    const card = (lp.propConfigList as Array<{ id: number; price: number }>)[0]!;
    const cardOrder = await ok(
      'recharge3',
      { amount: card.price, version: 4, actType: 6, rechargeType: urlType.id, propId: card.id },
      t,
    );
    await payAndCheck(cardOrder.orderId as string, t);
    const owned = (await ok('getLoginPayUser3', {}, t)).ownList as Array<{ id: number }>;
    await ok('receiveLoginPay3', { id: owned[0]!.id }, t);

    // ── cash bonus and ladder recharge: the two deposits above filled the pot and reached the first tier ──
    const pot = await ok('rechargeBonusCollection6', {}, t);
    expect((pot.rechargeBonusCollection6 as { amount: number }).amount).toBeGreaterThan(0);
    await ok('receiverRechargeBonusCollection6', {}, t);
    const ladder = (await ok('rechargeBonusCollection8', {}, t)).rechargeBonusCollection8 as {
      tiers: Array<{ id: number; status: number }>;
    };
    await ok('receiverRechargeBonusCollection8', { id: ladder.tiers.find((x) => x.status === 1)!.id }, t);

    // ── seasonal events: a festival deposit reaches the first tier; the weekend lottery, public and the player's ──
    const festival = (await ok('rechargeBonusCollection11', {}, t)).rechargeBonusCollection11 as {
      festivalRecharge: number;
      tiers: Array<{ id: number; recharge: number }>;
    };
    const festivalOrder = await ok(
      'recharge3',
      { amount: festival.tiers[0]!.recharge, version: 4, actType: 0, rechargeType: urlType.id },
      t,
    );
    await payAndCheck(festivalOrder.orderId as string, t);
    await ok('receiverRechargeBonusCollection11', { id: festival.tiers[0]!.id }, t);
    await ok('anonymousWeekendLottery');
    await ok('rechargeBonusCollection12', {}, t);

    // ── everyday claims: today's sign-up bonus day, free sign, supply for a player spent to nothing ──
    const signUp = await ok('loginBonus3User', {}, t);
    await ok('loginBonus3UserReceive', { day: signUp.today as number }, t);
    const freeSign = await ok('freeSignUser', {}, t);
    await ok('freeSignReceive', { day: freeSign.day as number }, t);
    const poor = await s.player();
    post(s.deps.db, {
      userId: poor.user.id,
      account: 'coin',
      delta: -1000,
      kind: 'test_spend',
      ref: `journey:${poor.user.id}`,
      at: s.clock.now(),
    });
    expect((await ok('bankruptBonusUser', {}, poor.token)).isBankrupt).toBe(1);
    await ok('bankruptBonus', {}, poor.token);

    // ── invite: a friend registers through the share link ──
    await s.player({ inviterId: me });
    const invite = await ok('appInviteBonus1User', {}, t);
    const tier = (invite.configList as Array<{ id: number; award: Array<{ id: number }> }>).find(
      (c) => c.id === (invite.appInviteBonus1User as { awardId: number }).awardId,
    )!;
    await ok('appInviteBonus1UserReceive', { propId: tier.award[0]!.id }, t);

    // ── invite & spin: the invited friend bound a mobile, so there are spins; cash out at a low target ──
    s.deps.db.prepare('UPDATE spin_config SET target = 100').run();
    await ok('actInviteUser', {}, t);
    await ok('actInviteUserSpin', {}, t);
    await ok('actInviteUserStatus', {}, t);
    await ok('actInviteUserExchange', {}, t);
    await ok('actInviteUserRecord', { page: 1, pageSize: 20 }, t);

    // ── bonus points to coin ──
    post(s.deps.db, {
      userId: me,
      account: 'lottery',
      delta: 125 * 100,
      kind: 'test_grant',
      ref: `journey:${me}`,
      at: s.clock.now(),
    });
    await ok('lotteryExchange', { points: 125 }, t);

    // ── VIP rebate of yesterday's bets (a round dated a day back), follow rewards after opening a link ──
    const round = startGame(s.deps, me, 'none', playable.id);
    sql(
      s.deps.db,
      'INSERT INTO game_rounds (session_id, user_id, game_id, bet, win, created_at) VALUES (?, ?, ?, 20000, 0, ?)',
    ).run(round.gameUrl.split('/').pop()!, me, playable.id, s.clock.now() - 24 * 3_600_000);
    expect(((await ok('vipRebateUser', {}, t)).vipRebate as { amount: number }).amount).toBeGreaterThan(0);
    await ok('vipRebateReceive', {}, t);
    const networks = (await ok('followRewardsUser', {}, t)).networkList as Array<{ type: number; link: string }>;
    expect((await s.fetch(new URL(networks[0]!.link).pathname, { redirect: 'manual' })).status).toBe(302);
    await ok('followRewardsReceive', { type: networks[0]!.type }, t);

    // ── safebox, KYC, withdrawal ──
    await ok('safeboxPasswordInit', { password: s.encrypt('123456') }, t);
    await ok('modifySafePassword', { oldPassword: s.encrypt('123456'), password: s.encrypt('654321') }, t);
    const files: Record<string, string> = {};
    for (const kind of ['front', 'selfie'] as const) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([PNG], { type: 'image/png' }), `${kind}.png`);
      const res = await s.fetch(contract().byId.get('uploadKyc')!.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}` },
        body: form,
      });
      const body = (await res.json()) as Body;
      contract().assertResponse('uploadKyc', res.status, body);
      expect(body.errcode, JSON.stringify(body)).toBe(0);
      files[kind] = body.fileId as string;
      called.add('uploadKyc');
    }
    await ok(
      'addKyc',
      {
        realName: 'Somchai Jaidee',
        idType: 'nationalId',
        idNumber: '1101700203451',
        birthday: '1990-01-31',
        frontFileId: files.front,
        selfieFileId: files.selfie,
      },
      t,
    );
    const withdrawal = await ok('exchange', { amount: 100_00, bankId, safeboxPassword: s.encrypt('654321') }, t);
    expect((withdrawal.order as { status: string }).status).toBe('processing');
    expect(((await ok('getRechargeRecord', { page: 1, pageSize: 10 }, t)).list as unknown[]).length).toBe(3); // first charge, card, festival
    expect(((await ok('getExchangeOrder', { page: 1, pageSize: 10 }, t)).list as unknown[]).length).toBe(1);

    // ── LINE login through the sandbox identity provider, then bind a mobile ──
    const authorize = new URL(line!.authorizeUrl);
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: line!.clientId,
      redirect_uri: line!.redirectUri,
      state: line!.state,
      scope: 'profile openid email',
    });
    const consent = await s.fetch(`${authorize.pathname}?${q}`);
    expect(consent.status).toBe(200);
    const allow = await s.fetch(authorize.pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(q), name: 'LINE Demo', sub: 'U-journey-1', action: 'allow' }),
    });
    expect(allow.status).toBe(302);
    const back = new URL(allow.headers.get('location')!);
    const social = await ok('lineLogin', {
      state: back.searchParams.get('state')!,
      code: back.searchParams.get('code')!,
    });
    const lineToken = social.token as string;
    const second = '0812345672';
    await ok('bindAccount', { mobile: second, code: await otp(second, 2) }, lineToken);

    // ── username registration (another variant) ──
    await ok(
      'accountRegist',
      { account: 'LuckyPlayer7', password: usernameServer.encrypt('secret123'), type: 0 },
      undefined,
      usernameServer,
    );

    // ── Christmas: into its season (1 December, local time): sign, open the box, receive it; the calendar ──
    const xmas = await s.player();
    s.clock.set(Date.UTC(2026, 11, 1, 3));
    const signed = await ok('appChristmasUserSign', {}, xmas.token);
    await ok('appChristmasUser', {}, xmas.token);
    await ok('appChristmasUserOpen', { id: signed.boxId as number }, xmas.token);
    await ok('appChristmasUserReceive', { id: signed.boxId as number }, xmas.token);
    for (let day = 1; day < 10; day++) {
      s.clock.advance(24 * 3_600_000);
      await ok('appChristmasUserSign', {}, xmas.token);
    }
    await ok('appChristmasUserExtra', {}, xmas.token);

    // ── New Year: in its season (from 25 December): share, the task's box opened; three sets of the four items
    // (given here: the draw is random) open three red packets, then the extra ──
    s.clock.set(Date.UTC(2026, 11, 26, 3));
    await ok('appNewYearUser', {}, xmas.token);
    await ok('appNewYearUserShare', {}, xmas.token);
    const ny = (await ok('appNewYearUserReceiveTask', { id: 1 }, xmas.token)).appNewYearUser as {
      boxes: Array<{ id: number }>;
    };
    await ok('appNewYearUserBoxOpen', { id: ny.boxes[0]!.id }, xmas.token);
    const edition = sql<[], { start_time: number }>(s.deps.db, 'SELECT start_time FROM activities WHERE id = 38').get()!
      .start_time;
    for (let k = 0; k < 3; k++)
      for (const item of [40001, 40002, 40003, 40004])
        sql(
          s.deps.db,
          'INSERT INTO new_year_boxes (user_id, edition, source, item_id, created_at, opened_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(xmas.user.id, edition, `journey:${k}:${item}`, item, s.clock.now(), s.clock.now());
    for (let k = 0; k < 3; k++) await ok('appNewYearUserOpen', {}, xmas.token);
    await ok('appNewYearUserExtra', {}, xmas.token);

    // ── password reset revokes sessions; logout revokes the token ──
    await ok('forgetPassword', { mobile, code: await otp(mobile, 1), password: s.encrypt('newsecret9') }, undefined);
    expect((await s.call('refreshData', {}, t)).status).toBe(401);
    const again = await ok('accountLogin', { account: mobile, password: s.encrypt('newsecret9') });
    await ok('logout', {}, again.token as string);
    expect((await s.call('refreshData', {}, again.token as string)).status).toBe(401);

    // ── and nothing was left out ──
    expect(operations.filter((o) => !called.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
  });
});
