-- A share open counts once per distinct visitor who is not the owner (server/domain/tasks.ts
-- recordShareOpen), so a counted open records who opened it: the visitor's address key (address-key.ts) and
-- their player when the request carried a session. NULL for follow opens and opens from before.
ALTER TABLE task_events ADD COLUMN visitor_key TEXT;
ALTER TABLE task_events ADD COLUMN visitor_user INTEGER;
