-- When each open table next needs the timer (a seat's 90 s, the 45-minute idle close), stored with
-- every change, so a restart arms every deadline without parsing any table (NULL: not known yet).
ALTER TABLE game_tables ADD COLUMN deadline REAL;
