-- A game session belongs to the login session that launched it (contract/game-session-rules.ts):
-- the owner's token hash, the last launch or round (the idle timeout), why it ended, and the locale its page
-- speaks. Sessions from before have no owner: their next round is refused as expired.
ALTER TABLE game_sessions ADD COLUMN token_hash TEXT;
ALTER TABLE game_sessions ADD COLUMN last_active_at INTEGER;
ALTER TABLE game_sessions ADD COLUMN end_reason TEXT;
ALTER TABLE game_sessions ADD COLUMN lang TEXT;
UPDATE game_sessions SET last_active_at = started_at;
CREATE INDEX game_sessions_open_token ON game_sessions (token_hash) WHERE ended_at IS NULL;
CREATE INDEX game_sessions_open_user ON game_sessions (user_id) WHERE ended_at IS NULL;
