// @vitest-environment jsdom
/**
 * /forget (a code, then a new password) and /bind (bind a mobile to a player without one; a player with one
 * sees it bound): the happy paths, one failure each, the already-bound state, and the desktop route.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import { BOOT_HANDLERS, fail, renderApp, type Handlers } from '../helpers/render';
import { decrypt, keys } from '../helpers/test-rsa';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const SMS: Handlers = { smsSend: () => ({ errcode: 0, resendSeconds: 60, expireSeconds: 600 }) };
const FORGET: Handlers = {
  ...SMS,
  preLogin: () => ({ errcode: 0, publicKey: keys.publicKey, keyId: 'k1', algorithm: 'RSA-OAEP-256' }),
  forgetPassword: () => ({ errcode: 0 }),
};

/** A member without a mobile number; `otpStatus` as given. */
function memberWithoutMobile(otpStatus: 0 | 1 = 1): Handlers {
  const user = { ...USER, mobile: '' };
  return {
    ...SMS,
    getAfterLoginInfoWeb: () => ({
      ...(BOOT_HANDLERS.getAfterLoginInfoWeb!({}) as object),
      ...MEMBER_ANSWER,
      otpStatus,
      user,
      errcode: 0,
      code: 200,
    }),
    getUserInfo: () => ({ errcode: 0, user }),
  };
}

describe('/forget', () => {
  it('sends a code (purpose 1), sets the new password, toasts and goes to /login', async () => {
    const app = await renderApp({ path: '/forget', handlers: FORGET });
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0812345678');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('smsSend'));
    expect(app.calls.find((c) => c.operationId === 'smsSend')!.body).toEqual({ mobile: '0812345678', type: 1 });
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    // The "sent" toast; tapping it dismisses it.
    await app.user.click(await screen.findByRole('button', { name: 'Verification code sent.' }));

    await app.user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await app.user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await app.user.type(screen.getByLabelText('Confirm password'), 'brand-new-1');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('forgetPassword'));
    const body = app.calls.find((c) => c.operationId === 'forgetPassword')!.body;
    expect(body).toMatchObject({ mobile: '0812345678', code: '654321' });
    expect(decrypt(body.password as string)).toBe('brand-new-1');
    expect(await screen.findByText('Password changed. Log in with the new password.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('shows the rules, then the message of a wrong code', async () => {
    const app = await renderApp({
      path: '/forget',
      handlers: { ...FORGET, forgetPassword: () => fail('forgetPassword', 1043) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Mobile number: 10 to 10 digits, starting with 0.',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password: 6–20 characters.');

    await app.user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0812345678');
    await app.user.type(screen.getByRole('textbox', { name: 'Verification code' }), '000000');
    await app.user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await app.user.type(screen.getByLabelText('Confirm password'), 'brand-new-1');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Login failed: the verification code is wrong or has expired (code 1043).'),
    ).toHaveAttribute('role', 'alert');
    expect(app.location()).toBe('/forget');
  });

  it('links back to login', async () => {
    await renderApp({ path: '/forget', handlers: FORGET });
    expect(await screen.findByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });
});

describe('/bind', () => {
  it('shows the bound number (masked) to a player who has one, and a way back', async () => {
    await renderApp({ path: '/bind', token: TOKEN });
    expect(await screen.findByRole('heading', { name: 'Your mobile number' })).toBeInTheDocument();
    expect(screen.getByText('081****678 is already bound to this account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/lobby/home');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('binds a number with the code, updates the player and goes back', async () => {
    const bound = { ...USER, mobile: '0898765432' };
    const app = await renderApp({
      path: '/service',
      token: TOKEN,
      handlers: { ...memberWithoutMobile(), bindAccount: () => ({ errcode: 0, user: bound }) },
    });
    await screen.findByRole('heading', { name: 'Customer service' });
    app.root.perform({ type: 'navigate', to: '/bind' });
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0898765432');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('smsSend'));
    expect(app.calls.find((c) => c.operationId === 'smsSend')!.body).toEqual({ mobile: '0898765432', type: 2 });
    await app.user.click(await screen.findByRole('button', { name: 'Verification code sent.' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Verification code' }), '112233');
    await app.user.click(screen.getByRole('button', { name: 'Bind number' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('bindAccount'));
    expect(app.calls.find((c) => c.operationId === 'bindAccount')!.body).toEqual({
      mobile: '0898765432',
      code: '112233',
    });
    expect(await screen.findByText('Mobile number bound.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/service'));
    expect(app.root.session.getSnapshot().context.user?.mobile).toBe('0898765432');
  });

  it('shows the message of a number in use', async () => {
    const app = await renderApp({
      path: '/bind',
      token: TOKEN,
      handlers: { ...memberWithoutMobile(0), bindAccount: () => fail('bindAccount', 1045) },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0898765432');
    // otpStatus off: no code.
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Bind number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mobile number is already in use.');
    expect(app.calls.find((c) => c.operationId === 'bindAccount')!.body).toEqual({ mobile: '0898765432' });
    expect(app.location()).toBe('/bind');
  });

  it('is /lobby/bind on desktop, in the desktop shell', async () => {
    const app = await renderApp({ path: '/bind', token: TOKEN, layout: 'desktop', handlers: memberWithoutMobile() });
    await waitFor(() => expect(app.location()).toBe('/lobby/bind'));
    expect(await screen.findByRole('heading', { name: 'Bind mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });
});
