import { createHash, webcrypto } from 'node:crypto';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  NOT_STARTED_HERE,
  socialLoginMachine,
  type SocialLoginAttempt,
} from '../../machines/social-login.machine';
import { beginLineAttempt, LINE_ATTEMPT_KEY, LINE_ATTEMPT_TTL_MS, recallLineAttempt } from '../../src/lib/line-attempt';
import { memoryStorage } from '../../src/lib/storage-keys';
import { describePaths } from '../helpers/describe-paths';
import { PROVIDER, socialLoginModels } from './models/auth-flows.model';
import { AUTH_RESULT } from './models/fixtures';
import { flush } from '../helpers/flow-steps';

for (const model of socialLoginModels) describePaths(model);

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
