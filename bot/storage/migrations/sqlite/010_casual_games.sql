-- A casual game (the lobby's rated / casual choice, TableRecord.casual): its result rows say so, so
-- /stats counts them for nothing while /history lists them. Rows stored before are rated (0). The
-- twin of postgresql/010_casual_games.sql.
ALTER TABLE results ADD COLUMN casual INTEGER NOT NULL DEFAULT 0;
