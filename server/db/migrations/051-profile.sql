-- Profile: the player's own real name and birthday (used until identity verification supplies
-- them), and the legal texts each player accepted, with the version and when.

ALTER TABLE user_other ADD COLUMN real_name TEXT NOT NULL DEFAULT '';
ALTER TABLE user_other ADD COLUMN birthday TEXT NOT NULL DEFAULT '';

-- One row per player and document ('terms', 'privacy'); accepting again (a newer version) replaces it.
CREATE TABLE agreements (
  user_id INTEGER NOT NULL REFERENCES users (id),
  name TEXT NOT NULL CHECK (name IN ('terms', 'privacy')),
  version TEXT NOT NULL,
  accepted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, name)
);

-- Players registered before this migration accepted both texts on the registration form (the app
-- requires it): recorded with their registration time and the texts' version of then.
INSERT INTO agreements (user_id, name, version, accepted_at)
  SELECT id, 'terms', '2026-11-21', created_at FROM users;
INSERT INTO agreements (user_id, name, version, accepted_at)
  SELECT id, 'privacy', '2026-11-21', created_at FROM users;
