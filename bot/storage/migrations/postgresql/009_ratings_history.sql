-- The twin of sqlite/009_ratings_history.sql (its comments say what each table is for), in
-- PostgreSQL's types.
CREATE TABLE placings (
    seq       BIGINT           NOT NULL,
    table_id  BIGINT           NOT NULL REFERENCES game_tables (id),
    guild_id  BIGINT           NOT NULL,
    game      TEXT             NOT NULL,
    seat      TEXT             NOT NULL,
    entrant   TEXT             NOT NULL,
    place     INTEGER          NOT NULL,
    at        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX placings_order ON placings (seq, table_id);

CREATE TABLE ratings (
    guild_id     BIGINT           NOT NULL,
    game         TEXT             NOT NULL,
    entrant      TEXT             NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    conservative DOUBLE PRECISION NOT NULL,
    games        INTEGER          NOT NULL,
    wins         INTEGER          NOT NULL,
    PRIMARY KEY (guild_id, game, entrant)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, conservative);

CREATE INDEX results_history ON results (guild_id, at);
CREATE INDEX results_member ON results (user_id, at);

CREATE TABLE replay_marks (
    table_id  BIGINT NOT NULL REFERENCES game_tables (id),
    version   BIGINT NOT NULL,
    state     BYTEA  NOT NULL,
    starts    TEXT   NOT NULL,
    PRIMARY KEY (table_id, version)
);
