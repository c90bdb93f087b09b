/**
 * `npm run serve` / `npm start`: opens (and on first start creates and seeds) the database in DATA_DIR,
 * loads or creates the RSA key pair there, and serves the API, the sandbox and the built app on PORT.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { listen, outboxSms, systemClock, systemRandom } from './app';
import { ConfigError, readConfig } from './config';
import type { Deps } from './context';
import { loadOrCreateKeyPair } from './domain/crypto';
import { prepareDb } from './db/index';

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${process.env.PORT} is not a port number`);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });
const uploadDir = join(dataDir, 'uploads');
mkdirSync(uploadDir, { recursive: true });

const db = prepareDb(join(dataDir, 'app.sqlite'), config, systemClock.now());
const base = { db, config, clock: systemClock, random: systemRandom };
const deps: Deps = {
  ...base,
  sms: outboxSms(base),
  keys: loadOrCreateKeyPair(dataDir),
  uploadDir,
  trustProxy: process.env.TRUST_PROXY === '1',
  distDir: process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)),
};

let server: Awaited<ReturnType<typeof listen>>;
try {
  server = await listen(deps, port, process.env.HOST ?? '0.0.0.0');
} catch (error) {
  fail(`cannot listen on port ${port}: ${(error as Error).message}`);
}
const variant = [
  `country=${config.country}`,
  `registerType=${config.registerType}`,
  `otp=${config.otpStatus ? 'on' : 'off'}`,
  config.green ? 'green' : 'normal',
  `brand=${config.brandCode}`,
].join(' ');
const actualPort = (server.address() as AddressInfo).port;
console.log(`Player web app on http://localhost:${actualPort}  (${variant}; data in ${dataDir})`);

function shutdown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
