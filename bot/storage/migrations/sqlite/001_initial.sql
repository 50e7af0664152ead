-- Tables (lobbies and games), their event log, results, and per-user / per-server settings.
CREATE TABLE game_tables (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    host_id       INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    status        TEXT    NOT NULL,          -- lobby | playing | ended | abandoned | cancelled
    locale        TEXT    NOT NULL,
    record        TEXT    NOT NULL,          -- the TableRecord as JSON (players, options, message ids)
    state         TEXT,                      -- the engine state as JSON, once started
    version       INTEGER NOT NULL DEFAULT 0,
    created_at    REAL    NOT NULL,
    updated_at    REAL    NOT NULL
);
CREATE INDEX game_tables_open ON game_tables (status) WHERE status IN ('lobby', 'playing');

CREATE TABLE table_events (
    table_id  INTEGER NOT NULL REFERENCES game_tables (id),
    version   INTEGER NOT NULL,
    seat      TEXT,
    action    TEXT    NOT NULL,              -- JSON
    events    TEXT    NOT NULL,              -- JSON, hidden details included (server-side only)
    at        REAL    NOT NULL,
    PRIMARY KEY (table_id, version)
);

CREATE TABLE results (
    table_id  INTEGER NOT NULL REFERENCES game_tables (id),
    guild_id  INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    outcome   TEXT    NOT NULL,              -- win | loss | abandoned
    at        REAL    NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
CREATE INDEX results_board ON results (guild_id, game);

CREATE TABLE user_settings (
    user_id       INTEGER PRIMARY KEY,
    hand_delivery TEXT NOT NULL DEFAULT 'ephemeral'   -- ephemeral | dm
);

CREATE TABLE guild_settings (
    guild_id INTEGER PRIMARY KEY,
    locale   TEXT
);
