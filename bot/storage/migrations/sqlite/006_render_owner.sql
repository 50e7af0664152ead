-- The twin of postgresql/006_render_owner.sql (both backends carry the same migrations). One
-- process on SQLite has no other process to take its tables over, so the column stays empty.
ALTER TABLE game_tables ADD COLUMN render_owner TEXT;
