"""Configuration from the environment and ``.env`` (pydantic-settings). See ``.env.example``.

Every value is checked here, when ``Settings()`` is built, so a wrong setting stops the bot before it
starts (``python -m bot`` prints one line per invalid setting and exits 2): its type, and its range
(a delay is 0 or more, an age or a rate more than 0, a count at least 1, a shard id within
``SHARD_COUNT``, a port 1-65535; never ``nan`` or ``inf``). A blank value
(``DEV_GUILD_ID=`` as ``.env.example`` ships it) counts as unset, in ``.env`` and in the environment.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, ValidationInfo, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

SQLITE_PREFIX = "sqlite:///"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


def parse_shard_ids(text: str, count: int) -> list[int]:
    """``0-7``, ``8-15``, ``0,2,4`` or ``0-3,8`` → the shard ids, each in ``0 … count-1``, once."""
    ids: list[int] = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        if not first.strip().isdigit() or (dash and not last.strip().isdigit()):
            raise ValueError("use a range or a list of shard ids, such as 0-7, 8-15 or 0,2,4")
        lo, hi = int(first), int(last) if dash else int(first)
        if lo > hi:
            raise ValueError(f"the range {part.strip()} runs backwards")
        ids.extend(range(lo, hi + 1))
    if max(ids) >= count:
        raise ValueError(f"shard {max(ids)} does not exist with SHARD_COUNT={count} (ids run 0-{count - 1})")
    if len(set(ids)) != len(ids):
        raise ValueError("it names a shard twice")
    return ids


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore",
                                      env_ignore_empty=True, allow_inf_nan=False)

    discord_token: SecretStr | None = None
    # Relative to the working directory; the Docker image runs in / so this is the /data volume.
    database_url: str = "sqlite:///data/cardtable.db"
    log_level: str = "INFO"  # DEBUG, INFO, WARNING or ERROR (any case; stored upper-case)
    dev_guild_id: int | None = Field(default=None, gt=0)  # a Discord id (snowflake)
    default_locale: Literal["en", "sv", "da", "no"] = "en"
    sync_commands: bool = True
    # Seconds to wait before editing a table message, so a burst of actions costs one edit.
    table_edit_delay: float = Field(default=0.5, ge=0)
    # A table message older than this is replaced by a new one (Discord may refuse old edits).
    table_message_max_age: float = Field(default=50 * 60, gt=0)
    # Cards as our own face images (application emojis uploaded at start-up) or as text.
    card_faces: Literal["emoji", "text"] = "emoji"
    # Shard clusters (docs/scaling.md): how many shards the bot has in all, and which of them this
    # process runs. Neither set: one process, no sharding (as a small bot wants).
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: str | None = None
    # Turn pings wait this long (seconds) for the awaited player to act before mentioning them
    # (bot/effects/pings.py): in brisk play nobody needs one, and 30 s leaves Tolv fiender's 90-second
    # silence rule a minute to spare. 0 pings at once.
    ping_after: float = Field(default=30.0, ge=0)
    # Discord's global rate limit for the bot token, requests per second across all processes
    # (50 unless Discord granted the bot more), and how many processes share it (default: the
    # shard clusters SHARD_COUNT / SHARD_IDS imply, else 1). Each process plans within its share.
    global_rate_limit: float = Field(default=50.0, gt=0)
    clusters: int | None = Field(default=None, ge=1)
    # Open lobbies one member may host at once (anywhere), and one channel may hold at once.
    max_lobbies_per_user: int = Field(default=3, ge=1)
    max_lobbies_per_channel: int = Field(default=10, ge=1)
    # Days a cancelled or abandoned lobby's row is kept before it is removed (finished games are kept).
    retention_days: float = Field(default=30.0, gt=0)
    # Days a finished game's event log (its replay and its game file) is kept; older ones are removed
    # hourly, in small batches. Its result, its placings and the ratings are kept for good.
    replay_days: float = Field(default=365.0, gt=0)
    # Seconds a computer player waits before it acts (bot/core/computers.py): a human-feeling pause.
    computer_delay: float = Field(default=1.5, ge=0, le=60)
    # Hours a paused table waits for someone to resume it before it closes as abandoned
    # (bot/decide/pause.py): a pause stops every other clock of the table.
    pause_hours: float = Field(default=24.0, gt=0, le=24 * 365)
    # Health and metrics (bot/ops/health.py, docs/operations.md): off unless METRICS_PORT is set; then
    # Prometheus metrics at /metrics and a health check at /healthz on METRICS_HOST:METRICS_PORT
    # (only this machine by default; 0.0.0.0 for a Prometheus elsewhere, or in a container).
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    metrics_host: str = "127.0.0.1"

    @field_validator("shard_count", "shard_ids", "clusters", "metrics_port", mode="before")
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
            raise ValueError("it needs SHARD_COUNT too, the number of shards of all clusters together")
        ids = parse_shard_ids(value, count)
        url = str(info.data.get("database_url", ""))
        if len(ids) < count and not url.startswith(POSTGRES_PREFIXES):
            raise ValueError("running some of the shards in this process needs a postgresql:// DATABASE_URL "
                             "that all clusters share, not a SQLite file")
        return value

    @property
    def shard_id_list(self) -> list[int] | None:
        """The shards this process runs (``None``: all of them, or no sharding)."""
        if self.shard_ids is None or self.shard_count is None:
            return None
        return parse_shard_ids(self.shard_ids, self.shard_count)

    @property
    def request_budget(self) -> float:
        """This process's share of the bot token's global rate limit (requests per second)."""
        clusters = self.clusters
        if clusters is None:
            ids = self.shard_id_list
            clusters = -(-(self.shard_count or 1) // len(ids)) if ids else 1
        return self.global_rate_limit / clusters

    def runs_guild(self, guild_id: int) -> bool:
        """Whether this process's shards receive this server's events (Discord's formula)."""
        ids = self.shard_id_list
        return ids is None or (guild_id >> 22) % (self.shard_count or 1) in ids

    @field_validator("metrics_host")
    @classmethod
    def _metrics_host(cls, v: str) -> str:
        v = v.strip().removeprefix("[").removesuffix("]")  # ([::1] as in a URL)
        if not v or any(c.isspace() or c in "/@" for c in v):
            raise ValueError("use an address to listen on, such as 127.0.0.1, 0.0.0.0 or ::1")
        return v

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
            try:
                urlsplit(v).port  # noqa: B018  (raises for a port that is no number or out of range)
            except ValueError:
                raise ValueError("its port is not a number from 1 to 65535") from None
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
