-- Everyday promotions (docs/promotions.md): the sign-up bonus (SignUpBonus 15), free sign
-- (FreeSign 36) and supply (Supply 30). Each table of claims makes a reward creditable once: the PRIMARY
-- KEY / UNIQUE constraints are the last guard when requests race (server/domain/sign-up-bonus.ts,
-- free-sign.ts, supply.ts); the coin and points go through the ledger with a ref unique per claim.

-- Sign-up bonus: the award of day N after registration (day 1 = the local day of registration).
CREATE TABLE sign_up_bonus_config (
  day INTEGER PRIMARY KEY CHECK (day BETWEEN 1 AND 31),
  award TEXT NOT NULL                              -- JSON PrizeItem[]
);
CREATE TABLE sign_up_bonus_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  day INTEGER NOT NULL,
  local_day TEXT NOT NULL,                         -- YYYY-MM-DD in the country's time zone
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, day),
  UNIQUE (user_id, local_day)
);

-- Free sign: a cycle of days whose award grows with consecutive sign-ins.
CREATE TABLE free_sign_config (
  day INTEGER PRIMARY KEY CHECK (day BETWEEN 1 AND 31),
  award TEXT NOT NULL
);
CREATE TABLE free_sign_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  local_day TEXT NOT NULL,
  cycle_day INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, local_day)
);

-- Supply: relief coins once per local day while the coin balance is below the threshold.
CREATE TABLE supply_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  award TEXT NOT NULL
);
CREATE TABLE supply_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  local_day TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, local_day)
);

-- The configuration of the reference server (counts in hundredths for coin 2001 and points 2002).
INSERT INTO sign_up_bonus_config (day, award) VALUES
  (1, '[{"id":2001,"count":500}]'),
  (2, '[{"id":2001,"count":800}]'),
  (3, '[{"id":2001,"count":1000},{"id":2002,"count":500}]'),
  (4, '[{"id":2001,"count":1200}]'),
  (5, '[{"id":2001,"count":1500},{"id":2002,"count":1000}]'),
  (6, '[{"id":2001,"count":1800}]'),
  (7, '[{"id":2001,"count":3000},{"id":2002,"count":2000}]');
INSERT INTO free_sign_config (day, award) VALUES
  (1, '[{"id":2001,"count":100}]'),
  (2, '[{"id":2001,"count":200}]'),
  (3, '[{"id":2001,"count":300}]'),
  (4, '[{"id":2001,"count":400}]'),
  (5, '[{"id":2001,"count":500}]'),
  (6, '[{"id":2001,"count":600}]'),
  (7, '[{"id":2001,"count":1000},{"id":2002,"count":500}]');
INSERT INTO supply_config (id, award) VALUES (1, '[{"id":2001,"count":500}]');
