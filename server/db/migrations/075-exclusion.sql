-- Cool-off, self-exclusion, account closure, login history, session details and per-address login throttling
-- (docs/player-protection.md). Reference-server decisions.

-- One row per exclusion the player asked for. `kind`: coolOff (24h, 7d, 30d), selfExclusion (6m, 1y, 5y; the
-- first 6 months cannot be ended), closure (no end: `ends_at` NULL). Active while `ends_at` is NULL or later
-- than now. `revocable_at`: from when a self-exclusion may be ended early (its end then waits 24 h).
CREATE TABLE player_exclusions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('coolOff', 'selfExclusion', 'closure')),
  duration TEXT NOT NULL CHECK (duration IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
  started_at INTEGER NOT NULL,
  ends_at INTEGER,
  revocable_at INTEGER,
  CHECK ((kind = 'closure') = (ends_at IS NULL))
);
CREATE INDEX player_exclusions_user ON player_exclusions (user_id, started_at);

-- A session's scope: 'full', or 'withdraw' (issued to an excluded or closed player whose password was right:
-- only the withdrawal operations accept it). Where the session was opened from: the address and User-Agent.
ALTER TABLE sessions ADD COLUMN scope TEXT NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'withdraw'));
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';

-- Login attempts on a known account (successes and failures), shown to the player; kept 90 days.
-- `outcome`: ok, password (wrong password), locked (the account lockout refused it), excluded (right
-- password, but cool-off / self-exclusion / closure).
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'password', 'locked', 'excluded')),
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL
);
CREATE INDEX login_history_user ON login_history (user_id, created_at);

-- Failed logins are also counted per client address (the per-address throttle) and per network the account is
-- known from (a stranger's failures do not lock the owner out of a network they used before).
ALTER TABLE login_failures ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE login_failures ADD COLUMN network TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_address ON login_failures (address, created_at);
