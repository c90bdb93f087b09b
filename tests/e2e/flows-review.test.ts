/**
 * The review document (issue 27 §3, scripts/flows-review.ts) written for th-TH and opened in Chromium:
 * every machine of /flows has its section, every diagram is drawn (an SVG with its states, not empty), the
 * file asks for nothing over the network (self-contained), it prints to A4 PDF pages, and screenshots of
 * three of its printed pages (the index, deposit, otpCountdown) are kept for a person to look at.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReview, type ReviewResult } from '../../scripts/flows-review';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { msg } from '../helpers/catalogs';
import { closeContexts, workerBrowser, screenshot } from '../helpers/e2e';

let browser: Browser;
let dir: string;
let review: ReviewResult;
beforeAll(async () => {
  browser = await workerBrowser();
  dir = mkdtempSync(join(tmpdir(), 'flows-review-'));
  review = await writeReview({ out: join(dir, 'review.html'), locale: 'th-TH', browser });
}, 300_000);
afterAll(async () => {
  await closeContexts(browser);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run flows:review', () => {
  it('writes one self-contained file with every machine, every diagram drawn', async () => {
    expect(review.machines).toEqual(FLOW_MACHINES.map((m) => m.id));
    const html = readFileSync(review.file, 'utf8');
    expect(html).not.toMatch(/<script\b|<link\b|\bsrc="https?:|@import|url\(https?:/i);
    expect(statSync(review.file).size).toBeLessThan(8_000_000);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => void requests.push(request.url()));
    await page.goto(pathToFileURL(review.file).href);
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);

    const sections = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('section[data-machine]')].map((section) => ({
        id: section.dataset.machine!,
        purpose: section.querySelector('.purpose')?.textContent ?? '',
        diagrams: [...section.querySelectorAll('figure[data-diagram]')].map((figure) => {
          const svg = figure.querySelector('svg');
          const box = svg?.getBoundingClientRect();
          return {
            level: (figure as HTMLElement).dataset.diagram,
            nodes: svg?.querySelectorAll('g.node').length ?? 0,
            width: box?.width ?? 0,
            height: box?.height ?? 0,
            error: svg?.textContent?.includes('Syntax error') ?? true,
          };
        }),
        states: section.querySelectorAll('table').length,
        paths: section.querySelectorAll('tr[data-path]').length,
      })),
    );
    // Every machine once, grouped by area (the /flows index's order).
    expect(sections.map((s) => s.id).sort()).toEqual(FLOW_MACHINES.map((m) => m.id).sort());
    expect(sections.map((s) => s.id).slice(0, 2)).toEqual(['session', 'heartbeat']);
    for (const section of sections) {
      expect(
        section.diagrams.some((d) => d.level === 'all'),
        section.id,
      ).toBe(true);
      for (const d of section.diagrams) {
        expect(d.error, `${section.id} ${d.level}`).toBe(false);
        expect(d.nodes, `${section.id} ${d.level} states drawn`).toBeGreaterThan(0);
        expect(d.width * d.height, `${section.id} ${d.level} has a size`).toBeGreaterThan(1000);
      }
      expect(section.paths, `${section.id}: a shortest path per state`).toBeGreaterThan(0);
    }
    // Thai text (the purposes are translated), identifiers as they are.
    const deposit = sections.find((s) => s.id === 'deposit')!;
    expect(deposit.purpose).toMatch(/[\u0E00-\u0E7F]/);
    expect(deposit.diagrams.map((d) => d.level)).toEqual(['overview', 'all']);
    const expired = await page.locator('#m-deposit tr[data-path="paying.expired"]').textContent();
    expect(expired).toContain('ข้ามเวลาไป 600 วินาที');
    // The steps in Thai around the ids: a sample outcome by its label; the input by its label, not its name.
    expect(expired).toContain(`createOrder สำเร็จ: ${msg('th-TH', 'flows.sample.deposit.qrOrder')}`);
    expect(await page.locator('#m-deposit').textContent()).toContain(
      `“${msg('th-TH', 'flows.sample.deposit.input.plain')}”`,
    );

    // Printed: A4 pages, a new page per machine; three of them as screenshots.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(FLOW_MACHINES.length + 1);
    await page.setViewportSize({ width: 794, height: 1123 });
    await screenshot(page, 'flows-review-index-th-TH', 'view');
    for (const id of ['deposit', 'otpCountdown']) {
      await page.locator(`#m-${id}`).scrollIntoViewIfNeeded();
      await page.evaluate((target) => document.getElementById(`m-${target}`)!.scrollIntoView(), id);
      await screenshot(page, `flows-review-${id}-th-TH`, 'view');
    }
    await context.close();
  }, 180_000);
});
