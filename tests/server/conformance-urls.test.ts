/**
 * The conformance kit's URL check (scripts/conformance/urls.ts, issue 36 §1): the URLs of a backend's answers
 * by what the app does with them, CSP source matching, and a run of the kit against the reference server on
 * its own origin under a tier's policy: with the default (the upstream's origin) nothing is blocked; with
 * PAYMENT_ORIGINS naming only a provider, the deposit's payUrl is listed with the setting that would allow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SETTINGS, readTierConfig, tierOrigins } from '../../server/config';
import { contentSecurityPolicy } from '../../server/security-headers';
import { runConformance } from '../../scripts/conformance/kit';
import { allowedBy, checkUrls, parsePolicy, SETTING, urlsOf } from '../../scripts/conformance/urls';
import { startTestServer, type TestServer } from '../helpers/server';

describe('urlsOf', () => {
  it('finds game, payment, chat, image and video URLs by field', () => {
    expect(
      urlsOf('startGame', { errcode: 0, data: { gameId: 1, gameUrl: 'https://g.example/play', gameHistory: '' } }),
    ).toEqual([{ kind: 'game', url: 'https://g.example/play', operation: 'startGame', field: 'data.gameUrl' }]);
    expect(urlsOf('recharge3', { data: { payUrl: 'https://pay.example/o/1' } }).map((u) => u.kind)).toEqual([
      'payment',
    ]);
    const service = urlsOf('getCustomerServices', {
      data: [
        { url: 'https://chat.example/42', isOut: 0, nickname: 'a', icon: 'https://cdn.example/a.png' },
        { url: 'https://line.me/x', isOut: 1, nickname: 'b', icon: '' },
      ],
    });
    expect(service.map((u) => [u.kind, u.url])).toEqual([
      ['chat', 'https://chat.example/42'],
      ['image', 'https://cdn.example/a.png'],
    ]);
    const videos = urlsOf('getPromotionalVideoList', {
      data: {
        gameResourceUrl: 'https://res.example/r/',
        appPromotionalVideoList: [
          { id: 1, coverImg: '/static/c.png', path: 'v/1.mp4' },
          { id: 2, coverImg: '/static/d.png', path: 'v/2.webp' },
        ],
      },
    });
    expect(videos.map((u) => [u.kind, u.url])).toEqual([
      ['image', '/static/c.png'],
      ['image', '/static/d.png'],
      ['image', 'https://res.example/r/game/icon.svg'],
      ['video', 'https://res.example/r/v/1.mp4'],
      ['image', 'https://res.example/r/v/2.webp'],
    ]);
    expect(urlsOf('anonymousAppConfig', { data: [{ imgUrl2: 'https://cdn.example/b.jpg', icon3: '' }] })).toHaveLength(
      1,
    );
  });
});

describe('allowedBy', () => {
  const site = new URL('https://play.example');
  const policy = parsePolicy(
    "default-src 'self'; frame-src 'self' https://*.games.example http://pay.example:8080; img-src 'self' data: cdn.example",
  );
  it.each([
    ['game', 'https://a.games.example/x', true],
    ['game', 'https://games.example/x', false],
    ['payment', 'http://pay.example:8080/o', true],
    ['payment', 'https://pay.example:8080/o', true],
    ['payment', 'http://pay.example/o', false],
    ['chat', '/sandbox/livechat/1', true],
    ['chat', 'https://chat.example/1', false],
    ['image', 'data:image/png;base64,AA', true],
    ['image', 'https://cdn.example/a.png', true],
    ['image', 'http://cdn.example/a.png', false],
    ['video', 'https://cdn.example/v.mp4', false],
    ['video', '/v.mp4', true],
  ] as const)('%s %s: %s', (kind, url, allowed) => {
    expect(allowedBy(policy, kind, url, site)).toBe(allowed);
  });

  it('names the settings the app tier reads', () => {
    expect(SETTING).toEqual({
      game: ORIGIN_SETTINGS.games,
      payment: ORIGIN_SETTINGS.payments,
      chat: ORIGIN_SETTINGS.chat,
      image: ORIGIN_SETTINGS.media,
      video: ORIGIN_SETTINGS.media,
    });
  });

  it('names the setting that would allow a blocked URL', () => {
    const report = checkUrls(
      [{ kind: 'video', url: 'https://cdn.example/v.mp4', operation: 'getPromotionalVideoList', field: 'x' }],
      "default-src 'self'",
      'https://play.example',
      'test',
    );
    expect(report.blocked.map((b) => b.fix)).toEqual([
      'add https://cdn.example to MEDIA_ORIGINS (comma-separated origins)',
    ]);
  });
});

describe('the kit against a backend on its own origin', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ smsOutbox: true });
  });
  afterAll(async () => {
    await s?.close();
  });
  const policyOf = (env: Record<string, string>) => ({
    csp: contentSecurityPolicy(tierOrigins(readTierConfig({ API_UPSTREAM: s.url, ...env }, 1)!)),
    site: 'https://play.example',
    source: 'test',
  });
  const run = (env: Record<string, string>) =>
    runConformance({
      base: s.url,
      noSweep: true,
      journeys: ['lobby data', 'register and login', 'bank card', 'deposit order and its check'],
      policy: policyOf(env),
    });

  it('finds every URL loadable under the default policy (the upstream origin)', async () => {
    const report = await run({});
    expect(report.urls!.checked).toBeGreaterThan(0);
    expect(report.urls!.blocked).toEqual([]);
    expect(report.ok).toBe(true);
  }, 60_000);

  it('lists the payment page a narrower policy blocks, with the setting', async () => {
    // frame-src is one list for every framed kind: the others name nothing else here.
    const report = await run({
      PAYMENT_ORIGINS: 'https://pay.provider.example',
      GAME_ORIGINS: 'none',
      CHAT_ORIGINS: 'none',
    });
    const payment = report.urls!.blocked.filter((b) => b.kind === 'payment');
    expect(payment.length).toBeGreaterThan(0);
    const origin = new URL(payment[0]!.url).origin;
    expect(origin).not.toBe('https://pay.provider.example');
    expect(payment[0]!.fix).toBe(`add ${origin} to PAYMENT_ORIGINS (comma-separated origins)`);
    expect(report.ok).toBe(false);
  }, 60_000);
});
