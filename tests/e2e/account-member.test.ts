/**
 * The account centre in Chromium against the real server (issue 14 §3, §4, §6): a new player's VIP target and
 * progress move after a sandbox game round without a reload; every link of the member centre opens a real
 * page (one of the app's pages, not not-found) at 375×812 and 1280×800; the wallet overview and its unknown id;
 * /lobby/games opening home on a type and brand; a reward's detail and its unknown id; axe on every page;
 * screenshots in th-TH and en-US.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiPost,
  baseUrl,
  e2eFile,
  type OpenPage,
  registerPlayer,
  screenshot,
  seriousViolations,
  type ViewportName,
} from '../helpers/e2e';
import { hrefsOffTable, landingProblem } from '../helpers/route-landing';

const e2e = e2eFile();

/** A logged-in page of a new player (token in storage, as after a login). */
async function playerPage(
  viewport: ViewportName,
  locale: 'en-US' | 'th-TH' = 'en-US',
  token?: string,
  playsRounds = false,
): Promise<OpenPage & { token: string }> {
  const t = token ?? (await registerPlayer());
  const opened = await e2e.open(viewport, { local: { token: t, locale }, playsRounds });
  return { ...opened, token: t };
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The progress text of the VIP page ("฿1.00 of ฿100.00"). */
async function vipProgress(page: Page): Promise<string> {
  const bar = page.getByRole('progressbar');
  await bar.waitFor();
  return (await bar.getAttribute('aria-valuetext')) ?? '';
}

describe('VIP', () => {
  it('a new player plays a sandbox round: the VIP progress moves without a reload (desktop)', async () => {
    const { page, context, problems } = await playerPage('desktop', 'en-US', undefined, true);
    try {
      await page.goto(`${baseUrl()}/lobby/vip`);
      expect(await vipProgress(page)).toBe('฿0.00 of ฿100.00');
      await page.getByText('Bet ฿100.00 more to reach VIP 1.').waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'member-vip-desktop-en');
      // Marks this document: a reload would lose it.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

      await page.getByRole('navigation', { name: 'Lobby' }).getByRole('link', { name: 'Home' }).click();
      await page.getByRole('list', { name: 'Hot games' }).getByRole('link', { name: 'Lucky Neko' }).click();
      await page.waitForURL('**/start?gameId=1002');
      const game = page.frameLocator('iframe[title="Lucky Neko"]');
      await game.getByLabel('Bet').selectOption('100');
      const spin = page.waitForResponse((r) => r.url().includes('/spin') && r.status() === 200);
      await game.getByRole('button', { name: 'Spin' }).click();
      const round = (await (await spin).json()) as { bet: number };
      const refresh = page.waitForResponse((r) => r.url().endsWith('/app/v1/refreshData'));
      await page.getByRole('button', { name: /Exit/ }).click();
      expect((await refresh).status()).toBe(200);
      await page.waitForURL('**/lobby/home');

      await page.getByRole('navigation', { name: 'Lobby' }).getByRole('link', { name: 'Member' }).click();
      await page
        .getByRole('region', { name: 'Account', exact: true })
        .getByRole('link', { name: 'VIP', exact: true })
        .click();
      await page.waitForURL('**/lobby/vip');
      const bet = (round.bet / 100).toFixed(2);
      await page.waitForFunction((text) => document.body.innerText.includes(text), `฿${bet} of ฿100.00`);
      expect(await vipProgress(page)).toBe(`฿${bet} of ฿100.00`);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await screenshot(page, 'member-vip-after-round-desktop-en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the ladder in Thai on mobile', async () => {
    const { page, context, problems } = await playerPage('mobile', 'th-TH');
    try {
      await page.goto(`${baseUrl()}/profile/vip`);
      await page.getByRole('heading', { name: 'ระดับ VIP' }).waitFor();
      await page.getByRole('list', { name: 'สิทธิประโยชน์ของ VIP 8' }).waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'member-vip-mobile-th');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('member centre', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`every link opens a real page (${viewport})`, async () => {
      const { page, context, problems, token } = await playerPage(viewport);
      try {
        await page.goto(`${baseUrl()}/lobby/member`);
        const regions = [
          page.getByRole('region', { name: 'Wallet', exact: true }),
          page.getByRole('region', { name: 'Account', exact: true }),
        ];
        await regions[0]!.waitFor();
        await expectAxeClean(page);
        await screenshot(page, `member-centre-${viewport}-en`);
        const links: Array<{ name: string; href: string }> = [];
        for (const region of regions) {
          for (const link of await region.getByRole('link').all()) {
            links.push({ name: (await link.textContent()) ?? '', href: (await link.getAttribute('href')) ?? '' });
          }
        }
        expect(links.length).toBe(viewport === 'mobile' ? 18 : 16); // + Responsible gaming (issue 25)
        // Every link's address is a real page of its table (the route tables, as tests/views/member.test.tsx checks
        // them too); a click of the first and the last link opens its page in the browser.
        expect(
          hrefsOffTable(
            links.map((l) => l.href),
            viewport,
          ),
        ).toEqual([]);
        const broken: string[] = [];
        for (const { name, href } of [links[0]!, links.at(-1)!]) {
          await page.goto(`${baseUrl()}/lobby/member`);
          await page.getByRole('link', { name, exact: true }).first().click();
          await page.waitForURL((url) => url.pathname !== '/lobby/member');
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const text = await page.locator('body').innerText();
          const landed = new URL(page.url()).pathname;
          // Where the browser landed is one of the app's pages on this table, and it does not say not-found.
          const off = landingProblem(viewport, landed);
          if (off || text.includes('Page not found.'))
            broken.push(`${name} → ${href} (${landed}${off ? `: ${off}` : ''})`);
          expect(new URL(page.url()).pathname).toBe(href);
        }
        expect(broken).toEqual([]);

        // Thai, the same player.
        const th = await playerPage(viewport, 'th-TH', token);
        try {
          await th.page.goto(`${baseUrl()}/lobby/member`);
          await th.page.getByRole('region', { name: 'กระเป๋าเงิน' }).waitFor();
          await screenshot(th.page, `member-centre-${viewport}-th`);
          expect(th.problems).toEqual([]);
        } finally {
          await th.context.close();
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('wallet overview, games and reward detail', () => {
  it('shows the wallets with the registration coin, and an unknown id as not found', async () => {
    const { page, context, problems } = await playerPage('mobile');
    try {
      await page.goto(`${baseUrl()}/lobby/wallets/overview`);
      const balance = page.getByRole('region', { name: 'Balance' });
      // The registration coin is bonus money (issue 25 §4): the whole balance, none of it withdrawable yet.
      await balance.getByTestId('wallet-coin').getByText('฿10.00').waitFor();
      await balance.getByTestId('bonus-wallet-progress').getByText('฿0.00 of ฿10.00 bet', { exact: false }).waitFor();
      await page.getByRole('region', { name: 'Bonuses' }).getByText('First-deposit bonus ฿300.00').waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'member-wallet-mobile-en');
      await page.goto(`${baseUrl()}/lobby/wallets/nope`);
      await page.getByText('There is no wallet page at this address.').waitFor();
      await page.getByRole('link', { name: 'Go to the wallet overview' }).click();
      await page.waitForURL('**/lobby/wallets/overview');
      await balance.waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    const desktop = await playerPage('desktop', 'th-TH');
    try {
      await desktop.page.goto(`${baseUrl()}/lobby/wallets/points`);
      await desktop.page.getByRole('region', { name: 'คะแนนโบนัส' }).waitFor();
      await expectAxeClean(desktop.page);
      await screenshot(desktop.page, 'member-wallet-desktop-th');
    } finally {
      await desktop.context.close();
    }
  });

  it('/lobby/games lists types and brands; a brand opens home on its tab', async () => {
    const { page, context, problems } = await playerPage('mobile');
    try {
      await page.goto(`${baseUrl()}/lobby/games`);
      const types = page.getByRole('list', { name: 'Game types' });
      await types.waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'member-games-mobile-en');
      const firstBrand = types.getByRole('list').first().getByRole('link').first();
      const brandName = (await firstBrand.textContent()) ?? '';
      const typeName = ((await types.getByRole('link').first().locator('span').first().textContent()) ?? '').trim();
      await firstBrand.click();
      await page.waitForURL('**/lobby/home');
      await page.getByRole('tab', { name: typeName, selected: true }).waitFor();
      const chip = page.getByRole('button', { name: brandName, exact: true });
      if ((await chip.count()) > 0) expect(await chip.getAttribute('aria-pressed')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    const th = await playerPage('mobile', 'th-TH');
    try {
      await th.page.goto(`${baseUrl()}/lobby/games`);
      await th.page.getByRole('list', { name: 'ประเภทเกม' }).waitFor();
      await screenshot(th.page, 'member-games-mobile-th');
    } finally {
      await th.context.close();
    }
  });

  it("shows an open reward's detail with a way to its activity; an unknown id is not found", async () => {
    const { page, context, problems, token } = await playerPage('mobile');
    try {
      const data = await apiPost('getActivityIds', {}, { token });
      const ids = data.activityIds as number[];
      expect(ids).toContain(39);
      await page.goto(`${baseUrl()}/reward/detail/39`);
      await page.getByRole('heading', { name: 'First charge' }).waitFor();
      await page.getByText('Buy a package, then claim its gifts.').waitFor();
      await expectAxeClean(page);
      await screenshot(page, 'member-reward-mobile-en');
      await page.getByRole('link', { name: 'Go to the activity' }).click();
      await page.waitForURL('**/activity/firstCharge');
      await page.goto(`${baseUrl()}/reward/detail/99999`);
      await page.getByText('This reward is not open to you.').waitFor();
      await page.getByRole('link', { name: 'Back to rewards' }).click();
      await page.waitForURL('**/lobby/rewards');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    const th = await playerPage('mobile', 'th-TH');
    try {
      await th.page.goto(`${baseUrl()}/reward/detail/40`);
      await th.page.getByRole('link', { name: 'ไปที่กิจกรรม' }).waitFor();
      await screenshot(th.page, 'member-reward-mobile-th');
    } finally {
      await th.context.close();
    }
  });
});
