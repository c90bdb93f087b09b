-- VIP rebate (activity 8) and follow rewards (activity 21). Reference-server decisions, described
-- in docs/promotions.md.

-- VIP rebate: one claim per player and local day of the bets ('YYYY-MM-DD', the day before the claim's local
-- day). The row keeps what was computed at the claim (yesterday's total bet, the level reached by the end of
-- that day, its rebate_rate in basis points, the amount credited in hundredths), so the history shows what was
-- paid even if the level table changes later. The coin credit is a ledger row kind 'vip_rebate', ref
-- '<user>:<day>', written in the same transaction.
CREATE TABLE vip_rebate_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  day TEXT NOT NULL CHECK (length(day) = 10),
  bet INTEGER NOT NULL CHECK (bet > 0),
  level INTEGER NOT NULL CHECK (level >= 0),
  rebate_rate INTEGER NOT NULL CHECK (rebate_rate BETWEEN 1 AND 10000),
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- Follow rewards: what following each network gives. A network is the enabled follow task (task_defs, types
-- 4, 13, 16, 17) of that type: its social_media row names the network and its player link (/t/<code>) is the
-- proof of following (an open recorded in task_events).
CREATE TABLE follow_reward_config (
  type INTEGER PRIMARY KEY CHECK (type IN (4, 13, 16, 17)),
  rewards TEXT NOT NULL CHECK (json_valid(rewards) AND json_type(rewards) = 'array'), -- [{id, count}], hundredths
  sort INTEGER NOT NULL
);

-- One reward per player and network, for good.
CREATE TABLE follow_reward_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  type INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, type)
);

INSERT INTO follow_reward_config (type, rewards, sort) VALUES
  (4, '[{"id":2001,"count":300}]', 10),
  (13, '[{"id":2001,"count":300}]', 20),
  (16, '[{"id":2001,"count":300}]', 30),
  (17, '[{"id":2001,"count":300}]', 40);
