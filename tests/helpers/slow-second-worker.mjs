/**
 * Preloaded (`--import`) into an app-tier process by tests/server/tier-shutdown.test.ts: the cluster's second
 * worker spends 1.5 s before its own code loads, as a worker still loading its modules on a busy machine does.
 * Its event loop runs meanwhile, so a message from the primary arrives before the worker listens for it.
 */
import cluster from 'node:cluster';

if (cluster.isWorker && cluster.worker?.id === 2) await new Promise((resolve) => setTimeout(resolve, 1500));
