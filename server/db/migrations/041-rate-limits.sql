-- Token buckets for per-address and per-token caps (server/domain/rate-limit.ts): one row per key, the
-- tokens left at updated_at; a row whose bucket has refilled is pruned.
CREATE TABLE rate_buckets (
  key TEXT PRIMARY KEY,
  tokens REAL NOT NULL,
  updated_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX rate_buckets_updated ON rate_buckets (updated_at);

-- The action log is pruned by age (server/domain/action-log.ts).
CREATE INDEX action_log_created ON action_log (created_at);
