-- The task engine (getTaskUser; task types: TASK_TYPE in contract/ids.ts). Progress is not stored: it is counted
-- from what the player did (sessions, bound mobile, game rounds, deposits, login-pay cards, and the
-- share and follow link opens recorded in task_events), over the task's period. A claim is a row of
-- task_claims, unique per (user, task, period), written in the transaction that credits the rewards.
-- The `tasks` table of 001 keeps only the first-recharge marker (task 105, written by recharge-effects).

-- What a task asks and gives. kind: 'daily' (period = the country's local day, resets at local midnight),
-- 'once' (period 'all', listed in taskData), 'achieve' (period 'all', listed in achieveData).
CREATE TABLE task_defs (
  id INTEGER PRIMARY KEY,                  -- the taskData / achieveData key
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 17), -- TASK_TYPE, contract/ids.ts
  kind TEXT NOT NULL CHECK (kind IN ('daily', 'once', 'achieve')),
  target INTEGER NOT NULL CHECK (target >= 1),
  game_id INTEGER,                         -- type 3: the seeded game whose rounds count (1001 tiger, 1002 lucky neko)
  social_id INTEGER,                       -- follow types 4, 13, 16, 17: the social_media row the link opens
  rewards TEXT NOT NULL,                   -- JSON [{id, count}] (2001 coin, 2002 points: hundredths)
  sort INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  CHECK (type <> 3 OR game_id IS NOT NULL),
  CHECK (type NOT IN (4, 13, 16, 17) OR social_id IS NOT NULL)
);

-- Share opens (types 7–11, 15) and follow opens (4, 13, 16, 17): one row per open of the player's link.
CREATE TABLE task_events (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 17),
  at INTEGER NOT NULL
);
CREATE INDEX task_events_user ON task_events (user_id, type, at);

-- The player's follow link of a task: /t/<code> records an open and redirects to the social page.
CREATE TABLE task_links (
  code TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  task_id INTEGER NOT NULL REFERENCES task_defs (id),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, task_id)
);

-- One claim per user, task and period ('YYYY-MM-DD' local day for daily tasks, 'all' otherwise).
CREATE TABLE task_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  task_id INTEGER NOT NULL REFERENCES task_defs (id),
  period TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, task_id, period)
);

-- Counting by time window.
CREATE INDEX game_rounds_user_time ON game_rounds (user_id, created_at);
CREATE INDEX recharge_orders_user_done ON recharge_orders (user_id, status, done_at);

-- The operator's task list: edit these rows to change targets and rewards (the names are the app's catalog).
INSERT INTO task_defs (id, type, kind, target, game_id, social_id, rewards, sort) VALUES
  (101, 1, 'daily', 1, NULL, NULL, '[{"id":2001,"count":100}]', 10),
  (102, 6, 'daily', 5, NULL, NULL, '[{"id":2001,"count":200},{"id":2002,"count":500}]', 20),
  (103, 3, 'daily', 3, 1001, NULL, '[{"id":2001,"count":300}]', 30),
  (104, 3, 'daily', 3, 1002, NULL, '[{"id":2001,"count":300}]', 40),
  (106, 14, 'daily', 1, NULL, NULL, '[{"id":2002,"count":1000}]', 50),
  (107, 7, 'daily', 1, NULL, NULL, '[{"id":2002,"count":300}]', 60),
  (108, 15, 'daily', 1, NULL, NULL, '[{"id":2002,"count":300}]', 70),
  (105, 5, 'once', 1, NULL, NULL, '[{"id":2001,"count":500}]', 110),
  (110, 2, 'once', 1, NULL, NULL, '[{"id":2001,"count":300}]', 120),
  (111, 12, 'once', 1, NULL, NULL, '[{"id":2002,"count":1000}]', 130),
  (112, 4, 'once', 1, NULL, 1, '[{"id":2002,"count":200}]', 140),
  (113, 13, 'once', 1, NULL, 2, '[{"id":2002,"count":200}]', 150),
  (114, 16, 'once', 1, NULL, 6, '[{"id":2002,"count":200}]', 160),
  (115, 17, 'once', 1, NULL, 7, '[{"id":2002,"count":200}]', 170),
  (501, 6, 'achieve', 50, NULL, NULL, '[{"id":2001,"count":500}]', 510),
  (502, 6, 'achieve', 500, NULL, NULL, '[{"id":2001,"count":3000}]', 520),
  (503, 3, 'achieve', 100, 1001, NULL, '[{"id":2002,"count":2000}]', 530),
  (504, 14, 'achieve', 5, NULL, NULL, '[{"id":2001,"count":1000}]', 540);
