/**
 * Vite: the React app. `npm run dev` proxies the API, sandbox, generated assets, short links and dev
 * helpers to the reference server (API_PORT, default 8787) so the browser sees one origin, as with `npm start`.
 */
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;

/** Anchored patterns: a bare '/s' prefix would also swallow '/src/…' and '/search'. */
const PROXIED = ['^/app/', '^/sandbox/', '^/static/', '^/s/', '^/__dev/', '^/healthz$'];

export default defineConfig(({ command }) => ({
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
  plugins: [react(), lingui({ failOnCompileError: true })],
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
    // Every browser of the target supports <link rel=modulepreload>; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One chunk for the libraries every route needs: fewer requests and chunk wrappers on the first
        // render, and one file that stays cached across deploys of app code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|xstate|@xstate\/react|use-sync-external-store|@lingui\/core|@lingui\/react|openapi-fetch)\//,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
