/**
 * The Content-Security-Policy's styles in Debian Chromium (server/security-headers.ts): style-src without
 * 'unsafe-inline' on the main pages — the home (its banner carousel run by swiper), the desktop games grid, a
 * promotion page, and a signed-in player's deposit and wallet pages — at 375×812 and 1280×800, and none of them
 * reports a violation: the server-rendered first screen's inline <style> is allowed by its hash, no style
 * attribute is in the server's markup, and what the app and swiper set at run time goes through the CSSOM. The
 * /flows review page (Mermaid) is the one page whose policy keeps 'unsafe-inline' for styles; it reports no
 * violation either; nor does a sandbox stand-in's page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATH, activity, flowsMachine, wallet } from '../../contract/paths';
import { e2eFile, type ViewportName } from '../helpers/e2e';

const e2e = e2eFile();

/** Every CSP violation the page reports (the event, and Chromium's console message for it). */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const target = e.target instanceof Element ? e.target.nodeName : String(e.target);
        (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
          `${e.violatedDirective} ${e.blockedURI} on ${target}: ${e.sample}`,
        );
      },
      true,
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}

interface Visit {
  readonly path: string;
  /** Shown once the page (and what it runs: swiper, Mermaid) has done its work. */
  readonly ready: string;
  readonly member?: boolean;
  /** The page's policy keeps 'unsafe-inline' for styles (only the /flows review page). */
  readonly inlineStyles?: boolean;
}

const VISITS: Record<ViewportName, readonly Visit[]> = {
  mobile: [
    { path: PATH.home, ready: '[aria-roledescription="carousel"] .swiper-initialized' },
    { path: activity('weekendLottery'), ready: 'main h1, main h2' },
    { path: PATH.deposit, ready: 'input[inputmode="decimal"], input[type="text"]', member: true },
    { path: wallet(), ready: 'main h1, main h2', member: true },
    { path: flowsMachine('deposit'), ready: 'svg[id^="flow-"]', inlineStyles: true },
    // A sandbox stand-in's page (its own inline <style>, allowed by hash as well).
    { path: '/sandbox/apk', ready: '.sandbox-bar' },
  ],
  desktop: [
    { path: PATH.home, ready: '[aria-roledescription="carousel"] .swiper-initialized' },
    { path: PATH.games, ready: '[role="list"] [data-game-id]' },
    { path: activity('weekendLottery', 'desktop'), ready: 'main h1, main h2' },
    { path: PATH.deposit, ready: 'input[inputmode="decimal"], input[type="text"]', member: true },
    { path: wallet(), ready: 'main h1, main h2', member: true },
    { path: flowsMachine('deposit'), ready: 'svg[id^="flow-"]', inlineStyles: true },
  ],
};

describe.each(['mobile', 'desktop'] as const)('styles under the CSP, %s', (viewport) => {
  // Two tabs per size, a visitor's and a signed-in player's, each visiting its pages in turn (a full load each,
  // with the tab's cache): a fresh context per page made Chromium pay each page as a first visit. A page's
  // violations are those its tab reports from its load on.
  const tabs = new Map<boolean, Promise<{ page: Page; violations: string[] }>>();
  const tab = (member: boolean) => {
    let opened = tabs.get(member);
    if (!opened) {
      opened = (async () => {
        const token = member ? await e2e.player() : undefined;
        const { page } = await e2e.open(viewport, { local: token ? { token } : {} });
        return { page, violations: await recordViolations(page) };
      })();
      tabs.set(member, opened);
    }
    return opened;
  };

  it.each(VISITS[viewport])('$path reports no violation', async ({ path, ready, member, inlineStyles }) => {
    const { page, violations } = await tab(member === true);
    const before = violations.length;
    const answer = await page.goto(`${e2e.url}${path}`);
    const styleSrc = ((await answer?.allHeaders())?.['content-security-policy'] ?? '')
      .split('; ')
      .find((d) => d.startsWith('style-src '));
    if (inlineStyles) expect(styleSrc).toBe("style-src 'self' 'unsafe-inline'");
    else expect(styleSrc).toMatch(/^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?$/);
    await page.locator(ready).first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1000); // what runs after it (a carousel's first move, images, fonts)
    expect(violations.slice(before)).toEqual([]);
  });
});
