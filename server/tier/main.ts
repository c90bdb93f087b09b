/**
 * The app tier's process (upstream mode: API_UPSTREAM set; server/main.ts picks it). It keeps nothing a
 * request needs, so it uses every core: the primary forks WEB_CONCURRENCY workers (default: one per core,
 * os.availableParallelism()) that share the port through node:cluster, and starts a new one when one dies;
 * with WEB_CONCURRENCY=1 this process serves alone. DATA_DIR is never touched.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { ConfigError, readConfig, readTierConfig } from '../config';
import { DevClock, followClockInProcess, realClock } from '../dev-clock';
import { listenTier } from './app';

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

let config;
let tier;
try {
  config = readConfig(process.env);
  tier = readTierConfig(process.env, availableParallelism());
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!tier) fail('API_UPSTREAM is not set');
// A test run's clock (CLOCK_START, refused in production): the pages this tier renders read the instant the
// run names, as its upstream's API does (the upstream's later moves through /__dev/clock are not followed).
if (config.clockStart !== null) followClockInProcess(new DevClock(realClock, config.clockStart));

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${process.env.PORT} is not a port number`);
const hostname = process.env.HOST ?? '0.0.0.0';
const workers = tier.concurrency;

if (workers > 1 && cluster.isPrimary) {
  // The workers listen; the primary only keeps them running and passes signals on.
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  let announced = false;
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    console.log(
      `Player web app (app tier, ${workers} processes) on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${address.port}  (API: ${tier.upstream})`,
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`app tier: worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 500).unref();
  });
  const shutdown = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 4000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} else {
  let server: Awaited<ReturnType<typeof listenTier>>;
  try {
    server = await listenTier(
      {
        config,
        tier,
        distDir: process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url)),
      },
      port,
      hostname,
      true,
    );
  } catch (error) {
    fail(`cannot listen on port ${port}: ${(error as Error).message}`);
  }
  if (cluster.isPrimary) {
    const actual = (server.address() as AddressInfo).port;
    console.log(
      `Player web app (app tier) on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${actual}  (API: ${tier.upstream})`,
    );
  }
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
