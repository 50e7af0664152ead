-- Who owes a table's views (bot/commit/coordination.py): the process that stored its latest change sets
-- render_owner to its origin, and once its table message (and ping) show that change, it clears it
-- (in batches, every few seconds). A process killed in between leaves its origin there, and the
-- next sweep of a live process takes the table over and renders it. The twin of sqlite/006.
ALTER TABLE game_tables ADD COLUMN render_owner TEXT;
CREATE INDEX game_tables_render_owner ON game_tables (render_owner) WHERE render_owner IS NOT NULL;
