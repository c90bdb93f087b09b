-- AgentCount (activity 31) and the proxy share tasks. Reference-server decisions, described in
-- docs/promotions.md ("AgentCount (type 31)", "Proxy share tasks"). The programme's dates are activity 31's
-- activities row (start_time, end_time, status). Every credit is a ledger row (kinds 'agent4_scratch',
-- 'agent4_lottery', 'agent4_award', 'proxy_task') whose (kind, ref) is unique, written in the same
-- transaction as the claim row below, which is unique by its PRIMARY KEY.

-- One row (id 1): a scratch card per valid invite up to max_cards; one lottery draw per cards_per_lottery
-- scratched cards.
CREATE TABLE agent4_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  max_cards INTEGER NOT NULL CHECK (max_cards >= 1),
  cards_per_lottery INTEGER NOT NULL CHECK (cards_per_lottery >= 1)
);
INSERT INTO agent4_config (id, max_cards, cards_per_lottery) VALUES (1, 50, 3);

-- A scratch card's possible prizes and their weights (the server draws one when the card is scratched).
CREATE TABLE agent4_scratch_prizes (
  id INTEGER PRIMARY KEY,
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array'),
  weight INTEGER NOT NULL CHECK (weight >= 1)
);
INSERT INTO agent4_scratch_prizes (id, award, weight) VALUES
  (1, '[{"id":2001,"count":500}]', 50),
  (2, '[{"id":2001,"count":1000}]', 30),
  (3, '[{"id":2001,"count":2000}]', 15),
  (4, '[{"id":2001,"count":5000}]', 5);

-- The lottery's prizes and weights (a draw per cards_per_lottery scratched cards).
CREATE TABLE agent4_lottery_prizes (
  id INTEGER PRIMARY KEY,
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array'),
  weight INTEGER NOT NULL CHECK (weight >= 1)
);
INSERT INTO agent4_lottery_prizes (id, award, weight) VALUES
  (1, '[{"id":2001,"count":2000},{"id":2002,"count":100}]', 50),
  (2, '[{"id":2001,"count":5000}]', 30),
  (3, '[{"id":2001,"count":10000}]', 15),
  (4, '[{"id":2001,"count":30000},{"id":2002,"count":500}]', 5);

-- Milestones of valid invites, each received once per player.
CREATE TABLE agent4_award_tiers (
  id INTEGER PRIMARY KEY,
  invites INTEGER NOT NULL UNIQUE CHECK (invites >= 1),
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array')
);
INSERT INTO agent4_award_tiers (id, invites, award) VALUES
  (1, 1, '[{"id":2001,"count":2000}]'),
  (2, 3, '[{"id":2001,"count":6000}]'),
  (3, 5, '[{"id":2001,"count":12000}]'),
  (4, 10, '[{"id":2001,"count":30000},{"id":2002,"count":500}]');

-- Card n (1 ≤ n ≤ the player's valid invites, at most max_cards) scratched: its prize, drawn and credited once.
CREATE TABLE agent4_cards (
  user_id INTEGER NOT NULL REFERENCES users (id),
  card INTEGER NOT NULL CHECK (card >= 1),
  prize_id INTEGER NOT NULL REFERENCES agent4_scratch_prizes (id),
  award TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, card)
);

-- Lottery draw n (1 ≤ n ≤ scratched cards / cards_per_lottery): its prize, drawn and credited once.
CREATE TABLE agent4_lottery_draws (
  user_id INTEGER NOT NULL REFERENCES users (id),
  seq INTEGER NOT NULL CHECK (seq >= 1),
  prize_id INTEGER NOT NULL REFERENCES agent4_lottery_prizes (id),
  award TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, seq)
);

CREATE TABLE agent4_award_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  tier_id INTEGER NOT NULL REFERENCES agent4_award_tiers (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, tier_id)
);

-- Proxy share tasks: one per share network (task types 7–11), each rewarded once per player.
CREATE TABLE proxy_task_config (
  type INTEGER PRIMARY KEY CHECK (type BETWEEN 7 AND 11),
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array')
);
INSERT INTO proxy_task_config (type, award) VALUES
  (7, '[{"id":2001,"count":500}]'),
  (8, '[{"id":2001,"count":500}]'),
  (9, '[{"id":2001,"count":500}]'),
  (10, '[{"id":2001,"count":500}]'),
  (11, '[{"id":2001,"count":500}]');

-- The player's share to a network: its short link (/s/<code>?via=<type>) and when it was made. An open of that
-- link through that network after shared_at completes the task.
CREATE TABLE proxy_task_shares (
  user_id INTEGER NOT NULL REFERENCES users (id),
  type INTEGER NOT NULL REFERENCES proxy_task_config (type),
  code TEXT NOT NULL,
  shared_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, type)
);

CREATE TABLE proxy_task_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  type INTEGER NOT NULL REFERENCES proxy_task_config (type),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, type)
);
