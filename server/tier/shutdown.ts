/**
 * Starting and stopping an app-tier process without dropping a player's request (docs/deployment.md).
 *
 * - `/livez`: the process runs (and `/healthz`, its older name). `/readyz`: the process is warm (its first
 *   renders done), not stopping, and its upstream answers — a load balancer sends players only there.
 * - `drain()` (on SIGTERM, tier/main.ts): `/readyz` answers 503 at once while everything else is still served
 *   for `graceMs` (SHUTDOWN_GRACE_MS: the time a load balancer needs to see it and stop sending players); then
 *   the process stops taking connections, closes its idle ones, answers what is in flight (streamed answers
 *   included) with `Connection: close`, and resolves once none is left — or at `deadlineMs`
 *   (SHUTDOWN_DEADLINE_MS) after the grace, when the connections still open are cut.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

export interface LifecycleOptions {
  /** How long requests are still served after the signal, with /readyz 503 (SHUTDOWN_GRACE_MS). */
  readonly graceMs: number;
  /** How long in-flight requests may take after the grace before their connections are cut (SHUTDOWN_DEADLINE_MS). */
  readonly deadlineMs: number;
}

export interface Lifecycle {
  /** Whether the process should be sent players: warm and not stopping (besides the upstream's answer). */
  readonly ready: boolean;
  /** Whether drain() has begun. */
  readonly draining: boolean;
  /** Requests answered or being answered now. */
  readonly inFlight: number;
  /** The first renders are done (listenTier's warm-up). */
  warm(): void;
  /** `listener`, counting what is in flight and closing connections once the process stops taking them. */
  track(listener: RequestListener): RequestListener;
  /**
   * Stops `server` as above; resolves `true` when every request was answered, `false` when the deadline cut
   * some. Calling it again returns the same promise.
   */
  drain(server: Server): Promise<boolean>;
}

export function createLifecycle(options: LifecycleOptions): Lifecycle {
  let warm = false;
  let draining = false;
  let closing = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  let drained: Promise<boolean> | null = null;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  return {
    get ready() {
      return warm && !draining;
    },
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    warm() {
      warm = true;
    },
    track(listener) {
      return (incoming: IncomingMessage, outgoing: ServerResponse) => {
        inFlight += 1;
        outgoing.once('close', () => {
          inFlight -= 1;
          if (inFlight === 0) idle?.();
        });
        // Stopping: the answer closes its connection, so no further request comes on it.
        if (closing) outgoing.shouldKeepAlive = false;
        listener(incoming, outgoing);
      };
    },
    drain(server) {
      drained ??= (async () => {
        draining = true;
        await sleep(options.graceMs);
        closing = true;
        server.close();
        server.closeIdleConnections();
        if (inFlight > 0) {
          const none = new Promise<true>((resolve) => (idle = () => resolve(true)));
          const late = sleep(options.deadlineMs).then(() => false as const);
          if (!(await Promise.race([none, late]))) {
            server.closeAllConnections();
            return false;
          }
        }
        // Answers done; connections that were between requests close now.
        server.closeIdleConnections();
        return true;
      })();
      return drained;
    },
  };
}
