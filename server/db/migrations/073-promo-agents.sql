-- Agent programmes (issue 23 §1): the valid-invite rule (server/domain/valid-invites.ts), Agent (activity 26)
-- and Agent5 (activity 41). Reference-server decisions, described in docs/promotions.md ("Valid invites",
-- "Agent (type 26)", "Agent5 (type 41)").

-- When a player bound a mobile number after registering (bindAccount). A player who registered with a phone
-- number has it from users.created_at; NULL with a mobile means exactly that.
ALTER TABLE users ADD COLUMN mobile_bound_at INTEGER;

-- A valid invite needs the device the invitee registered on (the afuid of the invitee's first session) to
-- have had no other player's session before: finding "another player on this device" is an index look-up.
CREATE INDEX sessions_device ON sessions (json_extract(device, '$.deviceIdJsonModel.afuid'));
