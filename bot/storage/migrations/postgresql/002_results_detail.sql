-- Per-result details (issue 13): how many sat at the table, and what a cooperative table
-- achieved (Tolv fiender: the solo medal, the enemies defeated). NULL in rows written before.
-- The twin of sqlite/002_results_detail.sql.
ALTER TABLE results ADD COLUMN players INTEGER;
ALTER TABLE results ADD COLUMN medal TEXT;
ALTER TABLE results ADD COLUMN defeated INTEGER;
