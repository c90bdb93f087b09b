/**
 * Lobby seed content: game types, brands, `config.seedGames` games, banners, notices, promotional videos,
 * VIP levels, generic images, social links, the customer-service queue and a big-win history.
 * Deterministic: every choice comes from a fixed-seed PRNG, so two fresh databases hold the same lobby.
 * Every name is invented; images are the generated SVGs of server/assets.ts (see domain/asset-urls.ts).
 */
import type { Database } from 'better-sqlite3';
import { PATH } from '../../../contract/paths';
import { COUNTRIES, type ServerConfig } from '../../config';
import { assetUrl } from '../../domain/asset-urls';
import { maskAccount } from '../../domain/users';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** mulberry32: a tiny, fixed-seed PRNG (never Math.random in the seed; tests reuse it for reproducible draws). */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [0, max). */
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
type Prng = ReturnType<typeof seededRandom>;

const LOBBY_SEED = 20261121;

// ───────────── game types and brands ─────────────

const GAME_TYPES = [
  { id: 1, name: 'Slots', share: 40 },
  { id: 2, name: 'Fish', share: 10 },
  { id: 3, name: 'Poker', share: 15 },
  { id: 4, name: 'Sports', share: 8 },
  { id: 5, name: 'Live', share: 12 },
  { id: 6, name: 'Games', share: 15 },
] as const;

/** Invented studios; `types` are the game types each one makes. */
const BRANDS = [
  { id: 1, name: 'Starforge', types: [1, 2, 6], status: 1, maintain: 0 },
  { id: 2, name: 'Lotus Bay', types: [1, 3, 6], status: 1, maintain: 0 },
  { id: 3, name: 'Jadewave', types: [1, 2], status: 1, maintain: 0 },
  { id: 4, name: 'Neon Harbor', types: [1, 6], status: 1, maintain: 0 },
  { id: 5, name: 'Moonbeam Live', types: [5, 3], status: 1, maintain: 0 },
  { id: 6, name: 'Koi Reef', types: [2, 1], status: 1, maintain: 0 },
  { id: 7, name: 'Thunder Arena', types: [4, 5], status: 1, maintain: 0 },
  { id: 8, name: 'Lantern Works', types: [3, 6, 1], status: 1, maintain: 0 },
  { id: 9, name: 'Orchid Nine', types: [1, 3], status: 0, maintain: 0 },
  { id: 10, name: 'Pixel Tide', types: [6, 4, 1], status: 1, maintain: 1 },
] as const;

// ───────────── game names ─────────────

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Jade',
  'Crystal',
  'Thunder',
  'Dragon',
  'Silver',
  'Blazing',
  'Cosmic',
  'Secret',
  'Sunny',
  'Frozen',
  'Hidden',
  'Mighty',
  'Magic',
  'Ruby',
  'Emerald',
  'Midnight',
  'Neon',
  'Ancient',
  'Happy',
  'Jolly',
  'Velvet',
  'Tropical',
  'Stormy',
  'Shining',
  'Sacred',
  'Rapid',
  'Glowing',
] as const;

const NOUNS: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Fortune',
    'Treasure',
    'Lantern',
    'Panda',
    'Phoenix',
    'Koi',
    'Temple',
    'Festival',
    'Garden',
    'Pearls',
    'Mango',
    'Cherries',
    'Jewels',
    'Pharaoh',
    'Safari',
    'Volcano',
    'Buffalo',
    'Monkey',
    'Rooster',
    'Lotus',
    'Orchard',
    'Pirates',
    'Comets',
    'Coins',
    'Elephant',
    'Genie',
    'Wolf',
    'Vault',
  ],
  2: ['Fishing', 'Ocean Hunt', 'Reef Raid', 'Deep Sea', 'Shark Bay', 'Harpoon', 'Tide Catch', 'Kraken', 'Lagoon'],
  3: [
    'Baccarat',
    'Blackjack',
    'Hold’em',
    'Pok Deng',
    'Dragon & Phoenix',
    'Three Cards',
    'Hi-Lo',
    'Rummy',
    'Sic Bo',
    'Fan Tan',
  ],
  4: ['Football', 'Basketball', 'Muay Thai', 'Badminton', 'Volleyball', 'Tennis', 'Racing', 'E-Sports'],
  5: ['Live Baccarat', 'Live Roulette', 'Live Sic Bo', 'Live Dragon Tiger', 'Live Blackjack', 'Game Show'],
  6: ['Crash', 'Mines', 'Plinko', 'Keno', 'Bingo', 'Dice', 'Wheel', 'Scratch', 'Tower', 'Limbo', 'Hilo Cards'],
};

const SUFFIXES = ['', '', '', ' Deluxe', ' Rush', ' Gold', ' Max', ' Party', ' Legends', ' Express'] as const;

function gameName(rng: Prng, typeId: number, used: Set<string>): string {
  const base = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS[typeId] ?? NOUNS[1] ?? [])}${rng.pick(SUFFIXES)}`;
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base} ${n}`;
  used.add(name);
  return name;
}

/** Fixed, named games the tasks refer to (PlayTiger / PlayLuckyNeko). */
export const TIGER_GAME_ID = 1001;
export const LUCKY_NEKO_GAME_ID = 1002;
const FIRST_GAME_ID = 1001;

interface SeedGame {
  id: number;
  name: string;
  typeId: number;
  brandId: number;
  hot: number;
  showType: number;
  hotSort: number;
  sort: number;
  status: number;
  version: number;
  recent: number;
  maintain: number;
}

/** Number of games per type: proportional to the shares, at least 5 each, summing to `total`. */
function countsPerType(total: number): Map<number, number> {
  const shareSum = GAME_TYPES.reduce((s, t) => s + t.share, 0);
  const counts = new Map<number, number>();
  let assigned = 0;
  for (const t of GAME_TYPES) {
    const n = Math.max(5, Math.floor((total * t.share) / shareSum));
    counts.set(t.id, n);
    assigned += n;
  }
  // Settle the rounding on Slots, the largest type.
  counts.set(1, (counts.get(1) ?? 0) + (total - assigned));
  return counts;
}

/** Whether a game's brand is on and not in maintenance. */
function playableBrand(g: Pick<SeedGame, 'brandId'>): boolean {
  const brand = BRANDS.find((b) => b.id === g.brandId);
  return brand?.status === 1 && brand.maintain === 0;
}

export function buildGames(total: number): SeedGame[] {
  const rng = seededRandom(LOBBY_SEED);
  const used = new Set<string>(['Tiger', 'Lucky Neko']);
  const brandsByType = new Map<number, number[]>();
  for (const b of BRANDS) {
    for (const t of b.types) brandsByType.set(t, [...(brandsByType.get(t) ?? []), b.id]);
  }
  const games: SeedGame[] = [];
  const sortByType = new Map<number, number>();
  const nextSort = (typeId: number) => {
    const s = (sortByType.get(typeId) ?? 0) + 1;
    sortByType.set(typeId, s);
    return s;
  };
  const add = (name: string, typeId: number, brandId: number) => {
    games.push({
      id: FIRST_GAME_ID + games.length,
      name,
      typeId,
      brandId,
      hot: 0,
      showType: 0,
      hotSort: 0,
      sort: nextSort(typeId),
      status: 1,
      version: 1 + rng.int(3),
      recent: 0,
      maintain: 0,
    });
  };
  add('Tiger', 1, 1);
  add('Lucky Neko', 1, 2);
  const counts = countsPerType(total);
  counts.set(1, (counts.get(1) ?? 0) - 2);
  for (const t of GAME_TYPES) {
    const brands = brandsByType.get(t.id) ?? [1];
    const n = counts.get(t.id) ?? 0;
    // Round-robin first so every brand of the type gets games, then at random.
    for (let i = 0; i < n; i++) {
      const brandId = i < brands.length ? (brands[i] as number) : rng.pick(brands);
      add(gameName(rng, t.id, used), t.id, brandId);
    }
  }

  // Hot: the two named games first, then an even spread over the list; 20 with showType 0, 4 with showType 1.
  const hotPool = games.filter(playableBrand);
  const step = Math.max(1, Math.floor(hotPool.length / 24));
  const hot = [games[0], games[1], ...hotPool.filter((_, i) => i > 1 && i % step === 0)].slice(0, 24);
  hot.forEach((g, i) => {
    if (!g) return;
    g.hot = 1;
    g.hotSort = i + 1;
    g.showType = i < 20 ? 0 : 1;
  });
  // A few big tiles that are not hot.
  for (const g of games.filter((x) => !x.hot && x.typeId === 1).slice(3, 6)) g.showType = 1;
  // New games: about one in twelve.
  for (const g of games) if (!g.hot && rng.int(12) === 0) g.recent = 1;
  // Exactly one game in maintenance, and a few switched off (never hot or named).
  const quiet = games.filter((g) => !g.hot && playableBrand(g));
  const maintained = quiet[Math.floor(quiet.length / 3)];
  if (maintained) maintained.maintain = 1;
  for (const i of [7, 8, 9].map((k) => Math.floor((quiet.length * k) / 10))) {
    const g = quiet[i];
    if (g && g !== maintained) g.status = 0;
  }
  return games;
}

// ───────────── other content ─────────────

const BANNERS = [
  { id: 1, clickType: 1, clickAction: '15' },
  { id: 2, clickType: 1, clickAction: '4' },
  { id: 3, clickType: 2, clickAction: String(TIGER_GAME_ID) },
  { id: 4, clickType: 1, clickAction: '36' },
  { id: 5, clickType: 1, clickAction: '41' },
  { id: 6, clickType: 1, clickAction: '10000' },
  { id: 7, clickType: 3, clickAction: PATH.notices },
] as const;

const NOTICES = [
  {
    id: 1,
    title: 'Welcome to the lobby',
    clickType: 0,
    clickAction: '',
    isH5Pop: 1,
    daysAgo: 0,
    content:
      '<p><strong>Welcome!</strong> Hundreds of games are waiting for you.</p><ul><li>Deposit in a few taps.</li><li>Withdraw to your bank card.</li><li>Players must be 21 or older.</li></ul>',
  },
  {
    id: 2,
    title: 'Sign-up bonus',
    clickType: 1,
    clickAction: '15',
    isH5Pop: 1,
    daysAgo: 1,
    content:
      '<p>New players receive a <strong>sign-up bonus</strong> every day for their first week.</p><ul><li>Open the Rewards tab.</li><li>Receive the day’s bonus.</li></ul>',
  },
  {
    id: 3,
    title: 'Pixel Tide maintenance',
    clickType: 0,
    clickAction: '',
    isH5Pop: 0,
    daysAgo: 2,
    content:
      '<p>Games by <strong>Pixel Tide</strong> are under maintenance. Your balance is safe.</p><ul><li>Other brands are open as usual.</li></ul>',
  },
  {
    id: 4,
    title: 'Verify your identity',
    clickType: 3,
    clickAction: PATH.kyc,
    isH5Pop: 0,
    daysAgo: 4,
    content:
      '<p>Identity verification (KYC) is required before your first withdrawal or within <strong>7 days</strong> of registering, whichever comes first.</p>',
  },
  {
    id: 5,
    title: 'Play responsibly',
    clickType: 0,
    clickAction: '',
    isH5Pop: 0,
    daysAgo: 6,
    content:
      '<p>Set yourself limits and take breaks.</p><ul><li>One account per player.</li><li>Bots are not allowed.</li><li>Contact customer service at any time.</li></ul>',
  },
] as const;

const VIDEOS = [
  { id: 1, clickType: 1, clickAction: '15' },
  { id: 2, clickType: 1, clickAction: '17' },
  { id: 3, clickType: 2, clickAction: '' },
] as const;

/** Total bet (hundredths) needed for each level. */
const LEVEL_BETS = [
  0, 10_000, 50_000, 200_000, 500_000, 1_000_000, 3_000_000, 8_000_000, 20_000_000, 50_000_000, 100_000_000,
] as const;

/**
 * What a level gives (reference-server decision, contract VipPerk; migration 054-member.sql writes the same
 * values into databases seeded before it): the VIP rebate share, 0.10 % more per level up to 1 % (basis
 * points), and the service promises, one more every two levels.
 */
const PERKS_BY_LEVEL = [
  [1, ['birthdayGift']],
  [2, ['fasterWithdrawal']],
  [4, ['prioritySupport']],
  [6, ['personalManager']],
  [8, ['exclusiveEvents']],
] as const;
function levelPerks(level: number): { rebateRate: number; perks: string[] } {
  return {
    rebateRate: Math.min(level, 10) * 10,
    perks: PERKS_BY_LEVEL.filter(([from]) => level >= from).flatMap(([, perks]) => perks),
  };
}

const GENERIC_IMGS = [
  { key: 'login', url: '' },
  { key: 'download_icon', url: PATH.apkDownload },
  { key: 'payment', url: '' },
  { key: 'regulator', url: '' },
  { key: 'responsibility', url: '' },
  { key: 'app_store', url: PATH.apkDownload },
  { key: 'google_play', url: PATH.apkDownload },
  { key: 'gcash', url: '' },
  { key: 'maya', url: '' },
  { key: 'logo_rc', url: '' },
] as const;

const SOCIAL_MEDIA = [
  { id: 1, name: 'facebook', url: 'https://www.facebook.com/examplelobby' },
  { id: 2, name: 'instagram', url: 'https://www.instagram.com/examplelobby' },
  { id: 3, name: 'x', url: 'https://x.com/examplelobby' },
  { id: 4, name: 'youtube', url: 'https://www.youtube.com/@examplelobby' },
  { id: 5, name: 'tiktok', url: 'https://www.tiktok.com/@examplelobby' },
  { id: 6, name: 'telegram', url: 'https://t.me/examplelobby' },
  { id: 7, name: 'line', url: 'https://line.me/R/ti/p/@examplelobby' },
] as const;

const CS_QUEUE = [
  { id: 1, url: '/sandbox/livechat/19075011', isOut: 0, nickname: 'Live Chat' },
  { id: 2, url: '/sandbox/livechat/19075012', isOut: 0, nickname: 'Customer Service' },
  { id: 3, url: 'https://t.me/examplelobby_support', isOut: 1, nickname: 'Telegram' },
] as const;

function seedBigWins(db: Database, config: ServerConfig, now: number, rng: Prng, games: readonly SeedGame[]): void {
  const rules = COUNTRIES[config.country];
  const candidates = games.filter((g) => g.status === 1 && !g.maintain && playableBrand(g));
  const insert = db.prepare(
    'INSERT INTO big_wins (user_id, phone, game_id, amount, created_at) VALUES (NULL, ?, ?, ?, ?)',
  );
  let at = now - 30 * 7 * 60 * 1000;
  for (let i = 0; i < 30; i++) {
    let phone = rules.mobileStartsWith;
    while (phone.length < rules.accountLengthMin) phone += String(rng.int(10));
    const game = rng.pick(candidates);
    // 1,000.00 to 60,000.00 with cents.
    const amount = 100_000 + rng.int(5_900_000);
    at += 3 * 60 * 1000 + rng.int(8 * 60 * 1000);
    insert.run(maskAccount(phone), game.id, amount, Math.min(at, now));
  }
}

export function seedLobby(db: Database, config: ServerConfig, now: number): void {
  const rng = seededRandom(LOBBY_SEED + 1);

  const type = db.prepare('INSERT INTO game_types (id, name, status, sort) VALUES (?, ?, 1, ?)');
  GAME_TYPES.forEach((t, i) => type.run(t.id, t.name, i + 1));

  const brand = db.prepare(
    'INSERT INTO brands (id, show_name, status, icon3, sort, maintain) VALUES (?, ?, ?, ?, ?, ?)',
  );
  BRANDS.forEach((b, i) => brand.run(b.id, b.name, b.status, assetUrl.brand(b.id), (i + 1) * 10, b.maintain));

  const games = buildGames(config.seedGames);
  const game = db.prepare(
    `INSERT INTO games (id, name, hot, show_type, hot_sort, brand_id, type_id, sort, status, version, recent, maintain)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const g of games) {
    game.run(
      g.id,
      g.name,
      g.hot,
      g.showType,
      g.hotSort,
      g.brandId,
      g.typeId,
      g.sort,
      g.status,
      g.version,
      g.recent,
      g.maintain,
    );
  }
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('gameListVersion', '1')").run();

  const banner = db.prepare(
    'INSERT INTO banners (id, img_url2, click_type, click_action, sort, status) VALUES (?, ?, ?, ?, ?, 1)',
  );
  BANNERS.forEach((b, i) => banner.run(b.id, assetUrl.banner(b.id), b.clickType, b.clickAction, i + 1));

  const notice = db.prepare(
    `INSERT INTO notices (id, img_url2, click_type, click_action, sort, is_h5_pop, title, content, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  NOTICES.forEach((n, i) =>
    notice.run(
      n.id,
      assetUrl.notice(n.id),
      n.clickType,
      n.clickAction,
      i + 1,
      n.isH5Pop,
      n.title,
      n.content,
      now - n.daysAgo * DAY_MS - (i + 1) * HOUR_MS,
    ),
  );

  const video = db.prepare(
    'INSERT INTO promo_videos (id, cover_img, path, click_type, click_action, sort, status) VALUES (?, ?, ?, ?, ?, ?, 1)',
  );
  VIDEOS.forEach((v, i) =>
    video.run(v.id, assetUrl.videoCover(v.id), assetUrl.videoPath(v.id), v.clickType, v.clickAction, i + 1),
  );

  const level = db.prepare('INSERT INTO level_config (level, bet_amount, rebate_rate, perks) VALUES (?, ?, ?, ?)');
  LEVEL_BETS.forEach((bet, lv) => {
    const { rebateRate, perks } = levelPerks(lv);
    level.run(lv, bet, rebateRate, JSON.stringify(perks));
  });

  const generic = db.prepare('INSERT INTO generic_imgs (unique_key, img, img_url) VALUES (?, ?, ?)');
  for (const g of GENERIC_IMGS) generic.run(g.key, assetUrl.generic(g.key), g.url);

  const social = db.prepare('INSERT INTO social_media (id, name, url, sort) VALUES (?, ?, ?, ?)');
  SOCIAL_MEDIA.forEach((m, i) => social.run(m.id, m.name, m.url, i + 1));

  const cs = db.prepare('INSERT INTO cs_queue (id, url, is_out, nickname, icon, sort) VALUES (?, ?, ?, ?, ?, ?)');
  CS_QUEUE.forEach((q, i) => cs.run(q.id, q.url, q.isOut, q.nickname, assetUrl.cs(q.id), i + 1));

  seedBigWins(db, config, now, rng, games);
}
