/**
 * /flows as a product owner reads it (issue 16 §1, issue 27), in Debian Chromium against the real built app
 * on the suite's server (NODE_ENV=test, no FLOWS_PAGE: on outside production): at 1280×800 and 375×812 the index groups the machines and searches them; a
 * machine's diagram is drawn whole — after fit no diagram is wider or taller than its viewport — and the
 * zoom buttons, the wheel and the keyboard change its scale; the page is axe clean; screenshots in th-TH and
 * en-US. (The simulator's cases are in flows-simulator.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATH, flowsMachine } from '../../contract/paths';
import { baseUrl, e2eFile, screenshot, seriousViolations, startVariantServer, type ViewportName } from '../helpers/e2e';

const e2e = e2eFile();
/** The suite's server (NODE_ENV=test, no FLOWS_PAGE): /flows is on wherever NODE_ENV is not production. */
const server = { url: baseUrl() };

/** The diagram's drawn box and its viewport's box, and the scale the toolbar shows. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector('[data-testid="diagram-viewport"]')!;
    const svg = viewport.querySelector('svg')!;
    const v = viewport.getBoundingClientRect();
    const s = svg.getBoundingClientRect();
    return {
      viewport: { left: v.left, top: v.top, right: v.right, bottom: v.bottom, width: v.width },
      svg: { left: s.left, top: s.top, right: s.right, bottom: s.bottom, width: s.width },
      scale: Number(document.querySelector('[data-testid="diagram-scale"]')!.textContent!.replace(/\D/g, '')),
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

/** The machines the app runs on every page, /flows included (their pages show their current state). */
const RUNS_IN_THE_APP = new Set(['session', 'popups']);

/** Opens a machine's page and waits for its diagram to be drawn and fitted. */
async function openDiagram(page: Page, id: string) {
  await page.goto(`${server.url}${flowsMachine(id)}`);
  await page.getByTestId('diagram-viewport').locator('svg').waitFor();
  // A machine the app runs on every page draws again once its current state is known (highlighted, its compound
  // states opened): wait for that, then for the drawing of the page's last chart text, shown fitted.
  if (RUNS_IN_THE_APP.has(id))
    await page.locator('[data-testid="diagram-viewport"] svg g.node.active').first().waitFor();
  await page.waitForFunction(() => {
    const viewport = document.querySelector('[data-testid="diagram-viewport"]');
    const canvas = viewport?.querySelector('[role="img"]') as HTMLElement | null;
    return viewport?.getAttribute('aria-busy') === 'false' && canvas?.style.opacity === '1';
  });
}

const within = (m: Awaited<ReturnType<typeof measure>>) =>
  m.svg.left >= m.viewport.left - 1 &&
  m.svg.right <= m.viewport.right + 1 &&
  m.svg.top >= m.viewport.top - 1 &&
  m.svg.bottom <= m.viewport.bottom + 1;

describe.each<[ViewportName]>([['desktop'], ['mobile']])('/flows at %s', (viewport) => {
  it('groups the machines by area and finds one by a state name', async () => {
    const { page, context, problems } = await e2e.open(viewport, { local: { locale: 'en-US' } });
    await page.goto(`${server.url}${PATH.flows}`);
    const nav = page.getByRole('navigation', { name: 'Statecharts' });
    await nav.getByRole('heading', { level: 2 }).first().waitFor();
    const areas = await nav.getByRole('heading', { level: 2 }).allTextContents();
    expect(areas.map((a) => a.replace(/ \(\d+\)$/, '')).slice(0, 5)).toEqual([
      'Session and sign-in',
      'Lobby',
      'Wallet',
      'Account',
      'Promotions',
    ]);
    // Full width on desktop: the content is not the phone column nor the 560-px card.
    const mainWidth = await page.locator('main').evaluate((m) => m.getBoundingClientRect().width);
    expect(mainWidth).toBeGreaterThan(viewport === 'desktop' ? 1100 : 360);
    await page.getByRole('searchbox', { name: 'Search flows' }).fill('stillWaiting');
    await expect.poll(() => nav.getByRole('link').count()).toBe(1);
    expect(await nav.getByRole('link').getAttribute('href')).toBe(flowsMachine('deposit'));
    expect(page.url()).toContain('?q=stillWaiting');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([['session'], ['deposit'], ['popups']])(
    'draws %s whole: fitted inside its viewport, zoomable with the buttons, the wheel and the keyboard',
    async (id) => {
      const { page, context, problems } = await e2e.open(viewport, { local: { locale: 'en-US' } });
      await openDiagram(page, id);
      const fitted = await measure(page);
      expect(within(fitted), JSON.stringify(fitted)).toBe(true);
      // The page itself never scrolls sideways.
      expect(fitted.pageWidth).toBeLessThanOrEqual(viewport === 'desktop' ? 1280 : 375);
      expect(fitted.viewport.right).toBeLessThanOrEqual(viewport === 'desktop' ? 1280 : 375);

      await page.getByRole('button', { name: 'Zoom in' }).click();
      const zoomed = await measure(page);
      expect(zoomed.scale).toBeGreaterThan(fitted.scale);
      expect(zoomed.svg.width).toBeGreaterThan(fitted.svg.width * 1.2);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      expect((await measure(page)).scale).toBeLessThan(fitted.scale);
      await page.getByRole('button', { name: '100 %' }).click();
      expect((await measure(page)).scale).toBe(100);

      // Keyboard: the viewport takes focus; 0 fits, + zooms, arrows pan.
      await page.getByTestId('diagram-viewport').focus();
      await page.keyboard.press('0');
      expect((await measure(page)).scale).toBe(fitted.scale);
      await page.keyboard.press('+');
      const keyed = await measure(page);
      expect(keyed.scale).toBeGreaterThan(fitted.scale);
      await page.keyboard.press('ArrowRight');
      expect((await measure(page)).svg.left).toBeLessThan(keyed.svg.left);

      // The wheel zooms about the pointer.
      await page.getByRole('button', { name: 'Fit' }).click();
      await page.getByTestId('diagram-viewport').scrollIntoViewIfNeeded();
      const box = (await measure(page)).viewport;
      await page.mouse.move((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      await page.mouse.wheel(0, -200);
      await expect.poll(async () => (await measure(page)).scale).toBeGreaterThan(fitted.scale);

      // Dragging pans.
      await page.getByRole('button', { name: 'Fit' }).click();
      const start = await measure(page);
      await page.mouse.move(box.left + 40, box.top + 40);
      await page.mouse.down();
      await page.mouse.move(box.left + 90, box.top + 60, { steps: 4 });
      await page.mouse.up();
      expect((await measure(page)).svg.left).toBeCloseTo(start.svg.left + 50, 0);

      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('exports the diagram as SVG and as Mermaid text', async () => {
    const { page, context } = await e2e.open(viewport, { local: { locale: 'en-US' } });
    await openDiagram(page, 'deposit');
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('deposit.svg');
    const svgText = await streamText(await svg.createReadStream());
    expect(svgText).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svgText).toContain('stillWaiting');
    const [mmd] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Mermaid' }).click(),
    ]);
    expect(mmd.suggestedFilename()).toBe('deposit.mmd');
    expect(await streamText(await mmd.createReadStream())).toMatch(/^(%%\{init: .*\}%%\n)?stateDiagram-v2\n/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: 'Copy Mermaid' }).click();
    await page.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^(%%\{init: .*\}%%\n)?stateDiagram-v2\n/,
    );
    await context.close();
  });

  it.each([['th-TH'], ['en-US']])('looks right in %s (screenshots)', async (locale) => {
    const { page, context, problems } = await e2e.open(viewport, { local: { locale } });
    await page.goto(`${server.url}${PATH.flows}`);
    await page.getByRole('navigation').first().waitFor();
    await screenshot(page, `flows-index-${viewport}-${locale}`);
    // What the first screen shows, too (the full-page shots of a phone are long).
    await screenshot(page, `flows-index-${viewport}-${locale}-top`, 'view');
    await openDiagram(page, 'deposit');
    await screenshot(page, `flows-deposit-${viewport}-${locale}`);
    await screenshot(page, `flows-deposit-${viewport}-${locale}-top`, 'view');
    if (locale === 'th-TH') {
      expect(await page.getByRole('heading', { level: 2, name: 'สถานะ', exact: true }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the overview level at 1280×800', () => {
  it.each([['deposit'], ['session'], ['mail'], ['spin']])(
    '%s: every top-level state label reads at 11 CSS px or more without zooming; a collapsed state opens on a click',
    async (id) => {
      const { page, context, problems } = await e2e.open('desktop', { local: { locale: 'th-TH' } });
      await openDiagram(page, id);
      const labels = await page.evaluate(() => {
        const viewport = document.querySelector('[data-testid="diagram-viewport"]')!;
        const v = viewport.getBoundingClientRect();
        const canvas = viewport.querySelector<HTMLElement>('[role="img"]')!;
        const scale = Number(/scale\(([\d.]+)\)/.exec(canvas.style.transform)?.[1] ?? 0);
        return [...viewport.querySelectorAll('g.node')]
          .filter((node) => /-state-[A-Za-z0-9]+-\d+$/.test(node.id) && !/_start-\d+$/.test(node.id))
          .map((node) => {
            const label = node.querySelector('.nodeLabel, text')!;
            const box = label.getBoundingClientRect();
            return {
              text: label.textContent,
              height: box.height,
              drawnFont: parseFloat(getComputedStyle(label).fontSize) * scale,
              inside: box.left >= v.left && box.right <= v.right && box.top >= v.top && box.bottom <= v.bottom,
            };
          });
      });
      expect(labels.length).toBeGreaterThan(3);
      for (const label of labels) {
        expect(label.inside, JSON.stringify(label)).toBe(true);
        expect(label.height, JSON.stringify(label)).toBeGreaterThanOrEqual(11);
        expect(label.drawnFont, JSON.stringify(label)).toBeGreaterThanOrEqual(11);
      }
      await screenshot(page, `flows-overview-${id}-desktop-th-TH`);
      if (id === 'deposit') {
        expect(labels.map((l) => l.text)).toContain('paying (+2)');
        await page.getByTestId('diagram-viewport').locator('g.node.collapsed', { hasText: 'paying (+2)' }).click();
        await expect
          .poll(() =>
            page
              .getByTestId('diagram-viewport')
              .locator('g.node', { hasText: /^expired$/ })
              .count(),
          )
          .toBe(1);
        // The other level draws every state.
        await page.getByRole('button', { name: 'ทุกสถานะ' }).click();
        await expect
          .poll(() =>
            page
              .getByTestId('diagram-viewport')
              .locator('g.node', { hasText: /^promo$/ })
              .count(),
          )
          .toBe(1);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('a production deploy (NODE_ENV=production, no FLOWS_PAGE)', () => {
  it('keeps /flows, a machine page and its simulator off, saying so and how to turn them on', async () => {
    const production = await startVariantServer({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1' });
    try {
      for (const [viewport, locale, path] of [
        ['desktop', 'en-US', PATH.flows],
        ['mobile', 'th-TH', flowsMachine('deposit')],
        ['mobile', 'en-US', flowsMachine('deposit', { view: 'simulate' })],
      ] as const) {
        const { page, context, problems } = await e2e.open(viewport, { local: { locale } });
        await page.goto(`${production.url}${path}`);
        const off = page.getByTestId('flows-off');
        await off.waitFor();
        expect(await off.textContent()).toContain('FLOWS_PAGE=1');
        expect(await page.getByTestId('diagram-viewport').count()).toBe(0);
        expect(await page.getByTestId('sim-state').count()).toBe(0);
        if (locale === 'en-US') expect(await off.textContent()).toContain('The flows page is off');
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `flows-off-${viewport}-${locale}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    } finally {
      await production.close();
    }
  }, 90_000);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
