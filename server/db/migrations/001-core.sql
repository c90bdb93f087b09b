-- The whole data model of the reference server. Money is INTEGER hundredths; times are INTEGER ms.
-- Balances are never stored: coin, lottery (bonus points) and safebox are sums over `ledger`.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- ───────────── players and sessions ─────────────
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,            -- lower-cased username, national mobile number, or 'line:<sub>'
  account_type INTEGER NOT NULL CHECK (account_type IN (0, 1, 2)), -- 0 phone, 1 username, 2 LINE
  mobile TEXT UNIQUE,                      -- national mobile number as the rules of the country give it
  password_hash TEXT,                      -- scrypt; NULL for a social-only player
  nickname TEXT NOT NULL,
  avatar INTEGER NOT NULL DEFAULT 1 CHECK (avatar BETWEEN 1 AND 12),
  avatar_other TEXT NOT NULL DEFAULT '',
  line_sub TEXT UNIQUE,
  line_name TEXT NOT NULL DEFAULT '',
  uuid TEXT NOT NULL UNIQUE,
  invite_code TEXT NOT NULL UNIQUE,
  pid INTEGER REFERENCES users (id),       -- superior (agentFill), set once
  inviter_id INTEGER REFERENCES users (id),-- who invited the player (share link aid)
  out_value TEXT NOT NULL DEFAULT '',
  safebox_password_hash TEXT,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  reg_ip TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX users_inviter ON users (inviter_id);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,             -- SHA-256 of the token; the token itself is never stored
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  game_id INTEGER,                         -- game of the last heartbeat, NULL in the lobby
  device TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_failures (
  account TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_failures_account ON login_failures (account, created_at);

CREATE TABLE otp_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  purpose INTEGER NOT NULL CHECK (purpose IN (0, 1, 2)), -- smsSend type: 0 register, 1 forget, 2 bind
  code_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX otp_mobile ON otp_codes (mobile, created_at);
CREATE INDEX otp_ip ON otp_codes (ip, created_at);

-- The SMS gateway stand-in: what a phone would receive (read through GET /__dev/sms outside production).
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  text TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile, id);

-- The LINE identity-provider stand-in: authorization codes it issued.
CREATE TABLE line_codes (
  code TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  sub TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);

-- ───────────── money ─────────────
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  account TEXT NOT NULL CHECK (account IN ('coin', 'lottery', 'safebox')),
  delta INTEGER NOT NULL CHECK (delta <> 0),
  kind TEXT NOT NULL,                      -- register_bonus, recharge, exchange, mail, first_charge, …
  ref TEXT NOT NULL,                       -- the business key of the movement
  created_at INTEGER NOT NULL,
  UNIQUE (account, kind, ref)              -- a business event moves an account once
);
CREATE INDEX ledger_user ON ledger (user_id, account);

-- Non-money items (coupons, boosts, cards) granted by claims and mail.
CREATE TABLE prop_grants (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  prop_id INTEGER NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  kind TEXT NOT NULL,
  ref TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (kind, ref, prop_id)
);
CREATE INDEX prop_grants_user ON prop_grants (user_id, prop_id);

-- ───────────── lobby content ─────────────
CREATE TABLE game_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  status INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  show_name TEXT NOT NULL,
  status INTEGER NOT NULL,
  icon3 TEXT NOT NULL,
  sort INTEGER NOT NULL,
  maintain INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  hot INTEGER NOT NULL DEFAULT 0,
  show_type INTEGER NOT NULL DEFAULT 0,
  hot_sort INTEGER NOT NULL DEFAULT 0,
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  type_id INTEGER NOT NULL REFERENCES game_types (id),
  sort INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  version INTEGER NOT NULL DEFAULT 1,
  recent INTEGER NOT NULL DEFAULT 0,
  maintain INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_type ON games (type_id, brand_id);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  img_url2 TEXT NOT NULL,
  click_type INTEGER NOT NULL,
  click_action TEXT NOT NULL,
  sort INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  img_url2 TEXT NOT NULL,
  click_type INTEGER NOT NULL,
  click_action TEXT NOT NULL,
  sort INTEGER NOT NULL,
  is_h5_pop INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);

CREATE TABLE promo_videos (
  id INTEGER PRIMARY KEY,
  cover_img TEXT NOT NULL,
  path TEXT NOT NULL,
  click_type INTEGER NOT NULL CHECK (click_type IN (1, 2)),
  click_action TEXT NOT NULL,
  sort INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE level_config (
  level INTEGER PRIMARY KEY,
  bet_amount INTEGER NOT NULL              -- total bet (hundredths) that reaches the level
);

CREATE TABLE generic_imgs (
  unique_key TEXT PRIMARY KEY,
  img TEXT NOT NULL,
  img_url TEXT NOT NULL DEFAULT ''
);

CREATE TABLE social_media (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE cs_queue (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  is_out INTEGER NOT NULL,
  nickname TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE banks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  icon TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE recharge_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  icon_h5 TEXT NOT NULL,
  bank_id INTEGER NOT NULL DEFAULT 0,      -- 0: no particular bank needed
  sort INTEGER NOT NULL,
  panel TEXT NOT NULL CHECK (panel IN ('url', 'qr', 'bank')),
  min_amount INTEGER NOT NULL,
  max_amount INTEGER NOT NULL,
  amount_list TEXT NOT NULL,               -- JSON array of hundredths
  status INTEGER NOT NULL DEFAULT 1
);

-- The operator's receiving account shown on bank-transfer deposits.
CREATE TABLE receiving_accounts (
  id INTEGER PRIMARY KEY,
  bank_name TEXT NOT NULL,
  short_bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  card_num TEXT NOT NULL
);

-- Activities by activity type id (ACTIVITY, contract/ids.ts): Bind 4, VIP 8, SignUpBonus 15, …, Tasks 42.
CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL DEFAULT 0,     -- 0: open-ended
  icon TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE first_charge_config (
  id INTEGER PRIMARY KEY,
  price INTEGER NOT NULL UNIQUE,
  award TEXT NOT NULL,                     -- JSON [{id, count}]
  show_type INTEGER NOT NULL CHECK (show_type IN (1, 2, 3))
);

CREATE TABLE invite_config (
  id INTEGER PRIMARY KEY,
  award TEXT NOT NULL,                     -- JSON [{id, count}]
  invite_count INTEGER NOT NULL UNIQUE
);

-- Login-pay (daily sign-in) cards on sale: ids 6004-6007.
CREATE TABLE prop_config (
  id INTEGER PRIMARY KEY,
  price INTEGER NOT NULL,
  num INTEGER NOT NULL,                    -- days the card pays out
  day_amount INTEGER NOT NULL,             -- coin per day (hundredths)
  limit_amount INTEGER NOT NULL
);

-- ───────────── per-player data ─────────────
CREATE TABLE game_likes (
  user_id INTEGER NOT NULL REFERENCES users (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, game_id)
);

CREATE TABLE game_history (
  user_id INTEGER NOT NULL REFERENCES users (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  played_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX game_history_recent ON game_history (user_id, played_at DESC);

CREATE TABLE game_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  started_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX game_sessions_user ON game_sessions (user_id, started_at DESC);

CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES game_sessions (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  bet INTEGER NOT NULL CHECK (bet > 0),
  win INTEGER NOT NULL CHECK (win >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX game_rounds_user ON game_rounds (user_id);

CREATE TABLE big_wins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id),  -- NULL for seeded entries
  phone TEXT NOT NULL,                     -- masked account
  game_id INTEGER NOT NULL REFERENCES games (id),
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE user_banks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  bank_id INTEGER NOT NULL REFERENCES banks (id),
  account_name TEXT NOT NULL,
  card_num TEXT NOT NULL,                  -- digits only
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, bank_id)
);

CREATE TABLE recharge_orders (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  recharge_type INTEGER NOT NULL REFERENCES recharge_types (id),
  act_type INTEGER NOT NULL,
  prop_id INTEGER,
  panel TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed', 'expired')),
  is_check INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expire_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX recharge_orders_user ON recharge_orders (user_id, created_at DESC);

-- The payment provider's side of an order (the sandbox payment page writes it).
CREATE TABLE provider_payments (
  order_id TEXT PRIMARY KEY REFERENCES recharge_orders (id),
  status TEXT NOT NULL CHECK (status IN ('paid', 'failed')),
  created_at INTEGER NOT NULL
);

CREATE TABLE exchange_orders (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  bank_id INTEGER NOT NULL,
  bank_name TEXT NOT NULL,                 -- snapshot at submission
  card_num TEXT NOT NULL,                  -- masked snapshot
  status TEXT NOT NULL CHECK (status IN ('processing', 'paid', 'rejected')),
  min_days INTEGER NOT NULL,
  max_days INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX exchange_orders_user ON exchange_orders (user_id, created_at DESC);

CREATE TABLE kyc_files (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('front', 'back', 'selfie')),
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  path TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE kyc (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  status INTEGER NOT NULL CHECK (status IN (1, 2, 3)), -- 1 pending, 2 verified, 3 rejected
  real_name TEXT NOT NULL,
  id_type TEXT NOT NULL,
  id_number TEXT NOT NULL,
  birthday TEXT NOT NULL,
  front_file_id TEXT NOT NULL,
  back_file_id TEXT,
  selfie_file_id TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  submitted_at INTEGER NOT NULL,
  reviewed_at INTEGER
);

CREATE TABLE user_other (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  email TEXT NOT NULL DEFAULT '',
  gender INTEGER NOT NULL DEFAULT 0,
  address TEXT NOT NULL DEFAULT ''
);

CREATE TABLE short_urls (
  code TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, url)
);

CREATE TABLE mail (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type INTEGER NOT NULL CHECK (type IN (0, 1, 2)),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',  -- JSON [{id, count}]
  read_at INTEGER,
  received_at INTEGER,
  deleted_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX mail_user ON mail (user_id, deleted_at, created_at DESC);

-- Task and achievement progress; task 105 is the first recharge.
CREATE TABLE tasks (
  user_id INTEGER NOT NULL REFERENCES users (id),
  task_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('task', 'achieve')),
  progress INTEGER NOT NULL,
  target INTEGER NOT NULL,
  done_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, task_id)
);

CREATE TABLE first_charge_purchases (
  user_id INTEGER PRIMARY KEY REFERENCES users (id), -- one package per player
  award_id INTEGER NOT NULL REFERENCES first_charge_config (id),
  order_id TEXT NOT NULL UNIQUE REFERENCES recharge_orders (id),
  created_at INTEGER NOT NULL
);

CREATE TABLE first_charge_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  award_id INTEGER NOT NULL,
  prop_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, award_id, prop_id)
);

CREATE TABLE invite_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  award_id INTEGER NOT NULL REFERENCES invite_config (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, award_id)
);

CREATE TABLE login_pay_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  prop_id INTEGER NOT NULL REFERENCES prop_config (id),
  order_id TEXT NOT NULL UNIQUE REFERENCES recharge_orders (id),
  bought_at INTEGER NOT NULL
);
CREATE INDEX login_pay_cards_user ON login_pay_cards (user_id);

CREATE TABLE login_pay_claims (
  card_id INTEGER NOT NULL REFERENCES login_pay_cards (id),
  day_index INTEGER NOT NULL,
  day TEXT NOT NULL,                       -- calendar day of the claim in the country's time zone; one per card and day
  created_at INTEGER NOT NULL,
  PRIMARY KEY (card_id, day_index),
  UNIQUE (card_id, day)
);

CREATE TABLE action_log (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
