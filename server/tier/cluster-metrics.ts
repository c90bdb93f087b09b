/**
 * The figures of an app tier whose workers share one port (WEB_CONCURRENCY > 1, tier/main.ts). Each worker counts
 * what it serves in its own registry; /metrics answers them for the whole tier, whichever worker or port is asked:
 * the primary gathers every worker's registry (prom-client's AggregatorRegistry: counters and histograms summed —
 * the players' Web Vitals of tier/rum.ts among them — heap summed, event-loop delay averaged, its minimum the
 * least and its maximum the most) and adds its own figures, the workers it runs and has restarted.
 *
 * A worker asked for /metrics asks the primary (`ASK`), which asks every worker and answers (`ANSWER`).
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';

/** Where /metrics reads its text from: one process's registry, or the whole tier's figures. */
export interface Exposition {
  readonly contentType: string;
  text(): Promise<string>;
}

/** A worker's question to the primary, and the primary's answer (messages over the cluster's channel). */
const ASK = 'app-tier:metrics?';
const ANSWER = 'app-tier:metrics';
/** How long a worker waits for the primary's answer (prom-client gives each worker 5 s to send its figures). */
const ANSWER_WITHIN_MS = 10_000;

interface Ask {
  readonly type: typeof ASK;
  readonly id: number;
}
interface Answer {
  readonly type: typeof ANSWER;
  readonly id: number;
  readonly text?: string;
  readonly error?: string;
}
const isMessage = <T extends { type: string }>(type: T['type'], message: unknown): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** The exposition of one process: its own registry's figures. */
export function ownFigures(registry: Registry): Exposition {
  return { contentType: registry.contentType, text: () => registry.metrics() };
}

export interface PrimaryFigures extends Exposition {
  /** The primary started a worker in place of one that ended. */
  restarted(): void;
}

/**
 * In the primary: the whole tier's figures (every worker's, gathered when asked, then the primary's own), and the
 * answers to the workers that are asked for them.
 */
export function primaryFigures(): PrimaryFigures {
  const gathered = new AggregatorRegistry();
  const own = new Registry();
  const restarts = new Counter({
    name: 'app_tier_worker_restarts_total',
    help: 'Workers the primary started in place of one that ended (crashed, killed) while not stopping',
    registers: [own],
  });
  new Gauge({
    name: 'app_tier_workers',
    help: 'Worker processes the primary runs now',
    registers: [own],
    collect() {
      this.set(Object.keys(cluster.workers ?? {}).length);
    },
  });
  const text = async () => {
    const workers = await gathered.clusterMetrics();
    return (workers ? `${workers}\n` : '') + (await own.metrics());
  };
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<Ask>(ASK, message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    text().then(
      (figures) => reply({ text: figures }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
  return { contentType: own.contentType, text, restarted: () => restarts.inc() };
}

/**
 * In a worker: hands `registry` to the primary when it gathers the figures, and returns the exposition of the
 * whole tier (asked of the primary).
 */
export function workerFigures(registry: Registry): Exposition {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one makes prom-client answer the primary's requests for this worker's figures.
  new AggregatorRegistry();
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isMessage<Answer>(ANSWER, message)) return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) waiter?.resolve(message.text);
    else waiter?.reject(new Error(message.error ?? 'no figures'));
  });
  return {
    contentType: registry.contentType,
    text: () =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`the primary did not answer within ${ANSWER_WITHIN_MS} ms`));
        }, ANSWER_WITHIN_MS);
        waiting.set(id, {
          resolve: (text) => {
            clearTimeout(timer);
            resolve(text);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        process.send!({ type: ASK, id } satisfies Ask);
      }),
  };
}
