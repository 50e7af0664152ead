-- When each open table next needs the timer (a seat's 90 s, the 45-minute idle close), stored with
-- every change, so a restart arms every deadline without parsing any table (NULL: not known yet).
-- With several processes, it is also how one finds the deadlines of a process that died (the
-- sweep in bot/commit/coordination.py, which this index serves). The twin of sqlite/003_table_deadline.sql.
ALTER TABLE game_tables ADD COLUMN deadline DOUBLE PRECISION;
CREATE INDEX game_tables_due ON game_tables (deadline)
    WHERE status IN ('lobby', 'playing') AND deadline IS NOT NULL;
