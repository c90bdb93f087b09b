-- Player protection (docs/player-protection.md). Reference-server decisions.

-- Deposit limits: one row per player and window (day, week, month; calendar windows of the country's time
-- zone). `amount` is the limit in force (NULL: none). A raise or removal waits 24 h: `pending_set` 1 with
-- `pending_amount` (NULL: removal) applying at `pending_at`; it is folded into `amount` the first time it is
-- read at or after that instant (server/domain/deposit-limits.ts), and until then the old limit applies.
CREATE TABLE deposit_limits (
  user_id INTEGER NOT NULL REFERENCES users (id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  pending_set INTEGER NOT NULL DEFAULT 0 CHECK (pending_set IN (0, 1)),
  pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, period),
  CHECK (pending_set = 0 OR pending_at IS NOT NULL)
);

-- A paid order whose crediting would have taken a window over the limit in force at that moment (the limit was
-- lowered, or orders created before it was set were paid): the order is 'failed', nothing is credited, and the
-- operator returns the payment. One row per such order.
CREATE TABLE deposit_limit_refusals (
  order_id TEXT PRIMARY KEY REFERENCES recharge_orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  created_at INTEGER NOT NULL
);
