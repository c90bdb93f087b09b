/**
 * The /flows simulator in Chromium against the built app (issue 16 §3, issue 27 §2), on the suite's server (NODE_ENV=test, no FLOWS_PAGE): at
 * 1280×800 and 375×812, the deposit flow simulated by clicks to its QR panel and on to "still waiting"; at
 * each, the link copied (clipboard), opened in a new page, landing in the same state; axe clean; the
 * shared link replays as a vitest case too (tests/machines/flow-links.test.ts replays these same paths).
 * Screenshots in th-TH and en-US.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { flowsMachine } from '../../contract/paths';
import { msg } from '../helpers/catalogs';
import { replayFlowLink } from '../helpers/flow-link';
import { baseUrl, e2eFile, screenshot, seriousViolations, type ViewportName } from '../helpers/e2e';

const e2e = e2eFile();
/** The suite's server (NODE_ENV=test, no FLOWS_PAGE): /flows is on wherever NODE_ENV is not production. */
const server = { url: baseUrl() };

const WORDS = {
  'en-US': { succeed: 'Succeed:', wait300: 'Fast-forward 300 ms', wait3s: 'Fast-forward 3 s', copy: 'Copy link' },
  'th-TH': { succeed: 'สำเร็จ:', wait300: 'ข้ามเวลาไป 300 มิลลิวินาที', wait3s: 'ข้ามเวลาไป 3 วินาที', copy: 'คัดลอกลิงก์' },
} as const;
type Locale = keyof typeof WORDS;

async function open(
  viewport: ViewportName,
  locale: Locale,
  path = flowsMachine('deposit', { view: 'simulate' }),
  ready = true,
) {
  const opened = await e2e.open(viewport, { local: { locale } });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await opened.page.goto(`${server.url}${path}`);
  if (ready) await opened.page.getByTestId('sim-state').waitFor();
  return opened;
}

const state = (page: Page) => page.getByTestId('sim-state').textContent();

async function expectState(page: Page, value: string) {
  await expect.poll(() => state(page), { timeout: 10_000 }).toBe(value);
}

/** Clicks an event button (or submits its form with the sample data). */
const take = (page: Page, event: string) => page.getByRole('button', { name: event, exact: true }).click();

/**
 * Where the diagram shows the current state: its label's box, its drawn font size (the computed size times
 * the canvas's scale) and the viewport's box.
 */
async function currentLabel(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector('[data-testid="diagram-viewport"]');
    const label = viewport?.querySelector('g.node.active .nodeLabel, g.node.active text');
    const canvas = viewport?.querySelector<HTMLElement>('[role="img"]');
    if (!viewport || !label || !canvas) return null;
    const scale = Number(/scale\(([\d.]+)\)/.exec(canvas.style.transform)?.[1] ?? 0);
    const box = label.getBoundingClientRect();
    const v = viewport.getBoundingClientRect();
    return {
      text: label.textContent ?? '',
      height: box.height,
      drawnFont: parseFloat(getComputedStyle(label).fontSize) * scale,
      inside: box.left >= v.left && box.right <= v.right && box.top >= v.top && box.bottom <= v.bottom,
    };
  });
}

/** The simulator followed the state: its label is in the viewport, at least 11 CSS px tall (and drawn). */
async function expectFollowed(page: Page, leaf: string) {
  await expect
    .poll(
      async () => {
        const label = await currentLabel(page);
        return label && label.text === leaf && label.inside && label.height >= 11 && label.drawnFont >= 11;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function toQrPanel(page: Page, locale: Locale, follow = false) {
  const w = WORDS[locale];
  const seen = async (value: string) => {
    await expectState(page, value);
    if (follow) await expectFollowed(page, value.split('.').at(-1)!);
  };
  await seen('choosing');
  await take(page, 'channel.select');
  await seen('choosing');
  await take(page, 'amount.preset');
  await seen('choosing');
  await take(page, 'deposit.submit');
  await seen('debouncing');
  await page.getByRole('button', { name: w.wait300 }).click();
  await seen('creating');
  await page.getByRole('button', { name: `${w.succeed} ${msg(locale, 'flows.sample.deposit.qrOrder')}` }).click();
  await seen('paying.open');
}

async function toStillWaiting(page: Page, locale: Locale) {
  const w = WORDS[locale];
  await take(page, 'panel.close');
  for (let check = 1; check <= 4; check += 1) {
    await expectState(page, 'checking');
    await page.getByRole('button', { name: `${w.succeed} ${msg(locale, 'flows.sample.deposit.pending')}` }).click();
    if (check < 4) {
      await expectState(page, 'waiting');
      await page.getByRole('button', { name: w.wait3s }).click();
    }
  }
  await expectState(page, 'stillWaiting');
}

/** Copies the link with the button, opens it in a new page of the same context: same state, same steps. */
async function shareAndOpen(page: Page, locale: Locale, expected: string): Promise<string> {
  await page.getByRole('button', { name: WORDS[locale].copy }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: /./ }).count()).toBeGreaterThan(0);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/flows\/deposit\?view=simulate&sim=1\./);
  const steps = await page.getByTestId('sim-steps').locator(':scope > li').count();
  const other = await page.context().newPage();
  await other.goto(copied);
  await expectState(other, expected);
  expect(await other.getByTestId('sim-steps').locator(':scope > li').count()).toBe(steps);
  await other.close();
  // The same link replays as a vitest case.
  const sim = replayFlowLink(copied);
  expect(JSON.stringify(sim.snapshot.value)).toBe(
    JSON.stringify(expected.includes('.') ? { paying: 'open' } : expected),
  );
  sim.stop();
  return copied;
}

describe.each([
  ['desktop', 'en-US'],
  ['mobile', 'th-TH'],
] as const)('the deposit flow simulated at %s (%s)', (viewport, locale) => {
  it('reaches the QR panel and "still waiting" by clicks; the copied links land in the same states', async () => {
    const { page, context, problems } = await open(viewport, locale);
    await toQrPanel(page, locale);
    // The diagram highlights the state; the steps list what the flow asked the app to do.
    await expect.poll(() => page.locator('svg .active').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('sim-steps').textContent()).toContain('rememberOrder');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `flows-sim-qr-${viewport}-${locale}`);
    const qrLink = await shareAndOpen(page, locale, 'paying.open');

    await toStillWaiting(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `flows-sim-still-waiting-${viewport}-${locale}`);
    const stillLink = await shareAndOpen(page, locale, 'stillWaiting');
    expect(stillLink.length).toBeGreaterThan(qrLink.length);

    // Undo goes back one step (replayed from the start), reset to the start.
    await page.getByRole('button', { name: locale === 'en-US' ? 'Undo' : 'ย้อนกลับ' }).click();
    await expectState(page, 'checking');
    await page.getByRole('button', { name: locale === 'en-US' ? 'Reset' : 'เริ่มใหม่' }).click();
    await expectState(page, 'choosing');

    // The page is never wider than the viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe.each([
  ['desktop', 'th-TH'],
  ['mobile', 'en-US'],
] as const)('the simulator follows the state at %s (%s)', (viewport, locale) => {
  it('keeps the current state readable in view at every step to the QR panel; following can stop, Fit shows all', async () => {
    const { page, context, problems } = await open(viewport, locale);
    await toQrPanel(page, locale, true);
    await screenshot(page, `flows-sim-follow-${viewport}-${locale}`);
    // Fit is one click away and shows the whole chart (smaller than readable on deposit).
    const fit = locale === 'en-US' ? 'Fit' : 'พอดีจอ';
    await page.getByRole('button', { name: fit, exact: true }).click();
    await expect.poll(async () => (await currentLabel(page))?.drawnFont ?? 99).toBeLessThan(11);
    // Following off: a step leaves the view where it is.
    const follow = page.getByRole('button', { name: locale === 'en-US' ? 'Follow the state' : 'ติดตามสถานะ' });
    await follow.click();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await take(page, 'panel.close');
    await expectState(page, 'checking');
    await page.waitForTimeout(500);
    expect((await currentLabel(page))?.drawnFont ?? 99).toBeLessThan(11);
    // On again: it goes to the state at once.
    await follow.click();
    await expectFollowed(page, 'checking');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('shared links', () => {
  it('the other locale at each size, opened from a link (screenshots)', async () => {
    for (const [viewport, locale] of [
      ['desktop', 'th-TH'],
      ['mobile', 'en-US'],
    ] as const) {
      const { page, context } = await open(viewport, locale);
      await toQrPanel(page, locale);
      await toStillWaiting(page, locale);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `flows-sim-still-waiting-${viewport}-${locale}`);
      await context.close();
    }
  }, 120_000);

  it('a bad link says what is wrong and offers to start over', async () => {
    const { page, context } = await open(
      'mobile',
      'en-US',
      flowsMachine('deposit', { view: 'simulate', sim: '9.abc' }),
      false,
    );
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('version 9');
    await screenshot(page, 'flows-sim-bad-link-mobile-en-US');
    await page.getByRole('button', { name: 'Start over' }).click();
    await expectState(page, 'choosing');
    await context.close();
  }, 60_000);
});
