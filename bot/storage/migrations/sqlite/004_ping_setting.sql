-- Turn pings (bot/effects/pings.py) can be switched off per user with /settings ping: off.
-- 1 = on (the default), 0 = off: an integer, so the same queries run on every backend.
ALTER TABLE user_settings ADD COLUMN pings INTEGER NOT NULL DEFAULT 1;
