-- Server-made texts per locale (server/domain/content-locale.ts): every table whose text a player
-- reads gets an `i18n` column, a JSON object { "<locale>": { "<field>": "text" } } for th-TH and en-US. The
-- base columns keep what they held (the fallback for a locale without a translation). A fresh database is
-- seeded with the translations; a database seeded before this migration gets them for the rows that still
-- hold the seed's text when it next starts (server/db/index.ts → writeContentTexts).
ALTER TABLE notices ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
ALTER TABLE mail ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
ALTER TABLE recharge_types ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
ALTER TABLE banks ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
ALTER TABLE receiving_accounts ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
ALTER TABLE activities ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
ALTER TABLE cs_queue ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(i18n) AND json_type(i18n) = 'object');
