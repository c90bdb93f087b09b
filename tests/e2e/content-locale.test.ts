/**
 * Server-made content a Thai player can read (issue 15 §5), in Chromium against the real server: a th-TH
 * run shows Thai banners (their image URLs carry th-TH and the pictures have Thai words), the Thai notice
 * popup and Thai mails; switching to English on /profile/more changes them without a reload; axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATH, pathOn } from '../../contract/paths';
import { baseUrl, e2eFile, registerPlayer, screenshot, seriousViolations } from '../helpers/e2e';

const THAI = /[\u0E00-\u0E7F]/;

const e2e = e2eFile();

/** The image URLs of the home banners shown. */
async function bannerUrls(page: Page): Promise<string[]> {
  await page.locator('img[src*="/static/banner/"]').first().waitFor({ state: 'attached' });
  return page
    .locator('img[src*="/static/banner/"]')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
}

/** The SVG text behind an image URL. */
async function svgOf(page: Page, url: string): Promise<string> {
  const res = await page.request.get(new URL(url, baseUrl()).toString());
  expect(res.status(), url).toBe(200);
  return res.text();
}

/** Client-side navigation (the router's history), so the page is never reloaded. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('content per locale', () => {
  it('a Thai first visit shows the notice popup in Thai', async () => {
    const token = await registerPlayer();
    const { page, context, problems } = await e2e.open('mobile', {
      popups: true,
      local: { locale: 'th-TH', token },
    });
    try {
      await page.goto(`${baseUrl()}${PATH.home}`);
      const notice = page.getByRole('dialog', { name: 'ประกาศ' });
      await notice.waitFor();
      const image = notice.getByRole('img', { name: 'ยินดีต้อนรับสู่ล็อบบี้' });
      await image.waitFor();
      const src = (await image.getAttribute('src')) ?? '';
      expect(src).toMatch(/\/static\/notice\/1\.svg\?lang=th-TH$/);
      expect(await svgOf(page, src)).toContain('เกมนับร้อยรอคุณอยู่');
      await screenshot(page, 'content-locale-notice-375-th');
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    const width = viewport === 'mobile' ? 375 : 1280;
    it(`${width} px: Thai banners and mails; English after the switch on /profile/more, without a reload`, async () => {
      const token = await registerPlayer();
      const { page, context, problems } = await e2e.open(viewport, { local: { locale: 'th-TH', token } });
      try {
        await page.goto(`${baseUrl()}${PATH.home}`);
        const thaiBanners = await bannerUrls(page);
        expect(thaiBanners.length).toBeGreaterThan(0);
        for (const url of thaiBanners) expect(url).toMatch(/\?lang=th-TH$/);
        const thaiSvg = await svgOf(page, thaiBanners[0] ?? '');
        expect(thaiSvg).toMatch(THAI);
        await screenshot(page, `content-locale-home-${width}-th`);
        expect(await seriousViolations(page)).toEqual([]);

        await goInApp(page, viewport === 'mobile' ? PATH.profileEmail : PATH.email);
        await page.getByRole('button', { name: /ของขวัญผู้เล่นใหม่/ }).waitFor();
        await page.getByRole('button', { name: /ยินดีต้อนรับ/ }).waitFor();
        await screenshot(page, `content-locale-mail-${width}-th`);
        expect(await seriousViolations(page)).toEqual([]);

        // A marker that a reload would wipe.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await goInApp(page, pathOn(viewport, 'more'));
        const reloaded = page.waitForResponse(
          (r) =>
            r.url().endsWith('/app/v1/getAfterLoginInfoWeb') &&
            (JSON.parse(r.request().postData() ?? '{}') as { lang?: string }).lang === 'en-US',
        );
        // The radio follows the active locale, which switches once the English catalogs are in.
        await page.getByRole('radio', { name: 'English' }).click();
        await reloaded;
        await expect.poll(() => page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
        await page.getByRole('heading', { name: 'More' }).waitFor();

        await goInApp(page, PATH.home);
        await expect
          .poll(async () => (await bannerUrls(page)).every((u) => u.endsWith('?lang=en-US')), { timeout: 5_000 })
          .toBe(true);
        const englishSvg = await svgOf(page, (await bannerUrls(page))[0] ?? '');
        expect(englishSvg).not.toMatch(THAI);
        expect(englishSvg).not.toBe(thaiSvg);
        await screenshot(page, `content-locale-home-${width}-en`);

        await goInApp(page, PATH.notices);
        await page.getByText('Welcome to the lobby').first().waitFor();
        expect(await page.getByText('ยินดีต้อนรับสู่ล็อบบี้').count()).toBe(0);
        await screenshot(page, `content-locale-notices-${width}-en`);
        expect(await seriousViolations(page)).toEqual([]);

        await goInApp(page, viewport === 'mobile' ? PATH.profileEmail : PATH.email);
        await page.getByRole('button', { name: /New player gift/ }).waitFor();
        expect(await page.getByRole('button', { name: /ของขวัญผู้เล่นใหม่/ }).count()).toBe(0);
        await screenshot(page, `content-locale-mail-${width}-en`);
        expect(await seriousViolations(page)).toEqual([]);

        expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
