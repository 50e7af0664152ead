-- How many computer players sat at the table of a result (bot/core/computers.py). People's rankings
-- count only games among people (computers = 0), and a person's games with a computer are shown
-- apart. Computer players themselves have no result rows.
ALTER TABLE results ADD COLUMN computers INTEGER NOT NULL DEFAULT 0;
