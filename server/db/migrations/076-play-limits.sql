-- Loss limits, the session-time limit, the reality check and the limit offer
-- (docs/player-protection.md). Reference-server decisions.

-- One limits mechanism for every kind: deposit and loss limits per window (day, week, month: calendar windows
-- of the country's time zone), and the session-time limit (`period` 'session', `amount` in minutes). The rows
-- of deposit_limits (migration 070) move here as kind 'deposit'. The 24-hour wait of a raise or removal works
-- as before: `pending_set` 1 with `pending_amount` (NULL: removal) applying at `pending_at`.
CREATE TABLE player_limits (
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_set INTEGER NOT NULL DEFAULT 0 CHECK (pending_set IN (0, 1)),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_set = 0 OR pending_at IS NOT NULL),
  CHECK ((kind = 'session') = (period = 'session'))
);
INSERT INTO player_limits (user_id, kind, period, amount, pending_set, pending_amount, pending_at, updated_at)
  SELECT user_id, 'deposit', period, amount, pending_set, pending_amount, pending_at, updated_at FROM deposit_limits;
DROP TABLE deposit_limits;

-- A play session: it starts with a game launch when none is running and runs while the player plays; it ends
-- once 30 minutes pass with no game launched and no round played (server/domain/play-limits.ts).
CREATE TABLE play_sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  started_at INTEGER NOT NULL,
  last_active_at INTEGER NOT NULL
);
CREATE INDEX play_sessions_user ON play_sessions (user_id, started_at DESC);

-- The reality-check interval the player chose (NULL: the variant's default; 0: off) and when the limit offer
-- (shown once before the first deposit) was answered.
CREATE TABLE play_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  reality_check_minutes INTEGER CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  limit_offer_at INTEGER
);
