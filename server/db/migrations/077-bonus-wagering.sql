-- Bonus money and wagering (docs/player-protection.md "Bonus money and wagering").
-- Reference-server decisions.

-- Every coin movement belongs to one pot: the player's cash or bonus money, decided by its kind
-- (server/domain/ledger-kinds.ts) when it is written. cash = Σ delta of the pot 'cash', bonus = Σ delta of the
-- pot 'bonus', and their sum is the coin balance as before. Backfill: every row written before this migration
-- is cash — those bonuses could already be withdrawn, they stay so, and no player's cash, bonus or total
-- changes. The lottery and safebox accounts are always 'cash'.
ALTER TABLE ledger ADD COLUMN pot TEXT NOT NULL DEFAULT 'cash' CHECK (pot IN ('cash', 'bonus'));
CREATE INDEX ledger_user_pot ON ledger (user_id, account, pot);

-- The wagering of the player's outstanding bonus money: `granted` is the sum of the bonus grants since the
-- bonus pot was last empty, `wagered` the sum of the game-round bets since then. It is done once
-- wagered >= granted × BONUS_WAGERING_MULTIPLE; then the whole bonus pot moves to cash (kinds 'bonus_wagered'
-- and 'bonus_to_cash') and the row starts again at 0. No row: nothing granted. Empty at first (see above).
CREATE TABLE bonus_wagering (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  granted INTEGER NOT NULL DEFAULT 0 CHECK (granted >= 0),
  wagered INTEGER NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  releases INTEGER NOT NULL DEFAULT 0 CHECK (releases >= 0)
);
