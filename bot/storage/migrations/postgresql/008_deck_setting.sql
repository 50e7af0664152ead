-- The four-colour deck (bot/render/cardfaces.py) is a per-user choice: /settings deck: four colours.
-- 0 = the ordinary deck (the default), 1 = four colours: an integer, as for pings.
-- The twin of sqlite/008_deck_setting.sql.
ALTER TABLE user_settings ADD COLUMN deck INTEGER NOT NULL DEFAULT 0;
