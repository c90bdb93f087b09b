-- What each VIP level gives (contract AppConfig.appUserLevelConfigList, a reference-server decision): the VIP
-- rebate share in basis points of the bet and the level's service promises (a JSON array of VipPerk keys).
-- Databases seeded before this migration get the seed's values for the seeded levels 0–10 (server/db/seed/lobby.ts
-- LEVELS); a fresh database is seeded with them directly.
ALTER TABLE level_config ADD COLUMN rebate_rate INTEGER NOT NULL DEFAULT 0 CHECK (rebate_rate BETWEEN 0 AND 10000);
ALTER TABLE level_config ADD COLUMN perks TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(perks) AND json_type(perks) = 'array');

UPDATE level_config SET
  rebate_rate = CASE level WHEN 0 THEN 0 WHEN 1 THEN 10 WHEN 2 THEN 20 WHEN 3 THEN 30 WHEN 4 THEN 40 WHEN 5 THEN 50
    WHEN 6 THEN 60 WHEN 7 THEN 70 WHEN 8 THEN 80 WHEN 9 THEN 90 ELSE 100 END,
  perks = CASE
    WHEN level >= 8 THEN '["birthdayGift","fasterWithdrawal","prioritySupport","personalManager","exclusiveEvents"]'
    WHEN level >= 6 THEN '["birthdayGift","fasterWithdrawal","prioritySupport","personalManager"]'
    WHEN level >= 4 THEN '["birthdayGift","fasterWithdrawal","prioritySupport"]'
    WHEN level >= 2 THEN '["birthdayGift","fasterWithdrawal"]'
    WHEN level >= 1 THEN '["birthdayGift"]'
    ELSE '[]' END;
