"""Configuration from the environment and ``.env`` (pydantic-settings). See ``.env.example``."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_url: str = "sqlite:///data/cardtable.db"
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    default_locale: Literal["en", "sv", "da"] = "en"
    sync_commands: bool = True
    # Seconds to wait before editing a table message, so a burst of actions costs one edit.
    table_edit_delay: float = 0.5
    # A table message older than this is replaced by a new one (Discord may refuse old edits).
    table_message_max_age: float = 50 * 60
    # Cards as our own face images (application emojis uploaded at start-up) or as text.
    card_faces: Literal["emoji", "text"] = "emoji"

    @property
    def database_path(self) -> Path:
        """The SQLite file named by ``database_url`` (``sqlite:///relative`` or ``sqlite:////abs``)."""
        url = self.database_url
        if url.startswith("sqlite:///"):
            url = url[len("sqlite:///"):]
        elif "://" in url:
            raise ValueError(f"DATABASE_URL: only sqlite:/// URLs are supported, not {url!r}")
        return Path(url)
