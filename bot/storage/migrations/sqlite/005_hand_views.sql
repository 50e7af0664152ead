-- Open ephemeral hand views, kept over a restart (bot/effects/hands.py): a hand view can only be edited
-- through the token of the interaction that opened or last used it, which lives 15 minutes. The
-- bot writes its open views here as it stops and takes them back as it starts, so a view opened
-- before a restart keeps being updated, and says when it stops.
CREATE TABLE hand_views (
    table_id       INTEGER NOT NULL REFERENCES game_tables (id),
    seat           TEXT    NOT NULL,
    message_id     INTEGER NOT NULL,
    application_id INTEGER NOT NULL,
    token          TEXT    NOT NULL,
    opened         REAL    NOT NULL,
    locale         TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
