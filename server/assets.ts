/**
 * Generated images under /static (the URL scheme is domain/asset-urls.ts): every URL names a row of the
 * lobby data (a game, brand, banner, notice, video, payment channel, bank, activity, social network,
 * service contact or generic image) or an avatar number, and is answered with a deterministic SVG drawn
 * from that row. Unknown ids and unknown patterns are 404. Drawings are kept in a small bounded cache.
 *
 * Images with words are drawn per locale: `?lang=th-TH` (the default, also for an unknown
 * value) or `?lang=en-US` picks the words, so each locale's picture has its own URL and caches on its own.
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
import { contentLocale, localText, type ContentLocale } from './domain/content-locale';
import { GENERIC_LABELS, IMAGE_WORDS } from './domain/content-texts';
import { promoText } from './domain/promo-text';
import type { Deps } from './context';
import { sql } from './db/sql';

const CACHE_LIMIT = 1000;
const MAX_ID = 2_147_483_647;

/** Sizes of the generic images (footer, store badges); their words are GENERIC_LABELS. */
const GENERIC_SIZE: Readonly<Record<string, { width: number; height: number }>> = {
  login: { width: 750, height: 360 },
  download_icon: { width: 96, height: 96 },
  payment: { width: 320, height: 64 },
  regulator: { width: 240, height: 80 },
  responsibility: { width: 240, height: 80 },
  app_store: { width: 180, height: 54 },
  google_play: { width: 180, height: 54 },
  gcash: { width: 160, height: 60 },
  maya: { width: 160, height: 60 },
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

/** A promotional video's title: its activity (click type 1), otherwise the general lobby video (2). */
function videoTitle(deps: Deps, clickType: number, clickAction: string, lang: ContentLocale): string {
  return clickType === 1 ? promoText(deps, 1, clickAction, lang)[0] : IMAGE_WORDS[lang].lobby[0];
}

type Drawer = (deps: Deps, match: RegExpExecArray, lang: ContentLocale) => string | null;

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
    (deps, m, lang) => {
      const v = sql<[number], { click_type: number; click_action: string }>(
        deps.db,
        'SELECT click_type, click_action FROM promo_videos WHERE id = ?',
      ).get(id(m) ?? 0);
      return v ? videoImage(`video:${m[1]}`, videoTitle(deps, v.click_type, v.click_action, lang), true) : null;
    },
  ],
  [
    /^\/static\/video\/(\d{1,10})\.svg$/,
    (deps, m, lang) => {
      const v = sql<[number], { click_type: number; click_action: string }>(
        deps.db,
        'SELECT click_type, click_action FROM promo_videos WHERE id = ?',
      ).get(id(m) ?? 0);
      return v ? videoImage(`video:${m[1]}`, videoTitle(deps, v.click_type, v.click_action, lang), false) : null;
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
    (deps, m, lang) => {
      const b = sql<[number], { click_type: number; click_action: string }>(
        deps.db,
        'SELECT click_type, click_action FROM banners WHERE id = ?',
      ).get(id(m) ?? 0);
      if (!b) return null;
      const [title, subtitle, cta] = promoText(deps, b.click_type, b.click_action, lang);
      return bannerImage(`banner:${m[1]}`, title, subtitle, cta);
    },
  ],
  [
    /^\/static\/notice\/(\d{1,10})\.svg$/,
    (deps, m, lang) => {
      const n = sql<[number], { title: string; content: string; created_at: number; i18n: string }>(
        deps.db,
        'SELECT title, content, created_at, i18n FROM notices WHERE id = ?',
      ).get(id(m) ?? 0);
      if (!n) return null;
      const date = new Date(n.created_at).toISOString().slice(0, 10);
      const title = localText(n.i18n, lang, 'title', n.title);
      return noticeImage(`notice:${m[1]}`, title, plainText(localText(n.i18n, lang, 'content', n.content)), date);
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
    (deps, m, lang) => {
      const r = sql<[number], { name: string; i18n: string }>(
        deps.db,
        'SELECT name, i18n FROM recharge_types WHERE id = ?',
      ).get(id(m) ?? 0);
      return r ? labelIcon(`pay:${m[1]}`, localText(r.i18n, lang, 'name', r.name)) : null;
    },
  ],
  [
    /^\/static\/bank\/(\d{1,10})\.svg$/,
    (deps, m, lang) => {
      const b = sql<[number], { short_name: string; i18n: string }>(
        deps.db,
        'SELECT short_name, i18n FROM banks WHERE id = ?',
      ).get(id(m) ?? 0);
      return b ? labelIcon(`bank:${m[1]}`, localText(b.i18n, lang, 'label', b.short_name)) : null;
    },
  ],
  [
    /^\/static\/activity\/(\d{1,10})\.svg$/,
    (deps, m, lang) => {
      const a = sql<[number], { name: string; i18n: string }>(
        deps.db,
        'SELECT name, i18n FROM activities WHERE id = ?',
      ).get(id(m) ?? 0);
      return a ? labelIcon(`activity:${m[1]}`, localText(a.i18n, lang, 'name', a.name)) : null;
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
    (deps, m, lang) => {
      const q = sql<[number], { nickname: string; i18n: string }>(
        deps.db,
        'SELECT nickname, i18n FROM cs_queue WHERE id = ?',
      ).get(id(m) ?? 0);
      return q ? labelIcon(`cs:${m[1]}`, localText(q.i18n, lang, 'nickname', q.nickname)) : null;
    },
  ],
  [
    /^\/static\/generic\/([A-Za-z0-9_-]{1,64})\.svg$/,
    (deps, m, lang) => {
      const key = m[1] ?? '';
      const g = sql<[string], { unique_key: string }>(
        deps.db,
        'SELECT unique_key FROM generic_imgs WHERE unique_key = ?',
      ).get(key);
      if (!g) return null;
      if (key.startsWith('logo_')) return wideBadge(`generic:${key}`, IMAGE_WORDS[lang].logo, 240, 64);
      const size = GENERIC_SIZE[key];
      const label = GENERIC_LABELS[key]?.[lang];
      if (!size || !label) return labelIcon(`generic:${key}`, humanize(key));
      if (size.width === size.height) return labelIcon(`generic:${key}`, label, size.width);
      return wideBadge(`generic:${key}`, label, size.width, size.height);
    },
  ],
];

/** The SVG for a /static path in `lang`, or null when the path names nothing. */
function drawAsset(deps: Deps, path: string, lang: ContentLocale): string | null {
  for (const [pattern, draw] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return draw(deps, match, lang);
  }
  return null;
}

export function mountAssets(app: Hono, deps: Deps): void {
  /** Least recently used drawings; a miss (404) is never cached, so new rows show up at once. */
  const cache = new Map<string, string>();

  const serve = (c: Context) => {
    const path = c.req.path;
    const lang = contentLocale(c.req.query('lang'));
    const key = `${lang}${path}`;
    let svg = cache.get(key);
    if (svg !== undefined) {
      cache.delete(key);
      cache.set(key, svg);
    } else {
      svg = drawAsset(deps, path, lang) ?? undefined;
      if (svg === undefined) return c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404);
      cache.set(key, svg);
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
