/**
 * The seeded content in both locales: notices, activity names, deposit channels, banks, the
 * receiving account, service contacts and the two registration mails — plus the words drawn on the
 * generated images. `writeContentTexts` writes the translations into the `i18n` columns of the seeded rows
 * (a fresh seed, and once for a database seeded before migration 065); a row an operator has changed since
 * (its base text is no longer the seed's) is left alone. Brand names (TrueMoney, PromptPay, Telegram, VIP)
 * and numbers stay as they are in Thai.
 */
import type { Database } from 'better-sqlite3';
import { ACTIVITY } from '../../contract/ids';
import type { Country } from '../config';
import { textsJson, type ContentLocale, type Texts } from './content-locale';

type Both<T> = Readonly<Record<ContentLocale, T>>;

// ───────────── notices (seed ids 1–5; the base column holds the English text) ─────────────

export const NOTICE_TEXTS: Readonly<Record<number, Both<{ title: string; content: string }>>> = {
  1: {
    'en-US': {
      title: 'Welcome to the lobby',
      content:
        '<p><strong>Welcome!</strong> Hundreds of games are waiting for you.</p><ul><li>Deposit in a few taps.</li><li>Withdraw to your bank card.</li><li>Players must be 21 or older.</li></ul>',
    },
    'th-TH': {
      title: 'ยินดีต้อนรับสู่ล็อบบี้',
      content:
        '<p><strong>ยินดีต้อนรับ!</strong> เกมนับร้อยรอคุณอยู่</p><ul><li>ฝากเงินได้ในไม่กี่แตะ</li><li>ถอนเงินเข้าบัญชีธนาคารของคุณ</li><li>ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป</li></ul>',
    },
  },
  2: {
    'en-US': {
      title: 'Sign-up bonus',
      content:
        '<p>New players receive a <strong>sign-up bonus</strong> every day for their first week.</p><ul><li>Open the Rewards tab.</li><li>Receive the day’s bonus.</li></ul>',
    },
    'th-TH': {
      title: 'โบนัสสมาชิกใหม่',
      content:
        '<p>ผู้เล่นใหม่รับ<strong>โบนัสสมาชิกใหม่</strong>ทุกวันตลอดสัปดาห์แรก</p><ul><li>เปิดแท็บรางวัล</li><li>รับโบนัสของวันนั้น</li></ul>',
    },
  },
  3: {
    'en-US': {
      title: 'Pixel Tide maintenance',
      content:
        '<p>Games by <strong>Pixel Tide</strong> are under maintenance. Your balance is safe.</p><ul><li>Other brands are open as usual.</li></ul>',
    },
    'th-TH': {
      title: 'ปิดปรับปรุงเกมของ Pixel Tide',
      content:
        '<p>เกมของ <strong>Pixel Tide</strong> กำลังปิดปรับปรุง ยอดเงินของคุณปลอดภัย</p><ul><li>ค่ายเกมอื่นเปิดให้บริการตามปกติ</li></ul>',
    },
  },
  4: {
    'en-US': {
      title: 'Verify your identity',
      content:
        '<p>Identity verification (KYC) is required before your first withdrawal or within <strong>7 days</strong> of registering, whichever comes first.</p>',
    },
    'th-TH': {
      title: 'ยืนยันตัวตนของคุณ',
      content: '<p>ต้องยืนยันตัวตนก่อนถอนเงินครั้งแรก หรือภายใน <strong>7 วัน</strong> หลังสมัคร แล้วแต่ว่าอย่างใดถึงก่อน</p>',
    },
  },
  5: {
    'en-US': {
      title: 'Play responsibly',
      content:
        '<p>Set yourself limits and take breaks.</p><ul><li>One account per player.</li><li>Bots are not allowed.</li><li>Contact customer service at any time.</li></ul>',
    },
    'th-TH': {
      title: 'เล่นอย่างรับผิดชอบ',
      content:
        '<p>ตั้งวงเงินให้ตัวเองและพักเป็นระยะ</p><ul><li>ผู้เล่นหนึ่งคนต่อหนึ่งบัญชี</li><li>ห้ามใช้บอท</li><li>ติดต่อฝ่ายบริการลูกค้าได้ตลอดเวลา</li></ul>',
    },
  },
};

// ───────────── activity names ─────────────

export const ACTIVITY_NAMES: Readonly<Record<number, Both<string>>> = {
  [ACTIVITY.FirstCharge]: { 'en-US': 'First Charge', 'th-TH': 'แพ็กเกจฝากเงินครั้งแรก' },
  [ACTIVITY.InviteFriend1]: { 'en-US': 'Invite Friends', 'th-TH': 'ชวนเพื่อน' },
  [ACTIVITY.SignUpBonus]: { 'en-US': 'Sign-up Bonus', 'th-TH': 'โบนัสสมาชิกใหม่' },
  [ACTIVITY.LadderRecharge]: { 'en-US': 'Ladder Recharge', 'th-TH': 'โบนัสฝากเงินขั้นบันได' },
  [ACTIVITY.Tasks]: { 'en-US': 'Tasks', 'th-TH': 'ภารกิจ' },
  [ACTIVITY.Bind]: { 'en-US': 'Bind Mobile', 'th-TH': 'ผูกเบอร์มือถือ' },
  [ACTIVITY.VIP]: { 'en-US': 'VIP Privileges', 'th-TH': 'เงินคืน VIP' },
  [ACTIVITY.Fund]: { 'en-US': 'Growth Fund', 'th-TH': 'โบนัสเงินสด' },
  [ACTIVITY.FreeLoginBonus]: { 'en-US': 'Free Login Bonus', 'th-TH': 'บัตรเช็กอินรายวัน' },
  [ACTIVITY.FreeSign]: { 'en-US': 'Free Daily Sign-in', 'th-TH': 'เช็กอินฟรีรายวัน' },
  [ACTIVITY.AccumulatedRecharge]: { 'en-US': 'Accumulated Recharge', 'th-TH': 'โบนัสฝากเงินสะสม' },
  [ACTIVITY.InviteUserSpin]: { 'en-US': 'Invite & Spin', 'th-TH': 'ชวนเพื่อนหมุนวงล้อ' },
  [ACTIVITY.Agent]: { 'en-US': 'Agent', 'th-TH': 'โปรแกรมตัวแทน' },
  [ACTIVITY.AgentCount]: { 'en-US': 'Agent Count', 'th-TH': 'ชวนเพื่อนลุ้นบัตรขูด' },
  [ACTIVITY.Agent5]: { 'en-US': 'Agent Rewards', 'th-TH': 'รางวัลชวนเพื่อน' },
  [ACTIVITY.RedPacket]: { 'en-US': 'Red Packet', 'th-TH': 'อั่งเปา' },
  [ACTIVITY.FollowRewards]: { 'en-US': 'Follow Rewards', 'th-TH': 'รางวัลกดติดตาม' },
  [ACTIVITY.Supply]: { 'en-US': 'Bankruptcy Supply', 'th-TH': 'เงินช่วยเหลือเมื่อเหรียญหมด' },
  [ACTIVITY.WeekendLottery]: { 'en-US': 'Weekend Lottery', 'th-TH': 'ลอตเตอรี่สุดสัปดาห์' },
  [ACTIVITY.Festival]: { 'en-US': 'Festival', 'th-TH': 'โบนัสเทศกาล' },
  [ACTIVITY.Christmas]: { 'en-US': 'Christmas', 'th-TH': 'คริสต์มาส' },
  [ACTIVITY.NewYear]: { 'en-US': 'New Year', 'th-TH': 'ปีใหม่' },
  [ACTIVITY.Notice]: { 'en-US': 'Notice', 'th-TH': 'ประกาศ' },
  [ACTIVITY.OutLink]: { 'en-US': 'Partner Link', 'th-TH': 'ลิงก์พันธมิตร' },
};

// ───────────── deposit channels (seed ids 1–4), banks (seed ids by position), receiving account ─────────────

/** Per country, by channel id; `base` is the seed's base column (the row is translated only while it matches). */
export const CHANNEL_TEXTS: Readonly<Record<Country, readonly { base: string; texts: Both<string> }[]>> = {
  TH: [
    // Payment brands stay brands in Thai (as a Thai operator writes them); the generic channels are Thai.
    { base: 'TrueMoney Wallet', texts: { 'en-US': 'TrueMoney Wallet', 'th-TH': 'TrueMoney Wallet' } },
    { base: 'PromptPay QR', texts: { 'en-US': 'PromptPay QR', 'th-TH': 'PromptPay QR' } },
    { base: 'โอนเงินผ่านธนาคาร', texts: { 'en-US': 'Bank transfer', 'th-TH': 'โอนเงินผ่านธนาคาร' } },
    { base: 'KBANK Direct', texts: { 'en-US': 'KBANK Direct', 'th-TH': 'ฝากตรง KBANK' } },
  ],
  PK: [
    { base: 'JazzCash', texts: { 'en-US': 'JazzCash', 'th-TH': 'JazzCash' } },
    { base: 'Raast QR', texts: { 'en-US': 'Raast QR', 'th-TH': 'Raast QR' } },
    { base: 'Bank transfer', texts: { 'en-US': 'Bank transfer', 'th-TH': 'โอนเงินผ่านธนาคาร' } },
    { base: 'HBL Direct', texts: { 'en-US': 'HBL Direct', 'th-TH': 'ฝากตรง HBL' } },
  ],
  PH: [
    { base: 'GCash', texts: { 'en-US': 'GCash', 'th-TH': 'GCash' } },
    { base: 'QR Ph', texts: { 'en-US': 'QR Ph', 'th-TH': 'QR Ph' } },
    { base: 'Bank transfer', texts: { 'en-US': 'Bank transfer', 'th-TH': 'โอนเงินผ่านธนาคาร' } },
    { base: 'BDO Direct', texts: { 'en-US': 'BDO Direct', 'th-TH': 'ฝากตรง BDO' } },
  ],
};

/** Thai banks by seed position (1-based id): the full name and the short label drawn on the icon. */
export const BANK_TEXTS: Readonly<
  Record<Country, readonly { base: string; texts: Both<{ name: string; label: string }> }[]>
> = {
  TH: [
    ['Kasikorn Bank', 'KBANK', 'ธนาคารกสิกรไทย', 'กสิกรไทย'],
    ['Siam Commercial Bank', 'SCB', 'ธนาคารไทยพาณิชย์', 'ไทยพาณิชย์'],
    ['Bangkok Bank', 'BBL', 'ธนาคารกรุงเทพ', 'กรุงเทพ'],
    ['Krungthai Bank', 'KTB', 'ธนาคารกรุงไทย', 'กรุงไทย'],
    ['Bank of Ayudhya', 'BAY', 'ธนาคารกรุงศรีอยุธยา', 'กรุงศรี'],
    ['TMBThanachart Bank', 'TTB', 'ธนาคารทหารไทยธนชาต', 'ทีทีบี'],
    ['Government Savings Bank', 'GSB', 'ธนาคารออมสิน', 'ออมสิน'],
  ].map(([en, short, th, label]) => ({
    base: en as string,
    texts: {
      'en-US': { name: en as string, label: short as string },
      'th-TH': { name: th as string, label: label as string },
    },
  })),
  // Banks abroad keep their own names in both locales (proper names).
  PK: [],
  PH: [],
};

export const RECEIVING_BANK_TEXTS: Readonly<Record<Country, { base: string; texts: Both<string> } | null>> = {
  TH: { base: 'ธนาคารกสิกรไทย', texts: { 'en-US': 'Kasikorn Bank', 'th-TH': 'ธนาคารกสิกรไทย' } },
  PK: null,
  PH: null,
};

/** Service contacts by seed id. */
export const CS_TEXTS: Readonly<Record<number, { base: string; texts: Both<string> }>> = {
  1: { base: 'Live Chat', texts: { 'en-US': 'Live Chat', 'th-TH': 'แชทสด' } },
  2: { base: 'Customer Service', texts: { 'en-US': 'Customer Service', 'th-TH': 'ฝ่ายบริการลูกค้า' } },
  3: { base: 'Telegram', texts: { 'en-US': 'Telegram', 'th-TH': 'Telegram' } },
};

// ───────────── the registration mails ─────────────

export interface MailTemplate {
  readonly type: 0 | 1 | 2;
  readonly texts: Both<{ title: string; content: string }>;
}

export const WELCOME_MAIL: MailTemplate = {
  type: 0,
  texts: {
    'en-US': {
      title: 'Welcome',
      content:
        '<p>Welcome! Players must be 21 or older. One account per player; bots are not allowed. Verify your identity (KYC) before your first withdrawal or within 7 days of registering, whichever comes first.</p>',
    },
    'th-TH': {
      title: 'ยินดีต้อนรับ',
      content:
        '<p>ยินดีต้อนรับ! ผู้เล่นต้องมีอายุ 21 ปีขึ้นไป ผู้เล่นหนึ่งคนต่อหนึ่งบัญชี และห้ามใช้บอท กรุณายืนยันตัวตนก่อนถอนเงินครั้งแรก หรือภายใน 7 วันหลังสมัคร แล้วแต่ว่าอย่างใดถึงก่อน</p>',
    },
  },
};

export const GIFT_MAIL: MailTemplate = {
  type: 2,
  texts: {
    'en-US': {
      title: 'New player gift',
      content: '<p>A gift for joining: 5.00 coins and 10 bonus points. Receive it below.</p>',
    },
    'th-TH': {
      title: 'ของขวัญผู้เล่นใหม่',
      content: '<p>ของขวัญต้อนรับสมาชิกใหม่: 5.00 เหรียญ และ 10 คะแนนโบนัส กดรับได้ด้านล่าง</p>',
    },
  },
};

/** A mail's stored form: the base columns in English (as before 065) and both locales in `i18n`. */
export function mailColumns(mail: MailTemplate): { title: string; content: string; i18n: string } {
  return { ...mail.texts['en-US'], i18n: textsJson(mail.texts) };
}

// ───────────── words on the generated images ─────────────

/** What a banner or video that opens an activity says, by activity type id (contract/ids.ts; 10000 = tasks). */
export const PROMO_TEXT: Readonly<Record<string, Both<readonly [title: string, subtitle: string, cta: string]>>> = {
  '4': {
    'en-US': ['Bind your mobile', 'Bind a mobile number and collect a reward', 'Bind now'],
    'th-TH': ['ผูกเบอร์มือถือ', 'ผูกเบอร์มือถือแล้วรับรางวัล', 'ผูกเลย'],
  },
  '15': {
    'en-US': ['Sign-up bonus', 'A bonus every day of your first week', 'Claim'],
    'th-TH': ['โบนัสสมาชิกใหม่', 'รับโบนัสทุกวันตลอดสัปดาห์แรก', 'รับเลย'],
  },
  '17': {
    'en-US': ['Ladder recharge', 'The more you deposit, the more you get', 'Deposit'],
    'th-TH': ['โบนัสฝากเงินขั้นบันได', 'ยิ่งฝากมาก ยิ่งได้มาก', 'ฝากเงิน'],
  },
  '36': {
    'en-US': ['Free daily sign-in', 'Sign in every day for free rewards', 'Sign in'],
    'th-TH': ['เช็กอินฟรีรายวัน', 'เช็กอินทุกวันรับรางวัลฟรี', 'เช็กอิน'],
  },
  '39': {
    'en-US': ['First charge gift', 'Extra rewards with your first deposit', 'Deposit'],
    'th-TH': ['แพ็กเกจฝากเงินครั้งแรก', 'รับรางวัลเพิ่มเมื่อฝากเงินครั้งแรก', 'ฝากเงิน'],
  },
  '40': {
    'en-US': ['Invite friends', 'Rewards for every friend who joins', 'Invite'],
    'th-TH': ['ชวนเพื่อน', 'รับรางวัลทุกครั้งที่เพื่อนสมัคร', 'ชวนเลย'],
  },
  '41': {
    'en-US': ['Agent rewards', 'Invite friends and earn with each of them', 'Invite'],
    'th-TH': ['รางวัลชวนเพื่อน', 'ชวนเพื่อนแล้วรับรางวัลจากทุกคน', 'ชวนเลย'],
  },
  '10000': {
    'en-US': ['Daily tasks', 'Complete tasks and collect rewards', 'Go'],
    'th-TH': ['ภารกิจรายวัน', 'ทำภารกิจให้สำเร็จแล้วรับรางวัล', 'ไปเลย'],
  },
};

/** The other words of the banners and videos. */
export const IMAGE_WORDS: Both<{
  special: readonly [string, string, string];
  hotGame: readonly [string, string, string];
  play: (game: string) => string;
  news: readonly [string, string, string];
  lobby: readonly [string, string, string];
  logo: string;
}> = {
  'en-US': {
    special: ['Special offer', 'Limited time only', 'Join'],
    hotGame: ['Hot game', 'The hot game of the week', 'Play now'],
    play: (game) => `Play ${game}`,
    news: ['News & notices', 'The latest from the lobby', 'Read'],
    lobby: ['Welcome to the lobby', 'Hundreds of games are waiting', 'Play'],
    logo: 'Player Lobby',
  },
  'th-TH': {
    special: ['ข้อเสนอพิเศษ', 'เฉพาะช่วงเวลาจำกัด', 'ร่วมเลย'],
    hotGame: ['เกมฮิต', 'เกมฮิตประจำสัปดาห์', 'เล่นเลย'],
    play: (game) => `เล่น ${game}`,
    news: ['ข่าวสารและประกาศ', 'ข่าวล่าสุดจากล็อบบี้', 'อ่าน'],
    lobby: ['ยินดีต้อนรับสู่ล็อบบี้', 'เกมนับร้อยรอคุณอยู่', 'เล่นเลย'],
    logo: 'ล็อบบี้เกม',
  },
};

/** Labels of the generic images (footer, store badges); GCash and Maya are brand names. */
export const GENERIC_LABELS: Readonly<Record<string, Both<string>>> = {
  login: { 'en-US': 'Welcome back', 'th-TH': 'ยินดีต้อนรับกลับมา' },
  download_icon: { 'en-US': 'Get the app', 'th-TH': 'ดาวน์โหลดแอป' },
  payment: { 'en-US': 'Secure payments', 'th-TH': 'ชำระเงินปลอดภัย' },
  regulator: { 'en-US': 'Licensed & regulated', 'th-TH': 'ได้รับใบอนุญาตและกำกับดูแล' },
  responsibility: { 'en-US': '21+ Play responsibly', 'th-TH': '21+ เล่นอย่างรับผิดชอบ' },
  app_store: { 'en-US': 'iOS app', 'th-TH': 'แอป iOS' },
  google_play: { 'en-US': 'Android app', 'th-TH': 'แอป Android' },
  gcash: { 'en-US': 'GCash', 'th-TH': 'GCash' },
  maya: { 'en-US': 'Maya', 'th-TH': 'Maya' },
};

// ───────────── writing them ─────────────

/**
 * Writes the translations into the seeded rows that still hold the seed's base text, and into the
 * registration mails that have none. Idempotent.
 */
export function writeContentTexts(db: Database, country: Country): void {
  const notice = db.prepare('UPDATE notices SET i18n = ? WHERE id = ? AND title = ?');
  for (const [id, texts] of Object.entries(NOTICE_TEXTS))
    notice.run(textsJson(texts), Number(id), texts['en-US'].title);

  const activity = db.prepare('UPDATE activities SET i18n = ? WHERE id = ? AND name = ?');
  for (const [id, names] of Object.entries(ACTIVITY_NAMES)) {
    const texts: Texts = { 'en-US': { name: names['en-US'] }, 'th-TH': { name: names['th-TH'] } };
    activity.run(textsJson(texts), Number(id), names['en-US']);
  }

  const channel = db.prepare('UPDATE recharge_types SET i18n = ? WHERE id = ? AND name = ?');
  CHANNEL_TEXTS[country].forEach((c, i) =>
    channel.run(textsJson({ 'en-US': { name: c.texts['en-US'] }, 'th-TH': { name: c.texts['th-TH'] } }), i + 1, c.base),
  );

  const bank = db.prepare('UPDATE banks SET i18n = ? WHERE id = ? AND name = ?');
  BANK_TEXTS[country].forEach((b, i) => bank.run(textsJson(b.texts), i + 1, b.base));

  const receiving = RECEIVING_BANK_TEXTS[country];
  if (receiving) {
    db.prepare('UPDATE receiving_accounts SET i18n = ? WHERE bank_name = ?').run(
      textsJson({ 'en-US': { bankName: receiving.texts['en-US'] }, 'th-TH': { bankName: receiving.texts['th-TH'] } }),
      receiving.base,
    );
  }

  const cs = db.prepare('UPDATE cs_queue SET i18n = ? WHERE id = ? AND nickname = ?');
  for (const [id, c] of Object.entries(CS_TEXTS)) {
    cs.run(
      textsJson({ 'en-US': { nickname: c.texts['en-US'] }, 'th-TH': { nickname: c.texts['th-TH'] } }),
      Number(id),
      c.base,
    );
  }

  const mail = db.prepare("UPDATE mail SET i18n = ? WHERE type = ? AND title = ? AND i18n = '{}'");
  for (const m of [WELCOME_MAIL, GIFT_MAIL]) mail.run(textsJson(m.texts), m.type, m.texts['en-US'].title);
}
