/**
 * Every operation of openapi.yaml called with a valid body in one realistic player journey (anonymous
 * browsing, phone registration with OTP, login, lobby, mail, bank card, deposits through the sandbox
 * payment page, first charge, login-pay card, invite, safebox, KYC, withdrawal, LINE login and mobile
 * binding, password reset, logout) — the journey of scripts/conformance/journey.ts, the one the
 * conformance kit walks on any backend. Here it runs against the reference server with the database hooks
 * that reach the few states HTTP cannot, so every answer is expected to be a contract-valid success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract/operations.gen';
import { adjust, balance, post } from '../../server/domain/ledger';
import { sql } from '../../server/db/sql';
import { Backend, Recorder } from '../../scripts/conformance/backend';
import { detectSandbox, runJourneys, type ReferenceHooks } from '../../scripts/conformance/journey';
import { startTestServer, type TestServer, launchGame } from '../helpers/server';

function hooksFor(s: TestServer): ReferenceHooks {
  const { db } = s.deps;
  return {
    spendAll(userId) {
      const coin = balance(db, userId, 'coin');
      if (coin > 0) adjust(db, { userId, account: 'coin', delta: -coin, ref: `journey:${userId}`, at: s.clock.now() });
    },
    grantPoints(userId, points) {
      post(db, {
        userId,
        account: 'lottery',
        delta: points * 100,
        kind: 'operator_credit',
        ref: `journey:${userId}`,
        at: s.clock.now(),
      });
    },
    lowerSpinTarget() {
      db.prepare('UPDATE spin_config SET target = 100').run();
    },
    betYesterday(userId, gameId) {
      const round = launchGame(s.deps, userId, gameId);
      sql(
        db,
        'INSERT INTO game_rounds (session_id, user_id, game_id, bet, win, created_at) VALUES (?, ?, ?, 20000, 0, ?)',
      ).run(round.gameUrl.split('/').pop()!, userId, gameId, s.clock.now() - 24 * 3_600_000);
    },
    betNow(userId, gameId, bet) {
      const round = launchGame(s.deps, userId, gameId);
      sql(
        db,
        'INSERT INTO game_rounds (session_id, user_id, game_id, bet, win, created_at) VALUES (?, ?, ?, ?, 0, ?)',
      ).run(round.gameUrl.split('/').pop()!, userId, gameId, bet, s.clock.now());
    },
    grantNewYearSets(userId, sets) {
      const edition = sql<[], { start_time: number }>(db, 'SELECT start_time FROM activities WHERE id = 38').get()!
        .start_time;
      const insert = sql(
        db,
        'INSERT INTO new_year_boxes (user_id, edition, source, item_id, created_at, opened_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (let k = 0; k < sets; k++)
        for (const item of [40001, 40002, 40003, 40004])
          insert.run(userId, edition, `journey:${k}:${item}`, item, s.clock.now(), s.clock.now());
    },
    openAgentCount() {
      db.prepare('UPDATE activities SET status = 1 WHERE id = 31').run();
      db.prepare('UPDATE agent4_config SET cards_per_lottery = 1').run();
    },
  };
}

describe('contract journey: every operation, valid bodies, contract-valid successes', () => {
  let s: TestServer;
  let usernameServer: TestServer;

  beforeAll(async () => {
    s = await startTestServer({ smsOutbox: true });
    usernameServer = await startTestServer({ config: { registerType: 'username' } });
  });
  afterAll(async () => {
    await s.close();
    await usernameServer.close();
  });

  it('walks a player through the whole product', async () => {
    const recorder = new Recorder();
    const backend = new Backend(s.url, { recorder });
    const sandbox = await detectSandbox(backend);
    expect(sandbox).toEqual({ sms: true, clock: true });
    const journeys = await runJourneys({ backend, sandbox, hooks: hooksFor(s) });
    expect(journeys.filter((j) => j.status !== 'passed')).toEqual([]);

    // Username registration is another variant of the server.
    const other = new Backend(usernameServer.url, { recorder });
    const registered = await runJourneys({
      backend: other,
      sandbox: await detectSandbox(other),
      hooks: hooksFor(usernameServer),
      only: ['lobby data', 'register and login'],
    });
    expect(registered.filter((j) => j.status === 'passed').map((j) => j.name)).toEqual([
      'lobby data',
      'register and login',
    ]);

    // Every answer was contract-valid, and every operation succeeded at least once.
    const broken = [...recorder.byOperation].flatMap(([op, r]) =>
      r.checks.filter((c) => !c.ok).map((c) => `${op}: ${c.why}`),
    );
    expect(broken).toEqual([]);
    expect(
      operations.filter((o) => !recorder.record(o.operationId as never).succeeded).map((o) => o.operationId),
    ).toEqual([]);
  });
});
