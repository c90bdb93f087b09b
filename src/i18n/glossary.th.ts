/**
 * The Thai glossary: the product's terms, the one Thai word each takes, and the variants that word
 * rules out. tests/i18n/glossary.test.ts reads every th-TH text (the catalogs, the legal texts, the server's
 * content texts, the flow descriptions) and fails on a ruled-out variant, naming the file and the key;
 * glossary.th.md beside this file is the readable page, written from this list (the same test fails when it is
 * stale). Nothing in the app imports this module.
 *
 * A variant is written as a regular expression (Unicode, no flags) when its letters also occur inside a good
 * word: ท่าน inside เท่านั้น, ไลน์ inside ออนไลน์.
 */

/** Where a Thai text lives: the Lingui catalogs, the legal texts, the server's content, the /flows texts. */
export type ThaiTextSource = 'catalog' | 'legal' | 'server' | 'flows';

export interface RuledOut {
  /** The variant as a reader sees it. */
  readonly variant: string;
  /** A regular expression when the plain text would also match good words. */
  readonly pattern?: string;
  /** Sources where the variant is the right register (the legal texts' formal ท่าน). */
  readonly allowedIn?: readonly ThaiTextSource[];
  /** Only texts whose key matches this expression (a word wrong in one feature, right in others). */
  readonly keys?: string;
}

export interface GlossaryTerm {
  /** The product's term, as the en-US texts and the code say it. */
  readonly en: string;
  /** The one Thai word for it. */
  readonly th: string;
  /** Why, or how it is used. */
  readonly note?: string;
  readonly ruledOut: readonly RuledOut[];
}

export const THAI_GLOSSARY: readonly GlossaryTerm[] = [
  // ── money ──
  {
    en: 'deposit',
    th: 'ฝากเงิน',
    note: 'Every place money goes in: the header button, the page, the first-deposit package, the records. ยอดฝาก (deposit total) stays.',
    ruledOut: [{ variant: 'เติมเงิน' }, { variant: 'ฝากครั้งแรก (ฝากเงินครั้งแรก)', pattern: 'ฝากครั้งแรก' }],
  },
  {
    en: 'withdraw',
    th: 'ถอนเงิน',
    note: 'Money leaving the account for the bank. The spin’s cash-out adds to the balance and is รับเงิน, never ถอน.',
    ruledOut: [{ variant: 'ถอน (in the spin)', pattern: 'ถอน', keys: '^(spin\\.|flowdoc\\.spin\\.)' }],
  },
  {
    en: 'bank account',
    th: 'บัญชีธนาคาร',
    note: 'What a player binds to deposit and withdraw (the code says bank card).',
    ruledOut: [{ variant: 'บัตรธนาคาร' }],
  },
  {
    en: 'order number',
    th: 'หมายเลขรายการ',
    note: 'A deposit or withdrawal’s number, as the records show it; the order itself is a รายการ (รายการฝากเงิน).',
    ruledOut: [{ variant: 'หมายเลขคำสั่งซื้อ' }, { variant: 'คำสั่ง (a deposit order)', pattern: '(?:สร้าง|สถานะ)คำสั่ง' }],
  },
  {
    en: 'the “I have paid” button (after paying)',
    th: 'ฉันชำระเงินแล้ว',
    note: 'What the player taps once the money is sent; ชำระเงินเรียบร้อยแล้ว reads as the order’s status.',
    ruledOut: [{ variant: 'ชำระเงินเรียบร้อยแล้ว' }],
  },
  {
    en: 'deposit boost coupon (an item)',
    th: 'คูปองเพิ่มยอดฝาก',
    ruledOut: [{ variant: 'โบนัสฝากเงิน (the item)', pattern: 'โบนัสฝากเงิน(?!ขั้นบันได|สะสม|ครั้งแรก)' }],
  },
  {
    en: 'bonus points',
    th: 'คะแนน',
    ruledOut: [{ variant: 'แต้ม' }, { variant: 'พอยต์' }],
  },
  {
    en: 'wagering, turnover',
    th: 'ยอดเทิร์น',
    note: 'What a player has bet, and what a bonus must be bet before it can be withdrawn.',
    ruledOut: [{ variant: 'ยอดเดิมพัน' }],
  },
  {
    en: 'losses',
    th: 'ยอดเสีย',
    note: 'Bets less wins; the loss limit is จำกัดยอดเสีย / วงเงินยอดเสีย.',
    ruledOut: [{ variant: 'ขาดทุน' }],
  },
  // ── activities: one name each ──
  {
    en: 'first charge (first-deposit package)',
    th: 'แพ็กเกจฝากเงินครั้งแรก',
    ruledOut: [{ variant: 'ของขวัญฝากครั้งแรก' }, { variant: 'เติมเงินครั้งแรก' }],
  },
  {
    en: 'sign-up bonus',
    th: 'โบนัสสมาชิกใหม่',
    ruledOut: [{ variant: 'โบนัสสมัคร…', pattern: 'โบนัสสมัคร' }],
  },
  {
    en: 'ladder recharge',
    th: 'โบนัสฝากเงินขั้นบันได',
    ruledOut: [{ variant: 'ฝากขั้นบันได / โบนัสขั้นบันได', pattern: '(?<!โบนัสฝากเงิน)ขั้นบันได' }],
  },
  {
    en: 'accumulated recharge',
    th: 'โบนัสฝากเงินสะสม',
    ruledOut: [{ variant: 'ฝากสะสม / ฝากเงินสะสม', pattern: '(?<!โบนัส|ยอด)ฝาก(?:เงิน)?สะสม' }],
  },
  {
    en: 'bankruptcy supply',
    th: 'เงินช่วยเหลือเมื่อเหรียญหมด',
    note: 'Given when the coin balance runs low. หมดตัว (“broke”) is not a word for a product with player protection.',
    ruledOut: [{ variant: 'หมดตัว' }, { variant: 'เติมสิทธิ์' }],
  },
  {
    en: 'VIP',
    th: 'VIP',
    note: 'Written in Latin letters, as Thai apps write it.',
    ruledOut: [{ variant: 'วีไอพี' }],
  },
  {
    en: 'VIP rebate (activity 8)',
    th: 'เงินคืน VIP',
    note: 'The activity’s name in every list is its page’s title.',
    ruledOut: [{ variant: 'คืนยอดวีไอพี' }, { variant: 'สิทธิพิเศษ VIP' }],
  },
  {
    en: 'cash bonus (the code’s Fund, activity 16)',
    th: 'โบนัสเงินสด',
    note: 'A share of every deposit goes into the player’s pot (กระปุกโบนัสเงินสด).',
    ruledOut: [{ variant: 'กองทุน (กองทุนเติบโต)', pattern: 'กองทุน' }],
  },
  {
    en: 'daily sign-in cards (the code’s free login bonus, activity 23)',
    th: 'บัตรเช็กอินรายวัน',
    note: 'Cards bought with a deposit that pay coins every day: the page, the home tile, the lists and the purchase say this one name.',
    ruledOut: [{ variant: 'โบนัสเข้าสู่ระบบฟรี' }, { variant: 'โบนัสล็อกอิน' }, { variant: 'แพ็กเช็กอิน' }],
  },
  {
    en: 'free daily sign-in (activity 36)',
    th: 'เช็กอินฟรีรายวัน',
    ruledOut: [{ variant: 'เช็กอินรายวันฟรี' }],
  },
  {
    en: 'check-in, daily sign-in (an activity’s daily mark)',
    th: 'เช็กอิน',
    note: 'Signing in to the account is เข้าสู่ระบบ; ลงชื่อเข้าใช้ is not used either.',
    ruledOut: [{ variant: 'เช็คอิน' }, { variant: 'ลงชื่อ (ลงชื่อเข้า…)', pattern: 'ลงชื่อ' }, { variant: 'ล็อกอิน' }],
  },
  {
    en: 'AgentCount (invite & scratch)',
    th: 'ชวนเพื่อนลุ้นบัตรขูด',
    note: 'Its players invite friends; they are not agents (ตัวแทน is the agent programme’s word).',
    ruledOut: [
      { variant: 'ตัวแทนนับยอด' },
      { variant: 'จำนวนตัวแทน' },
      { variant: 'ตัวแทน (in AgentCount)', pattern: 'ตัวแทน', keys: '^(agentCount\\.|flowdoc\\.agentCount\\.)' },
    ],
  },
  {
    en: 'invite (a friend)',
    th: 'ชวนเพื่อน',
    ruledOut: [{ variant: 'เชิญเพื่อน' }, { variant: 'แนะนำเพื่อน' }],
  },
  {
    en: 'valid invite',
    th: 'ชวนสำเร็จ',
    note: 'A friend who registered through the link, bound a mobile number and deposited: every invite programme says it so.',
    ruledOut: [{ variant: 'การชวนที่นับได้', pattern: 'ชวน(?:ที่|จะ)นับได้' }],
  },
  {
    en: 'invite rewards (the code’s Agent5, activity 41)',
    th: 'รางวัลชวนเพื่อน',
    ruledOut: [{ variant: 'รางวัลตัวแทน' }],
  },
  {
    en: 'invite & spin',
    th: 'ชวนเพื่อนหมุนวงล้อ',
    ruledOut: [{ variant: 'หมุนวงล้อชวนเพื่อน' }],
  },
  // ── play protection ──
  {
    en: 'self-exclusion',
    th: 'ระงับการเล่นด้วยตนเอง',
    ruledOut: [{ variant: 'ระงับตนเอง' }, { variant: 'ระงับฉัน' }],
  },
  {
    en: 'per session (the session-time limit)',
    th: 'ต่อครั้ง',
    note: 'รอบ is a game round; a session is one sitting: เวลาเล่นสูงสุดต่อครั้ง.',
    ruledOut: [{ variant: 'เวลาเล่น…ต่อรอบ / รอบการเล่น', pattern: 'เวลาเล่น(?:สูงสุด)?ต่อรอบ|รอบการเล่น' }],
  },
  {
    en: 'addictive',
    th: 'ติด',
    note: 'การพนันอาจทำให้ติดได้; เสพติด is the word for drugs.',
    ruledOut: [{ variant: 'เสพติด' }],
  },
  {
    en: 'responsible gaming',
    th: 'การเล่นอย่างรับผิดชอบ',
    note: 'The page’s name; the footers and the legal texts say it the same way (เล่นอย่างรับผิดชอบ).',
    ruledOut: [{ variant: 'อย่างมีความรับผิดชอบ' }],
  },
  {
    en: 'Thailand time (daily resets)',
    th: 'เวลาประเทศไทย (GMT+7)',
    note: 'The same words wherever a day starts or an event opens; another country’s variant names its own zone (เวลาปากีสถาน (GMT+5), เวลาฟิลิปปินส์ (GMT+8)).',
    ruledOut: [
      { variant: 'เวลาท้องถิ่น' },
      { variant: 'เขตเวลาของเว็บไซต์' },
      { variant: 'เที่ยงคืน without the zone', pattern: '^(?![\\s\\S]*(?:\\{zone\\}|เวลาประเทศไทย))[\\s\\S]*เที่ยงคืน' },
    ],
  },
  {
    en: 'a year',
    th: 'พ.ศ. 2569',
    note: 'Thai texts count Buddhist Era years and say so; dates on screen come from src/lib/dates.ts.',
    ruledOut: [
      {
        variant: 'a Gregorian year after a month or ปี (… 2026)',
        pattern: '(?:คม|ยน|พันธ์|\\.[คยพ]\\.|ปี)\\s*20\\d\\d(?!\\d)',
      },
    ],
  },
  // ── words ──
  {
    en: 'you',
    th: 'คุณ',
    note: 'The app speaks to the player as คุณ; the legal texts keep the formal ท่าน of a contract.',
    ruledOut: [{ variant: 'ท่าน', pattern: '(?<!เ)ท่าน', allowedIn: ['legal'] }],
  },
  {
    en: 'mobile number',
    th: 'เบอร์มือถือ',
    note: 'The legal texts keep the formal หมายเลขโทรศัพท์มือถือ. โทรศัพท์ alone (the device) stays.',
    ruledOut: [
      { variant: 'หมายเลขโทรศัพท์', allowedIn: ['legal'] },
      { variant: 'เบอร์โทรศัพท์' },
      { variant: 'เบอร์โทร', pattern: 'เบอร์โทร(?!ศัพท์)' },
      { variant: 'หมายเลขมือถือ' },
    ],
  },
  { en: 'promotion', th: 'โปรโมชั่น', ruledOut: [{ variant: 'โปรโมชัน' }] },
  {
    en: 'customer service',
    th: 'ฝ่ายบริการลูกค้า',
    ruledOut: [{ variant: 'ฝ่ายสนับสนุน' }, { variant: 'ฝ่ายบริการ (without ลูกค้า)', pattern: 'ฝ่ายบริการ(?!ลูกค้า)' }],
  },
  {
    en: 'game provider (a brand of games)',
    th: 'ค่ายเกม',
    note: 'As Thai players call the studios; the legal texts keep ผู้ให้บริการเกม.',
    ruledOut: [{ variant: 'ผู้ให้บริการเกม', allowedIn: ['legal'] }],
  },
  {
    en: 'one-time code (sent by SMS)',
    th: 'รหัสยืนยัน',
    note: 'The code field and every message about it say รหัสยืนยัน; the legal texts may name it รหัส OTP.',
    ruledOut: [{ variant: 'รหัส OTP', allowedIn: ['legal'] }, { variant: 'รหัสผ่านครั้งเดียว' }],
  },
  {
    en: 'popup (a window over the page)',
    th: 'ป๊อปอัป',
    ruledOut: [{ variant: 'โมดัล' }, { variant: 'ป๊อปอัพ / ป็อปอัป', pattern: 'ป๊อปอัพ|ป็อปอั[ปพ]' }],
  },
  {
    en: 'the app’s name',
    th: 'ล็อบบี้เกม',
    ruledOut: [{ variant: 'เพลเยอร์ล็อบบี้' }],
  },
  {
    en: 'the repetition mark ๆ',
    th: 'เร็ว ๆ นี้',
    note: 'Written with a space before it (and after it), as the Royal Institute writes it: วันแรก ๆ, ต่าง ๆ.',
    ruledOut: [{ variant: 'ๆ joined to its word (เร็วๆ)', pattern: '[^\\s]ๆ' }],
  },
  { en: 'chat', th: 'แชท', ruledOut: [{ variant: 'แชต' }] },
  {
    en: 'the system (what the player deals with)',
    th: 'ระบบ',
    note: 'A player’s text does not speak of servers or browser tabs; the diagnostics page, the legal texts and the /flows texts may.',
    ruledOut: [
      { variant: 'เซิร์ฟเวอร์', allowedIn: ['flows', 'legal'], keys: '^(?!service\\.test\\.)' },
      {
        variant: 'แท็บ (in player protection)',
        pattern: 'แท็บ',
        keys: '^(protection|exclusion|endExclusion|withdrawOnly)\\.',
      },
    ],
  },
  // ── names that stay in Latin letters ──
  { en: 'X', th: 'X', ruledOut: [{ variant: 'เอ็กซ์' }] },
  { en: 'TikTok', th: 'TikTok', ruledOut: [{ variant: 'ติ๊กต็อก' }] },
  { en: 'LINE', th: 'LINE', ruledOut: [{ variant: 'ไลน์', pattern: '(?<!ออน|ออฟ)ไลน์' }] },
  { en: 'Facebook', th: 'Facebook', ruledOut: [{ variant: 'เฟซบุ๊ก', pattern: 'เฟ[ซส]บุ[๊ค]' }] },
  { en: 'Instagram', th: 'Instagram', ruledOut: [{ variant: 'อินสตาแกรม' }] },
  { en: 'YouTube', th: 'YouTube', ruledOut: [{ variant: 'ยูทูบ' }] },
  { en: 'Telegram', th: 'Telegram', ruledOut: [{ variant: 'เทเลแกรม' }] },
  { en: 'WhatsApp', th: 'WhatsApp', ruledOut: [{ variant: 'วอตส์แอป', pattern: 'ว[อ็]?[ตท]ส์?แอ[ปพ]' }] },
  { en: 'Android', th: 'Android', ruledOut: [{ variant: 'แอนดรอยด์' }] },
  {
    en: 'a payment brand’s QR (PromptPay QR, QR Ph, Raast QR)',
    th: 'QR Ph',
    note: 'A brand keeps its own letters; a generic QR code is คิวอาร์โค้ด.',
    ruledOut: [{ variant: 'คิวอาร์ before a brand (คิวอาร์ Raast)', pattern: 'คิวอาร์ [A-Za-z]' }],
  },
];

/**
 * Words a Thai text may write in Latin letters (brands, VIP, standard abbreviations). The /flows texts in th-TH
 * may also name code ids (a machine's states, events and actors, API calls, routes); see the flows test.
 */
export const LATIN_NAMES: readonly string[] = [
  'VIP',
  'X',
  'TikTok',
  'LINE',
  'Telegram',
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'TrueMoney',
  'PromptPay',
  'KBANK',
  'GCash',
  'Maya',
  'Raast',
  'Android',
  'iOS',
  'Chrome',
  'Safari',
  'KYC',
  'OTP',
  'QR',
  'ID',
  'PIN',
  'PAGCOR',
  'GMT',
  'APK',
  'PWA',
  'H5',
  'Mermaid',
  'SVG',
  'PDF',
  'API',
];

/** A ruled-out variant as a global Unicode regular expression. */
export const variantPattern = (rule: RuledOut): RegExp =>
  new RegExp(rule.pattern ?? rule.variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gu');

/** glossary.th.md: the readable page of THAI_GLOSSARY. */
export function glossaryMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const lines = [
    '# Thai glossary (th-TH)',
    '',
    'One word for one thing. Written from `glossary.th.ts` (edit that file, then write `glossaryMarkdown()` here and',
    'run Prettier on it; `tests/i18n/glossary.test.ts` fails when this page is stale). The same test reads every th-TH text — the',
    'catalogs, the legal texts, the server’s content texts and the /flows texts — and fails on a ruled-out',
    'variant, naming the file and the key.',
    '',
    '| term | Thai | not | note |',
    '|---|---|---|---|',
    ...THAI_GLOSSARY.map((term) => {
      const not = term.ruledOut
        .map(
          (rule) =>
            rule.variant +
            (rule.allowedIn ? ` (kept in: ${rule.allowedIn.join(', ')})` : '') +
            (rule.keys ? ` (in keys ${rule.keys})` : ''),
        )
        .join('; ');
      return `| ${cell(term.en)} | ${cell(term.th)} | ${cell(not)} | ${cell(term.note ?? '')} |`;
    }),
    '',
    '## Names that stay in Latin letters',
    '',
    LATIN_NAMES.join(', ') +
      '. The /flows pages in th-TH may also show code ids: a machine’s states, events and actors, API calls and routes.',
    '',
  ];
  return lines.join('\n');
}
