-- Wallet additions. Wrong safebox passwords, so a guesser is locked out for a while (5 within 15 minutes).
-- Kept in the database rather than in memory so the lock survives a restart and holds across processes.
CREATE TABLE safebox_failures (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL
);
CREATE INDEX safebox_failures_user ON safebox_failures (user_id, created_at);
