/**
 * The reporter's pure parts (src/lib/rum/beacon.ts and capture.ts, contract/rum.ts): the page
 * kinds, what is masked of a message and kept of a selector and a source, the flow in error, the sampling
 * draw, and the report's cap.
 */
import type { AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  OTHER_PAGE,
  PAGE_KINDS,
  RUM_MAX_ERRORS,
  maskText,
  pageKind,
  shortSelector,
  type RumReport,
} from '../../contract/rum';
import { encodeReport, errorEntry, readSettings, sampled, sourceOf, stateName } from '../../src/lib/rum/beacon';
import { failingFlow } from '../../src/lib/rum/capture';

describe('page kinds', () => {
  it('are route patterns, never the concrete address', () => {
    expect(pageKind('/lobby/home')).toBe('/lobby/home');
    expect(pageKind('/lobby/home/')).toBe('/lobby/home');
    // An exact route wins over a pattern that also matches it.
    expect(pageKind('/lobby/wallets/deposit')).toBe('/lobby/wallets/deposit');
    expect(pageKind('/lobby/wallets/bonus')).toBe('/lobby/wallets/:id');
    expect(pageKind('/notice/detail/4711')).toBe('/notice/detail/:id');
    expect(pageKind('/withdrawal/W20261206001')).toBe('/withdrawal/:name');
    expect(pageKind('/activity/spin')).toBe('/activity/spin');
    expect(pageKind('/lobby/activity/spin')).toBe('/lobby/activity/spin');
  });

  it('are "other" for an address the route table does not know', () => {
    expect(pageKind('/lobby/home/0812345678')).toBe(OTHER_PAGE);
    expect(pageKind('/wp-admin')).toBe(OTHER_PAGE);
    expect(PAGE_KINDS).not.toContain(OTHER_PAGE);
    expect(PAGE_KINDS.length).toBeLessThan(200);
  });
});

describe('maskText', () => {
  it('masks phone numbers, accounts, e-mail addresses, queries and tokens, and caps', () => {
    const text = maskText(
      'Order 2026120612345 for 081-234-5678 (a.b@example.com) at https://x.test/p?token=abc#k jwt eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0',
      200,
    );
    expect(text).toBe('Order # for # (<email>) at https://x.test/p jwt <token>.<token>');
    expect(maskText('status 500 at line 12', 200)).toBe('status 500 at line 12');
    expect(maskText('a\nb\u0000c', 200)).toBe('a b c');
    expect(maskText('x'.repeat(300), 200)).toHaveLength(200);
  });
});

describe('shortSelector', () => {
  it('keeps the last three steps, drops ids and classes with digits, attributes and pseudo-classes', () => {
    expect(shortSelector('html>body>div#root>main._home_x1y2z_3.page>img.banner[alt="Win 5000"]')).toBe(
      'div#root>main.home.page>img.banner',
    );
    expect(shortSelector('div#order-123>button.btn2.go:nth-child(2)')).toBe('div>button.go');
    expect(shortSelector(undefined)).toBeUndefined();
    expect(shortSelector(`div.${'a'.repeat(200)}`)!.length).toBeLessThanOrEqual(100);
  });
});

describe('errors', () => {
  it('keep the file name and line, from the event or the stack', () => {
    expect(sourceOf({ file: 'https://play.test/assets/app-AbC.js?v=1', line: 12 })).toEqual({
      source: 'app-AbC.js',
      line: 12,
    });
    expect(sourceOf({ stack: 'Error: x\n    at f (https://play.test/assets/index-Q1.js:3:14)' })).toEqual({
      source: 'index-Q1.js',
      line: 3,
    });
    expect(sourceOf({})).toEqual({});
  });

  it('name the state of the flow: nested and parallel', () => {
    expect(stateName('idle')).toBe('idle');
    expect(stateName({ form: 'editing' })).toBe('form.editing');
    expect(stateName({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c,d.e');
  });

  it('become a masked entry with the page kind and the flow', () => {
    expect(
      errorEntry({
        kind: 'rejection',
        message: 'no account 0812345678',
        stack: 'Error\n at https://play.test/assets/app-X.js:7:1',
        path: '/withdrawal/W123',
        flow: { id: 'withdraw', value: { form: 'submitting' } },
      }),
    ).toEqual({
      kind: 'rejection',
      page: '/withdrawal/:name',
      message: 'no account #',
      source: 'app-X.js',
      line: 7,
      flow: 'withdraw',
      state: 'form.submitting',
    });
  });

  it('name the flow in error, else the page flow, never one of the whole app (session, toasts, popups)', () => {
    const actor = (status: string, value: unknown) => ({ getSnapshot: () => ({ status, value }) }) as AnyActorRef;
    const running = new Map<string, AnyActorRef>([
      ['session', actor('active', 'ready')],
      ['deposit', actor('active', 'form')],
      ['toast', actor('active', 'idle')],
      ['popups', actor('active', { popup: 'idle' })],
    ]);
    expect(failingFlow(running)).toEqual({ id: 'deposit', value: 'form' });
    running.set('kyc', actor('error', { upload: 'sending' }));
    expect(failingFlow(running)).toEqual({ id: 'kyc', value: { upload: 'sending' } });
    expect(failingFlow(new Map([['session', actor('active', 'ready')]]))).toBeUndefined();
  });
});

describe('settings and sampling', () => {
  const meta = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

  it('come from the server, clamped; no element: nothing reported', () => {
    expect(readSettings(meta({ 'data-vitals': '0.1', 'data-errors': '1' }))).toEqual({ vitalsRate: 0.1, errors: true });
    expect(readSettings(meta({ 'data-vitals': '7', 'data-errors': '0' }))).toEqual({ vitalsRate: 1, errors: false });
    expect(readSettings(meta({ 'data-vitals': 'x' }))).toEqual({ vitalsRate: 0, errors: false });
    expect(readSettings(null)).toBeNull();
  });

  it('draws once per page view at the rate', () => {
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
    expect(sampled(0, () => 0)).toBe(false);
    expect(sampled(1, () => 0.999)).toBe(true);
    let n = 0;
    for (let i = 0; i < 10_000; i++) if (sampled(0.1)) n += 1;
    expect(n).toBeGreaterThan(800);
    expect(n).toBeLessThan(1200);
  });
});

describe('encodeReport', () => {
  const report = (errors: number, message = 'x'): RumReport => ({
    v: 1,
    page: '/lobby/home',
    layout: 'mobile',
    locale: 'th-TH',
    vitals: [{ name: 'LCP', value: 1200, target: 'img.banner' }],
    errors: Array.from({ length: errors }, () => ({ kind: 'error' as const, page: '/lobby/home', message })),
  });

  it('is the report as JSON, at most RUM_MAX_ERRORS errors', () => {
    const body = JSON.parse(encodeReport(report(9))!) as RumReport;
    expect(body.errors).toHaveLength(RUM_MAX_ERRORS);
    expect(body.vitals).toEqual([{ name: 'LCP', value: 1200, target: 'img.banner' }]);
  });

  it('drops errors, then targets, to stay within the cap; nothing to send: null', () => {
    const body = encodeReport(report(5, 'y'.repeat(200)), 600)!;
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(600);
    expect((JSON.parse(body) as RumReport).errors.length).toBeLessThan(5);
    const bare = encodeReport(report(0), 120)!;
    expect(JSON.parse(bare)).toMatchObject({ vitals: [{ name: 'LCP', value: 1200 }] });
    expect(bare).not.toContain('banner');
    expect(encodeReport({ ...report(0), vitals: [] })).toBeNull();
    expect(encodeReport(report(0), 10)).toBeNull();
  });
});
