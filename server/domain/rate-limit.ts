/**
 * Token buckets in the database, for caps per client address and per token: a bucket holds up to `burst`
 * calls and refills at `perSecond`; a call takes one token from every bucket it names, or none when any
 * is empty (then RateLimited, with the seconds until each empty bucket has a token again). Rows are
 * pruned once their bucket would be full again.
 */
import { RateLimited, type Deps } from '../context';
import { sql } from '../db/sql';

export interface Bucket {
  /** Calls allowed at once (the bucket's size). */
  readonly burst: number;
  /** Tokens added back per second. */
  readonly perSecond: number;
}

interface BucketRow {
  tokens: number;
  updated_at: number;
}

/** Takes one token from each named bucket, all or none; RateLimited when any is empty. */
export function takeTokens(
  deps: Pick<Deps, 'db' | 'clock'>,
  buckets: ReadonlyArray<{ readonly key: string; readonly bucket: Bucket }>,
): void {
  const now = deps.clock.now();
  deps.db.transaction(() => {
    const levels = buckets.map(({ key, bucket }) => {
      const row = sql<[string], BucketRow>(deps.db, 'SELECT tokens, updated_at FROM rate_buckets WHERE key = ?').get(
        key,
      );
      const refilled = row ? row.tokens + (Math.max(0, now - row.updated_at) / 1000) * bucket.perSecond : bucket.burst;
      return { key, bucket, tokens: Math.min(bucket.burst, refilled) };
    });
    const waits = levels.filter((l) => l.tokens < 1).map((l) => (1 - l.tokens) / l.bucket.perSecond);
    if (waits.length > 0) throw new RateLimited(Math.max(1, Math.ceil(Math.max(...waits))));
    const write = sql(
      deps.db,
      `INSERT INTO rate_buckets (key, tokens, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET tokens = excluded.tokens, updated_at = excluded.updated_at`,
    );
    for (const l of levels) write.run(l.key, l.tokens - 1, now);
  })();
}

/** Drops the buckets untouched for `idleMs` (set it at least to the longest refill: they are full again). */
export function pruneBuckets(deps: Pick<Deps, 'db' | 'clock'>, idleMs: number): void {
  sql(deps.db, 'DELETE FROM rate_buckets WHERE updated_at < ?').run(deps.clock.now() - idleMs);
}
