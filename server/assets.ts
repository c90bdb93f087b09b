/**
 * Generated images under /static (the URL scheme is domain/asset-urls.ts): every URL names a row of the
 * lobby data (a game, brand, banner, notice, video, payment channel, bank, activity, social network,
 * service contact or generic image) or an avatar number, and is answered with a deterministic SVG drawn
 * from that row. Unknown ids and unknown patterns are 404. Drawings are kept in a small bounded cache.
 */
import type { Context, Hono } from 'hono';
import {
  avatarImage,
  bannerImage,
  brandLogo,
  gameIcon,
  labelIcon,
  noticeImage,
  videoImage,
  wideBadge,
} from './asset-svg';
import { AVATAR_NUMBERS } from './domain/asset-urls';
import type { Deps } from './context';
import { sql } from './db/sql';

const CACHE_LIMIT = 1000;
const MAX_ID = 2_147_483_647;

/** What a banner or video that opens an activity says, by activity type id (spec §9; 10000 = tasks). */
const PROMO_TEXT: Readonly<Record<string, readonly [title: string, subtitle: string, cta: string]>> = {
  '4': ['Bind your mobile', 'Bind a mobile number and collect a reward', 'Bind now'],
  '15': ['Sign-up bonus', 'A bonus every day of your first week', 'Claim'],
  '17': ['Ladder recharge', 'The more you deposit, the more you get', 'Deposit'],
  '36': ['Free daily sign-in', 'Sign in every day for free rewards', 'Sign in'],
  '39': ['First charge gift', 'Extra rewards with your first deposit', 'Deposit'],
  '40': ['Invite friends', 'Rewards for every friend who joins', 'Invite'],
  '41': ['Agent rewards', 'Invite friends and earn with each of them', 'Invite'],
  '10000': ['Daily tasks', 'Complete tasks and collect rewards', 'Go'],
};

/** Labels and sizes of the generic images (footer, store badges, logo). */
const GENERIC_TEXT: Readonly<Record<string, { label: string; width: number; height: number }>> = {
  login: { label: 'Welcome back', width: 750, height: 360 },
  download_icon: { label: 'Get the app', width: 96, height: 96 },
  payment: { label: 'Secure payments', width: 320, height: 64 },
  regulator: { label: 'Licensed & regulated', width: 240, height: 80 },
  responsibility: { label: '21+ Play responsibly', width: 240, height: 80 },
  app_store: { label: 'iOS app', width: 180, height: 54 },
  google_play: { label: 'Android app', width: 180, height: 54 },
  gcash: { label: 'GCash', width: 160, height: 60 },
  maya: { label: 'Maya', width: 160, height: 60 },
};

const humanize = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|ul|ol|div|h\d)>/gi, ' ')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function promoText(deps: Deps, clickType: number, clickAction: string): readonly [string, string, string] {
  if (clickType === 1) {
    const known = PROMO_TEXT[clickAction];
    if (known) return known;
    const activity = sql<[number], { name: string }>(deps.db, 'SELECT name FROM activities WHERE id = ?').get(
      Number(clickAction) || 0,
    );
    return [activity?.name ?? 'Special offer', 'Limited time only', 'Join'];
  }
  if (clickType === 2) {
    const game = sql<[number], { name: string }>(deps.db, 'SELECT name FROM games WHERE id = ?').get(
      Number(clickAction) || 0,
    );
    return [game ? `Play ${game.name}` : 'Hot game', 'The hot game of the week', 'Play now'];
  }
  if (clickType === 3) return ['News & notices', 'The latest from the lobby', 'Read'];
  return ['Welcome to the lobby', 'Hundreds of games are waiting', 'Play'];
}

/** A promotional video's title: its activity (click type 1), otherwise the general lobby video (2). */
function videoTitle(deps: Deps, clickType: number, clickAction: string): string {
  return clickType === 1 ? promoText(deps, 1, clickAction)[0] : 'Welcome to the lobby';
}

type Drawer = (deps: Deps, match: RegExpExecArray) => string | null;

const id = (match: RegExpExecArray, group = 1): number | null => {
  const n = Number(match[group]);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
};

const ROUTES: readonly (readonly [RegExp, Drawer])[] = [
  [
    /^\/static\/res\/game\/(\d{1,10})_(\d{1,6})\.svg$/,
    (deps, m) => {
      const gameId = id(m);
      const version = id(m, 2);
      if (gameId === null || version === null) return null;
      const g = sql<[number], { name: string; type_id: number; brand: string }>(
        deps.db,
        'SELECT g.name, g.type_id, b.show_name AS brand FROM games g JOIN brands b ON b.id = g.brand_id WHERE g.id = ?',
      ).get(gameId);
      return g ? gameIcon({ id: gameId, version, name: g.name, brand: g.brand, typeId: g.type_id }) : null;
    },
  ],
  [
    /^\/static\/res\/video\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const v = sql<[number], { click_type: number; click_action: string }>(
        deps.db,
        'SELECT click_type, click_action FROM promo_videos WHERE id = ?',
      ).get(id(m) ?? 0);
      return v ? videoImage(`video:${m[1]}`, videoTitle(deps, v.click_type, v.click_action), true) : null;
    },
  ],
  [
    /^\/static\/video\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const v = sql<[number], { click_type: number; click_action: string }>(
        deps.db,
        'SELECT click_type, click_action FROM promo_videos WHERE id = ?',
      ).get(id(m) ?? 0);
      return v ? videoImage(`video:${m[1]}`, videoTitle(deps, v.click_type, v.click_action), false) : null;
    },
  ],
  [
    /^\/static\/brand\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const b = sql<[number], { show_name: string }>(deps.db, 'SELECT show_name FROM brands WHERE id = ?').get(
        id(m) ?? 0,
      );
      return b ? brandLogo(`brand:${m[1]}`, b.show_name) : null;
    },
  ],
  [
    /^\/static\/banner\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const b = sql<[number], { click_type: number; click_action: string }>(
        deps.db,
        'SELECT click_type, click_action FROM banners WHERE id = ?',
      ).get(id(m) ?? 0);
      if (!b) return null;
      const [title, subtitle, cta] = promoText(deps, b.click_type, b.click_action);
      return bannerImage(`banner:${m[1]}`, title, subtitle, cta);
    },
  ],
  [
    /^\/static\/notice\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const n = sql<[number], { title: string; content: string; created_at: number }>(
        deps.db,
        'SELECT title, content, created_at FROM notices WHERE id = ?',
      ).get(id(m) ?? 0);
      if (!n) return null;
      const date = new Date(n.created_at).toISOString().slice(0, 10);
      return noticeImage(`notice:${m[1]}`, n.title, plainText(n.content), date);
    },
  ],
  [
    /^\/static\/avatar\/avatar_(\d{1,2})\.svg$/,
    (_deps, m) => {
      const n = Number(m[1]);
      return AVATAR_NUMBERS.includes(n) && String(n) === m[1] ? avatarImage(n) : null;
    },
  ],
  [
    /^\/static\/pay\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const r = sql<[number], { name: string }>(deps.db, 'SELECT name FROM recharge_types WHERE id = ?').get(
        id(m) ?? 0,
      );
      return r ? labelIcon(`pay:${m[1]}`, r.name) : null;
    },
  ],
  [
    /^\/static\/bank\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const b = sql<[number], { short_name: string }>(deps.db, 'SELECT short_name FROM banks WHERE id = ?').get(
        id(m) ?? 0,
      );
      return b ? labelIcon(`bank:${m[1]}`, b.short_name) : null;
    },
  ],
  [
    /^\/static\/activity\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const a = sql<[number], { name: string }>(deps.db, 'SELECT name FROM activities WHERE id = ?').get(id(m) ?? 0);
      return a ? labelIcon(`activity:${m[1]}`, a.name) : null;
    },
  ],
  [
    /^\/static\/social\/([a-z0-9_-]{1,32})\.svg$/,
    (deps, m) => {
      const s = sql<[string], { name: string }>(deps.db, 'SELECT name FROM social_media WHERE name = ?').get(
        m[1] ?? '',
      );
      return s ? labelIcon(`social:${s.name}`, s.name === 'x' ? 'X' : humanize(s.name)) : null;
    },
  ],
  [
    /^\/static\/cs\/(\d{1,10})\.svg$/,
    (deps, m) => {
      const q = sql<[number], { nickname: string }>(deps.db, 'SELECT nickname FROM cs_queue WHERE id = ?').get(
        id(m) ?? 0,
      );
      return q ? labelIcon(`cs:${m[1]}`, q.nickname) : null;
    },
  ],
  [
    /^\/static\/generic\/([A-Za-z0-9_-]{1,64})\.svg$/,
    (deps, m) => {
      const key = m[1] ?? '';
      const g = sql<[string], { unique_key: string }>(
        deps.db,
        'SELECT unique_key FROM generic_imgs WHERE unique_key = ?',
      ).get(key);
      if (!g) return null;
      if (key.startsWith('logo_')) return wideBadge(`generic:${key}`, 'Player Lobby', 240, 64);
      const text = GENERIC_TEXT[key];
      if (!text) return labelIcon(`generic:${key}`, humanize(key));
      if (text.width === text.height) return labelIcon(`generic:${key}`, text.label, text.width);
      return wideBadge(`generic:${key}`, text.label, text.width, text.height);
    },
  ],
];

/** The SVG for a /static path, or null when the path names nothing. */
function drawAsset(deps: Deps, path: string): string | null {
  for (const [pattern, draw] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return draw(deps, match);
  }
  return null;
}

export function mountAssets(app: Hono, deps: Deps): void {
  /** Least recently used drawings; a miss (404) is never cached, so new rows show up at once. */
  const cache = new Map<string, string>();

  const serve = (c: Context) => {
    const path = c.req.path;
    let svg = cache.get(path);
    if (svg !== undefined) {
      cache.delete(path);
      cache.set(path, svg);
    } else {
      svg = drawAsset(deps, path) ?? undefined;
      if (svg === undefined) return c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404);
      cache.set(path, svg);
      if (cache.size > CACHE_LIMIT) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  };

  app.get('/static/*', serve);
}
