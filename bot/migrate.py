"""``python -m bot migrate --to postgresql://… [--from sqlite:///…] [--replace]``: move a bot's
database to another one — open tables (with their state, so games go on), closed tables, the
event log, results (the leaderboard) and every setting — keeping every id, so buttons already
posted in Discord keep working.

Stop the bot first. The source defaults to the ``DATABASE_URL`` of the environment / ``.env``.
The target's migrations are applied, then everything is copied in one transaction: a failure
leaves the target as it was. A target that already holds data is refused unless ``--replace``
(which empties it first). On PostgreSQL the table-id sequence is moved past the copied ids and
each open table's next deadline is known, so whichever cluster starts first fires it.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from typing import Any

from .storage import Storage, open_storage

# table, its columns, its key (copied in key order, in pages); parents before children
TABLES: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
    ("game_tables", ("id", "guild_id", "channel_id", "host_id", "game", "status", "locale", "record", "state",
                     "version", "created_at", "updated_at", "deadline"), ("id",)),
    ("table_events", ("table_id", "version", "seat", "action", "events", "at"), ("table_id", "version")),
    ("hand_views", ("table_id", "seat", "message_id", "application_id", "token", "opened", "locale"),
     ("table_id", "seat")),
    ("results", ("table_id", "guild_id", "game", "user_id", "outcome", "at", "players", "medal", "defeated"),
     ("table_id", "user_id")),
    ("user_settings", ("user_id", "hand_delivery", "pings", "deck"), ("user_id",)),
    ("guild_settings", ("guild_id", "locale"), ("guild_id",)),
]
PAGE = 2000
FLOATS = {"created_at", "updated_at", "at", "deadline", "opened"}  # SQLite may hand back a whole number as an int


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

    from .live import deadline_of
    from .models import TableRecord

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


async def migrate(source_url: str, target_url: str, replace: bool = False) -> dict[str, int]:
    source, target = open_storage(source_url), open_storage(target_url)
    await source.open()
    try:
        await target.open()
        try:
            return await copy_database(source, target, replace)
        finally:
            await target.close()
    finally:
        await source.close()


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m bot migrate",
        description="Copy this bot's database (tables, events, results, settings) into another one, ids kept.")
    ap.add_argument("--to", required=True, metavar="URL", help="the database to copy into (postgresql://…)")
    ap.add_argument("--from", dest="source", metavar="URL",
                    help="the database to copy (default: DATABASE_URL from the environment / .env)")
    ap.add_argument("--replace", action="store_true", help="empty a target that already holds data first")
    args = ap.parse_args(argv)
    source = args.source
    if source is None:
        from .settings import Settings

        source = Settings().database_url
    if source.rstrip("/") == args.to.rstrip("/"):
        print("migrate: --from and --to name the same database.", file=sys.stderr)
        return 2
    try:
        counts = asyncio.run(migrate(source, args.to, args.replace))
    except TargetNotEmpty as e:
        print(f"migrate: {redact(args.to)} already holds data ({e}); nothing copied. "
              "Add --replace to empty it first.", file=sys.stderr)
        return 2
    except Exception as e:
        print(f"migrate: nothing copied: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    print(f"copied {counts['game_tables']} tables, {counts['table_events']} events, {counts['results']} results, "
          f"{counts['user_settings']} user settings and {counts['guild_settings']} server settings "
          f"from {redact(source)} to {redact(args.to)}")
    return 0
