/**
 * The reference server (server/main.ts runs it without API_UPSTREAM): opens (and on first start creates and
 * seeds) the database in DATA_DIR, loads or creates the RSA key pair there, and serves the API, the sandbox
 * and the built app on PORT, in one process (SQLite, rate limits and the dev clock live in it; WEB_CONCURRENCY
 * does not apply: to use every core, put the app tier in front of it, docs/deployment.md).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { listen, listeningOrigin, outboxSms, systemClock, systemRandom } from './app';
import { ConfigError, isLoopbackHost, readConfig, startupExposure } from './config';
import type { Deps } from './context';
import { loadOrCreateKeyPair } from './domain/crypto';
import { DevClock, followClockInProcess, realClock } from './dev-clock';
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

// Outside production the clock can be moved forward (POST /__dev/clock, server/dev.ts) and start at an instant
// the tests name (CLOCK_START); the seed's dates (seasons, activity windows) follow it.
const clock = config.production ? systemClock : new DevClock(realClock, config.clockStart);
// A test run's clock (CLOCK_START) is the whole process's: the pages it renders read it too.
if (config.clockStart !== null) followClockInProcess(clock);
const db = prepareDb(join(dataDir, 'app.sqlite'), config, clock.now());
const base = { db, config, clock, random: systemRandom };
const deps: Deps = {
  ...base,
  sms: outboxSms(base),
  keys: loadOrCreateKeyPair(dataDir),
  uploadDir,
  distDir: process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)),
  observe: observation(),
};

/** The process's figures and the JSON log of players' errors on stdout, as the app tier has (tier/observe.ts). */
function observation(): NonNullable<Deps['observe']> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    log: pino({ messageKey: 'msg', timestamp: pino.stdTimeFunctions.isoTime }, process.stdout),
  };
}

// Loopback only unless HOST widens it (config.ts): plain `npm start` is reachable from this machine only.
const hostname = config.host;
let server: Awaited<ReturnType<typeof listen>>;
try {
  server = await listen(deps, port, hostname);
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
const publicUrl = config.publicUrl ?? listeningOrigin(hostname, actualPort);
// Sandbox stand-ins in production: money without a provider, or sign-in as anyone's LINE id.
const line = '!'.repeat(78);
if (config.production && config.sandboxPayments) {
  console.warn(
    [
      line,
      '!! WARNING: SANDBOX_PAYMENTS=1 with NODE_ENV=production.',
      '!! The sandbox payment page credits deposits WITHOUT any payment provider: every',
      '!! player can pay their own orders for free. Never use this with real money.',
      line,
    ].join('\n'),
  );
}
if (config.production && config.sandboxLogin) {
  console.warn(
    [
      line,
      '!! WARNING: SANDBOX_LOGIN=1 with NODE_ENV=production.',
      '!! The sandbox LINE login signs in as ANY LINE user id a visitor types, including',
      "!! another player's. Never use this with real accounts.",
      line,
    ].join('\n'),
  );
}
if (config.devHelpers && !isLoopbackHost(hostname)) {
  console.warn(
    [
      line,
      `!! WARNING: DEV_HELPERS=1 while listening beyond loopback (HOST=${hostname}).`,
      '!! Anyone who reaches this address can read every one-time code (/__dev/sms), move',
      '!! the clock of every player (/__dev/clock) and pay or reject withdrawals and KYC.',
      line,
    ].join('\n'),
  );
}
const payments = config.sandboxPayments ? 'sandbox payments on' : 'sandbox payments off: deposits unavailable';
console.log(`Player web app on ${publicUrl}  (${variant}; ${payments}; data in ${dataDir})`);
console.log(startupExposure(config, hostname));

function shutdown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
