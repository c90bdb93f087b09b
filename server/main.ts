/**
 * `npm run serve` / `npm start`. Without API_UPSTREAM: the reference server (server/reference.ts) — the API
 * on its SQLite database, the sandbox and the built app, in one process. With API_UPSTREAM: the app tier only
 * (server/tier/main.ts), in front of that API, one process per core; nothing of the reference backend is
 * loaded.
 */
export {};

if (process.env.API_UPSTREAM?.trim()) await import('./tier/main');
else await import('./reference');
