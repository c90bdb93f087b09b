/**
 * The installable app, for vite.config.ts: the web app manifest and the service worker
 * (vite-plugin-pwa 2 on Workbox 7, generateSW, prompt mode: a new worker waits until the player taps Update,
 * machines/app-update.machine.ts). Nothing in the SSR build (`vite build --ssr`: no sw, no manifest in
 * dist/server; `virtual:pwa-register` resolves to the plugin's no-op there).
 *
 * The worker (/sw.js, one file, Workbox inlined):
 * - precaches the hashed scripts and CSS every player page can load (reachable from the entry without going
 *   through /flows — the product owners' tool and its diagram libraries stay out), the stylesheet, the icons,
 *   the favicon and the offline page (public/offline.html + offline.css + offline.js);
 * - never caches a page: pages are rendered per cookie and locale (server/render/), so navigations go to the
 *   network, and when that fails the precached offline page answers;
 * - images of this origin (the generated /static pictures and the rest) are stale-while-revalidate, at most
 *   100 for 7 days; other /assets/ files (the /flows chunks) cache-first (hashed names never change);
 * - leaves alone the API (/app/), the sandbox third parties (/sandbox/), short and tracked links (/s/, /t/),
 *   /__dev/ and anything not GET: the browser fetches them as if there were no worker.
 *
 * The manifest link is added to the built index.html by the plugin (the server-rendered pages use that file
 * as their template); the iOS home-screen icon is linked in index.html.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PATH } from '../contract/paths.ts';

const THEME = '#14142b';

/** The /flows explorer's own modules: the chunks only reachable through them are not precached. */
const REVIEW_TOOL = /\/src\/features\/flows\//;

/**
 * Collects the scripts a player can need: every chunk reachable from the entries by static and dynamic
 * imports, not entering a dynamic import of the /flows explorer. (Stylesheets are all precached.)
 */
function playerChunks(keep: Set<string>): Plugin {
  return {
    name: 'pwa-player-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      keep.clear();
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      );
      const stack = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      while (stack.length > 0) {
        const chunk = chunks.get(stack.pop()!);
        if (!chunk || keep.has(chunk.fileName)) continue;
        keep.add(chunk.fileName);
        stack.push(...chunk.imports);
        for (const name of chunk.dynamicImports) {
          const facade = chunks.get(name)?.facadeModuleId ?? '';
          if (!REVIEW_TOOL.test(facade)) stack.push(name);
        }
      }
    },
  };
}

/**
 * Writes sw.js.br and sw.js.gz once the plugin has written sw.js (after vite.config.ts's precompress, which only
 * sees the bundle): the browser fetches the worker's script on every update check.
 */
function precompressWorker(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'pwa-precompress-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const path = join(outDir, 'sw.js');
        if (ssr || !existsSync(path)) return;
        const data = readFileSync(path);
        const brotli = {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: brotli }));
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      },
    },
  };
}

export function pwa({ ssr }: { ssr: boolean }): Plugin[] {
  const keep = new Set<string>();
  return [
    playerChunks(keep),
    ...VitePWA({
      disable: ssr,
      registerType: 'prompt',
      // The app registers the worker itself (src/actors/app-update.actors.ts), after the first render.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [
        'favicon.svg',
        'offline.html',
        'offline.css',
        'offline.js',
        'boot.js',
        'icons/apple-touch-icon.png',
      ],
      manifest: {
        id: '/',
        name: 'ล็อบบี้เกม',
        short_name: 'ล็อบบี้เกม',
        description: 'ล็อบบี้เกม: เกมและโปรโมชั่นในที่เดียว',
        lang: 'th',
        dir: 'ltr',
        start_url: PATH.home,
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME,
        background_color: THEME,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['assets/*.{js,css}'],
        globIgnores: ['server/**'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((e) => !e.url.endsWith('.js') || keep.has(e.url)),
            warnings: [],
          }),
        ],
        // Pages are rendered per cookie and locale: never the built index.html in their place.
        navigateFallback: null,
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        sourcemap: false,
        runtimeCaching: [
          {
            // Pages: from the network; offline, the precached offline page. (Serialized into sw.js: the
            // function must stand alone.)
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(app|sandbox|__dev|s|t)\//.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
          {
            // `sameOrigin`: Workbox's url.origin === location.origin, the worker's own origin.
            urlPattern: ({ request, url, sameOrigin }) =>
              request.destination === 'image' && sameOrigin && !/^\/(app|sandbox|__dev|s|t)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompressWorker(),
  ];
}
