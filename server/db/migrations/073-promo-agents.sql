-- Agent programmes: the valid-invite rule (server/domain/valid-invites.ts), Agent (activity 26)
-- and Agent5 (activity 41). Reference-server decisions, described in docs/promotions.md ("Valid invites",
-- "Agent (type 26)", "Agent5 (type 41)").

-- When a player bound a mobile number after registering (bindAccount). A player who registered with a phone
-- number has it from users.created_at; NULL with a mobile means exactly that.
ALTER TABLE users ADD COLUMN mobile_bound_at INTEGER;

-- A valid invite needs the device the invitee registered on (the afuid of the invitee's first session) to
-- have had no other player's session before: finding "another player on this device" is an index look-up.
CREATE INDEX sessions_device ON sessions (json_extract(device, '$.deviceIdJsonModel.afuid'));

-- ───────────── Agent (26): commission on the team's bets ─────────────
-- The team: level 1 = the player's valid invites, level 2 = their valid invites, level 3 = theirs. A member's
-- bets (game_rounds) count from the moment every invite of the chain down to them was valid. Commission per
-- level = floor(Σ bets × rate / 10000); rates are basis points (configuration).
CREATE TABLE agent_levels (
  level INTEGER PRIMARY KEY CHECK (level BETWEEN 1 AND 3),
  rate INTEGER NOT NULL CHECK (rate BETWEEN 0 AND 10000)
);
INSERT INTO agent_levels (level, rate) VALUES (1, 100), (2, 30), (3, 10);

-- min_exchange: the smallest commission (hundredths) an exchange takes.
CREATE TABLE agent_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  min_exchange INTEGER NOT NULL CHECK (min_exchange >= 1)
);
INSERT INTO agent_config (id, min_exchange) VALUES (1, 100);

-- An exchange turns the commission in [start, start + amount) of the player's running total into coin. start is
-- the sum of the player's earlier exchanges, so the rows tile the total and the PRIMARY KEY (user_id, start)
-- lets two racing exchanges of the same commission write one row. The coin is the ledger row kind
-- 'agent_commission', ref '<user>:<start>', in the same transaction.
CREATE TABLE agent_exchanges (
  user_id INTEGER NOT NULL REFERENCES users (id),
  start INTEGER NOT NULL CHECK (start >= 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, start)
);

-- ───────────── Agent5 (41): a reward per valid invite and invite-count tiers ─────────────
-- One row: invite_award, the reward of each valid invite validated while the programme runs.
CREATE TABLE agent5_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  invite_award TEXT NOT NULL CHECK (json_valid(invite_award) AND json_type(invite_award) = 'array')
);
INSERT INTO agent5_config (id, invite_award) VALUES (1, '[{"id":2001,"count":2000}]');

-- Tiers: reaching `invites` valid invites (validated while the programme runs) earns `award`, once.
CREATE TABLE agent5_tiers (
  id INTEGER PRIMARY KEY,
  invites INTEGER NOT NULL UNIQUE CHECK (invites >= 1),
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array')
);
INSERT INTO agent5_tiers (id, invites, award) VALUES
  (1, 1, '[{"id":2001,"count":1000}]'),
  (2, 3, '[{"id":2001,"count":5000}]'),
  (3, 5, '[{"id":2001,"count":10000},{"id":2002,"count":5000}]'),
  (4, 10, '[{"id":2001,"count":30000}]'),
  (5, 20, '[{"id":2001,"count":80000},{"id":2002,"count":20000}]');

-- What the player received: kind 1 a valid invite's reward (target = the invitee's id), kind 2 a tier (target
-- = the tier id); once each by the UNIQUE key. Credits: ledger kind 'agent5', ref
-- '<user>:<kind>:<target>:<item>' (coin, points), prop_grants otherwise, in the claim's transaction.
CREATE TABLE agent5_claims (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind INTEGER NOT NULL CHECK (kind IN (1, 2)),
  target INTEGER NOT NULL,
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array'),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, kind, target)
);
CREATE INDEX agent5_claims_user ON agent5_claims (user_id, id DESC);
