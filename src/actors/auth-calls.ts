/**
 * The auth calls shared by the auth flows' live implementations (login, registration, social login, OTP,
 * forgotten password, mobile binding): one per app root, created when an auth page first needs it. Passwords are encrypted with the key from preLogin (fetched once,
 * jsencrypt loaded only when needed) and never stored; the remembered account is.
 */
import { fromPromise } from 'xstate';
import type { Success } from '../api/client';
import { message } from '../../machines/message';
import type { AuthResult } from '../../contract/types';
import type { LoginThirdConfig } from '../../machines/social-login.machine';
import { outUrl, resetAffiliate } from '../lib/affiliate';
import { deviceInfo } from '../lib/device';
import { STORAGE_KEYS, writeItem } from '../lib/storage-keys';
import type { FlowPort } from './port';

type AuthAnswer = Success<'accountLogin'>;

/** The session data of an auth answer (the envelope fields dropped). */
function toAuthResult(answer: AuthAnswer): AuthResult {
  const { errcode: _e, code: _c, msg: _m, ...result } = answer as AuthAnswer & { msg?: string };
  return result;
}

export function createAuthActors(port: Pick<FlowPort, 'deps' | 'report'>) {
  const { deps } = port;
  let publicKey: Promise<string> | null = null;
  const key = () => {
    publicKey ??= deps.api.call('preLogin').then(
      (r) => r.publicKey,
      (error: unknown) => {
        publicKey = null;
        throw error;
      },
    );
    return publicKey;
  };
  const encrypt = async (secret: string) => {
    const [{ encryptSecret }, pem] = await Promise.all([import('../lib/encrypt-secret'), key()]);
    return encryptSecret(pem, secret);
  };
  const device = () => deviceInfo(deps.localStore, deps.userAgent);
  const landing = () => outUrl(deps.origin, deps.localStore, deps.tabStore);

  return {
    login: fromPromise<AuthResult, { account: string; password: string }>(async ({ input, signal }) =>
      toAuthResult(
        await deps.api.call(
          'accountLogin',
          {
            account: input.account,
            password: await encrypt(input.password),
            outUrl: landing(),
            phoneinfoJsonModel: device(),
          },
          { signal },
        ),
      ),
    ),
    register: fromPromise<
      AuthResult,
      { variant: 'username' | 'phone' | 'phoneNoOtp'; account: string; password: string; code?: string }
    >(async ({ input, signal }) => {
      const common = {
        account: input.account,
        password: await encrypt(input.password),
        type: 0 as const,
        outUrl: landing(),
        phoneinfoJsonModel: device(),
      };
      const answer =
        input.variant === 'phone'
          ? await deps.api.call(
              'accountRegist4',
              { ...common, ...(input.code ? { code: input.code } : {}) },
              { signal },
            )
          : await deps.api.call('accountRegist', common, { signal });
      return toAuthResult(answer);
    }),
    exchangeCode: fromPromise<AuthResult, { state: string; code: string; codeVerifier: string }>(
      async ({ input, signal }) =>
        toAuthResult(
          await deps.api.call('lineLogin', { ...input, outUrl: landing(), phoneinfoJsonModel: device() }, { signal }),
        ),
    ),
    fetchProviders: fromPromise<LoginThirdConfig[], void>(
      async ({ signal }) => (await deps.api.call('getLoginThirdConfigList', {}, { signal })).appLoginThirdConfigList,
    ),
    sendOtp: fromPromise<void, { mobile: string; purpose: 0 | 1 | 2 }>(async ({ input, signal }) => {
      await deps.api.call('smsSend', { mobile: input.mobile, type: input.purpose }, { signal });
    }),
    resetPassword: fromPromise<void, { mobile: string; code: string; password: string }>(async ({ input, signal }) => {
      await deps.api.call(
        'forgetPassword',
        { mobile: input.mobile, code: input.code, password: await encrypt(input.password) },
        { signal },
      );
    }),
    bind: fromPromise(
      async ({ input, signal }: { input: { mobile: string; code?: string }; signal: AbortSignal }) =>
        (await deps.api.call('bindAccount', input, { signal })).user,
    ),
    /** Provided actions that report to the session flow or write storage. */
    actions: {
      reportLogin: (result: AuthResult) => port.report({ type: 'auth.succeeded', result }),
      reportRegistered: (result: AuthResult) =>
        port.report({ type: 'auth.succeeded', result, toast: message('auth.success') }),
      rememberAccount: (account: string) => writeItem(deps.localStore, STORAGE_KEYS.rememberedAccount, account),
      resetAffiliate: () => resetAffiliate(deps.localStore, deps.tabStore),
    },
  };
}

export type AuthActors = ReturnType<typeof createAuthActors>;

const perRoot = new WeakMap<object, AuthActors>();

/**
 * The auth actors of an app root, created on first use (only the auth pages need them, so they stay out of
 * the first render of the lobby) and shared by those pages (the public key is fetched once).
 */
export function authActorsOf(port: Pick<FlowPort, 'deps' | 'report'>): AuthActors {
  let actors = perRoot.get(port);
  if (!actors) {
    actors = createAuthActors(port);
    perRoot.set(port, actors);
  }
  return actors;
}
