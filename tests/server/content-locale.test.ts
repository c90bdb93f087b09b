/**
 * Server-made content per locale (issue 15 §5): every text and generated image a player reads answers in the
 * locale the request names (`lang`, th-TH by default), and a database seeded before migration 065 gets the
 * seed's translations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema';
import { wrap } from '../../server/asset-svg';
import { writeContentTexts } from '../../server/domain/content-texts';
import { startTestServer, type TestServer } from '../helpers/server';

type Schemas = components['schemas'];
type AppConfig = Schemas['AppConfig'];

/** Brand names, codes and game titles (banner 3 plays Tiger) that stay as they are on a Thai screen. */
const BRANDS = [
  'TrueMoney Wallet',
  'PromptPay QR',
  'KBANK',
  'Pixel Tide',
  'VIP',
  'Telegram',
  'iOS',
  'Android',
  'GCash',
  'Maya',
  'JazzCash',
  'Raast',
  'QR Ph',
  'Tiger',
];
const THAI = /[\u0E00-\u0E7F]/;

/** Latin words left in a text once HTML and brand names are taken out. */
function latinWords(text: string): string[] {
  let plain = text.replace(/<[^>]*>/g, ' ');
  for (const brand of BRANDS) plain = plain.split(brand).join(' ');
  return plain.match(/[A-Za-z]{2,}/g) ?? [];
}

/** A Thai text: Thai letters and no Latin word but brand names. */
function expectThai(text: string, what: string): void {
  expect(text, what).toMatch(THAI);
  expect(latinWords(text), `${what}: ${text}`).toEqual([]);
}

/** An English text: no Thai letters. */
function expectEnglish(text: string, what: string): void {
  expect(text, what).not.toMatch(THAI);
  expect(text, what).toMatch(/[A-Za-z]/);
}

describe('content per locale', () => {
  let s: TestServer;
  const config: Partial<Record<'th-TH' | 'en-US' | 'default', AppConfig>> = {};
  beforeAll(async () => {
    s = await startTestServer();
    for (const [key, body] of [
      ['th-TH', { lang: 'th-TH' }],
      ['en-US', { lang: 'en-US' }],
      ['default', {}],
    ] as const) {
      const res = await s.call<AppConfig & { errcode: number }>('anonymousAppConfig', body);
      expect(res.body.errcode).toBe(0);
      config[key] = res.body;
    }
  });
  afterAll(() => s.close());

  const th = () => config['th-TH'] as AppConfig;
  const en = () => config['en-US'] as AppConfig;

  it('answers notice titles and bodies in Thai for th-TH and in English for en-US', () => {
    expect(th().appNoticeConfigList).toHaveLength(en().appNoticeConfigList.length);
    expect(th().appNoticeConfigList.length).toBeGreaterThan(0);
    for (const n of th().appNoticeConfigList) {
      expectThai(n.title, `notice ${n.id} title`);
      expectThai(n.content, `notice ${n.id} content`);
    }
    for (const n of en().appNoticeConfigList) {
      expectEnglish(n.title, `notice ${n.id} title`);
      expectEnglish(n.content, `notice ${n.id} content`);
    }
    expect(en().appNoticeConfigList[0]?.title).toBe('Welcome to the lobby');
    expect(th().appNoticeConfigList[0]?.title).toBe('ยินดีต้อนรับสู่ล็อบบี้');
  });

  it('names deposit channels, banks and service contacts per locale', () => {
    const channels = (c: AppConfig) => Object.values(c.appRechargeTypeMap).map((t) => t.name);
    // Payment brands (TrueMoney Wallet, PromptPay QR) stay brands; no other Latin word.
    expect(channels(th())).toEqual(['TrueMoney Wallet', 'PromptPay QR', 'โอนเงินผ่านธนาคาร', 'ฝากตรง KBANK']);
    for (const name of channels(th())) expect(latinWords(name), name).toEqual([]);
    expect(channels(en())).toEqual(['TrueMoney Wallet', 'PromptPay QR', 'Bank transfer', 'KBANK Direct']);
    for (const b of th().appBankList) expectThai(b.name, `bank ${b.id}`);
    for (const b of en().appBankList) expectEnglish(b.name, `bank ${b.id}`);
    // The short code is an identifier (bank cards, transfers), the same in both.
    expect(th().appBankList.map((b) => b.shortName)).toEqual(en().appBankList.map((b) => b.shortName));
    expect(th().serviceContacts.map((c) => c.nickname)).toEqual(['แชทสด', 'ฝ่ายบริการลูกค้า', 'Telegram']);
    expect(en().serviceContacts.map((c) => c.nickname)).toEqual(['Live Chat', 'Customer Service', 'Telegram']);
  });

  it('hands out image URLs that carry the locale', () => {
    const urls = (c: AppConfig, lang: string) =>
      [
        ...c.appLobbyAdConfigList.map((b) => b.imgUrl2),
        ...c.appNoticeConfigList.map((n) => n.imgUrl2),
        ...c.appGenericImgList.map((g) => g.img),
        ...c.appBankList.map((b) => b.icon),
        ...Object.values(c.appRechargeTypeMap).map((t) => t.iconH5),
        ...c.serviceContacts.map((x) => x.icon),
      ].filter((u) => !u.endsWith(`?lang=${lang}`));
    expect(urls(th(), 'th-TH')).toEqual([]);
    expect(urls(en(), 'en-US')).toEqual([]);
  });

  it('reads a missing or unknown locale as th-TH, and refuses a lang longer than 16 characters', async () => {
    expect(config.default).toEqual(th());
    for (const lang of ['fr-FR', 'th', 'EN-us', '']) {
      const res = await s.call<AppConfig>('anonymousAppConfig', { lang });
      expect(res.body.appNoticeConfigList[0]?.title, lang).toBe('ยินดีต้อนรับสู่ล็อบบี้');
    }
    const tooLong = await s.call('anonymousAppConfig', { lang: 'x'.repeat(17) });
    expect(tooLong.status).toBe(400);
    const notString = await s.call('anonymousAppConfig', { lang: 1 });
    expect(notString.status).toBe(400);
  });

  it('answers the registration mails, activity names, trade terms and videos in the locale asked', async () => {
    const { token } = await s.player();
    type MailPage = { list: Schemas['MailSummary'][] };
    const thMail = (await s.call<MailPage>('getMail2', { lang: 'th-TH' }, token)).body.list;
    const enMail = (await s.call<MailPage>('getMail2', { lang: 'en-US' }, token)).body.list;
    expect(thMail.map((m) => m.title)).toEqual(['ของขวัญผู้เล่นใหม่', 'ยินดีต้อนรับ']);
    expect(enMail.map((m) => m.title)).toEqual(['New player gift', 'Welcome']);
    for (const m of thMail) {
      const detail = (await s.call<{ mail: Schemas['Mail'] }>('getMailDetail', { id: m.id, lang: 'th-TH' }, token)).body
        .mail;
      expectThai(detail.title, 'mail title');
      expectThai(detail.content, 'mail content');
      const english = (await s.call<{ mail: Schemas['Mail'] }>('getMailDetail', { id: m.id, lang: 'en-US' }, token))
        .body.mail;
      expectEnglish(english.content, 'mail content');
    }

    type Ids = { activityMap: Record<string, { name: string; icon: string }> };
    const thIds = (await s.call<Ids>('getActivityIds', { lang: 'th-TH' }, token)).body.activityMap;
    const enIds = (await s.call<Ids>('getActivityIds', { lang: 'en-US' }, token)).body.activityMap;
    expect(Object.keys(thIds).length).toBeGreaterThan(5);
    for (const [id, a] of Object.entries(thIds)) {
      expectThai(a.name, `activity ${id}`);
      expect(a.icon).toMatch(/\?lang=th-TH$/);
      expectEnglish(enIds[id]?.name ?? '', `activity ${id}`);
    }
    const member = await s.call<Ids & AppConfig>('getAfterLoginInfoWeb', { lang: 'en-US' }, token);
    expect(member.body.activityMap).toEqual(enIds);
    expect(member.body.appNoticeConfigList).toEqual(en().appNoticeConfigList);

    type Terms = { appRechargeTypeList: Schemas['RechargeType'][] };
    const terms = (await s.call<Terms>('tradeInfo', { lang: 'th-TH' }, token)).body.appRechargeTypeList;
    for (const t of terms) expect(latinWords(t.name), t.name).toEqual([]);

    type Videos = { appPromotionalVideoList: Schemas['PromotionalVideo'][] };
    const videos = (await s.call<Videos>('getPromotionalVideoList', { lang: 'en-US' })).body.appPromotionalVideoList;
    for (const v of videos) {
      expect(v.coverImg).toMatch(/\?lang=en-US$/);
      expect(v.path).toMatch(/\?lang=en-US$/);
    }
  });

  it('draws every seeded image with words in Thai for th-TH and English for en-US, each on its own URL', async () => {
    const db = s.deps.db;
    const paths = [
      ...(db.prepare('SELECT img_url2 AS u FROM banners UNION ALL SELECT img_url2 FROM notices').all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT img AS u FROM generic_imgs UNION ALL SELECT cover_img FROM promo_videos').all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT icon AS u FROM banks UNION ALL SELECT icon_h5 FROM recharge_types').all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT icon AS u FROM activities UNION ALL SELECT icon FROM cs_queue').all() as { u: string }[]),
    ].map((r) => r.u);
    expect(paths.length).toBeGreaterThan(40);
    /** Images whose only words are brand names: the same picture in both locales. */
    const sameInBoth = new Set([
      '/static/generic/gcash.svg',
      '/static/generic/maya.svg',
      '/static/cs/3.svg',
      '/static/pay/1.svg',
      '/static/pay/2.svg',
    ]);
    const label = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
    for (const path of paths) {
      const thRes = await s.fetch(`${path}?lang=th-TH`);
      const enRes = await s.fetch(`${path}?lang=en-US`);
      expect(thRes.status, path).toBe(200);
      expect(thRes.headers.get('cache-control')).toBe('public, max-age=86400');
      const [thSvg, enSvg] = [await thRes.text(), await enRes.text()];
      // Without a lang, or with an unknown one: the Thai picture.
      expect(await (await s.fetch(path)).text(), path).toBe(thSvg);
      expect(await (await s.fetch(`${path}?lang=de-DE`)).text(), path).toBe(thSvg);
      expect(enSvg, path).not.toMatch(THAI);
      if (sameInBoth.has(path)) {
        expect(thSvg, path).toBe(enSvg);
        continue;
      }
      expect(thSvg, path).not.toBe(enSvg);
      expectThai(label(thSvg), `${path} label`);
    }
  });

  it('wraps Thai words on the images between words (Thai has no spaces), marks taking no room', () => {
    // 22 code points, 16 of them letters: vowel and tone marks sit above and below.
    expect(wrap('ยินดีต้อนรับสู่ล็อบบี้', 16, 3)).toEqual(['ยินดีต้อนรับสู่ล็อบบี้']);
    expect(wrap('เช็กอินรายวันฟรี', 9, 2)).toEqual(['เช็กอินราย', 'วันฟรี']);
    expect(wrap('ปิดปรับปรุงเกมของ Pixel Tide', 16, 3)).toEqual(['ปิดปรับปรุงเกมของ', 'Pixel Tide']);
    const long = wrap('ผู้เล่นหนึ่งคนต่อหนึ่งบัญชีและห้ามใช้บอทกรุณายืนยันตัวตน', 10, 3);
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
  });

  it('gives a database seeded before migration 065 the seed’s translations, leaving an operator’s edits alone', () => {
    const db = s.deps.db;
    const snapshot = () =>
      ['notices', 'activities', 'recharge_types', 'banks', 'receiving_accounts', 'cs_queue'].map((table) =>
        db.prepare(`SELECT i18n FROM ${table} ORDER BY rowid`).all(),
      );
    const mails = () => db.prepare('SELECT id, i18n FROM mail ORDER BY id').all();
    const seeded = snapshot();
    const seededMail = mails();
    expect(JSON.stringify(seeded)).toMatch(THAI);
    // As before 065: no translations anywhere; one notice rewritten by the operator meanwhile.
    for (const table of ['notices', 'activities', 'recharge_types', 'banks', 'receiving_accounts', 'cs_queue', 'mail'])
      db.prepare(`UPDATE ${table} SET i18n = '{}'`).run();
    db.prepare("UPDATE notices SET title = 'Server upgrade tonight' WHERE id = 3").run();
    writeContentTexts(db, s.deps.config.country);
    const after = snapshot();
    expect(mails()).toEqual(seededMail);
    const notices = after[0] as { i18n: string }[];
    expect(notices[2]?.i18n).toBe('{}');
    notices[2] = (seeded[0] as { i18n: string }[])[2] as { i18n: string };
    expect(after).toEqual(seeded);
    // Twice is the same as once.
    writeContentTexts(db, s.deps.config.country);
    expect(mails()).toEqual(seededMail);
  });
});
