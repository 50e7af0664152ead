-- After the game (issue 30): ratings, and what the history and the replays read.
--
-- placings: every finished competitive game as a ranking, one row a seat (people and computer
-- players alike). It is the input the ratings are computed from, kept for good (REPLAY_DAYS prunes
-- only the event log), so `python -m bot ratings --rebuild` can always recompute them. seq is the
-- order games were rated in (one number a game: games rated at once share it only if they share
-- no player, which leaves their ratings independent of the order).
--   entrant: 'u<user id>' a person, 'c-easy' / 'c-good' a computer level (bot/storage/rating.py)
--   place:   1 first, equal places are a tie (a shared win), a leaver is last
CREATE TABLE placings (
    seq       INTEGER NOT NULL,
    table_id  INTEGER NOT NULL REFERENCES game_tables (id),
    guild_id  INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    seat      TEXT    NOT NULL,
    entrant   TEXT    NOT NULL,
    place     INTEGER NOT NULL,
    at        REAL    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX placings_order ON placings (seq, table_id);

-- ratings: derived from placings (rebuilt by the command above), per server, game and entrant.
-- conservative = mu - 3 sigma, what /stats ranks by, games and wins count the rated games.
CREATE TABLE ratings (
    guild_id     INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    entrant      TEXT    NOT NULL,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    conservative REAL    NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, entrant)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, conservative);

-- /history: a server's finished games newest first, and a member's own games (results has a row
-- per person of every game that was played, abandoned ones too).
CREATE INDEX results_history ON results (guild_id, at);
CREATE INDEX results_member ON results (user_id, at);

-- replay_marks: positions of a finished game's replay (bot/core/replays.py), stored as a replay
-- first passes them (every 2,048 steps): a page far into a very long game starts from the nearest
-- one, in whichever process shows it. Derived from the event log (and removed with it, REPLAY_DAYS),
-- so `migrate` does not copy it. state: the engine state's JSON, zlib-compressed. starts: JSON,
-- the hand and round starts since the previous mark.
CREATE TABLE replay_marks (
    table_id  INTEGER NOT NULL REFERENCES game_tables (id),
    version   INTEGER NOT NULL,
    state     BLOB    NOT NULL,
    starts    TEXT    NOT NULL,
    PRIMARY KEY (table_id, version)
);
