/**
 * The activity centre in Chromium against the real server (issue 15 §1, §6): a new player's centre at 375 px
 * (/activity/index) and 1280 px (/lobby/rewards) in th-TH lists the open activities, and EVERY entry opens a
 * real page — one of the app's pages on its layout's route table, never the not-found page (issue 23 §3: no
 * page is coming soon any more); an activity with no page of its own opens its explanation (its detail on
 * mobile, the centre's dialog on desktop). Screenshots in th-TH and en-US; axe on the centre and on an
 * explanation.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATH, activity, type PathLayout } from '../../contract/paths';
import { baseUrl, e2eFile, screenshot, seriousViolations } from '../helpers/e2e';
import { hrefsOffTable, landingProblem } from '../helpers/route-landing';

const e2e = e2eFile();
let token: string;
beforeAll(async () => {
  token = await e2e.player();
});

/** The Thai text of the not-found page (common.notFound). */
const NOT_FOUND = 'ไม่พบหน้านี้';

/** The centre's entry links (its two lists; not the shell's menus or footer). */
const ENTRY_LINKS = 'section[aria-labelledby^="rewards-"] ul li a';

interface Entry {
  name: string;
  href: string;
}

/** The centre's entries (both lists) once loaded. */
async function entries(page: Page): Promise<Entry[]> {
  const lists = page.locator(ENTRY_LINKS);
  await lists.first().waitFor();
  return lists.evaluateAll((links) =>
    links.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
  );
}

/** Opens `entry` from the centre at `centre` and checks where it lands on `layout`. */
async function openEntry(page: Page, layout: PathLayout, centre: string, entry: Entry): Promise<string | null> {
  await page.goto(`${baseUrl()}${centre}`);
  const link = page.locator(ENTRY_LINKS, { hasText: entry.name }).first();
  await link.waitFor();
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === entry.href, { timeout: 10_000 });
  const url = new URL(page.url());
  const pathname = url.pathname;
  // The address the browser shows is one of the app's pages on this layout's table (tests/helpers/route-landing.ts).
  const off = landingProblem(layout, pathname);
  if (off) return `${entry.name}: ${off}`;
  // The desktop's explanation: the centre's dialog names the activity.
  if (url.searchParams.has('activity')) {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return (await dialog.textContent())?.includes(entry.name) ? null : `${entry.name}: its explanation is missing`;
  }
  // Some page's heading, then what it is.
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const text = (await page.locator('body').textContent()) ?? '';
  if (text.includes(NOT_FOUND)) return `${entry.name}: ${pathname} is not found`;
  return null;
}

describe('activity centre', () => {
  for (const [layout, centre] of [
    ['mobile', activity('index')],
    ['desktop', PATH.rewards],
  ] as const) {
    it(`${layout}: every entry of the centre opens a real page (th-TH)`, async () => {
      const { page, context, problems } = await e2e.open(layout, { local: { token, locale: 'th-TH' } });
      try {
        await page.goto(`${baseUrl()}${centre}`);
        const list = await entries(page);
        expect(list.length).toBeGreaterThan(3);
        // Thai names (an acronym such as VIP may stay; no name without Thai).
        for (const { name } of list) expect(name, 'entry name').toMatch(/[\u0E00-\u0E7F]/);
        await screenshot(page, `promo-centre-${layout === 'mobile' ? 375 : 1280}-th`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(problems, 'console errors on the centre').toEqual([]);
        // Every entry's address is a real page of the layout's route table (tests/helpers/route-landing.ts); the
        // first and last entries and one explained in the centre (desktop) are opened by a click in the browser.
        expect(
          hrefsOffTable(
            list.map((e) => e.href),
            layout,
          ),
        ).toEqual([]);
        const sample = [list[0]!, list.find((e) => e.href.includes('activity=')), list.at(-1)!].filter(
          (e, i, all): e is Entry => e !== undefined && all.indexOf(e) === i,
        );
        const bad: string[] = [];
        for (const entry of sample) {
          const why = await openEntry(page, layout, centre, entry);
          if (why) bad.push(why);
        }
        expect(bad).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('mobile: an agent-type entry opens its explanation (detail), axe-clean, in th-TH and en-US', async () => {
    for (const locale of ['th-TH', 'en-US']) {
      const { page, context } = await e2e.open('mobile', { local: { token, locale }, locale });
      try {
        await page.goto(`${baseUrl()}${activity('index')}`);
        const detail = (await entries(page)).find((e) => e.href.startsWith('/reward/detail/'));
        await screenshot(page, `promo-centre-375-${locale === 'th-TH' ? 'th' : 'en'}`);
        if (!detail) continue;
        await page.goto(`${baseUrl()}${detail.href}`);
        await page.locator('h2').first().waitFor();
        expect(await page.getByRole('link', { name: /Go to the activity|ไปที่กิจกรรม/ }).count()).toBe(0);
        await screenshot(page, `promo-centre-detail-375-${locale === 'th-TH' ? 'th' : 'en'}`);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('desktop: an entry without a desktop page is explained in a dialog, axe-clean (en-US)', async () => {
    const { page, context } = await e2e.open('desktop', {
      local: { token, locale: 'en-US' },
      locale: 'en-US',
    });
    try {
      await page.goto(`${baseUrl()}${PATH.rewards}`);
      const explained = (await entries(page)).find((e) => e.href.includes('?activity='));
      await screenshot(page, 'promo-centre-1280-en');
      expect(explained, 'an entry the desktop explains (first charge, invite, the agent…)').toBeDefined();
      await page.locator(ENTRY_LINKS, { hasText: explained!.name }).first().click();
      const dialog = page.getByRole('dialog', { name: explained!.name });
      await dialog.waitFor();
      await screenshot(page, 'promo-centre-explain-1280-en');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === PATH.rewards && url.search === '');
    } finally {
      await context.close();
    }
  });
});
