import { createHash, webcrypto } from 'node:crypto';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BALANCE_REFRESH_THROTTLE_MS } from '../../machines/constants';
import { bindMobileMachine } from '../../machines/bind-mobile.machine';
import { coinRefreshMachine } from '../../machines/coin-refresh.machine';
import { forgetPasswordMachine } from '../../machines/forget-password.machine';
import { greenAgreementMachine } from '../../machines/green-agreement.machine';
import { logoutMachine } from '../../machines/logout.machine';
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import type { Figures, UserInfo } from '../../contract/types';
import {
  authorizeUrl,
  NOT_STARTED_HERE,
  socialLoginMachine,
  type SocialLoginAttempt,
} from '../../machines/social-login.machine';
import { beginLineAttempt, LINE_ATTEMPT_KEY, LINE_ATTEMPT_TTL_MS, recallLineAttempt } from '../../src/lib/line-attempt';
import { memoryStorage } from '../../src/lib/storage-keys';
import { describePaths } from '../helpers/describe-paths';
import {
  PROVIDER,
  bindMobileModels,
  coinRefreshModel,
  forgetPasswordModel,
  greenAgreementModels,
  logoutModel,
  socialLoginModels,
} from './models/auth-flows.model';
import { AUTH_RESULT, USER } from './models/fixtures';
import { RULES } from './models/register.model';

for (const model of [
  ...socialLoginModels,
  logoutModel,
  coinRefreshModel,
  ...greenAgreementModels,
  forgetPasswordModel,
  ...bindMobileModels,
]) {
  describePaths(model);
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
const FIGURES: Figures = { coin: 12345, lottery: 10, vip: 1, vipExp: 3, userLevel: 1, bet: 500 };

describe('socialLogin', () => {
  /** This tab's store and the platform crypto, as the live actors use them (src/lib/line-attempt.ts). */
  const attempts = (store = memoryStorage(), now = () => 1_000_000) => ({
    store,
    beginAttempt: fromPromise<SocialLoginAttempt, void>(() =>
      beginLineAttempt({ crypto: webcrypto as unknown as Crypto, store, now }),
    ),
    recallAttempt: fromPromise<{ codeVerifier: string } | null, { state: string }>(async ({ input }) =>
      recallLineAttempt({ store, now }, input.state),
    ),
  });

  it('shows the button only with provider id 3 and redirects with a fresh state and an S256 challenge', async () => {
    const tab = attempts();
    const start = async () => {
      const actor = createActor(
        socialLoginMachine.provide({
          actors: {
            fetchProviders: fromPromise(async () => [PROVIDER]),
            exchangeCode: fromPromise(async () => AUTH_RESULT),
            beginAttempt: tab.beginAttempt,
          },
        }),
        { input: { state: null, code: null } },
      );
      const redirects: string[] = [];
      actor.on('redirect', (e) => void redirects.push(e.url));
      actor.start();
      await flush();
      expect(actor.getSnapshot().value).toBe('available');
      actor.send({ type: 'social.start' });
      await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
      return new URL(redirects[0]!);
    };
    const url = await start();
    expect(url.origin + url.pathname).toBe(PROVIDER.authorizeUrl);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'sandbox-line-client',
      redirect_uri: 'http://localhost/login',
      scope: 'profile openid email',
      code_challenge_method: 'S256',
    });
    expect(query.state).not.toBe(PROVIDER.state);
    expect(query.state!.length).toBeGreaterThanOrEqual(32);
    // The challenge is the S256 of the verifier this tab keeps; the verifier itself never leaves the tab.
    const kept = JSON.parse(tab.store.getItem(LINE_ATTEMPT_KEY)!) as { state: string; verifier: string };
    expect(kept.state).toBe(query.state);
    expect(query.code_challenge).toBe(createHash('sha256').update(kept.verifier).digest('base64url'));
    expect(url.search).not.toContain(kept.verifier);
    expect(authorizeUrl(PROVIDER, { state: kept.state, codeChallenge: query.code_challenge! })).toBe(url.href);
    // Every attempt is new.
    const second = await start();
    expect(second.searchParams.get('state')).not.toBe(query.state);
    expect(second.searchParams.get('code_challenge')).not.toBe(query.code_challenge);
  });

  it('hides the button without provider id 3', async () => {
    const actor = createActor(
      socialLoginMachine.provide({ actors: { fetchProviders: fromPromise(async () => [{ ...PROVIDER, id: 2 }]) } }),
      { input: { state: null, code: null } },
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  /** A return to a tab with `tab`'s store: what was exchanged and reported, and where the flow ended. */
  async function returnTo(tab: ReturnType<typeof attempts>, input: { state: string; code: string }) {
    const exchanged: unknown[] = [];
    const reported: string[] = [];
    const actor = createActor(
      socialLoginMachine.provide({
        actors: {
          fetchProviders: fromPromise(async () => [PROVIDER]),
          recallAttempt: tab.recallAttempt,
          exchangeCode: fromPromise(async ({ input }) => {
            exchanged.push(input);
            return AUTH_RESULT;
          }),
        },
        actions: { reportAuthenticated: (_, p) => void reported.push(p.result.token) },
      }),
      { input },
    );
    const navigations: string[] = [];
    actor.on('navigate', (e) => void navigations.push(e.to));
    actor.start();
    await flush();
    return { actor, exchanged, reported, navigations };
  }

  it('exchanges a return to the tab that started it, with its verifier, once; cleans the address bar', async () => {
    const tab = attempts();
    const { state } = await beginLineAttempt({
      crypto: webcrypto as unknown as Crypto,
      store: tab.store,
      now: () => 1_000_000,
    });
    const verifier = (JSON.parse(tab.store.getItem(LINE_ATTEMPT_KEY)!) as { verifier: string }).verifier;
    const back = await returnTo(tab, { state, code: 'c0de' });
    expect(back.navigations).toEqual(['/login']);
    expect(back.exchanged).toEqual([{ state, code: 'c0de', codeVerifier: verifier }]);
    expect(back.reported).toEqual([AUTH_RESULT.token]);
    expect(back.actor.getSnapshot().status).toBe('done');
    // The same return again (a reload, a replayed link): the attempt is used up.
    const replay = await returnTo(tab, { state, code: 'c0de' });
    expect(replay.exchanged).toEqual([]);
    expect(replay.actor.getSnapshot().context.error).toEqual(NOT_STARTED_HERE);
  });

  it('login CSRF: a return this tab did not start is refused with a message, and nothing is sent', async () => {
    // A link with the attacker's code, opened in a tab that started no attempt.
    const fresh = await returnTo(attempts(), { state: 'sandbox-line-login', code: 'attackers-code' });
    expect(fresh.exchanged).toEqual([]);
    expect(fresh.reported).toEqual([]);
    expect(fresh.navigations).toEqual(['/login']);
    expect(fresh.actor.getSnapshot().value).toBe('available');
    expect(fresh.actor.getSnapshot().context).toMatchObject({ error: NOT_STARTED_HERE, state: null, code: null });
    // A tab waiting for its own attempt, sent another attempt's state.
    const tab = attempts();
    await beginLineAttempt({ crypto: webcrypto as unknown as Crypto, store: tab.store, now: () => 1_000_000 });
    const other = await returnTo(tab, { state: 'someone-elses-state', code: 'attackers-code' });
    expect(other.exchanged).toEqual([]);
    expect(other.actor.getSnapshot().context.error).toEqual(NOT_STARTED_HERE);
  });

  it('an attempt older than its lifetime is not exchanged', async () => {
    let now = 1_000_000;
    const tab = attempts(memoryStorage(), () => now);
    const { state } = await beginLineAttempt({
      crypto: webcrypto as unknown as Crypto,
      store: tab.store,
      now: () => now,
    });
    now += LINE_ATTEMPT_TTL_MS + 1;
    const late = await returnTo(tab, { state, code: 'c0de' });
    expect(late.exchanged).toEqual([]);
    expect(late.actor.getSnapshot().context.error).toEqual(NOT_STARTED_HERE);
  });

  it('both locales say why a return was refused', () => {
    expect(NOT_STARTED_HERE.id).toBe('auth.social.notStartedHere');
  });
});

describe('logout', () => {
  it('asks first; Cancel keeps the session; OK revokes and reports even when revoking fails', async () => {
    const log: string[] = [];
    const actor = createActor(
      logoutMachine.provide({
        actors: {
          revokeToken: fromPromise<void, void>(async () => {
            log.push('revoke');
            throw { kind: 'network' };
          }),
        },
        actions: { reportSignedOut: () => void log.push('signedOut') },
      }),
    ).start();
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'logout.cancel' });
    expect(log).toEqual([]);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await flush();
    expect(log).toEqual(['revoke', 'signedOut']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('coinRefresh', () => {
  function start(refresh: () => Promise<Figures>) {
    const calls: number[] = [];
    const reported: Figures[] = [];
    const toasts: Array<{ id: string; values?: Record<string, unknown> }> = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      coinRefreshMachine.provide({
        actors: {
          refreshFigures: fromPromise(async () => {
            calls.push(clock.now());
            return refresh();
          }),
        },
        actions: { reportFigures: (_, p) => void reported.push(p.figures) },
      }),
      { clock },
    );
    actor.on('toast', (e) => void toasts.push(e.message as never));
    actor.start();
    return { actor, clock, calls, reported, toasts };
  }

  it('ignores a second tap within 5000 ms of the last, and accepts one after', async () => {
    const { actor, clock, calls, reported, toasts } = start(async () => FIGURES);
    actor.send({ type: 'coin.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    await flush();
    expect(reported).toEqual([FIGURES]);
    expect(toasts).toEqual([{ id: 'wallet.refreshSucc' }]);
    clock.increment(BALANCE_REFRESH_THROTTLE_MS - 1);
    actor.send({ type: 'coin.refresh' });
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    actor.send({ type: 'coin.refresh' });
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('toasts refreshFail with the errcode', async () => {
    const { actor, toasts, reported } = start(async () => {
      throw { kind: 'business', errcode: 3001 };
    });
    actor.send({ type: 'coin.refresh' });
    await flush();
    expect(toasts).toEqual([{ id: 'wallet.refreshFail', values: { code: 3001 } }]);
    expect(reported).toEqual([]);
  });

  it('never cuts off a slow answer: taps stay ignored until it is in', async () => {
    let resolve: (f: Figures) => void = () => {};
    const { actor, clock, calls, reported } = start(() => new Promise<Figures>((r) => (resolve = r)));
    actor.send({ type: 'coin.refresh' });
    clock.increment(BALANCE_REFRESH_THROTTLE_MS * 2);
    actor.send({ type: 'coin.refresh' });
    expect(calls).toHaveLength(1);
    resolve(FIGURES);
    await flush();
    expect(reported).toEqual([FIGURES]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('greenAgreement', () => {
  it('saves the record when the sheet opens, resets it to 0 on close, and agrees with I Agree', () => {
    const saved: number[] = [];
    const actor = createActor(
      greenAgreementMachine.provide({ actions: { persistAgreement: (_, p) => void saved.push(p.value) } }),
      {
        input: { stored: 0 },
      },
    ).start();
    actor.send({ type: 'terms.toggle' });
    expect(actor.getSnapshot().value).toBe('reading');
    actor.send({ type: 'sheet.close' });
    expect(actor.getSnapshot().value).toBe('unagreed');
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'terms.agree' });
    expect(actor.getSnapshot().value).toBe('agreed');
    expect(saved).toEqual([1, 0, 1, 2]);
  });

  it('restores an agreement kept for the browser session', () => {
    expect(
      createActor(greenAgreementMachine, { input: { stored: 2 } })
        .start()
        .getSnapshot().value,
    ).toBe('agreed');
  });
});

describe('forgetPassword and bindMobile', () => {
  it('resets the password with the code sent for purpose 1, then goes to /login', async () => {
    const sms: unknown[] = [];
    const reset: unknown[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      forgetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise(async ({ input }) => void reset.push(input)),
          otp: otpCountdownMachine.provide({
            actors: { sendOtp: fromPromise(async ({ input }) => void sms.push(input)) },
          }),
        },
      }),
      { input: { rules: RULES }, clock },
    );
    const emitted: unknown[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    const set = (field: 'mobile' | 'code' | 'password' | 'confirm', value: string) =>
      actor.send({ type: 'field.change', field, value });
    set('mobile', '0812345678');
    actor.send({ type: 'otp.send' });
    clock.increment(300);
    await flush();
    expect(sms).toEqual([{ mobile: '0812345678', purpose: 1 }]);
    set('code', '111222');
    set('password', 'newsecret1');
    set('confirm', 'newsecret2');
    actor.send({ type: 'forget.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ confirm: { id: 'validation.confirm' } });
    set('confirm', 'newsecret1');
    actor.send({ type: 'forget.submit' });
    clock.increment(300);
    await flush();
    expect(reset).toEqual([{ mobile: '0812345678', code: '111222', password: 'newsecret1' }]);
    expect(emitted).toContainEqual({ type: 'navigate', to: '/login', replace: true });
  });

  it('binds a mobile (code required with OTP on), reports the player and goes back', async () => {
    const users: UserInfo[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      bindMobileMachine.provide({
        actors: { bind: fromPromise(async () => ({ ...USER, mobile: '0812345678' })) },
        actions: { reportUser: (_, p) => void users.push(p.user) },
      }),
      { input: { rules: RULES, otp: true, hasMobile: false }, clock },
    );
    const emitted: unknown[] = [];
    actor.on('*', (e) => void emitted.push(e));
    actor.start();
    actor.send({ type: 'field.change', field: 'mobile', value: '0812345678' });
    actor.send({ type: 'bind.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: { id: 'validation.otp' } });
    actor.send({ type: 'field.change', field: 'code', value: '123456' });
    actor.send({ type: 'bind.submit' });
    clock.increment(300);
    await flush();
    expect(users.map((u) => u.mobile)).toEqual(['0812345678']);
    expect(emitted).toContainEqual({ type: 'navigate', to: 'back' });
  });

  it('is not offered to a player who already has a mobile', () => {
    const actor = createActor(bindMobileMachine, { input: { rules: RULES, otp: true, hasMobile: true } }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it.each([
    [2104, 'bind.failed.2104'],
    [1045, 'bind.failed.1045'],
  ])('gives %i its own message', async (errcode, id) => {
    const clock = new SimulatedClock();
    const actor = createActor(
      bindMobileMachine.provide({
        actors: {
          bind: fromPromise<UserInfo, { mobile: string; code?: string }>(async () => {
            throw { kind: 'business', errcode };
          }),
        },
      }),
      { input: { rules: RULES, otp: false, hasMobile: false }, clock },
    ).start();
    actor.send({ type: 'field.change', field: 'mobile', value: '0812345678' });
    actor.send({ type: 'bind.submit' });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ id });
  });
});
