"""Configuration from the environment and ``.env`` (pydantic-settings). See ``.env.example``.

Every value is checked here, when ``Settings()`` is built, so a wrong setting stops the bot before it
starts (``python -m bot`` prints one line per invalid setting and exits 2). A blank value
(``DEV_GUILD_ID=`` as ``.env.example`` ships it) counts as unset, in ``.env`` and in the environment.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

SQLITE_PREFIX = "sqlite:///"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore",
                                      env_ignore_empty=True)

    discord_token: SecretStr | None = None
    # Relative to the working directory; the Docker image runs in / so this is the /data volume.
    database_url: str = "sqlite:///data/cardtable.db"
    log_level: str = "INFO"  # DEBUG, INFO, WARNING or ERROR (any case; stored upper-case)
    dev_guild_id: int | None = None
    default_locale: Literal["en", "sv", "da"] = "en"
    sync_commands: bool = True
    # Seconds to wait before editing a table message, so a burst of actions costs one edit.
    table_edit_delay: float = 0.5
    # A table message older than this is replaced by a new one (Discord may refuse old edits).
    table_message_max_age: float = 50 * 60
    # Cards as our own face images (application emojis uploaded at start-up) or as text.
    card_faces: Literal["emoji", "text"] = "emoji"

    @field_validator("log_level")
    @classmethod
    def _log_level(cls, v: str) -> str:
        if v.strip().upper() not in LOG_LEVELS:
            raise ValueError(f"use {', '.join(LOG_LEVELS[:-1])} or {LOG_LEVELS[-1]}")
        return v.strip().upper()

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, v: str) -> str:
        v = v.strip()
        if v.startswith(SQLITE_PREFIX):
            if not v[len(SQLITE_PREFIX):]:
                raise ValueError("sqlite:/// needs a file path, e.g. sqlite:///data/cardtable.db")
            return v
        if v.startswith(POSTGRES_PREFIXES):
            return v
        raise ValueError("use sqlite:///relative/path, sqlite:////absolute/path or postgresql://user@host/database")

    @property
    def database_backend(self) -> Literal["sqlite", "postgresql"]:
        return "sqlite" if self.database_url.startswith(SQLITE_PREFIX) else "postgresql"

    @property
    def database_path(self) -> Path:
        """The SQLite file named by ``database_url`` (``sqlite:///relative`` or ``sqlite:////abs``)."""
        if self.database_backend != "sqlite":
            raise ValueError("DATABASE_URL names a PostgreSQL database, not a SQLite file")
        return Path(self.database_url[len(SQLITE_PREFIX):])
