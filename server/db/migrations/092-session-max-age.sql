-- A session ends 90 days after its login whatever its use (server/domain/sessions.ts
-- SESSION_MAX_AGE_MS); sessions renewed past that before this migration end then too.
UPDATE sessions SET expires_at = MIN(expires_at, created_at + 90 * 24 * 60 * 60 * 1000);
