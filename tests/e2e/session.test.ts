/**
 * The session, authentication and shell in Debian Chromium against the real server (fresh data dir), at
 * 375×812 unless a test says otherwise — the scenarios of the session-and-shell work:
 * register by phone with the OTP from the dev outbox → /lobby/home after the delay → a heartbeat the server
 * answered → two quick balance refreshes make one call → no password at rest → logout confirm → /login with
 * storage cleared; the per-code message of a wrong password; the username variant; a token revoked on the
 * server mid-session; LINE through the sandbox; a member route while anonymous; the desktop shell; both
 * locales; axe on /login and /register.
 */
import { constants, publicEncrypt } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  e2eFile,
  lastOtp,
  type OpenPage,
  screenshot,
  seriousViolations,
  serverNow,
  startVariantServer,
  uniqueMobile,
} from '../helpers/e2e';

const e2e = e2eFile();

/** A page in English (the app's other locale) so the assertions read plainly; th-TH has its own test. */
async function englishPage(viewport: 'mobile' | 'desktop' = 'mobile'): Promise<OpenPage> {
  return e2e.open(viewport, { local: { locale: 'en-US' } });
}

async function registerByPhone(page: Page, mobile: string, password: string, server = baseUrl()) {
  await page.goto(`${server}/register`);
  await page.getByLabel('Mobile number').fill(mobile);
  const sent = page.waitForResponse((r) => r.url().endsWith('/app/v1/smsSend'));
  await page.getByRole('button', { name: 'Send code' }).click();
  expect((await sent).status()).toBe(200);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Verification code').fill(await lastOtp(mobile, server));
}

/** Everything the browser keeps for this origin, as text. */
async function storedEverything(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump = (s: Storage) =>
      Object.entries({ ...s })
        .map(([k, v]) => `${k}=${v}`)
        .join('\n');
    const dbs = 'databases' in indexedDB ? await indexedDB.databases() : [];
    return [dump(localStorage), dump(sessionStorage), document.cookie, JSON.stringify(dbs)].join('\n---\n');
  });
}

describe('register, play the session, log out', () => {
  it('registers by phone, lands home after the delay, beats, throttles the refresh and logs out cleanly', async () => {
    const { page, context, problems } = await englishPage();
    try {
      const mobile = uniqueMobile();
      const password = 'Secret123!';
      await registerByPhone(page, mobile, password);

      const registration = page.waitForRequest((r) => r.url().endsWith('/app/v1/accountRegist4'));
      const heartbeat = page.waitForResponse((r) => r.url().endsWith('/app/v1/online') && r.status() === 200);
      const clicked = Date.now();
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      const sentBody = JSON.parse((await registration).postData() ?? '{}') as { password: string; code: string };
      expect(sentBody.password).not.toBe(password);
      expect(sentBody.password).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      await expect(page.getByText('Success.').waitFor()).resolves.toBeUndefined();
      await page.waitForURL('**/lobby/home');
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(500);
      expect(((await (await heartbeat).json()) as { errcode: number }).errcode).toBe(0);

      // Two taps within 5 s: one refreshData.
      const refreshes: Request[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/app/v1/refreshData')) refreshes.push(r);
      });
      const refresh = page.getByRole('button', { name: 'Refresh balance' }).first();
      // Listen before tapping: on loopback the answer can arrive before a later listener would exist.
      const answered = page.waitForResponse((r) => r.url().endsWith('/app/v1/refreshData'));
      await refresh.click();
      await answered;
      await refresh.click();
      await page.waitForTimeout(1500);
      expect(refreshes).toHaveLength(1);
      await screenshot(page, 'session-home-member-mobile');

      // No password at rest, in any form.
      const stored = await storedEverything(page);
      expect(stored).not.toContain(password);
      expect(stored).not.toContain(sentBody.password);
      expect(stored).toContain('token=');

      // Logout asks first.
      await page.goto(`${baseUrl()}/profile/more`);
      await page.getByRole('button', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmation' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(page.url()).toContain('/profile/more');
      await page.getByRole('button', { name: 'Log out' }).click();
      const revoked = page.waitForResponse((r) => r.url().endsWith('/app/v1/logout'));
      await dialog.getByRole('button', { name: 'OK' }).click();
      expect((await revoked).status()).toBe(200);
      await page.waitForURL('**/login');
      // The player's stores are gone. (The visitor's session then loads the anonymous configuration again,
      // which may cache the public game list under gameConfig once more: that is not the player's data.)
      const after = await page.evaluate(() => ({ ...localStorage }));
      expect(Object.keys(after).filter((k) => ['token', 'gameUser', 'gameUserInfo'].includes(k))).toEqual([]);
      if (after.gameConfig) expect(after.gameConfig).not.toContain(mobile);
      expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the per-code message for a wrong password', async () => {
    const { page, context } = await englishPage();
    try {
      const mobile = uniqueMobile();
      await registerByPhone(page, mobile, 'Right123!');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/lobby/home');
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${baseUrl()}/login`);
      await page.getByLabel('Account').fill(mobile);
      await page.getByLabel('Password', { exact: true }).fill('Wrong123!');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const message = page.getByText(/account or password incorrect \(code 101\)/i);
      await message.waitFor();
      await screenshot(page, 'session-login-101-mobile');
    } finally {
      await context.close();
    }
  });
});

describe('the username variant', () => {
  it('registers with a username on a REGISTER_TYPE=username server', async () => {
    const server = await startVariantServer({ REGISTER_TYPE: 'username' });
    const { page, context } = await englishPage();
    try {
      await page.goto(`${server.url}/register`);
      await page.getByLabel('Username').fill(`player${Date.now() % 100000}`);
      await page.getByLabel('Password', { exact: true }).fill('Secret123!');
      await page.getByLabel('Confirm password').fill('Secret123!');
      await expect(page.getByLabel('Mobile number').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.waitForURL('**/lobby/home');
      await screenshot(page, 'session-username-variant-mobile');
    } finally {
      await context.close();
      await server.close();
    }
  });
});

/** A player registered through the API (as another device would), answering its token. */
async function apiPlayer(ip: string): Promise<string> {
  const post = async (op: string, body: unknown) => {
    const res = await fetch(`${baseUrl()}/app/v1/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const mobile = uniqueMobile();
  const key = (await post('preLogin', {})).publicKey as string;
  await post('smsSend', { mobile, type: 0 });
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('Secret123!'),
  );
  const reg = await post('accountRegist4', {
    account: mobile,
    password: password.toString('base64'),
    code: await lastOtp(mobile),
    type: 0,
  });
  expect(reg.errcode).toBe(0);
  return reg.token as string;
}

describe('a session ended on the server', () => {
  it('lands on /login when the next non-public call (the heartbeat) is refused', async () => {
    const token = await apiPlayer('10.200.0.1');
    const { page, context } = await englishPage();
    try {
      await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
      await page.clock.install({ time: (await serverNow()) ?? undefined });
      await page.goto(`${baseUrl()}/lobby/home`);
      await page.getByRole('button', { name: 'Refresh balance' }).first().waitFor();
      const revoke = await fetch(`${baseUrl()}/app/v1/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(revoke.status).toBe(200);
      const refused = page.waitForResponse((r) => r.url().endsWith('/app/v1/online') && r.status() === 401);
      await page.clock.fastForward(61_000);
      await refused;
      await page.waitForURL('**/login');
      await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('LINE login through the sandbox identity provider', () => {
  it('goes to the provider, comes back with a code and lands home', async () => {
    const { page, context } = await englishPage();
    try {
      await page.goto(`${baseUrl()}/login`);
      await page.getByRole('button', { name: 'Log in with LINE' }).click();
      await page.waitForURL('**/sandbox/line/authorize**');
      await expect(
        page
          .getByText(/Sandbox/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL('**/lobby/home');
      await expect(page.getByText('Success.').isVisible()).resolves.toBe(true);
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });
});

const rootFontSize = (page: OpenPage['page']): Promise<string> =>
  page.evaluate('getComputedStyle(document.documentElement).fontSize') as Promise<string>;

describe('routes and layouts', () => {
  it('sends an anonymous visitor from a member route to /login', async () => {
    const { page, context } = await englishPage();
    try {
      await page.goto(`${baseUrl()}/profile/more`);
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('shows the desktop shell at 1280×800: the left menu and the footer', async () => {
    const { page, context, problems } = await englishPage('desktop');
    try {
      await page.goto(`${baseUrl()}/lobby/home`);
      const nav = page.getByRole('navigation', { name: 'Lobby' });
      await nav.waitFor();
      for (const name of ['Home', 'Games', 'Promotions', 'News', 'Member']) {
        expect(await nav.getByRole('link', { name }).isVisible(), `menu entry ${name}`).toBe(true);
      }
      const footer = page.getByRole('contentinfo');
      for (const name of ['Terms of Use', 'Privacy Policy']) {
        expect(await footer.getByRole('link', { name }).isVisible(), `footer link ${name}`).toBe(true);
      }
      expect(await footer.getByText('21+', { exact: true }).isVisible(), 'the 21+ notice').toBe(true);
      expect(await rootFontSize(page), 'desktop: the browser default rem').toBe('16px');
      await screenshot(page, 'shell-desktop-home');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders in th-TH by default and in en-US when chosen', async () => {
    const thai = await e2e.open('mobile');
    const english = await englishPage();
    try {
      await thai.page.goto(`${baseUrl()}/login`);
      await thai.page.getByRole('heading', { name: 'เข้าสู่ระบบ' }).waitFor();
      expect(await rootFontSize(thai.page), 'mobile: 1rem = page width / 10').toBe('37.5px');
      await thai.page.setViewportSize({ width: 800, height: 1024 });
      expect(await rootFontSize(thai.page), 'tablet: capped at a 540 px column').toBe('54px');
      await thai.page.setViewportSize({ width: 375, height: 812 });
      await screenshot(thai.page, 'login-th-mobile');
      await english.page.goto(`${baseUrl()}/login`);
      await english.page.getByRole('heading', { name: 'Log in' }).waitFor();
      await screenshot(english.page, 'login-en-mobile');
    } finally {
      await thai.context.close();
      await english.context.close();
    }
  });
});

describe('accessibility', () => {
  it.each(['/login', '/register'])('%s has no serious or critical axe violation (th-TH and en-US)', async (path) => {
    for (const opened of [await e2e.open('mobile'), await englishPage()]) {
      try {
        await opened.page.goto(`${baseUrl()}${path}`);
        await opened.page.getByRole('heading').first().waitFor();
        await opened.page.waitForLoadState('networkidle');
        expect(await seriousViolations(opened.page)).toEqual([]);
      } finally {
        await opened.context.close();
      }
    }
  });
});
