-- Turn pings (bot/effects/pings.py) can be switched off per user with /settings ping: off.
-- 1 = on (the default), 0 = off: an integer, so the same queries run on every backend.
-- The twin of sqlite/004_ping_setting.sql.
ALTER TABLE user_settings ADD COLUMN pings INTEGER NOT NULL DEFAULT 1;
