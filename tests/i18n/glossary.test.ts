/**
 * The Thai glossary (src/i18n/glossary.th.ts): no th-TH text uses a variant the glossary rules out —
 * the catalogs, the legal texts, the server's content texts (and the other server and build texts written in
 * Thai) and the /flows texts. A failure names the file and the key (the message id, the path in the exported
 * object, or the line). A planted variant is caught; glossary.th.md is the page written from the list.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import * as contentTexts from '../../server/domain/content-texts';
import { GAME_TEXTS } from '../../server/sandbox/game-texts';
import { glossaryMarkdown, THAI_GLOSSARY, variantPattern, type ThaiTextSource } from '../../src/i18n/glossary.th';
import { content as legalTh } from '../../src/i18n/legal/th-TH';
import { msg, parsePo } from '../helpers/catalogs';

const ROOT = join(import.meta.dirname, '../..');
const TH_CATALOGS = 'src/i18n/locales/th-TH';
/** The catalogs of the /flows pages (a product owner's texts). */
const FLOWS_AREAS = new Set(['flows', 'flows-docs']);
/**
 * Other files with Thai texts: string literals (the OTP message, the sandbox's chat, the seed, the manifest) and
 * the text of the pages served as they are (the app's shell, the offline page).
 */
const THAI_LITERAL_FILES = [
  'server/domain/otp.ts',
  'server/db/seed/wallet.ts',
  'server/sandbox/livechat.ts',
  'server/sandbox/apk.ts',
  'scripts/pwa.ts',
  'public/offline.js',
  'index.html',
  'public/offline.html',
];

interface ThaiText {
  readonly source: ThaiTextSource;
  readonly file: string;
  readonly key: string;
  readonly text: string;
}

const THAI = /[\u0E00-\u0E7F]/;

/** Every string in `value` with Thai letters in it, keyed by its path ("NOTICE_TEXTS.1.th-TH.title"). */
function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (THAI.test(value)) yield [path, value];
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* stringsOf(item, `${path}.${i}`);
  } else if (value && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) yield* stringsOf(item, path ? `${path}.${k}` : k);
  }
}

/** String literals with Thai letters, by line ("line 45"); in an HTML page, each line's text and attributes. */
function* literalsOf(source: string, html: boolean): Generator<[string, string]> {
  for (const [i, line] of source.split('\n').entries()) {
    if (html) {
      if (THAI.test(line)) yield [`line ${i + 1}`, line.trim()];
      continue;
    }
    if (/^\s*(\*|\/\/|\/\*)/.test(line)) continue;
    for (const m of line.matchAll(/'([^'\\]|\\.)*'|"([^"\\]|\\.)*"|`([^`\\]|\\.)*`/g))
      if (THAI.test(m[0])) yield [`line ${i + 1}`, m[0].slice(1, -1)];
  }
}

/** Every th-TH text of the product. */
function thaiTexts(): ThaiText[] {
  const out: ThaiText[] = [];
  for (const file of readdirSync(join(ROOT, TH_CATALOGS)).filter((f) => f.endsWith('.po'))) {
    const area = file.replace(/\.po$/, '');
    const source = FLOWS_AREAS.has(area) ? 'flows' : 'catalog';
    for (const [key, text] of parsePo(readFileSync(join(ROOT, TH_CATALOGS, file), 'utf8')))
      out.push({ source, file: `${TH_CATALOGS}/${file}`, key, text });
  }
  for (const [key, text] of stringsOf(legalTh({ supportEmail: 'support@example.com', minAge: 21 }), ''))
    out.push({ source: 'legal', file: 'src/i18n/legal/th-TH.ts', key, text });
  for (const [key, text] of stringsOf(contentTexts, ''))
    out.push({ source: 'server', file: 'server/domain/content-texts.ts', key, text });
  for (const [key, text] of stringsOf(GAME_TEXTS['th-TH'], 'th-TH'))
    out.push({ source: 'server', file: 'server/sandbox/game-texts.ts', key, text });
  for (const file of THAI_LITERAL_FILES)
    for (const [key, text] of literalsOf(readFileSync(join(ROOT, file), 'utf8'), file.endsWith('.html')))
      out.push({ source: 'server', file, key, text });
  return out;
}

interface Finding {
  readonly where: string;
  readonly variant: string;
  readonly use: string;
}

/** The ruled-out variants in `texts`, each as "file › key" with the word to use instead. */
function glossaryFindings(texts: readonly ThaiText[]): Finding[] {
  const findings: Finding[] = [];
  for (const term of THAI_GLOSSARY)
    for (const rule of term.ruledOut) {
      const pattern = variantPattern(rule);
      const keys = rule.keys ? new RegExp(rule.keys, 'u') : null;
      for (const text of texts) {
        if (rule.allowedIn?.includes(text.source)) continue;
        if (keys && !keys.test(text.key)) continue;
        pattern.lastIndex = 0;
        if (pattern.test(text.text))
          findings.push({ where: `${text.file} › ${text.key}`, variant: rule.variant, use: term.th });
      }
    }
  return findings;
}

describe('Thai glossary', () => {
  const texts = thaiTexts();

  it('reads every th-TH source', () => {
    const sources = new Set(texts.map((t) => t.source));
    expect([...sources].sort()).toEqual(['catalog', 'flows', 'legal', 'server']);
    // The catalogs alone hold about two thousand texts; a parser that read none would pass every check.
    expect(texts.filter((t) => t.source === 'catalog').length).toBeGreaterThan(1500);
    expect(texts.filter((t) => t.source === 'flows').length).toBeGreaterThan(200);
    expect(texts.filter((t) => t.source === 'legal').length).toBeGreaterThan(50);
    expect(texts.some((t) => t.key === 'ACTIVITY_NAMES.30.th-TH')).toBe(true);
    expect(texts.some((t) => t.key === 'th-TH.reasons.sessionLimit')).toBe(true);
    expect(texts.some((t) => t.file === 'public/offline.html')).toBe(true);
  });

  it('no th-TH text uses a variant the glossary rules out', () => {
    const findings = glossaryFindings(texts).map((f) => `${f.where}: "${f.variant}" → ${f.use}`);
    expect(findings).toEqual([]);
  });

  it('catches a planted variant and names its file and key', () => {
    const planted: ThaiText[] = [
      { source: 'catalog', file: `${TH_CATALOGS}/shell.po`, key: 'shell.addFunds', text: 'เติมเงิน' },
      { source: 'catalog', file: `${TH_CATALOGS}/wallet.po`, key: 'wallet.x', text: 'กรุณาผูกบัญชีของท่าน' },
      { source: 'flows', file: `${TH_CATALOGS}/flows-docs.po`, key: 'flowdoc.x', text: 'วงเงินขาดทุนรายวัน' },
      { source: 'catalog', file: `${TH_CATALOGS}/promo-spin.po`, key: 'spin.x', text: 'ถอนเป็นเครดิตได้เลย' },
      { source: 'server', file: 'server/domain/content-texts.ts', key: 'ACTIVITY_NAMES.30.th-TH', text: 'หมดตัว' },
    ];
    expect(glossaryFindings(planted)).toEqual([
      { where: `${TH_CATALOGS}/shell.po › shell.addFunds`, variant: 'เติมเงิน', use: 'ฝากเงิน' },
      expect.objectContaining({ where: `${TH_CATALOGS}/promo-spin.po › spin.x`, use: 'ถอนเงิน' }),
      expect.objectContaining({ where: `${TH_CATALOGS}/flows-docs.po › flowdoc.x`, use: 'ยอดเสีย' }),
      expect.objectContaining({
        where: 'server/domain/content-texts.ts › ACTIVITY_NAMES.30.th-TH',
        use: 'เงินช่วยเหลือเมื่อเหรียญหมด',
      }),
      expect.objectContaining({ where: `${TH_CATALOGS}/wallet.po › wallet.x`, variant: 'ท่าน', use: 'คุณ' }),
    ]);
  });

  it('catches brand names in Thai script, a joined ๆ, a status for a button and the one-time code’s English name', () => {
    const planted: ThaiText[] = [
      { source: 'catalog', file: `${TH_CATALOGS}/promo-rebate.po`, key: 'a', text: 'เปิดเฟซบุ๊ก' },
      { source: 'catalog', file: `${TH_CATALOGS}/promo-daily.po`, key: 'b', text: 'เร็วๆ นี้' },
      { source: 'catalog', file: `${TH_CATALOGS}/wallet.po`, key: 'c', text: 'แล้วกด “ชำระเงินเรียบร้อยแล้ว”' },
      { source: 'flows', file: `${TH_CATALOGS}/flows.po`, key: 'd', text: 'ใช้รหัส OTP' },
      { source: 'server', file: 'server/domain/content-texts.ts', key: 'e', text: 'คิวอาร์ Raast' },
    ];
    expect(
      glossaryFindings(planted)
        .map((f) => `${f.where.split(' › ')[1]} → ${f.use}`)
        .sort(),
    ).toEqual(['a → Facebook', 'b → เร็ว ๆ นี้', 'c → ฉันชำระเงินแล้ว', 'd → รหัสยืนยัน', 'e → QR Ph']);
  });

  it('catches a Gregorian year in a Thai date', () => {
    const legal: ThaiText = {
      source: 'legal',
      file: 'src/i18n/legal/th-TH.ts',
      key: 'terms.updated',
      text: 'ปรับปรุงล่าสุด: 21 พฤศจิกายน 2026',
    };
    expect(glossaryFindings([legal]).map((f) => `${f.where} ${f.use}`)).toEqual([
      'src/i18n/legal/th-TH.ts › terms.updated พ.ศ. 2569',
    ]);
  });

  it('leaves good words that contain a variant’s letters, and the registers a source keeps', () => {
    const good: ThaiText[] = [
      { source: 'catalog', file: 'x', key: 'a', text: 'เฉพาะคุณเท่านั้น' },
      { source: 'catalog', file: 'x', key: 'b', text: 'เล่นออนไลน์หรือออฟไลน์' },
      { source: 'catalog', file: 'x', key: 'c', text: 'ถอนเงินเข้าบัญชีธนาคาร' },
      { source: 'legal', file: 'x', key: 'd', text: 'ท่านต้องให้หมายเลขโทรศัพท์มือถือ' },
      { source: 'catalog', file: 'x', key: 'e', text: 'โบนัสฝากเงินขั้นบันได' },
      { source: 'flows', file: 'x', key: 'f', text: 'เซิร์ฟเวอร์ปฏิเสธด้วย 2006 เช่นกัน' },
      { source: 'catalog', file: 'x', key: 'g', text: 'รางวัลต่าง ๆ จากฝ่ายบริการลูกค้า สแกนคิวอาร์โค้ด' },
      { source: 'legal', file: 'x', key: 'h', text: 'ผู้ให้บริการเกมและรหัส OTP' },
    ];
    expect(glossaryFindings(good)).toEqual([]);
  });

  it('has its readable page, glossary.th.md, written from the list', async () => {
    const file = join(ROOT, 'src/i18n/glossary.th.md');
    const written = await format(glossaryMarkdown(), { ...(await resolveConfig(file)), parser: 'markdown' });
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('gives each term one Thai word that no rule of its own rules out', () => {
    for (const term of THAI_GLOSSARY)
      for (const rule of term.ruledOut.filter((r) => !r.keys)) {
        const pattern = variantPattern(rule);
        expect(pattern.test(term.th), `${term.en}: ${rule.variant}`).toBe(false);
      }
  });
});

/**
 * Where an activity is named by itself: the page that shows it (its title), the home's reward tiles, the floating
 * icons' labels and the banners' words. The activity lists (lobby.activity.N) and the server's names
 * (ACTIVITY_NAMES) name every activity.
 */
const ACTIVITY_TITLES: Readonly<Record<number, readonly string[]>> = {
  [ACTIVITY.VIP]: ['promoRebate.vip.title'],
  [ACTIVITY.SignUpBonus]: ['promoDaily.signUp.title', 'lobby.rewards.signUp'],
  [ACTIVITY.Fund]: ['promoRecharge.title'],
  [ACTIVITY.LadderRecharge]: ['promoRecharge.ladder.title', 'lobby.rewards.ladder'],
  [ACTIVITY.InviteUserSpin]: ['spin.title'],
  [ACTIVITY.FollowRewards]: ['promoRebate.follow.title'],
  [ACTIVITY.FreeLoginBonus]: ['promoCards.title', 'lobby.rewards.loginPay', 'wallet.card.title'],
  [ACTIVITY.Agent]: ['promoAgents.agent.title', 'promotions.activity.26'],
  [ACTIVITY.Supply]: ['promoDaily.supply.title'],
  [ACTIVITY.AgentCount]: ['agentCount.title', 'promotions.activity.31'],
  [ACTIVITY.WeekendLottery]: ['promoSeasonal.lottery.title', 'promotions.activity.33'],
  [ACTIVITY.Festival]: ['promoSeasonal.festival.title', 'promotions.activity.35'],
  [ACTIVITY.FreeSign]: ['promoDaily.freeSign.title'],
  [ACTIVITY.Christmas]: ['promoSeasonal.christmas.title', 'promotions.activity.37'],
  [ACTIVITY.NewYear]: ['promoSeasonal.newYear.title', 'promotions.activity.38'],
  [ACTIVITY.FirstCharge]: ['promotions.firstCharge.title', 'promotions.activity.39', 'wallet.purchase.title'],
  [ACTIVITY.InviteFriend1]: ['promotions.invite.title', 'promotions.activity.40'],
  [ACTIVITY.Agent5]: ['promoAgents.agent5.title'],
  [ACTIVITY.Tasks]: ['tasks.title', 'lobby.rewards.tasks'],
};

/** Each activity's places that name it otherwise than the server's name does, as "id name: key says text". */
function differingNames(message: (key: string) => string): string[] {
  const differing: string[] = [];
  for (const [id, both] of Object.entries(contentTexts.ACTIVITY_NAMES)) {
    const name = both['th-TH'];
    const places = [`lobby.activity.${id}`, ...(ACTIVITY_TITLES[Number(id)] ?? [])].map((key) => [key, message(key)]);
    const banner = contentTexts.PROMO_TEXT[id]?.['th-TH'][0];
    if (banner !== undefined) places.push([`PROMO_TEXT.${id}`, banner]);
    for (const [key, text] of places) if (text !== name) differing.push(`${id} ${name}: ${key} says ${text}`);
  }
  return differing;
}

describe('one name per activity in th-TH', () => {
  it('the lists, the server’s names, the banners and the activity’s own page say the same name', () => {
    expect(Object.keys(contentTexts.ACTIVITY_NAMES).length).toBeGreaterThan(20);
    expect(differingNames((key) => msg('th-TH', key))).toEqual([]);
  });

  it('fails on an activity named two ways, naming the place', () => {
    // The sign-in cards' home tile once said แพ็กเช็กอินรายวัน beside the page's บัตรเช็กอินรายวัน.
    const planted = (key: string) => (key === 'lobby.rewards.loginPay' ? 'แพ็กเช็กอินรายวัน' : msg('th-TH', key));
    expect(differingNames(planted)).toEqual([
      `${ACTIVITY.FreeLoginBonus} บัตรเช็กอินรายวัน: lobby.rewards.loginPay says แพ็กเช็กอินรายวัน`,
    ]);
  });
});
