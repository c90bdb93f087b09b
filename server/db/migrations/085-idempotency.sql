-- Idempotency keys (openapi.yaml "Idempotency"; server/idempotency.ts).
-- One row per (player, operation, key) of a call that moves money or claims a reward: `fingerprint` is the
-- SHA-256 of its body (common fields and encrypted secrets aside), `state` 'pending' while it is applied and
-- 'done' once its answer (`status`, `answer` as JSON text) is recorded. A repeated key within 24 hours of
-- `created_at` (ms) gets that answer and never a second effect; older rows are swept.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users (id),
  operation TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  status INTEGER,
  answer TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, operation, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
