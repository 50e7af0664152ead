-- Open ephemeral hand views, kept over a restart (bot/effects/hands.py): a hand view can only be edited
-- through the token of the interaction that opened or last used it, which lives 15 minutes. The
-- bot writes its open views here as it stops and takes them back as it starts, so a view opened
-- before a restart keeps being updated, and says when it stops. The twin of sqlite/005_hand_views.sql.
CREATE TABLE hand_views (
    table_id       BIGINT           NOT NULL REFERENCES game_tables (id),
    seat           TEXT             NOT NULL,
    message_id     BIGINT           NOT NULL,
    application_id BIGINT           NOT NULL,
    token          TEXT             NOT NULL,
    opened         DOUBLE PRECISION NOT NULL,
    locale         TEXT             NOT NULL,
    PRIMARY KEY (table_id, seat)
);
