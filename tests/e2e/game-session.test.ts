/**
 * An open game stops when the player's standing changes (issue 35 §1), in Debian Chromium against the real server.
 * The game frame is sandboxed without `allow-same-origin` (it cannot read the app's storage), and the sandbox game
 * still plays inside it (its script, its round call from an opaque origin).
 * - 375×812, en-US: a player opens a game on one device and plays a round; on another device (its own browser
 *   context and login) they self-exclude from the "Responsible gaming" page; the open game tab's next round is
 *   refused (410) and the game page says why.
 * - 375×812, th-TH: the player logs out (the same login session, from another tab); the next round is refused
 *   with the Thai message.
 */
import { constants, publicEncrypt } from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATH } from '../../contract/paths';
import { apiPost, baseUrl, e2eFile, lastOtp, screenshot, seriousViolations, uniqueMobile } from '../helpers/e2e';

const e2e = e2eFile();
const PASSWORD = 'Secret123!';
const GAME = 1002; // Lucky Neko, a seeded game
const FRAME = 'iframe[title="Lucky Neko"]';

let ipSeq = 0;
/** A new player (the registration reward pays a few rounds): their mobile and token. */
async function newPlayer(): Promise<{ mobile: string; token: string }> {
  ipSeq += 1;
  const ip = `10.35.${process.pid & 255}.${ipSeq}`;
  const post = (op: string, body: unknown, token?: string) => apiPost(op, body, { token, ip });
  const key = (await post('preLogin', {})).publicKey as string;
  const password = publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  const mobile = uniqueMobile();
  await post('smsSend', { mobile, type: 0 });
  const reg = await post('accountRegist4', { account: mobile, password, code: await lastOtp(mobile), type: 0 });
  expect(reg.errcode).toBe(0);
  return { mobile, token: reg.token as string };
}

/** Opens the game and plays one round in its frame; answers the frame. */
async function openGameAndPlay(page: Page): Promise<Frame> {
  await page.goto(`${baseUrl()}${PATH.start}?gameId=${GAME}`);
  const game = page.frameLocator(FRAME);
  await game.getByRole('button', { name: /^(Spin|หมุน)$/ }).waitFor();
  const sandbox = (await page.locator(FRAME).getAttribute('sandbox')) ?? '';
  expect(sandbox.split(/\s+/)).toContain('allow-scripts');
  expect(sandbox.split(/\s+/)).not.toContain('allow-same-origin');
  const frame = page.frames().find((f) => f.url().includes('/sandbox/game/'));
  if (!frame) throw new Error('no game frame');
  // An opaque origin: no storage of the app's, so no token.
  expect(
    await frame.evaluate(() => {
      try {
        return window.localStorage.getItem('token') ?? 'no token';
      } catch {
        return 'no storage';
      }
    }),
  ).toBe('no storage');
  expect(await frame.evaluate(() => window.origin)).toBe('null');
  await game.getByRole('combobox').selectOption('100');
  const spin = page.waitForResponse((r) => r.url().endsWith('/spin') && r.request().method() === 'POST');
  await game.getByRole('button', { name: /^(Spin|หมุน)$/ }).click();
  const round = await spin;
  expect(round.status()).toBe(200);
  expect(((await round.json()) as { bet?: number }).bet).toBe(100);
  return frame;
}

/** The next round of the open game is refused (410, errcode 3003, `reason`), and the page says `message`. */
async function nextRoundRefused(page: Page, reason: string, message: string | RegExp): Promise<void> {
  const game = page.frameLocator(FRAME);
  const spin = page.waitForResponse((r) => r.url().endsWith('/spin') && r.request().method() === 'POST');
  await game.getByRole('button', { name: /^(Spin|หมุน)$/ }).click();
  const round = await spin;
  expect(round.status()).toBe(410);
  expect(await round.json()).toMatchObject({ errcode: 3003, reason });
  await game.getByRole('status').getByText(message).waitFor();
  expect(await game.getByRole('button', { name: /^(Spin|หมุน)$/ }).isDisabled()).toBe(true);
}

describe('an open game stops when the player’s standing changes', () => {
  it('self-excluding on another device refuses the open game’s next round, with the reason (375×812, en-US)', async () => {
    const { mobile, token } = await newPlayer();
    const a = await e2e.open('mobile', { local: { token, locale: 'en-US' }, playsRounds: true });
    const b = await e2e.open('mobile', { local: { locale: 'en-US' } });
    try {
      await openGameAndPlay(a.page);

      // The other device: its own login, then a 6-month self-exclusion from the "Responsible gaming" page.
      await b.page.goto(`${baseUrl()}${PATH.login}`);
      await b.page.getByRole('textbox', { name: 'Account' }).fill(mobile);
      await b.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await b.page.getByRole('button', { name: 'Log in', exact: true }).click();
      await b.page.waitForURL((url) => !url.pathname.startsWith(PATH.login));
      await b.page.goto(`${baseUrl()}${PATH.protection}`);
      const section = b.page.getByRole('region', { name: 'Take a break' });
      await section.getByRole('button', { name: 'Exclude myself' }).click();
      await section.getByRole('radio', { name: '6 months' }).check({ force: true });
      await section.getByRole('button', { name: 'Continue' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Exclude yourself' });
      await dialog.getByRole('button', { name: 'I understand' }).click();
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Exclude me' }).click();
      await b.page.getByRole('dialog', { name: 'Done' }).waitFor();

      // The game left open on the first device: its next round is refused and the page says why.
      await nextRoundRefused(
        a.page,
        'selfExclusion',
        'Your self-exclusion has started: no more rounds can be played until it ends.',
      );
      await screenshot(a.page, 'game-session-excluded-375-en');
      expect(await seriousViolations(a.page)).toEqual([]);
      expect(a.problems.filter((p) => !p.includes('410'))).toEqual([]);
    } finally {
      await Promise.all([a.context.close(), b.context.close()]);
    }
  });

  it('a logout refuses the open game’s next round, in Thai (375×812, th-TH)', async () => {
    const { token } = await newPlayer();
    const a = await e2e.open('mobile', { local: { token, locale: 'th-TH' }, playsRounds: true });
    try {
      await openGameAndPlay(a.page);
      expect((await apiPost('logout', {}, { token })).errcode).toBe(0);
      await nextRoundRefused(a.page, 'signedOut', /^คุณออกจากระบบแล้ว/);
      await screenshot(a.page, 'game-session-signed-out-375-th');
    } finally {
      await a.context.close();
    }
  });
});
