-- Seasonal events: festival (activity 35, recharge-bonus kind 11) and the weekend lottery
-- (activity 33, kind 12). Reference-server decisions, described in docs/promotions.md ("Festival (type 35)",
-- "Weekend lottery (type 33)"). The dates of each event are its activities row (start_time, end_time, status).

-- Festival: tiers of the player's deposits completed during the festival window (hundredths), each with its
-- award ([{id, count}]); each tier is claimed once per festival edition (the window's start_time).
CREATE TABLE festival_config (
  id INTEGER PRIMARY KEY,
  recharge INTEGER NOT NULL UNIQUE CHECK (recharge > 0),
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array')
);
INSERT INTO festival_config (id, recharge, award) VALUES
  (1, 30000, '[{"id":2001,"count":1500}]'),
  (2, 100000, '[{"id":2001,"count":6000},{"id":2002,"count":1000}]'),
  (3, 300000, '[{"id":2001,"count":24000},{"id":2002,"count":3000}]'),
  (4, 1000000, '[{"id":2001,"count":100000},{"id":2002,"count":10000}]');

-- One claim per player, tier and edition. Credits: ledger kind 'festival', ref '<user>:<edition>:<tier>:<item>'
-- (coin, points), prop_grants otherwise, in the claim's transaction.
CREATE TABLE festival_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  tier_id INTEGER NOT NULL REFERENCES festival_config (id),
  edition INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, tier_id, edition)
);

-- Weekend lottery: one row (id 1). Every ticket_amount of one completed weekend deposit is a ticket, at most
-- max_tickets per player and week. The week's tickets come from deposits completed from the local midnight
-- starting the day before the draw day to the draw; the draw is on draw_weekday (0 = Sunday) at draw_minute
-- (minutes after local midnight).
CREATE TABLE weekend_lottery_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  ticket_amount INTEGER NOT NULL CHECK (ticket_amount >= 1),
  max_tickets INTEGER NOT NULL CHECK (max_tickets >= 1),
  draw_weekday INTEGER NOT NULL CHECK (draw_weekday BETWEEN 0 AND 6),
  draw_minute INTEGER NOT NULL CHECK (draw_minute BETWEEN 0 AND 1439)
);
INSERT INTO weekend_lottery_config (id, ticket_amount, max_tickets, draw_weekday, draw_minute)
  VALUES (1, 10000, 50, 0, 1200);

-- The prizes of every draw: rank 1 first; `winners` tickets win the rank's award.
CREATE TABLE weekend_lottery_prizes (
  rank INTEGER PRIMARY KEY CHECK (rank >= 1),
  winners INTEGER NOT NULL CHECK (winners >= 1),
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array')
);
INSERT INTO weekend_lottery_prizes (rank, winners, award) VALUES
  (1, 1, '[{"id":2001,"count":100000}]'),
  (2, 3, '[{"id":2001,"count":20000}]'),
  (3, 10, '[{"id":2001,"count":2000}]');

-- Tickets: numbered from 1 within their week (the draw day's local date); one deposit's tickets are keyed by
-- (order_id, n), so a completion applied twice issues nothing twice.
CREATE TABLE weekend_lottery_tickets (
  week TEXT NOT NULL CHECK (length(week) = 10),
  number INTEGER NOT NULL CHECK (number >= 1),
  user_id INTEGER NOT NULL REFERENCES users (id),
  order_id TEXT NOT NULL REFERENCES recharge_orders (id),
  n INTEGER NOT NULL CHECK (n >= 1),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (week, number),
  UNIQUE (order_id, n)
);
CREATE INDEX weekend_lottery_tickets_user ON weekend_lottery_tickets (user_id, week);

-- One draw per week: the primary key is what makes a draw happen once, whichever process reaches it first.
-- seed: the hex seed the winners follow from (weekend-lottery.ts drawWinners), kept so anyone can replay it.
CREATE TABLE weekend_lottery_draws (
  week TEXT PRIMARY KEY CHECK (length(week) = 10),
  seed TEXT NOT NULL CHECK (length(seed) = 32),
  draw_time INTEGER NOT NULL,
  ticket_count INTEGER NOT NULL CHECK (ticket_count >= 0),
  forced INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
  created_at INTEGER NOT NULL
);

-- The winning tickets of a draw, with their prize. The coin credit is a ledger row kind 'weekend_lottery',
-- ref '<week>:<ticket number>:<item>' in the draw's transaction.
CREATE TABLE weekend_lottery_wins (
  week TEXT NOT NULL REFERENCES weekend_lottery_draws (week),
  number INTEGER NOT NULL,
  rank INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  award TEXT NOT NULL CHECK (json_valid(award)),
  PRIMARY KEY (week, number)
);
CREATE INDEX weekend_lottery_wins_user ON weekend_lottery_wins (user_id);

-- Christmas (activity 37): a daily sign-in during the season; gift boxes earned by signing (one per sign-in)
-- and by depositing (one per deposit_per_box of the season's deposits, at most max_deposit_boxes); a box is
-- opened (its prize drawn by weight) and its prize then received; an extra reward for completing the calendar
-- (sign-ins on calendar_days different days of the season). One row (id 1).
CREATE TABLE christmas_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  calendar_days INTEGER NOT NULL CHECK (calendar_days >= 1),
  deposit_per_box INTEGER NOT NULL CHECK (deposit_per_box >= 1),
  max_deposit_boxes INTEGER NOT NULL CHECK (max_deposit_boxes >= 0),
  extra_award TEXT NOT NULL CHECK (json_valid(extra_award) AND json_type(extra_award) = 'array')
);
INSERT INTO christmas_config (id, calendar_days, deposit_per_box, max_deposit_boxes, extra_award)
  VALUES (1, 10, 50000, 10, '[{"id":2001,"count":20000},{"id":2002,"count":5000}]');

-- What a box can hold, drawn by weight (chance = weight / the sum of weights).
CREATE TABLE christmas_prizes (
  id INTEGER PRIMARY KEY,
  award TEXT NOT NULL CHECK (json_valid(award) AND json_type(award) = 'array'),
  weight INTEGER NOT NULL CHECK (weight >= 1)
);
INSERT INTO christmas_prizes (id, award, weight) VALUES
  (1, '[{"id":2001,"count":200}]', 40),
  (2, '[{"id":2001,"count":500}]', 30),
  (3, '[{"id":2001,"count":1000}]', 18),
  (4, '[{"id":2001,"count":2000}]', 8),
  (5, '[{"id":2001,"count":5000}]', 3),
  (6, '[{"id":2001,"count":10000}]', 1);

-- One sign-in per player, season (edition = the window's start) and local day.
CREATE TABLE christmas_signs (
  user_id INTEGER NOT NULL REFERENCES users (id),
  edition INTEGER NOT NULL,
  day TEXT NOT NULL CHECK (length(day) = 10),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, edition, day)
);

-- Gift boxes: source 'sign:<day>' or 'deposit:<k>' (unique per player and season: a box is earned once);
-- prize_id/award set by the opening (once: opened_at IS NULL), received_at by the receipt, whose credit is a
-- ledger row kind 'christmas_box', ref '<box id>:<item>'.
CREATE TABLE christmas_boxes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  edition INTEGER NOT NULL,
  source TEXT NOT NULL,
  prize_id INTEGER REFERENCES christmas_prizes (id),
  award TEXT CHECK (award IS NULL OR json_valid(award)),
  created_at INTEGER NOT NULL,
  opened_at INTEGER,
  received_at INTEGER,
  UNIQUE (user_id, edition, source)
);

-- The calendar's extra reward, once per player and season (ledger kind 'christmas_extra').
CREATE TABLE christmas_extra (
  user_id INTEGER NOT NULL REFERENCES users (id),
  edition INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, edition)
);

-- New Year (activity 38): daily tasks earn lucky boxes; a box holds one of the four New Year items (item ids
-- 40001–40004); one of each opens a red packet (coin, at most max_packets a season; each opening feeds the lobby
-- ticker's newYearList); extra_packets packets pay the extra reward once. One row (id 1).
CREATE TABLE new_year_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  max_packets INTEGER NOT NULL CHECK (max_packets >= 1),
  extra_packets INTEGER NOT NULL CHECK (extra_packets >= 1),
  extra_award TEXT NOT NULL CHECK (json_valid(extra_award) AND json_type(extra_award) = 'array')
);
INSERT INTO new_year_config (id, max_packets, extra_packets, extra_award)
  VALUES (1, 5, 3, '[{"id":2001,"count":5000},{"id":2002,"count":10000}]');

-- Daily tasks: kind 'share' (the page shared today) or 'deposit' (today's completed deposits reach `need`).
CREATE TABLE new_year_tasks (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('share', 'deposit')),
  need INTEGER NOT NULL CHECK (need >= 0),
  boxes INTEGER NOT NULL CHECK (boxes >= 1)
);
INSERT INTO new_year_tasks (id, kind, need, boxes) VALUES (1, 'share', 0, 1), (2, 'deposit', 30000, 1), (3, 'deposit', 100000, 2);

-- What a lucky box holds, by weight.
CREATE TABLE new_year_items (
  item_id INTEGER PRIMARY KEY CHECK (item_id BETWEEN 40001 AND 40004),
  weight INTEGER NOT NULL CHECK (weight >= 1)
);
INSERT INTO new_year_items (item_id, weight) VALUES (40001, 40), (40002, 30), (40003, 20), (40004, 10);

-- What a red packet holds (coin, hundredths), by weight.
CREATE TABLE new_year_packet_prizes (
  amount INTEGER PRIMARY KEY CHECK (amount >= 1),
  weight INTEGER NOT NULL CHECK (weight >= 1)
);
INSERT INTO new_year_packet_prizes (amount, weight) VALUES (888, 50), (1888, 30), (3888, 15), (8888, 5);

CREATE TABLE new_year_shares (
  user_id INTEGER NOT NULL REFERENCES users (id),
  day TEXT NOT NULL CHECK (length(day) = 10),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE new_year_task_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  task_id INTEGER NOT NULL REFERENCES new_year_tasks (id),
  day TEXT NOT NULL CHECK (length(day) = 10),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, task_id, day)
);

-- Lucky boxes (source 'task:<task>:<day>:<k>', earned once); item_id set by the opening, once.
CREATE TABLE new_year_boxes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  edition INTEGER NOT NULL,
  source TEXT NOT NULL,
  item_id INTEGER REFERENCES new_year_items (item_id),
  created_at INTEGER NOT NULL,
  opened_at INTEGER,
  UNIQUE (user_id, edition, source)
);

-- Red packets: the n-th of a player's season is the key (a set is used once); credit ledger kind
-- 'new_year_packet', ref '<user>:<edition>:<n>'. The lobby ticker reads the latest.
CREATE TABLE new_year_packets (
  user_id INTEGER NOT NULL REFERENCES users (id),
  edition INTEGER NOT NULL,
  n INTEGER NOT NULL CHECK (n >= 1),
  amount INTEGER NOT NULL CHECK (amount >= 1),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, edition, n)
);
CREATE INDEX new_year_packets_time ON new_year_packets (created_at DESC);

CREATE TABLE new_year_extra (
  user_id INTEGER NOT NULL REFERENCES users (id),
  edition INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, edition)
);
