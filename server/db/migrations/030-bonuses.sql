-- The first-deposit bonus and the Android app bonus (server/domain/bonuses.ts): at most one of each per
-- player, whatever its ref, however many deposits complete or app logins arrive at once.
CREATE UNIQUE INDEX ledger_first_deposit_bonus_once ON ledger (user_id) WHERE kind = 'first_deposit_bonus';
CREATE UNIQUE INDEX ledger_app_login_bonus_once ON ledger (user_id) WHERE kind = 'app_login_bonus';
