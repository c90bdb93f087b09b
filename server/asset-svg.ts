/**
 * The drawings behind the generated images of server/assets.ts: pure functions from a label (and a seed
 * for the colours) to an SVG string. Colours come from a hash of the seed, so the same image always looks
 * the same; every text is XML-escaped.
 */

// Thai fonts by name (Android's, Windows', Linux's TLWG Loma) before the Latin ones: a glyph the named fonts
// lack sends the browser to the system's fallback search, for every picture (see src/styles.css).
const FONT = "'Noto Sans Thai',Tahoma,Loma,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Average advance of a bold glyph, in em; used to fit text without measuring it. */
const GLYPH_EM = 0.6;

/** Escapes text for XML content and attributes; drops control characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return text.replace(/[\p{Cc}&<>"']/gu, (ch) =>
    ch === '&'
      ? '&amp;'
      : ch === '<'
        ? '&lt;'
        : ch === '>'
          ? '&gt;'
          : ch === '"'
            ? '&quot;'
            : ch === "'"
              ? '&apos;'
              : '',
  );
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

interface Palette {
  readonly from: string;
  readonly to: string;
  readonly accent: string;
  readonly hue: number;
}

function palette(seed: string): Palette {
  const h = hash(seed);
  const hue = h % 360;
  const shift = 30 + ((h >>> 9) % 50);
  return {
    from: `hsl(${hue} 78% 52%)`,
    to: `hsl(${(hue + shift) % 360} 72% 30%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
    hue,
  };
}

/** Thai is written without spaces: words are found by the ICU word breaker, never cut mid-word if avoidable. */
const WORD_BREAK = new Intl.Segmenter('th', { granularity: 'word' });
const GRAPHEMES = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Visible width in characters: combining marks (Thai vowels and tones above and below) take no room. */
const chars = (text: string) => [...text.replace(/\p{M}/gu, '')].length;

/** A run longer than `perLine` as pieces that fit: its words, and a word still too long by graphemes. */
function pieces(run: string, perLine: number): string[] {
  if (chars(run) <= perLine) return [run];
  const out: string[] = [];
  for (const { segment } of WORD_BREAK.segment(run)) {
    if (chars(segment) <= perLine) {
      out.push(segment);
      continue;
    }
    let chunk = '';
    for (const { segment: g } of GRAPHEMES.segment(segment)) {
      if (chars(chunk + g) > perLine) {
        out.push(chunk);
        chunk = '';
      }
      chunk += g;
    }
    if (chunk) out.push(chunk);
  }
  return out;
}

/**
 * Greedy word wrap to at most `maxLines` lines of about `perLine` characters; overflow ends in an ellipsis.
 * Spaces separate words; a run without spaces (Thai) breaks between its words.
 */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const pushWord = (word: string) => {
    pieces(word, perLine).forEach((part, i) => {
      const sep = i === 0 ? ' ' : '';
      if (!line) line = part;
      else if (chars(line) + sep.length + chars(part) <= perLine) line += sep + part;
      else {
        lines.push(line);
        line = part;
      }
    });
  };
  words.forEach(pushWord);
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...(kept[maxLines - 1] ?? '')];
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, perLine - 1)).join('')}…`;
  return kept;
}

/** The largest font size (≤ max) at which every line fits `width`. */
function fitSize(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map(chars));
  return Math.max(8, Math.min(max, Math.floor(width / (longest * GLYPH_EM))));
}

function textBlock(
  lines: readonly string[],
  opts: {
    x: number;
    y: number;
    size: number;
    anchor?: 'start' | 'middle' | 'end';
    fill?: string;
    weight?: number;
    stroke?: string;
  },
): string {
  const lineHeight = Math.round(opts.size * 1.15);
  const anchor = opts.anchor ?? 'middle';
  const stroke = opts.stroke
    ? ` stroke="${opts.stroke}" stroke-width="${Math.max(2, Math.round(opts.size / 7))}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  const tspans = lines
    .map((l, i) => `<tspan x="${opts.x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text x="${opts.x}" y="${opts.y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 800}" fill="${opts.fill ?? '#fff'}"${stroke}>${tspans}</text>`;
}

function open(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`;
}

function gradient(id: string, p: Palette, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

/** Small decorative bubbles placed from the seed. */
function bubbles(seed: string, width: number, height: number, count: number, maxR: number): string {
  let h = hash(`${seed}:bubbles`);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    const x = h % width;
    const y = (h >>> 8) % height;
    const r = 4 + ((h >>> 16) % maxR);
    out.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.06 + ((h >>> 24) % 10) / 100).toFixed(2)}"/>`,
    );
  }
  return out.join('');
}

// ───────────── emblems (game type pictures), drawn around (0,0) in a 100×100 box ─────────────

const EMBLEMS: Readonly<Record<number, string>> = {
  // Slots: a lucky seven on a reel window.
  1: '<rect x="-46" y="-34" width="92" height="68" rx="12" fill="#fff" fill-opacity=".92"/><rect x="-46" y="-34" width="92" height="68" rx="12" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/><path d="M-20 -24 H22 V-14 L0 26 H-14 L6 -12 H-20 Z" fill="#e0245e"/>',
  // Fish.
  2: '<path d="M-44 0 C-20 -34 26 -34 40 0 C26 34 -20 34 -44 0 Z" fill="#fff" fill-opacity=".92"/><path d="M38 0 L58 -20 L58 20 Z" fill="#fff" fill-opacity=".92"/><circle cx="-18" cy="-6" r="6" fill="#123"/>',
  // Poker: a card with a spade.
  3: '<rect x="-32" y="-44" width="64" height="88" rx="9" fill="#fff" fill-opacity=".95"/><path d="M0 -26 C14 -10 26 -2 18 12 C12 22 4 18 2 12 L8 30 L-8 30 L-2 12 C-4 18 -12 22 -18 12 C-26 -2 -14 -10 0 -26 Z" fill="#1a1a2e"/>',
  // Sports: a ball.
  4: '<circle r="40" fill="#fff" fill-opacity=".95"/><path d="M0 -14 L13 -4 L8 12 L-8 12 L-13 -4 Z" fill="#1a1a2e"/><path d="M0 -14 L0 -40 M13 -4 L37 -12 M8 12 L22 32 M-8 12 L-22 32 M-13 -4 L-37 -12" stroke="#1a1a2e" stroke-width="3"/>',
  // Live: a roulette wheel.
  5: '<circle r="42" fill="#fff" fill-opacity=".95"/><circle r="32" fill="#1a1a2e"/><circle r="14" fill="#f5c542"/><path d="M0 -32 L0 32 M-32 0 L32 0 M-23 -23 L23 23 M-23 23 L23 -23" stroke="#e0245e" stroke-width="5"/><circle r="6" fill="#fff"/>',
  // Games: a die.
  6: '<rect x="-36" y="-36" width="72" height="72" rx="14" fill="#fff" fill-opacity=".95"/><circle cx="-18" cy="-18" r="7" fill="#1a1a2e"/><circle r="7" fill="#1a1a2e"/><circle cx="18" cy="18" r="7" fill="#1a1a2e"/><circle cx="18" cy="-18" r="7" fill="#1a1a2e"/><circle cx="-18" cy="18" r="7" fill="#1a1a2e"/>',
};

const STAR =
  '<path d="M0 -40 L11 -13 L40 -12 L17 6 L25 35 L0 18 L-25 35 L-17 6 L-40 -12 L-11 -13 Z" fill="#fff" fill-opacity=".92"/>';

// ───────────── pictures ─────────────

/**
 * A game's icon: its emblem on the game's colours, and no text — the tile names the game under the icon. An SVG
 * picture is a document of its own that the browser lays out on the page's main thread, and text there means
 * font matching and shaping per picture: with the name and brand drawn in, the first screen's icons cost a
 * phone's main thread ~2.5× as much (tests/server/assets.test.ts keeps them free of text).
 */
export function gameIcon(g: { id: number; version: number; name: string; brand: string; typeId: number }): string {
  const p = palette(`game:${g.id}:${g.version}:${g.name}`);
  return (
    open(200, 200, g.name) +
    `<defs>${gradient('bg', p)}<radialGradient id="glow" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    '<rect width="200" height="200" rx="28" fill="url(#bg)"/>' +
    bubbles(`game:${g.id}`, 200, 200, 7, 14) +
    '<circle cx="100" cy="84" r="90" fill="url(#glow)"/>' +
    `<g transform="translate(100 100) scale(1.3)">${EMBLEMS[g.typeId] ?? STAR}</g>` +
    '</svg>'
  );
}

export function bannerImage(seed: string, title: string, subtitle: string, cta: string): string {
  const p = palette(seed);
  const lines = wrap(title, 18, 2);
  const size = fitSize(lines, 440, 58);
  const sub = wrap(subtitle, 36, 2);
  const subY = 88 + (lines.length - 1) * Math.round(size * 1.15) + 48;
  return (
    open(750, 300, title) +
    `<defs>${gradient('bg', p)}</defs>` +
    '<rect width="750" height="300" rx="24" fill="url(#bg)"/>' +
    bubbles(seed, 750, 300, 14, 40) +
    `<circle cx="640" cy="150" r="120" fill="${p.accent}" fill-opacity=".25"/>` +
    `<g transform="translate(640 150) scale(1.6)">${STAR}</g>` +
    textBlock(lines, { x: 48, y: 88, size, anchor: 'start', stroke: 'rgba(0,0,0,.35)' }) +
    textBlock(sub, { x: 48, y: subY, size: 24, anchor: 'start', weight: 600, fill: 'rgba(255,255,255,.92)' }) +
    `<rect x="48" y="222" width="${Math.max(150, chars(cta) * 15 + 48)}" height="48" rx="24" fill="#fff"/>` +
    textBlock([cta], { x: 72, y: 254, size: 22, anchor: 'start', fill: p.to }) +
    '</svg>'
  );
}

export function noticeImage(seed: string, title: string, body: string, date: string): string {
  const p = palette(seed);
  const titleLines = wrap(title, 16, 3);
  const titleSize = fitSize(titleLines, 520, 52);
  const bodyLines = wrap(body, 34, 9);
  const bodyTop = 430;
  return (
    open(600, 800, title) +
    `<defs>${gradient('bg', p, true)}</defs>` +
    '<rect width="600" height="800" rx="28" fill="url(#bg)"/>' +
    bubbles(seed, 600, 380, 12, 36) +
    `<g transform="translate(300 150) scale(1.5)">${STAR}</g>` +
    textBlock(titleLines, { x: 300, y: 290, size: titleSize, stroke: 'rgba(0,0,0,.35)' }) +
    '<rect x="32" y="390" width="536" height="370" rx="22" fill="#fff" fill-opacity=".94"/>' +
    textBlock(bodyLines, { x: 60, y: bodyTop + 10, size: 26, anchor: 'start', weight: 500, fill: '#1f2333' }) +
    textBlock([date], { x: 540, y: 740, size: 18, anchor: 'end', weight: 500, fill: '#6b7080' }) +
    '</svg>'
  );
}

const SKIN = ['#f8d5b5', '#eab98f', '#d39a6a', '#a8714a', '#7a4e32', '#f1c7a4'] as const;
const HAIR = ['#2b1b12', '#5a3825', '#111', '#8a5a2b', '#c0392b', '#34495e'] as const;

export function avatarImage(n: number): string {
  const p = palette(`avatar:${n}`);
  const skin = SKIN[n % SKIN.length] ?? SKIN[0];
  const hair = HAIR[(n * 5) % HAIR.length] ?? HAIR[0];
  const smile = n % 3 === 0 ? 'M46 76 Q60 90 74 76' : n % 3 === 1 ? 'M48 78 Q60 86 72 78' : 'M50 78 L70 78';
  return (
    open(120, 120, `Avatar ${n}`) +
    `<defs>${gradient('bg', p)}<clipPath id="round"><circle cx="60" cy="60" r="60"/></clipPath></defs>` +
    '<circle cx="60" cy="60" r="60" fill="url(#bg)"/>' +
    `<path d="M22 122 C24 94 40 86 60 86 C80 86 96 94 98 122 Z" fill="${p.accent}" clip-path="url(#round)"/>` +
    `<circle cx="60" cy="58" r="28" fill="${skin}"/>` +
    `<path d="M32 56 C32 34 46 26 60 26 C76 26 90 36 88 56 C82 44 70 40 60 40 C50 40 38 44 32 56 Z" fill="${hair}"/>` +
    '<circle cx="50" cy="60" r="3.5" fill="#222"/><circle cx="70" cy="60" r="3.5" fill="#222"/>' +
    `<path d="${smile}" stroke="#222" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    '<circle cx="98" cy="98" r="16" fill="#fff"/>' +
    textBlock([String(n)], { x: 98, y: 104, size: 17, fill: p.to }) +
    '</svg>'
  );
}

export function brandLogo(seed: string, name: string): string {
  const p = palette(seed);
  const lines = wrap(name, 14, 2);
  const size = fitSize(lines, 144, 22);
  const y = lines.length === 1 ? 30 + size * 0.36 : 30 - size * 0.2;
  return (
    open(160, 60, name) +
    `<defs>${gradient('bg', p)}</defs>` +
    '<rect width="160" height="60" rx="12" fill="url(#bg)"/>' +
    textBlock(lines, { x: 80, y: Math.round(y), size, stroke: 'rgba(0,0,0,.3)' }) +
    '</svg>'
  );
}

/** A square icon with an initial and a short label (activities, payment, banks, social, service, generic). */
export function labelIcon(seed: string, label: string, size = 96): string {
  const p = palette(seed);
  const lines = wrap(label, 9, 2);
  const fontSize = fitSize(lines, size - 12, Math.round(size / 6));
  const initial = [...label.trim()][0]?.toUpperCase() ?? '?';
  const lineHeight = Math.round(fontSize * 1.15);
  const textTop = size - 10 - (lines.length - 1) * lineHeight;
  return (
    open(size, size, label) +
    `<defs>${gradient('bg', p)}</defs>` +
    `<rect width="${size}" height="${size}" rx="${Math.round(size / 5)}" fill="url(#bg)"/>` +
    `<circle cx="${size / 2}" cy="${Math.round(size * 0.36)}" r="${Math.round(size * 0.22)}" fill="#fff" fill-opacity=".92"/>` +
    textBlock([initial], {
      x: size / 2,
      y: Math.round(size * 0.36 + size * 0.09),
      size: Math.round(size * 0.26),
      fill: p.to,
    }) +
    textBlock(lines, { x: size / 2, y: textTop, size: fontSize, stroke: 'rgba(0,0,0,.3)' }) +
    '</svg>'
  );
}

/** A wide badge with one line of text (footer images, store badges, logos). */
export function wideBadge(seed: string, label: string, width: number, height: number): string {
  const p = palette(seed);
  const lines = wrap(label, 22, 2);
  const size = fitSize(lines, width - 24, Math.min(64, Math.round(height * 0.42)));
  const lineHeight = Math.round(size * 1.15);
  const y = Math.round(height / 2 + size * 0.36 - ((lines.length - 1) * lineHeight) / 2);
  return (
    open(width, height, label) +
    `<defs>${gradient('bg', p)}</defs>` +
    `<rect width="${width}" height="${height}" rx="${Math.min(24, Math.round(height / 5))}" fill="url(#bg)"/>` +
    bubbles(seed, width, height, 5, Math.max(6, Math.round(height / 4))) +
    textBlock(lines, { x: width / 2, y, size, stroke: 'rgba(0,0,0,.3)' }) +
    '</svg>'
  );
}

/** A 16:9 video cover; `animated` adds a gently moving background (the sandbox "video"). */
export function videoImage(seed: string, title: string, animated: boolean): string {
  const p = palette(seed);
  const lines = wrap(title, 20, 2);
  const size = fitSize(lines, 560, 46);
  const motion = animated
    ? '<circle cx="120" cy="90" r="70" fill="#fff" fill-opacity=".12"><animate attributeName="cx" values="120;520;120" dur="6s" repeatCount="indefinite"/></circle>' +
      '<circle cx="520" cy="280" r="90" fill="#fff" fill-opacity=".1"><animate attributeName="cy" values="280;80;280" dur="5s" repeatCount="indefinite"/></circle>'
    : bubbles(seed, 640, 360, 10, 40);
  const play = animated
    ? '<circle cx="320" cy="140" r="48" fill="#fff" fill-opacity=".9"><animate attributeName="r" values="44;52;44" dur="1.6s" repeatCount="indefinite"/></circle>'
    : '<circle cx="320" cy="140" r="48" fill="#fff" fill-opacity=".9"/>';
  return (
    open(640, 360, title) +
    `<defs>${gradient('bg', p)}</defs>` +
    '<rect width="640" height="360" rx="20" fill="url(#bg)"/>' +
    motion +
    play +
    `<path d="M306 116 L306 164 L346 140 Z" fill="${p.to}"/>` +
    textBlock(lines, { x: 320, y: 250, size, stroke: 'rgba(0,0,0,.35)' }) +
    '</svg>'
  );
}
