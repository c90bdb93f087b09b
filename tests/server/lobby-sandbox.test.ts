import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentReply } from '../../server/sandbox/livechat';
import { styleHashOf } from '../../server/security-headers';
import { startTestServer, type TestServer } from '../helpers/server';

describe('sandbox customer service, APK and game pages', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A browser's visitor cookie for the chat pages (issued on the first answer). */
  const visitor = { cookie: '' };
  const remember = (res: Response, who = visitor) => {
    const set = res.headers.get('set-cookie');
    if (set) who.cookie = set.split(';')[0] ?? '';
    return res;
  };
  const get = async (path: string, who = visitor) =>
    remember(await s.fetch(path, { headers: { cookie: who.cookie }, redirect: 'manual' }), who);
  const post = async (path: string, message: string, who = visitor) =>
    remember(
      await s.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: who.cookie },
        body: new URLSearchParams({ message }).toString(),
        redirect: 'manual',
      }),
      who,
    );

  /** The chat page's address as the frame ends on it: the first load redirects to the visitor's own URL. */
  const open = async (licence: string, who = visitor): Promise<string> => {
    const first = await get(`/sandbox/livechat/${licence}`, who);
    expect(first.status).toBe(303);
    const location = first.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^/sandbox/livechat/${licence}\\?v=[A-Za-z0-9_-]{22}$`));
    return location;
  };
  /** What the sandboxed frame sends: no cookie (an opaque origin), only its URL. */
  const framed = (path: string, message?: string) =>
    message === undefined
      ? s.fetch(path)
      : s.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ message }).toString(),
          redirect: 'manual',
        });

  it('shows a chat page that can be framed by the app, with no inline script, the visitor in its URL', async () => {
    const url = await open('19075011');
    const res = await framed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await res.text();
    expect(html).toContain('Sandbox customer service');
    expect(html).toContain('19075011');
    expect(html).toContain(`<form method="post" action="${url}">`);
    expect(html).not.toMatch(/<script/);
  });

  it('appends a posted message with an automatic Thai and English reply, per licence, without cookies', async () => {
    const url = await open('19075012');
    const res = await framed(url, 'How do I withdraw? <b>now</b>');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${url}#latest`);
    const html = await (await framed(url)).text();
    expect(html).toContain('How do I withdraw? &lt;b&gt;now&lt;/b&gt;');
    expect(html).not.toContain('<b>now</b>');
    expect(html).toContain('ถอนเงิน');
    expect(html).toContain('To withdraw, open Wallet');
    const other = await (await framed(await open('19075011'))).text();
    expect(other).not.toContain('How do I withdraw?');

    await framed(url, 'hello');
    const again = await (await framed(url)).text();
    expect(again.indexOf('How do I withdraw?')).toBeLessThan(again.indexOf('>hello<'));
    expect(again).toContain('Thank you, an agent has your message');
    // A reopened frame (the app's request carries the first contact's cookie) continues the conversation.
    expect(await open('19075012')).toBe(url);
  });

  it("keeps each visitor's conversation private, even on the same licence", async () => {
    const alice = { cookie: '' };
    const bob = { cookie: '' };
    const aliceUrl = await open('19075013', alice);
    await framed(aliceUrl, 'my account is alice-secret');
    expect(alice.cookie).toMatch(/^sandbox_chat=[A-Za-z0-9_-]{22}$/);
    expect(await (await framed(aliceUrl)).text()).toContain('alice-secret');
    const bobUrl = await open('19075013', bob);
    expect(bob.cookie).not.toBe(alice.cookie);
    expect(bobUrl).not.toBe(aliceUrl);
    expect(await (await framed(bobUrl)).text()).not.toContain('alice-secret');
  });

  it('refuses empty or too long messages and non-numeric licences', async () => {
    const url = await open('19075011');
    expect((await framed(url, '   ')).status).toBe(400);
    expect((await framed(url, 'x'.repeat(501))).status).toBe(400);
    expect((await framed(url, 'x'.repeat(500))).status).toBe(303);
    expect((await post('/sandbox/livechat/19075011', 'x')).status).toBe(303);
    expect((await s.fetch('/sandbox/livechat/abc')).status).toBe(404);
    expect(agentReply('ฝากเงินยังไง')).toContain('To deposit');
  });

  it('shows the APK stand-in page and serves its small file', async () => {
    const page = await s.fetch('/sandbox/apk');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox: Android app download');
    expect(html).toContain('฿20.00 bonus');
    expect(html).toContain('href="/sandbox/apk/download"');
    const file = await s.fetch('/sandbox/apk/download');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect((await file.text()).length).toBeLessThan(2048);
  });

  it("applies each page's own styles only: its policy allows its inline <style> by hash, no 'unsafe-inline'", async () => {
    const pages = [
      await framed(await open('19075011')),
      await s.fetch('/sandbox/apk'),
      await s.fetch('/sandbox/game/AAAAAAAAAAAAAAAAAAAAAA'),
    ];
    for (const res of pages) {
      const html = await res.text();
      const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(inline).toHaveLength(1);
      const styleSrc = (res.headers.get('content-security-policy') ?? '')
        .split('; ')
        .find((d) => d.startsWith('style-src '));
      expect(styleSrc).toBe(`style-src 'self' ${styleHashOf(inline[0]!)}`);
      expect(html).not.toMatch(/\sstyle=/);
    }
  });

  it('answers 404 for an unknown game session page', async () => {
    const res = await s.fetch('/sandbox/game/AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    // No game session, so no locale of a launch: the product's default, th-TH ("game not found").
    expect(await res.text()).toContain('ไม่พบเกม');
  });
});
