"""Start-up checks: everything that can be found wrong before the bot logs in to Discord.

An operator who starts the bot with a wrong setting should read one line that names the cause
and the setting, never a traceback, and nothing should have reached Discord yet. So ``python -m
bot`` (:mod:`bot.__main__`) opens the database — and for PostgreSQL thereby checks the login,
the database and the schema the bot's tables live in — and binds the metrics port *before* it
logs in (:meth:`bot.app.CardBot.prepare`). Each failure becomes a :class:`StartupError`: one
line, and the exit code that says whose move it is:

- **2, configuration**: the operator must change a setting (a database that does not exist, a
  role or password the server refuses, a schema the role may not create tables in, a SQLite path
  that cannot be opened, a file that is not a database, a database migrated by a newer version
  of the bot, a metrics port already taken). Restarting will not help.
- **1, the outside world**: something out of the operator's settings is down (the database
  server refuses connections or does not answer, the host name does not resolve, the server is
  starting up or full). Starting again later may work.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import difflib
import os
import sqlite3
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NoReturn
from urllib.parse import urlsplit

from pydantic import ValidationError

from .settings import Settings

if TYPE_CHECKING:  # (imported where used: --help and a wrong setting need no storage, nor the engine it loads)
    from ..storage import Storage

CONFIG, WORLD = 2, 1          # exit codes: a setting to change, something outside to wait for
OPEN_TIMEOUT = 30.0           # seconds the database may take to open (connect, migrate)
# PostgreSQL error classes (SQLSTATE's first two characters) that are the server's state, not ours:
# 08 connection exception, 53 insufficient resources (too many connections), 57 operator
# intervention (the server is starting up or shutting down), 58 system error.
PG_TRANSIENT = ("08", "53", "57", "58")


def unknown_settings(env_file: str | os.PathLike[str] = ".env",
                     environ: Mapping[str, str] | None = None) -> tuple[list[str], list[str]]:
    """Keys the operator wrote that are no setting: (lines that stop the bot, warnings).

    The bot reads only the settings of :class:`~bot.ops.settings.Settings`, so a mistyped key
    (``DISCROD_TOKEN``, ``METRIC_PORT=9100``) would be ignored without a word, and the setting
    meant would quietly keep its default. In ``.env`` — the bot's own file — a key that is close to
    a setting is such a typo: one line names the setting meant, and the bot does not start (exit 2),
    as for an invalid value. A key in ``.env`` close to no setting (``POSTGRES_PASSWORD``, which
    ``compose.postgres.yaml`` reads from the same file) is one warning line, and the bot starts.
    The environment holds every other program's variables too, so there only a name that nearly
    is a setting (and is none) is reported, as a warning. Settings have no prefix; names are
    compared without regard to case, as pydantic-settings reads them."""
    from dotenv import dotenv_values

    names = sorted(name.upper() for name in Settings.model_fields)
    environ = os.environ if environ is None else environ
    stop: list[str] = []
    warn: list[str] = []
    path = os.fspath(env_file)
    keys = list(dotenv_values(path)) if os.path.isfile(path) else []
    for key in keys:
        if key.upper() in names:
            continue
        near = difflib.get_close_matches(key.upper(), names, n=1, cutoff=0.75)
        if near:
            stop.append(f"Configuration error: unknown setting {key} in .env: did you mean {near[0]}?")
        else:
            warn.append(f"Warning: unknown setting {key} in .env: the bot reads no such setting "
                        "(.env.example lists them); ignored.")
    for key in environ:
        if key.upper() in names or key in keys:
            continue
        near = difflib.get_close_matches(key.upper(), names, n=1, cutoff=0.85)
        if near:
            warn.append(f"Warning: unknown setting {key} in the environment: did you mean {near[0]}? Ignored.")
    return stop, warn


def config_errors(error: ValidationError) -> list[str]:
    """One line per invalid setting, naming it as it is written in ``.env``."""
    lines = []
    for err in error.errors():
        name = ".".join(map(str, err["loc"])).upper() or "configuration"
        msg = err["msg"].removeprefix("Value error, ")
        value = err.get("input")
        shown = f"{name}={value!r}"[:80] if isinstance(value, str) and name != "DISCORD_TOKEN" else name
        lines.append(f"Configuration error: {shown} is not valid: {msg[:1].lower()}{msg[1:]}.")
    return lines


def command() -> str:
    """What the operator types to run the bot, for its usage lines and the notices that name a
    command: as the README has it, ``./scripts/run`` (the script passes how it was called, in
    ``CARDTABLE_COMMAND``), else ``python -m bot`` (the Docker image's command, and what one
    types in the bot's own environment: ``docker compose exec bot python -m bot ratings …``)."""
    return " ".join(os.environ.get("CARDTABLE_COMMAND", "").split()) or "python -m bot"


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a wrong command line is one line (and exit code 2), as every start-up failure is."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help).\n")


class StartupError(Exception):
    """A failure to start, already worded as one line; ``code`` is the exit code."""

    def __init__(self, line: str, code: int) -> None:
        super().__init__(line)
        self.line, self.code = line, code


def one_line(text: object, limit: int = 200) -> str:
    """Whitespace (a server message's newlines included) collapsed, and cut to ``limit``."""
    text = " ".join(str(text or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def where(url: str) -> str:
    """What a DATABASE_URL points at, fit to print (no password): ``host:port/database`` or the file."""
    if url.startswith("sqlite:///"):
        return url[len("sqlite:///"):]
    try:
        parts = urlsplit(url)
        host = parts.hostname or "localhost"
        port = parts.port or 5432
    except ValueError:
        return "(an unreadable URL)"
    return f"{host}:{port}{parts.path or '/'}"


def check_sqlite_folder(settings: Settings) -> None:
    """A SQLite file's folder must exist or be creatable, and writable (before anything opens it)."""
    if settings.database_backend != "sqlite" or str(settings.database_path) == ":memory:":
        return
    folder = settings.database_path.resolve().parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StartupError(f"Configuration error: DATABASE_URL: cannot create the folder {folder} "
                           f"({e.strerror or e}).", CONFIG) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise StartupError(f"Configuration error: DATABASE_URL: the folder {folder} is not writable.", CONFIG)


def describe_database_error(exc: BaseException, url: str, setting: str = "DATABASE_URL") -> StartupError:
    """The one line (and exit code) for a database that could not be opened."""
    import asyncpg

    at = where(url)
    if isinstance(exc, StartupError):
        return exc
    if isinstance(exc, asyncpg.PostgresError):
        state = str(getattr(exc, "sqlstate", "") or "")
        message = one_line(getattr(exc, "message", None) or exc)
        if isinstance(exc, asyncpg.InvalidCatalogNameError):
            return StartupError(f"Configuration error: {setting}: PostgreSQL at {at} says {message}: "
                                "create it (createdb) or correct the database name.", CONFIG)
        if isinstance(exc, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
            return StartupError(f"Configuration error: {setting}: PostgreSQL at {at} refused the login: "
                                f"{message}. Check the user and password.", CONFIG)
        if isinstance(exc, asyncpg.InvalidSchemaNameError | asyncpg.InsufficientPrivilegeError):
            return StartupError(f"Configuration error: {setting}: PostgreSQL at {at} will not hold the bot's "
                                f"tables: {message}. Check the role's rights and the search_path schema.", CONFIG)
        if state[:2] in PG_TRANSIENT:
            return StartupError(f"Could not open the database ({setting}, {at}): {message}. Try again later.",
                                WORLD)
        return StartupError(f"Configuration error: {setting}: PostgreSQL at {at} refused the database: "
                            f"{message}.", CONFIG)
    if isinstance(exc, sqlite3.DatabaseError):
        message = one_line(exc)
        if "locked" in message or "busy" in message:
            return StartupError(f"Could not open the database ({setting}, {at}): {message} (another program "
                                "holds it). Try again later.", WORLD)
        return StartupError(f"Configuration error: {setting}: cannot use the SQLite file {at}: {message}.", CONFIG)
    if isinstance(exc, TimeoutError):
        return StartupError(f"Could not reach the database ({setting}, {at}): no answer within "
                            f"{OPEN_TIMEOUT:.0f} s. Check that it is running and reachable.", WORLD)
    if isinstance(exc, PermissionError | IsADirectoryError | NotADirectoryError):
        return StartupError(f"Configuration error: {setting}: cannot open {at}: {one_line(exc.strerror or exc)}.",
                            CONFIG)
    if isinstance(exc, OSError):  # refused, unreachable, a name that does not resolve
        reason = one_line(exc.strerror or exc)
        if isinstance(exc, ConnectionRefusedError):
            reason = "connection refused (is the server running, on that port?)"
        return StartupError(f"Could not reach the database ({setting}, {at}): {reason}.", WORLD)
    if isinstance(exc, asyncpg.InterfaceError | ValueError):  # a URL asyncpg cannot read, a bad option
        return StartupError(f"Configuration error: {setting}: {one_line(exc)}.", CONFIG)
    return StartupError(f"Could not open the database ({setting}, {at}): {type(exc).__name__}: "
                        f"{one_line(exc)}.", WORLD)


async def check_schema(storage: Storage, url: str, setting: str = "DATABASE_URL") -> None:
    """The database must not have been migrated past what this build knows: a newer bot's schema
    may mean something this one would misread."""
    from ..storage.base import migrations  # (bot.storage.migrations is also the folder of SQL files)

    known = max(v for v, _, _ in migrations(storage.backend))
    rows = await storage.fetch("SELECT MAX(version) FROM schema_migrations")
    newest = rows[0][0] if rows else None
    if newest is not None and int(newest) > known:
        raise StartupError(f"Configuration error: {setting}: the database at {where(url)} has schema version "
                           f"{newest}, newer than this version of the bot knows ({known}): run the newer "
                           "version, or point the setting at another database.", CONFIG)


async def open_database(storage: Storage, url: str, setting: str = "DATABASE_URL") -> None:
    """Open ``storage`` (connect and apply migrations) and check its schema, or raise
    :class:`StartupError` with one line; a storage that fails is closed again."""
    try:
        await asyncio.wait_for(storage.open(), OPEN_TIMEOUT)
        await check_schema(storage, url, setting)
    except BaseException as e:
        await _close_quietly(storage)
        if isinstance(e, asyncio.CancelledError | KeyboardInterrupt):
            raise
        raise describe_database_error(e, url, setting) from None


async def _close_quietly(storage: Any) -> None:
    with contextlib.suppress(Exception):  # (half-opened: nothing more to say than the cause)
        await asyncio.wait_for(storage.close(), 5)
