"""``python -m bot migrate --to postgresql://… [--from sqlite:///…] [--replace]``: move a bot's
database to another one — open tables (with their state, so games go on), closed tables, the
event log (the replays), results, placings and ratings (the leaderboard) and every setting —
keeping every id, so buttons already posted in Discord keep working. (A replay's stored marks are
not copied: they are worked out again from the event log as the replay is shown.)

Stop the bot first. The source defaults to the ``DATABASE_URL`` of the environment / ``.env``.
The target's migrations are applied, then everything is copied in one transaction: a failure
leaves the target as it was. A target that already holds data is refused unless ``--replace``
(which empties it first).

What it cannot do it refuses in one line, exit code 2, before writing anything anywhere: a
target that is not ``postgresql://`` (only PostgreSQL is a place to move to), a source that is
not a database URL, a SQLite source file that does not exist (it is never created) or is not a
cardtable database (no ``schema_migrations`` and ``game_tables``: it is never migrated), the same
database on both sides. A database that cannot be opened is one line too (:mod:`bot.ops.startup`:
2 for a setting to fix, 1 for a server out of reach).

On PostgreSQL the table-id sequence is moved past the copied ids and each open table's next
deadline is known, so whichever cluster starts first fires it.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
import sys
from pathlib import Path
from typing import Any

from ..storage import Storage, open_storage
from .settings import POSTGRES_PREFIXES, SQLITE_PREFIX
from .startup import CONFIG, OneLineParser, StartupError, command, describe_database_error, open_database

# table, its columns, its key (copied in key order, in pages); parents before children
TABLES: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
    ("game_tables", ("id", "guild_id", "channel_id", "host_id", "game", "status", "locale", "record", "state",
                     "version", "created_at", "updated_at", "deadline"), ("id",)),
    ("table_events", ("table_id", "version", "seat", "action", "events", "at"), ("table_id", "version")),
    ("hand_views", ("table_id", "seat", "message_id", "application_id", "token", "opened", "locale"),
     ("table_id", "seat")),
    ("results", ("table_id", "guild_id", "game", "user_id", "outcome", "at", "players", "medal", "defeated",
                 "computers", "casual"),
     ("table_id", "user_id")),
    ("placings", ("seq", "table_id", "guild_id", "game", "seat", "entrant", "place", "at"), ("table_id", "seat")),
    ("ratings", ("guild_id", "game", "entrant", "mu", "sigma", "conservative", "games", "wins"),
     ("guild_id", "game", "entrant")),
    ("user_settings", ("user_id", "hand_delivery", "pings", "deck"), ("user_id",)),
    ("guild_settings", ("guild_id", "locale"), ("guild_id",)),
]
PAGE = 2000
# SQLite may hand back a whole number as an int
FLOATS = {"created_at", "updated_at", "at", "deadline", "opened", "mu", "sigma", "conservative"}


class TargetNotEmpty(Exception):
    pass


def redact(url: str) -> str:
    """A URL fit to print: no password."""
    return re.sub(r"//([^:/@]+):[^@]*@", r"//\1:***@", url)


async def _pages(source: Storage, table: str, cols: tuple[str, ...], key: tuple[str, ...]) -> Any:
    select = f"SELECT {', '.join(cols)} FROM {table}"
    order = f" ORDER BY {', '.join(key)} LIMIT {PAGE}"
    after: tuple | None = None
    idx = [cols.index(k) for k in key]
    while True:
        if after is None:
            rows = await source.fetch(select + order)
        else:
            cond = f" WHERE ({', '.join(key)}) > ({', '.join('?' for _ in key)})"
            rows = await source.fetch(select + cond + order, after)
        if not rows:
            return
        yield rows
        after = tuple(rows[-1][i] for i in idx)


async def copy_database(source: Storage, target: Storage, replace: bool = False) -> dict[str, int]:
    """Copy every row of ``source`` into ``target`` (both open). Returns rows copied per table."""
    counts: dict[str, int] = {}
    async with target.transaction() as tx:
        held = {t: (await tx.fetch(f"SELECT COUNT(*) FROM {t}"))[0][0] for t, _, _ in TABLES}
        if any(held.values()):
            if not replace:
                raise TargetNotEmpty(", ".join(f"{n} {t}" for t, n in held.items() if n))
            for table, _, _ in reversed(TABLES):
                await tx.execute(f"DELETE FROM {table}")
        for table, cols, key in TABLES:
            counts[table] = 0
            insert = f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})"
            floats = [i for i, c in enumerate(cols) if c in FLOATS]
            async for rows in _pages(source, table, cols, key):
                if floats:
                    rows = [tuple(float(v) if i in floats and v is not None else v for i, v in enumerate(r))
                            for r in rows]
                await tx.executemany(insert, rows)
                counts[table] += len(rows)
        if target.backend == "postgresql":
            await _postgres_after_copy(tx)
    return counts


async def _postgres_after_copy(tx: Any) -> None:
    from engine import get_game

    from ..core.live import deadline_of
    from ..storage.models import TableRecord

    await tx.fetch("SELECT setval(pg_get_serial_sequence('game_tables', 'id'), "
                   "(SELECT COALESCE(MAX(id), 0) + 1 FROM game_tables), false)")
    rows = await tx.fetch("SELECT id, record, state FROM game_tables"
                          " WHERE status IN ('lobby', 'playing') AND deadline IS NULL")
    deadlines = []  # tables stored before deadlines were (SQLite migration 003): work them out
    for tid, record, state in rows:
        rec = TableRecord.model_validate_json(record)
        parsed = get_game(rec.game).State.model_validate_json(state) if state else None
        deadlines.append((deadline_of(rec, parsed), tid))
    await tx.executemany("UPDATE game_tables SET deadline = ? WHERE id = ?", deadlines)


class Refusal(Exception):
    """What migrate will not do, as one line (exit code 2)."""


OURS = ("schema_migrations", "game_tables")  # the tables every cardtable database has


def check_target(url: str) -> None:
    if not url.startswith(POSTGRES_PREFIXES):
        raise Refusal(f"--to {redact(url)} is not a postgresql:// URL: the bot's database moves only to "
                      "PostgreSQL (postgresql://user:password@host:5432/dbname)")


async def check_source(url: str) -> None:
    """The source must be a cardtable database that exists; nothing is created or migrated to find out."""
    if url.startswith(SQLITE_PREFIX):
        path = Path(url[len(SQLITE_PREFIX):])
        if not path.is_file():
            raise Refusal(f"--from {url}: there is no file {path}" + (" (it is a folder)" if path.is_dir() else ""))
        try:
            con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
            try:
                names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            finally:
                con.close()
        except sqlite3.DatabaseError as e:
            raise Refusal(f"--from {url}: {path} is not a SQLite database ({e})") from None
    elif url.startswith(POSTGRES_PREFIXES):
        import asyncpg

        try:
            con = await asyncio.wait_for(asyncpg.connect(url), 30)
        except Exception as e:
            raise describe_database_error(e, url, "--from") from None
        try:
            names = {n for n in OURS if await con.fetchval("SELECT to_regclass($1)", n) is not None}
        finally:
            await con.close()
    else:
        raise Refusal(f"--from {redact(url)} is not a database URL: use sqlite:///path/to/cardtable.db "
                      "or postgresql://…")
    if not set(OURS) <= names:
        missing = " and no ".join(sorted(set(OURS) - names))
        raise Refusal(f"--from {redact(url)} is not a cardtable database (it has no {missing} table)")


async def migrate(source_url: str, target_url: str, replace: bool = False) -> dict[str, int]:
    """Copy ``source_url`` into ``target_url`` after the checks above (raises :class:`Refusal`,
    :class:`~bot.ops.startup.StartupError`, :class:`TargetNotEmpty`)."""
    check_target(target_url)
    await check_source(source_url)
    source, target = open_storage(source_url), open_storage(target_url)
    await open_database(source, source_url, "--from")
    try:
        await open_database(target, target_url, "--to")
        try:
            return await copy_database(source, target, replace)
        finally:
            await target.close()
    finally:
        await source.close()


def main(argv: list[str]) -> int:
    ap = OneLineParser(
        prog=f"{command()} migrate",
        description="Copy this bot's database (tables, events, results, settings) into PostgreSQL, ids kept.")
    ap.add_argument("--to", required=True, metavar="URL", help="the database to copy into (postgresql://…)")
    ap.add_argument("--from", dest="source", metavar="URL",
                    help="the database to copy (default: DATABASE_URL from the environment / .env)")
    ap.add_argument("--replace", action="store_true", help="empty a target that already holds data first")
    args = ap.parse_args(argv)
    source, target = (args.source or "").strip(), args.to.strip()
    if not source:
        from pydantic import ValidationError

        from .settings import Settings
        from .startup import config_errors, unknown_settings

        stop, warn = unknown_settings()  # a mistyped DATABASE_URL would copy the default database
        try:
            source = Settings().database_url
        except ValidationError as e:
            stop += config_errors(e)
        for line in warn + stop:
            print(f"migrate: {line}", file=sys.stderr)
        if stop:
            return 2
    if source.rstrip("/") == target.rstrip("/"):
        print("migrate: --from and --to name the same database; nothing copied.", file=sys.stderr)
        return 2
    try:
        counts = asyncio.run(migrate(source, target, args.replace))
    except Refusal as e:
        print(f"migrate: {e}; nothing copied.", file=sys.stderr)
        return CONFIG
    except StartupError as e:
        print(f"migrate: {e.line} Nothing copied.", file=sys.stderr)
        return e.code
    except TargetNotEmpty as e:
        print(f"migrate: {redact(target)} already holds data ({e}); nothing copied. "
              "Add --replace to empty it first.", file=sys.stderr)
        return 2
    except Exception as e:
        print(f"migrate: nothing copied: {type(e).__name__}: {' '.join(str(e).split())[:300]}", file=sys.stderr)
        return 1
    print(f"copied {counts['game_tables']} tables, {counts['table_events']} events, {counts['results']} results, "
          f"{counts['placings']} placings, {counts['ratings']} ratings, {counts['user_settings']} user settings "
          f"and {counts['guild_settings']} server settings "
          f"from {redact(source)} to {redact(target)}")
    return 0
