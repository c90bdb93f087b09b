/**
 * The app tier's process (upstream mode: API_UPSTREAM set; server/main.ts picks it). It keeps nothing a
 * request needs, so it uses every core: the primary forks WEB_CONCURRENCY workers (default: one per core,
 * os.availableParallelism()) that share the port through node:cluster, and starts a new one when one dies
 * (counted: app_tier_worker_restarts_total); with WEB_CONCURRENCY=1 this process serves alone. DATA_DIR is never
 * touched. With METRICS_PORT, /metrics is answered on that port by the primary (the whole tier's figures) or the
 * lone process.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { ConfigError, readConfig, readTierConfig, type TierConfig } from '../config';
import { DevClock, followClockInProcess, realClock } from '../dev-clock';
import { listenTier } from './app';
import { primaryFigures, type Exposition } from './cluster-metrics';
import { metricsListener } from './observe';

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
if (tier.metricsPort === port)
  fail(`METRICS_PORT=${tier.metricsPort} is the tier's own PORT: give the metrics another`);
const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;

/** /metrics on a port of its own (METRICS_PORT), answering `exposition`. */
function listenMetrics(settings: TierConfig, exposition: Exposition): void {
  if (settings.metricsPort === undefined) return;
  const server = createServer(metricsListener(exposition, settings.metricsAllow ?? null));
  server.once('error', (error) => fail(`cannot listen on METRICS_PORT ${settings.metricsPort}: ${error.message}`));
  server.listen(settings.metricsPort, hostname, () =>
    console.log(`app tier: metrics at http://${shown}:${(server.address() as AddressInfo).port}/metrics`),
  );
}

/**
 * Stopping (tier/shutdown.ts): the first SIGTERM or SIGINT drains — /readyz 503 at once, requests served for
 * SHUTDOWN_GRACE_MS, then no new connection and what is in flight finished within SHUTDOWN_DEADLINE_MS — and
 * exits 0; a second signal ends the process at once (exit 1). With workers, the primary alone takes the signals
 * and tells each worker to drain (a signal sent to the whole process group reaches the workers too: they ignore
 * it, so it does not count twice).
 */
const graceMs = tier.shutdownGraceMs ?? 10_000;
const deadlineMs = tier.shutdownDeadlineMs ?? 20_000;
const DRAIN = 'app-tier:drain';

if (workers > 1 && cluster.isPrimary) {
  // The workers listen; the primary only keeps them running, passes signals on and gathers their figures.
  const figures = primaryFigures();
  listenMetrics(tier, figures);
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  let announced = false;
  cluster.on('listening', (worker, address) => {
    // A worker that was still loading its code when the others were told to drain had no ear for it yet (the
    // message was lost): it hears it now, as it starts serving.
    if (stopping) worker.send(DRAIN);
    if (announced) return;
    announced = true;
    console.log(
      `Player web app (app tier, ${workers} processes) on http://${shown}:${address.port}  (API: ${tier.upstream})`,
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`app tier: worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => {
      figures.restarted();
      fork();
    }, 500).unref();
  });
  const shutdown = (signal: string) => {
    if (stopping) {
      console.error(`app tier: ${signal} again: stopping at once`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    console.log(`app tier: ${signal}: draining (grace ${graceMs} ms, deadline ${deadlineMs} ms)`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(DRAIN);
    // A worker that does not end by then is ended.
    setTimeout(
      () => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(0);
      },
      graceMs + deadlineMs + 2000,
    ).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} else {
  let server: Awaited<ReturnType<typeof listenTier>> | undefined;
  /** A stop asked for before the server was listening (a signal during the warm-up). */
  let stopAsked: string | null = null;
  const drain = (why: string) => {
    if (!server) {
      stopAsked ??= why;
      return;
    }
    if (server.lifecycle.draining) {
      console.error(`app tier: ${why} again: stopping at once`);
      process.exit(1);
    }
    if (cluster.isPrimary) console.log(`app tier: ${why}: draining (grace ${graceMs} ms, deadline ${deadlineMs} ms)`);
    void server.lifecycle.drain(server).then((complete) => {
      if (!complete) console.error(`app tier: requests still open after ${deadlineMs} ms were cut`);
      process.exit(0);
    });
  };
  // Listened for before the warm-up: a worker still warming up when the primary says drain would otherwise miss
  // it and go on serving after the grace.
  if (cluster.isPrimary) {
    process.on('SIGINT', () => drain('SIGINT'));
    process.on('SIGTERM', () => drain('SIGTERM'));
  } else {
    // A worker drains when the primary says; the signals of the process group are the primary's to act on.
    process.on('message', (message) => {
      if (message === DRAIN && !server?.lifecycle.draining) drain(DRAIN);
    });
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => undefined);
  }
  try {
    server = await listenTier(
      {
        config,
        tier,
        distDir: process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url)),
        requestLog: process.stdout,
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
    console.log(`Player web app (app tier) on http://${shown}:${actual}  (API: ${tier.upstream})`);
    listenMetrics(tier, server.metrics);
  }
  if (stopAsked) {
    // Told to stop while warming up: the others have been draining since; this one takes no player and ends once
    // whatever reached it in this instant is answered.
    console.log(`app tier: ${stopAsked} during the warm-up: stopping`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  }
}
