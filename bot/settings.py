"""Configuration from the environment and ``.env`` (pydantic-settings). See ``.env.example``."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


def parse_shard_ids(text: str, count: int) -> list[int]:
    """``0-7``, ``8-15``, ``0,2,4`` or ``0-3,8`` → the shard ids, each in ``0 … count-1``, once."""
    ids: list[int] = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        if not first.strip().isdigit() or (dash and not last.strip().isdigit()):
            raise ValueError(f"SHARD_IDS must look like 0-7 or 0,2,4, not {text!r}")
        lo, hi = int(first), int(last) if dash else int(first)
        if lo > hi:
            raise ValueError(f"SHARD_IDS: the range {part.strip()} runs backwards")
        ids.extend(range(lo, hi + 1))
    if max(ids) >= count:
        raise ValueError(f"SHARD_IDS: shard {max(ids)} does not exist with SHARD_COUNT={count} (ids run 0-{count - 1})")
    if len(set(ids)) != len(ids):
        raise ValueError(f"SHARD_IDS names a shard twice: {text!r}")
    return ids


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
    # Shard clusters (docs/scaling.md): how many shards the bot has in all, and which of them this
    # process runs. Neither set: one process, no sharding (as a small bot wants).
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: str | None = None

    @field_validator("shard_count", "shard_ids", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("shard_ids")
    @classmethod
    def _check_shard_ids(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return None
        count = info.data.get("shard_count")
        if count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT, the number of shards of all clusters together")
        ids = parse_shard_ids(value, count)
        url = str(info.data.get("database_url", ""))
        if len(ids) < count and not url.startswith(("postgresql://", "postgres://")):
            raise ValueError("SHARD_IDS: running some of the shards in this process needs a DATABASE_URL "
                             "that all clusters share (postgresql://…), not a SQLite file")
        return value

    @property
    def shard_id_list(self) -> list[int] | None:
        """The shards this process runs (``None``: all of them, or no sharding)."""
        if self.shard_ids is None or self.shard_count is None:
            return None
        return parse_shard_ids(self.shard_ids, self.shard_count)

    def runs_guild(self, guild_id: int) -> bool:
        """Whether this process's shards receive this server's events (Discord's formula)."""
        ids = self.shard_id_list
        return ids is None or (guild_id >> 22) % (self.shard_count or 1) in ids

    @property
    def database_path(self) -> Path:
        """The SQLite file named by ``database_url`` (``sqlite:///relative`` or ``sqlite:////abs``)."""
        url = self.database_url
        if url.startswith("sqlite:///"):
            url = url[len("sqlite:///"):]
        elif "://" in url:
            raise ValueError(f"DATABASE_URL: only sqlite:/// URLs are supported, not {url!r}")
        return Path(url)
