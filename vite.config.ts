/**
 * Vite: the React app. `npm run dev` proxies the API, sandbox, generated assets, short links and dev
 * helpers to the reference server (API_PORT, default 8787) so the browser sees one origin, as with `npm start`.
 */
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './scripts/pwa.ts';
import { tailOf } from './server/render/critical-css.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;

/** Anchored patterns: a bare '/s' prefix would also swallow '/src/…' and '/search'. */
const PROXIED = ['^/app/', '^/sandbox/', '^/static/', '^/s/', '^/t/', '^/__dev/', '^/healthz$'];

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible build output of 1 KB or more; the
 * server's static handler sends whichever the browser accepts (server/app.ts), so nothing is compressed
 * per request and the framework chunk crosses the network at ~95 KB instead of ~300 KB.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      // The server entry is read from disk by the server, never sent.
      if (ssr) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const path = join(outDir, file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        const brotli = {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: brotli }));
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Builds beside the app's stylesheet `<name>.tail.css`: the part a server-rendered page loads after its first
 * paint (the rest is inlined in the page; server/render/critical-css.ts `tailOf`).
 */
function stylesheetTail(): Plugin {
  return {
    name: 'stylesheet-tail',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css') || file.fileName.endsWith('.tail.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        this.emitFile({ type: 'asset', fileName: file.fileName.replace(/\.css$/, '.tail.css'), source: tailOf(css) });
      }
    },
  };
}

/**
 * Names each lazy page's module for the server (src/app/routes.tsx and pages.ts `named`): `named(() => import('../x/y'), …)`
 * becomes `named(Object.assign(() => import('../x/y'), { module: 'src/x/y.tsx' }), …)`, the key of the built
 * manifest (dist/.vite/manifest.json), from which the server writes the first route's modulepreload hints.
 * Only in the server's build: the browser never reads the names (~70 strings off its first render).
 */
function pageModules(): Plugin {
  const ROUTES = /\/src\/app\/(routes\.tsx|pages\.ts)$/;
  return {
    name: 'page-modules',
    // Before the TypeScript transform, which rewrites the quotes the pattern below reads.
    enforce: 'pre',
    transform(code, id, options) {
      if (!ROUTES.test(id) || !options?.ssr) return null;
      return code.replace(/named\(\(\) => import\('([^']+)'\),/g, (_all, spec: string) => {
        const base = join('src/app', spec);
        const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(resolve(f)));
        if (!file) throw new Error(`page-modules: cannot resolve ${spec} from ${id}`);
        return `named(Object.assign(() => import('${spec}'), { module: ${JSON.stringify(file)} }),`;
      });
    },
  };
}

/**
 * Leaves out of the output one warning of Vite's that is not about this app: "A PostCSS plugin did not pass the
 * `from` option to `postcss.parse`". No plugin of ours runs PostCSS in the build (server/render/critical-css.ts
 * `tailOf` only parses the built stylesheet). Vite says it when its url() rewriting meets a declaration that
 * comes from no file, and Vite's own CSS-modules step makes such declarations (`:import(…)`) for each
 * `composes: … from './other.module.css'` (src/ui/surface.module.css and others). They carry class names, never a
 * url(), so nothing is rewritten wrongly. Every other warning passes.
 */
function quietComposesWarning(): Plugin {
  return {
    name: 'quiet-composes-warning',
    configResolved(config) {
      const { logger } = config;
      const warnOnce = logger.warnOnce.bind(logger);
      logger.warnOnce = (message, options) => {
        if (!message.includes('did not pass the `from` option')) warnOnce(message, options);
      };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server entry carries its libraries, built for production like the browser's (React's production
  // server renderer, not the development one a bare `react-dom/server` import picks without NODE_ENV).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  resolve: {
    // react-router 7 exports only its development build; the production build ships in the same package.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  // lingui compiles the .po catalogs at build time (no message parser ships to the browser).
  // pwa: the manifest and the service worker (scripts/pwa.ts), nothing in the SSR build.
  plugins: [
    quietComposesWarning(),
    react(),
    lingui({ failOnCompileError: true }),
    precompress(),
    ...(isSsrBuild ? [] : [stylesheetTail()]),
    pageModules(),
    ...pwa({ ssr: Boolean(isSsrBuild) }),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(PROXIED.map((pattern) => [pattern, { target: apiTarget }])),
  },
  build: {
    // Browsers of the last few years (ES2022, Safari 16+); the server sends a CSP without inline scripts.
    target: ['es2022', 'chrome111', 'edge111', 'firefox114', 'safari16.4'],
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for the whole app (~18 KB gzip): a server-rendered page paints after one request, not a
    // chain of per-chunk sheets, and a later page never waits for its own.
    cssCodeSplit: false,
    // public/ is the browser's: the server entry's folder gets none of it.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: the chunks of each module, for the server's modulepreload hints.
    manifest: !isSsrBuild,
    // Every browser of the target supports <link rel=modulepreload>; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    // The one chunk over Vite's 500 kB: mermaid's core (~660 kB minified, ~140 kB gzip), which only the /flows
    // diagrams load (src/features/flows/mermaid-render.ts imports mermaid when a diagram is first drawn); no player
    // page and no precache (scripts/pwa.ts) has it. A player page's chunk this big would still be reported.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Plugin timings: the slow callbacks are the build's known costs, paid once per build on purpose —
      // precompress() above (Brotli at quality 11 of every output; most of the time) and vite-plugin-pwa's service
      // worker. To see them again: `node --cpu-prof node_modules/vite/bin/vite.js build`.
      checks: { bundlerTimings: false },
      output: {
        // One chunk for the libraries every route needs: fewer requests and chunk wrappers on the first
        // render, and one file that stays cached across deploys of app code.
        codeSplitting: {
          groups: [
            {
              // React DOM on its own: /boot.js evaluates the entry's imports one task each (a server page), and
              // React DOM with the other libraries made one task too long for a slow phone.
              name: 'react-dom',
              test: /node_modules\/(react-dom|scheduler)\//,
              priority: 11,
            },
            {
              name: 'framework',
              // React DOM and the scheduler are in the group above. Not xstate/graph: only /flows (its diagrams, the
              // simulator's shortest paths) reads it.
              test: /node_modules\/(?!xstate\/dist\/xstate-graph)(react|react-router|xstate|@xstate\/react|use-sync-external-store|@lingui\/core|@lingui\/react)\//,
              priority: 10,
            },
            {
              // The app's own code of every first render (root, session, catalogs loader, shell
              // data, toasts): one chunk instead of a dozen small ones saves ~4 KB gzip of chunk wrappers
              // and import lists. Modules that pull a heavy library (jsencrypt, xstate/graph) stay out, and so
              // do lib and flow modules only later pages use (machine-doc: /flows; flow/use-copy, service-click: account pages,
              // auth pages, the menu and the desktop footer; rum/report and rum/beacon: the reporter, loaded once
              // the page is idle; flow/member-flow: the member and wallet pages).
              name: 'app',
              test: /\/src\/(app\/(?!pages\.)|flow\/(?!use-copy|member-flow)|api\/lazy-client|i18n\/(i18n|use-t)\.ts|lib\/(?!encrypt-secret|flow-diagram|machine-doc|use-copy|service-click|rum\/(?:report|beacon))|actors\/(session|coin-refresh)\.|ui\/(toasts|loading-overlay|button|status-panel|empty-state|error-note|avatar)\.|features\/shell\/(balance|shell-data|icons|use-scrolled-past|first-deposit-hint)\.)|\/machines\/(session|coin-refresh|heartbeat|badges|toast|constants|message|click-target)\.[\w.-]+$/,
              priority: 5,
            },
            {
              // The lobby's shared parts (the home's game rows and tiles, its data helpers and machine): one chunk
              // instead of five small ones on the home's first render (each its own request, wrapper and import
              // list). Not the promotions' constants: the deposit, mail, tasks and claim pages read them too.
              name: 'lobby-parts',
              test: /\/src\/features\/lobby\/(lobby-data|use-lobby|game-tile|game-rows)\.|\/machines\/home-data\.machine\.ts$/,
              priority: 4,
            },
          ],
        },
      },
    },
  },
}));
