// @vitest-environment jsdom
/**
 * The "Take a break" and "Login history and devices" sections of /lobby/responsible-gaming and the withdraw-only
 * page (issue 25 §3, §5), under the real routes and root with a fake API: sign out everywhere else confirmed
 * with one call; a self-exclusion chosen, reviewed and confirmed, the app signed out when the player
 * acknowledges; the withdraw-only page without and with a withdraw-only session (its calls carry no app token).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PATH } from '../../contract/paths';
import { MEMBER_ANSWER } from '../machines/models/fixtures';
import { BOOT_HANDLERS, renderApp, type Handlers } from '../helpers/render';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const NOW = Date.UTC(2026, 10, 27, 5);
const place = { kind: 'public' as const, network: '203.0.113.0/24' };
const SECURITY = {
  loginHistory: [{ at: NOW, outcome: 'password' as const, device: 'Firefox · Windows', place }],
  sessions: [
    { current: 1 as const, createdAt: NOW, lastSeenAt: NOW, device: 'Chrome · Android', place },
    {
      current: 0 as const,
      createdAt: NOW,
      lastSeenAt: NOW,
      device: 'Safari · iOS',
      place: { kind: 'private' as const, network: '' },
    },
  ],
};
const NONE = {
  depositLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, used: 0, resetAt: NOW })),
};

function member(): Handlers {
  return {
    getAfterLoginInfoWeb: () => ({
      ...(BOOT_HANDLERS.getAfterLoginInfoWeb!({}) as object),
      ...MEMBER_ANSWER,
      errcode: 0,
      code: 200,
    }),
    getPlayerProtection: () => ({ errcode: 0, ...NONE }),
    getAccountSecurity: () => ({ errcode: 0, ...SECURITY }),
  };
}

describe('/lobby/responsible-gaming: breaks and devices', () => {
  it('lists the devices and the login history, and signs the other devices out after a confirmation', async () => {
    const app = await renderApp({
      path: PATH.protection,
      token: TOKEN,
      handlers: {
        ...member(),
        signOutOtherSessions: () => ({
          errcode: 0,
          signedOut: 1,
          loginHistory: SECURITY.loginHistory,
          sessions: [SECURITY.sessions[0]],
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Login history and devices' });
    expect(await within(section).findByText('Safari · iOS')).toBeInTheDocument();
    expect(within(section).getByText('Network 203.0.113.0/24', { selector: 'span' })).toBeInTheDocument();
    expect(within(section).getByText('Wrong password')).toBeInTheDocument();
    await app.user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Sign them out' }));
    expect(await within(section).findByText('1 device was signed out.')).toBeInTheDocument();
    expect(within(section).queryByText('Safari · iOS')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(app.calls.filter((c) => c.operationId === 'signOutOtherSessions')).toHaveLength(1);
  });

  it('a self-exclusion: chosen, reviewed, a missing password said, done with the end date, then signed out here too', async () => {
    const endsAt = Date.UTC(2027, 4, 27, 5);
    const app = await renderApp({
      path: PATH.protection,
      token: TOKEN,
      handlers: {
        ...member(),
        preLogin: () => ({ errcode: 0, publicKey: TEST_KEY, keyId: 'k', algorithm: 'RSA-OAEP-256' }),
        startExclusion: () => ({
          errcode: 0,
          exclusion: { kind: 'selfExclusion', duration: '6m', startedAt: NOW, endsAt, revocableAt: endsAt },
        }),
        logout: () => ({ errcode: 0 }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Take a break' });
    await app.user.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    expect(within(section).getByRole('radio', { name: '6 months' })).toBeChecked();
    await app.user.click(within(section).getByRole('radio', { name: '1 year' }));
    await app.user.click(within(section).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself' });
    expect(within(dialog).getByText('You are excluding yourself for 1 year.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect(await within(dialog).findByText('Type your password.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Password'), 'Secret123!');
    await app.user.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    const done = await screen.findByRole('dialog', { name: 'Done' });
    expect(
      within(done).getByText(/^Your break is in force until .*2027.*You have been signed out on every device\.$/),
    ).toBeInTheDocument();
    const sent = app.calls.find((c) => c.operationId === 'startExclusion')?.body;
    expect(sent).toMatchObject({ kind: 'selfExclusion', duration: '1y' });
    expect(sent?.password).not.toBe('Secret123!');
    await app.user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.local.getItem('token')).toBeNull());
  });
});

describe('/withdraw-only', () => {
  it('without a withdraw-only session asks to sign in', async () => {
    await renderApp({ path: PATH.withdrawOnly });
    expect(await screen.findByText('Sign in with your password to withdraw your balance.')).toBeInTheDocument();
  });
});

// A 2048-bit RSA public key (the fake preLogin's): the page encrypts the password with it like login does.
const TEST_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAkUQOZFJyPfd4OG5WsW7X
nCnxCmvrO2XQpfIME5ktL3vwmkuQ4VFmow8yreebsjat4cMyA50Md+7OQAA+Q/gD
6RK29oETzT8Thi9k7TtOSfMz83exq8LhVWCygC+S/mgYOo3X2viRL7sAoyxebaTm
25kJ8z6tY0Vh57ChotRH/wI3PfohgMVLF/MK1vZVIAtMvrS43nDvVctixQ2jSWHa
h3luQcb2sKFdUsJdM97ONcHANIlbXZPj2hwzFhCBqRz5rA9cuA1OVnuPuNOxJ9Ma
ssCzp01ItMtn9mT19MQChKG3QrUNeN8/gl8GHnrKYWaOsBV0kL8cJWH+bgpTsU7E
MQIDAQAB
-----END PUBLIC KEY-----`;
