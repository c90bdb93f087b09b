// @vitest-environment jsdom
/**
 * /register: the three variants and green mode, the rules with their configured bounds, the send-code
 * button's countdown, a phone registration end to end, the 1045 failure, the terms gate.
 */
import { generateKeyPairSync } from 'node:crypto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_RESULT, CONFIG_WITH_LIST } from '../machines/models/fixtures';
import { fail, renderApp, type Handlers } from '../helpers/render';

afterEach(() => cleanup());

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const AUTH: Handlers = {
  preLogin: () => ({ errcode: 0, publicKey, keyId: 'k1', algorithm: 'RSA-OAEP-256' }),
  smsSend: () => ({ errcode: 0, resendSeconds: 60, expireSeconds: 600 }),
  accountRegist4: () => ({ errcode: 0, code: 200, ...AUTH_RESULT }),
  accountRegist: () => ({ errcode: 0, code: 200, ...AUTH_RESULT }),
};

/** The configuration of the fixtures (phone, OTP on, 10 digits starting with 0) with a patch. */
const build = (patch: Partial<typeof CONFIG_WITH_LIST>): Handlers => ({
  ...AUTH,
  anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST, ...patch }),
});

const open = (handlers: Handlers = AUTH, locale: 'en-US' | 'th-TH' = 'en-US') =>
  renderApp({ path: '/register', handlers, locale });

describe('/register', () => {
  it('username variant: username, password and confirmation, nothing else', async () => {
    await open(build({ registerType: 'username' }));
    const username = await screen.findByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // The registration reward (userRegisterCoin 1000 hundredths).
    expect(screen.getByText('Sign up today and get 10.00 coins free')).toBeInTheDocument();
  });

  it('phone variant with OTP: phone (numeric, tel), code with its send button', async () => {
    await open();
    const phone = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByText('The phone number is used to verify account security.')).not.toBeInTheDocument();
  });

  it('phoneNoOtp variant: the security note, no code', async () => {
    await open(build({ registerType: 'phoneNoOtp' }));
    const phone = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(phone).toHaveAccessibleDescription('The phone number is used to verify account security.');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it('green mode: phone with code, the website picker on the current host, and the terms gate', async () => {
    const app = await open(build({ mode: 'green', registerType: 'username' }));
    const picker = await screen.findByRole('combobox', { name: 'Website' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([new URL(app.root.deps.origin).host]);
    expect(picker).toHaveValue(new URL(app.root.deps.origin).host);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: /agree to the Terms of Use/ }));
    const sheet = await screen.findByRole('dialog');
    await app.user.click(within(sheet).getByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('on a terms build, keeps submit disabled until the terms are agreed', async () => {
    const app = await open(build({ brandCode: '6b' }));
    const submit = await screen.findByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    await app.user.click(screen.getByRole('checkbox', { name: /agree to the Terms of Use/ }));
    expect(submit).toBeEnabled();
  });

  it('shows each rule with its configured bounds', async () => {
    const app = await open(build({ registerType: 'username', usernameLengthMin: 7, passwordLengthMax: 18 }));
    await app.user.type(await screen.findByRole('textbox', { name: 'Username' }), 'ab!');
    await app.user.type(screen.getByLabelText('Password'), '123');
    await app.user.type(screen.getByLabelText('Confirm password'), '124');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username: letters and digits only, 7–16 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password: 6–18 characters.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(app.calls.some((c) => c.operationId === 'accountRegist')).toBe(false);
    // Editing a field clears its message.
    await app.user.type(screen.getByRole('textbox', { name: 'Username' }), 'x');
    expect(screen.queryByText(/Username: letters/)).not.toBeInTheDocument();
  });

  it('checks the phone rule (length and start) and the code', async () => {
    const app = await open();
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '912');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Mobile number: 10 to 10 digits, starting with 0.',
    );
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Enter the 6-digit code.',
    );
    // The send button checks the number too, before any call.
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    await new Promise((r) => setTimeout(r, 400));
    expect(app.calls.some((c) => c.operationId === 'smsSend')).toBe(false);
  });

  it('sends the code and counts down, the button disabled meanwhile', async () => {
    const app = await open();
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0812345678');
    await app.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('smsSend'));
    expect(app.calls.find((c) => c.operationId === 'smsSend')!.body).toMatchObject({ mobile: '0812345678', type: 0 });
    const counting = await screen.findByRole('button', { name: /^Resend in (60|59)s$/ });
    expect(counting).toBeDisabled();
    expect(await screen.findByText('Verification code sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toHaveTextContent(/5[0-8]s/), {
      timeout: 4000,
    });
  });

  it('registers by phone with the code, then "Success." and /lobby/home', async () => {
    const app = await open();
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0812345678');
    await app.user.type(screen.getByLabelText('Password'), 'secret77');
    await app.user.type(screen.getByLabelText('Confirm password'), 'secret77');
    await app.user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('accountRegist4'));
    const body = app.calls.find((c) => c.operationId === 'accountRegist4')!.body;
    expect(body).toMatchObject({ account: '0812345678', code: '123456', type: 0 });
    expect(body.password).not.toBe('secret77');
    expect(await screen.findByText('Success.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/lobby/home'));
  });

  it('shows the message of 1045 with its code', async () => {
    const app = await open({ ...AUTH, accountRegist4: () => fail('accountRegist4', 1045) });
    await app.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0812345678');
    await app.user.type(screen.getByLabelText('Password'), 'secret77');
    await app.user.type(screen.getByLabelText('Confirm password'), 'secret77');
    await app.user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed: this mobile number is already registered (code 1045).',
    );
    expect(app.location()).toBe('/register');
  });
});
