// @vitest-environment jsdom
/**
 * /login: the form as the login flow drives it, the per-code failures (docs/product/errors.md), the terms row
 * (brand build and green mode), the social login button and the return from the provider.
 */
import { webcrypto } from 'node:crypto';
import { codeChallengeOf, LINE_ATTEMPT_KEY } from '../../src/lib/line-attempt';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { AUTH_RESULT, CONFIG_WITH_LIST } from '../machines/models/fixtures';
import { fail, renderApp, type Handlers } from '../helpers/render';
import { decrypt, keys } from '../helpers/test-rsa';

afterEach(() => cleanup());

const PASSWORD = 'Secret-pass-77';
const LINE = {
  id: 3,
  name: 'LINE',
  authorizeUrl: 'http://lobby.test/sandbox/line/authorize',
  clientId: 'client-1',
  redirectUri: 'http://lobby.test/login',
  scope: 'profile openid email',
  state: 'line-login',
};

const AUTH: Handlers = {
  preLogin: () => ({ errcode: 0, publicKey: keys.publicKey, keyId: 'k1', algorithm: 'RSA-OAEP-256' }),
  accountLogin: () => ({ errcode: 0, code: 200, ...AUTH_RESULT }),
  getLoginThirdConfigList: () => ({ errcode: 0, appLoginThirdConfigList: [] }),
};

const config = (patch: Partial<typeof CONFIG_WITH_LIST>): Handlers => ({
  anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST, ...patch }),
});

async function fill(app: Awaited<ReturnType<typeof renderApp>>, account: string, password: string) {
  await app.user.type(await screen.findByRole('textbox', { name: 'Account' }), account);
  await app.user.type(screen.getByLabelText('Password'), password);
}

describe('/login', () => {
  it('keeps submit disabled until both fields are filled', async () => {
    const app = await renderApp({ path: '/login', handlers: AUTH });
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    const account = screen.getByRole('textbox', { name: 'Account' });
    expect(account).toHaveAttribute('autocomplete', 'username');
    expect(account).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await app.user.type(account, 'player01');
    expect(submit).toBeDisabled();
    await app.user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeEnabled();
    await app.user.clear(account);
    expect(submit).toBeDisabled();
    expect(app.calls.some((c) => c.operationId === 'accountLogin')).toBe(false);
  });

  it('shows and hides the password, links to /forget and /register, and has back and service buttons', async () => {
    const app = await renderApp({ path: '/login', handlers: AUTH });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    // Customer service opens in place (tests/views/service.test.tsx); the link's address is its page.
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/service');
  });

  it('logs in with the encrypted password, remembers the account only, and lands on /lobby/home', async () => {
    const app = await renderApp({ path: '/login', handlers: AUTH });
    await fill(app, ' player01 ', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logging in…')).toBeInTheDocument();
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('accountLogin'));
    const ops = app.calls.map((c) => c.operationId);
    expect(ops.indexOf('preLogin')).toBeLessThan(ops.indexOf('accountLogin'));
    const body = app.calls.find((c) => c.operationId === 'accountLogin')!.body;
    expect(body.account).toBe('player01');
    expect(body.password).not.toBe(PASSWORD);
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
    expect(decrypt(body.password as string)).toBe(PASSWORD);
    await waitFor(() => expect(app.location()).toBe('/lobby/home'));
    expect(screen.queryByText('Logging in…')).not.toBeInTheDocument();
    expect(app.local.map.get(STORAGE_KEYS.rememberedAccount)).toBe('player01');
    for (const storage of [app.local.map, app.session.map])
      for (const [key, value] of storage) expect(value, key).not.toContain(PASSWORD);
  });

  it('prefills the remembered account', async () => {
    await renderApp({ path: '/login', handlers: AUTH, local: { [STORAGE_KEYS.rememberedAccount]: 'player09' } });
    expect(await screen.findByRole('textbox', { name: 'Account' })).toHaveValue('player09');
  });

  it('shows the per-code message of 101 with its code, and closes the loading status', async () => {
    const app = await renderApp({
      path: '/login',
      handlers: { ...AUTH, accountLogin: () => fail('accountLogin', 101) },
    });
    await fill(app, 'player01', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed: account or password incorrect (code 101).',
    );
    expect(screen.queryByText('Logging in…')).not.toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows the generic message with the code for another errcode', async () => {
    const app = await renderApp({
      path: '/login',
      handlers: { ...AUTH, accountLogin: () => fail('accountLogin', 5555) },
    });
    await fill(app, 'player01', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed \(code 5555\)\.$/);
  });

  it('on a terms build, shows the account tips until the terms are agreed', async () => {
    const app = await renderApp({ path: '/login', handlers: { ...AUTH, ...config({ brandCode: 'n7' }) } });
    const box = await screen.findByRole('checkbox', {
      name: 'I have read and agree to the Terms of Use and Privacy Policy',
    });
    expect(box).not.toBeChecked();
    await fill(app, 'player01', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please read and agree to the Terms of Use and Privacy Policy first.',
    );
    expect(app.calls.some((c) => c.operationId === 'accountLogin')).toBe(false);

    // The links open the sheet on their tab, to read.
    await app.user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(within(sheet).queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();
    await app.user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await app.user.click(box);
    expect(box).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('accountLogin'));
  });

  it('has no terms row on a build without them', async () => {
    await renderApp({ path: '/login', handlers: AUTH });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('in green mode, ticking the box opens the terms sheet; I Agree ticks it, closing resets', async () => {
    const app = await renderApp({ path: '/login', handlers: { ...AUTH, ...config({ mode: 'green' }) } });
    const box = await screen.findByRole('checkbox', {
      name: 'I have read and agree to the Terms of Use and Privacy Policy',
    });
    await app.user.click(box);
    let sheet = await screen.findByRole('dialog', { name: 'Terms and privacy' });
    expect(box).not.toBeChecked();
    expect(app.session.map.get('greenAgreement')).toBe('1');
    await app.user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box).not.toBeChecked();
    expect(app.session.map.get('greenAgreement')).toBe('0');

    await app.user.click(box);
    sheet = await screen.findByRole('dialog');
    await app.user.click(within(sheet).getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box).toBeChecked();
    expect(app.session.map.get('greenAgreement')).toBe('2');

    // The login flow took the agreement: a submit goes through.
    await fill(app, 'player01', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('accountLogin'));
  });

  it('shows the social login button only when the provider list has id 3, and redirects to it', async () => {
    await renderApp({
      path: '/login',
      handlers: {
        ...AUTH,
        getLoginThirdConfigList: () => ({ errcode: 0, appLoginThirdConfigList: [{ ...LINE, id: 2 }] }),
      },
    });
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in with LINE' })).not.toBeInTheDocument());
    cleanup();

    const app = await renderApp({
      path: '/login',
      handlers: { ...AUTH, getLoginThirdConfigList: () => ({ errcode: 0, appLoginThirdConfigList: [LINE] }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Log in with LINE' }));
    expect(app.redirects).toHaveLength(1);
    const url = new URL(app.redirects[0]!);
    expect(url.origin + url.pathname).toBe(LINE.authorizeUrl);
    // A fresh random state and an S256 PKCE challenge per attempt, the verifier kept in this tab (line-attempt.ts).
    const { state, code_challenge: challenge, ...rest } = Object.fromEntries(url.searchParams);
    expect(rest).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'http://lobby.test/login',
      scope: 'profile openid email',
      code_challenge_method: 'S256',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const kept = JSON.parse(app.session.getItem(LINE_ATTEMPT_KEY)!) as { state: string; verifier: string };
    expect(kept.state).toBe(state);
    expect(challenge).toBe(await codeChallengeOf(webcrypto as Crypto, kept.verifier));
  });

  it('holds the social block’s place, unseen, while the providers load: nothing under it moves', async () => {
    let answer = () => {};
    await renderApp({
      path: '/login',
      handlers: {
        ...AUTH,
        getLoginThirdConfigList: () =>
          new Promise((r) => (answer = () => r({ errcode: 0, appLoginThirdConfigList: [LINE] }))),
      },
    });
    await screen.findByRole('button', { name: 'Log in' });
    const register = screen.getByRole('link', { name: 'Register' });
    const reserved = register.closest('p')!.previousElementSibling as HTMLElement;
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(within(reserved).getByRole('button', { hidden: true })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Log in with LINE' })).not.toBeInTheDocument();
    answer();
    const button = await screen.findByRole('button', { name: 'Log in with LINE' });
    expect(button).toBeEnabled();
    // The same element, now shown: the paragraph under it kept its place in the document.
    expect(register.closest('p')!.previousElementSibling).toBe(button.closest('div'));
    expect(button.closest('div')).not.toHaveAttribute('aria-hidden');
  });

  it('handles the return from the provider: lineLogin, "Success.", then /lobby/home', async () => {
    const verifier = 'v'.repeat(43);
    const app = await renderApp({
      path: '/login?state=s&code=c',
      // This tab started the attempt with state `s` (line-attempt.ts).
      tab: { [LINE_ATTEMPT_KEY]: JSON.stringify({ state: 's', verifier, at: Date.now() }) },
      handlers: { ...AUTH, lineLogin: () => ({ errcode: 0, code: 200, ...AUTH_RESULT }) },
    });
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('lineLogin'));
    expect(app.calls.find((c) => c.operationId === 'lineLogin')!.body).toMatchObject({
      state: 's',
      code: 'c',
      codeVerifier: verifier,
    });
    // The code is cleaned from the address bar first.
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByText('Success.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/lobby/home'));
  });

  it('refuses a return this tab did not start (a link with someone else’s code), without calling lineLogin', async () => {
    const app = await renderApp({
      path: '/login?state=attacker&code=c',
      handlers: { ...AUTH, lineLogin: () => ({ errcode: 0, code: 200, ...AUTH_RESULT }) },
    });
    expect(await screen.findByText(/This LINE sign-in was not started in this browser tab/)).toBeInTheDocument();
    expect(app.calls.map((c) => c.operationId)).not.toContain('lineLogin');
    // The address bar is cleaned of the foreign code (a navigation of its own, after the message).
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
