-- Invite & Spin (activity InviteUserSpin 20; server/domain/invite-spin.ts, docs/promotions.md).
-- Spins are not stored: they are counted from what the player did (first login, invited players who bound a
-- mobile, total completed deposits) against spin_conditions. A spin is a row of spin_draws, numbered per
-- player (seq = 1, 2, …; PRIMARY KEY (user_id, seq)), so a player can never use more spins than earned
-- however many requests race. A cash-out is a row of spin_exchanges, unique per (user, round), written in the
-- transaction that posts the coin credit (ledger kind 'invite_spin', ref '<user>:<round>').

-- The cash-out target (hundredths): the progress a round must reach. One row.
CREATE TABLE spin_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  target INTEGER NOT NULL CHECK (target > 0)
);

-- The wheel's slices in display order (clockwise from the top). weight: draws out of the sum of weights.
-- amount: what the slice adds to the round's progress (hundredths).
CREATE TABLE spin_prizes (
  id INTEGER PRIMARY KEY,
  amount INTEGER NOT NULL CHECK (amount > 0),
  weight INTEGER NOT NULL CHECK (weight > 0),
  sort INTEGER NOT NULL
);

-- How spins are earned. kind 1: first login (once); kind 2: each invited player who bound a mobile (up to
-- `max_times`, 0 = no limit); kind 3: total completed deposits reached `need` hundredths (once per tier).
CREATE TABLE spin_conditions (
  id INTEGER PRIMARY KEY,
  kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3)),
  need INTEGER NOT NULL DEFAULT 0 CHECK (need >= 0),
  spins INTEGER NOT NULL CHECK (spins BETWEEN 1 AND 100),
  max_times INTEGER NOT NULL DEFAULT 0 CHECK (max_times >= 0),
  sort INTEGER NOT NULL
);

CREATE TABLE spin_draws (
  user_id INTEGER NOT NULL REFERENCES users (id),
  seq INTEGER NOT NULL CHECK (seq >= 1),     -- the player's n-th spin: n <= spins earned
  round INTEGER NOT NULL CHECK (round >= 1), -- the cash-out round the spin counted toward
  prize_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,                   -- the slice's amount
  added INTEGER NOT NULL,                    -- what it added to the round's progress (capped at the target)
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, seq)
);
CREATE INDEX spin_draws_round ON spin_draws (user_id, round);

CREATE TABLE spin_exchanges (
  user_id INTEGER NOT NULL REFERENCES users (id),
  round INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, round)
);

-- The operator's configuration (edit these rows to change the game; the rule page lists them).
INSERT INTO spin_config (id, target) VALUES (1, 50000);

-- Expected progress per spin: 19.62 (฿); the odds are the weights / 10,000.
INSERT INTO spin_prizes (id, amount, weight, sort) VALUES
  (1, 20000, 300, 1),
  (2, 100, 700, 2),
  (3, 5000, 700, 3),
  (4, 500, 2500, 4),
  (5, 10000, 300, 5),
  (6, 200, 1500, 6),
  (7, 2000, 1500, 7),
  (8, 1000, 2500, 8);

INSERT INTO spin_conditions (id, kind, need, spins, max_times, sort) VALUES
  (1, 1, 0, 1, 1, 1),
  (2, 2, 0, 2, 50, 2),
  (3, 3, 10000, 1, 1, 3),
  (4, 3, 50000, 2, 1, 4),
  (5, 3, 100000, 3, 1, 5);
