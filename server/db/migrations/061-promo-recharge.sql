-- Cash bonus / fund (activity 16) and ladder recharge (activity 17). Reference-server decisions,
-- described in docs/promotions.md ("Cash bonus (type 16)", "Ladder recharge (type 17)").

-- Fund: what a completed deposit adds to the player's pot. One row (id 1): rate_bp of each completed deposit
-- of at least min_deposit (hundredths), at most daily_cap accrued per player and local day; each accrual can be
-- claimed for valid_ms after it was made, then it is lost.
CREATE TABLE fund_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  min_deposit INTEGER NOT NULL CHECK (min_deposit >= 1),
  daily_cap INTEGER NOT NULL CHECK (daily_cap >= 0),
  valid_ms INTEGER NOT NULL CHECK (valid_ms > 0)
);
INSERT INTO fund_config (id, rate_bp, min_deposit, daily_cap, valid_ms) VALUES (1, 500, 10000, 20000, 604800000);

-- One accrual per completed deposit (the order id is the key: applying a deposit's effects twice accrues once).
-- claimed_at is set by the claim that paid it; the coin credit is a ledger row kind 'fund', ref = order id, so
-- an accrual is paid at most once whatever races.
CREATE TABLE fund_accruals (
  order_id TEXT PRIMARY KEY REFERENCES recharge_orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  deposit INTEGER NOT NULL CHECK (deposit > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  day TEXT NOT NULL CHECK (length(day) = 10), -- the deposit's local day ('YYYY-MM-DD'), for the daily cap
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  claimed_at INTEGER
);
CREATE INDEX fund_accruals_user ON fund_accruals (user_id, day);

-- Ladder recharge: tiers of today's total completed deposits (hundredths), each with its award ([{id, count}]).
CREATE TABLE ladder_config (
  id INTEGER PRIMARY KEY,
  recharge INTEGER NOT NULL UNIQUE CHECK (recharge > 0),
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array')
);
INSERT INTO ladder_config (id, recharge, award) VALUES
  (1, 10000, '[{"id":2001,"count":500}]'),
  (2, 50000, '[{"id":2001,"count":3000}]'),
  (3, 100000, '[{"id":2001,"count":8000},{"id":2002,"count":1000}]'),
  (4, 500000, '[{"id":2001,"count":50000},{"id":2002,"count":5000}]'),
  (5, 1000000, '[{"id":2001,"count":120000},{"id":2002,"count":10000}]');

-- One claim per player, tier and local day. Credits: ledger kind 'ladder', ref '<user>:<day>:<tier>:<item>'
-- (coin, points), prop_grants otherwise, in the claim's transaction.
CREATE TABLE ladder_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  tier_id INTEGER NOT NULL REFERENCES ladder_config (id),
  day TEXT NOT NULL CHECK (length(day) = 10),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, tier_id, day)
);
