/**
 * Vite: the React app. `npm run dev` proxies the API, sandbox, generated assets, short links and dev
 * helpers to the reference server (API_PORT, default 8787) so the browser sees one origin, as with `npm start`.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;

/** Anchored patterns: a bare '/s' prefix would also swallow '/src/…' and '/search'. */
const PROXIED = ['^/app/', '^/sandbox/', '^/static/', '^/s/', '^/__dev/', '^/healthz$'];

export default defineConfig({
  plugins: [react()],
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
  },
});
