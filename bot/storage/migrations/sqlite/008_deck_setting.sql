-- The four-colour deck (bot/render/cardfaces.py) is a per-user choice: /settings deck: four colours.
-- 0 = the ordinary deck (the default), 1 = four colours: an integer, as for pings.
ALTER TABLE user_settings ADD COLUMN deck INTEGER NOT NULL DEFAULT 0;
