#!/usr/bin/env node
/**
 * The installable app's PNG icons (web app manifest and iOS home screen), drawn from the same shapes as
 * public/favicon.svg (a dark rounded square with a gold coin) by a tiny PNG encoder on node:zlib — no image
 * library, nothing downloaded. Writes public/icons/: icon-192.png, icon-512.png (rounded, transparent
 * corners), maskable-512.png (full-bleed background, the coin inside the 80 % safe zone) and
 * apple-touch-icon.png (180 px, full-bleed: iOS rounds it). The files are committed; run
 * `node scripts/make-icons.mjs` after changing the drawing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const BG = [0x14, 0x14, 0x2b];
const GOLD = [0xf5, 0xc5, 0x42];

/** CRC-32 of a PNG chunk (type + data). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA image (size × size, 8 bits per channel) as PNG bytes. */
export function encodePng(size, rgba) {
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The colour at design point (x, y) of the 64-unit favicon grid, or null outside the icon. `rounded`: the
 * favicon's rounded square (rx 14); otherwise the whole square. `coin`: the coin's scale.
 */
function shape(x, y, { rounded, coin }) {
  if (rounded) {
    const r = 14;
    const cx = Math.min(Math.max(x, r), 64 - r);
    const cy = Math.min(Math.max(y, r), 64 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  const d = Math.hypot(x - 32, y - 32) / coin;
  if (d <= 6) return GOLD;
  if (d <= 11) return BG;
  if (d <= 18) return GOLD;
  return BG;
}

/** Rasterises the icon at `size` px with 4 × 4 supersampling (smooth edges). */
export function drawIcon(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = shape(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size, options);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return encodePng(size, rgba);
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, coin: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, coin: 1 },
  { file: 'maskable-512.png', size: 512, rounded: false, coin: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, coin: 0.9 },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = fileURLToPath(new URL('../public/icons', import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const icon of ICONS) {
    const png = drawIcon(icon.size, icon);
    writeFileSync(join(dir, icon.file), png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
}
