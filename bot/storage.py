"""SQLite persistence (aiosqlite, WAL). Every accepted action is one transaction.

Schema changes are numbered files in ``bot/migrations``; each is applied once, in order, on
start, and recorded in ``schema_migrations``.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

from .models import TableRecord
from .results import ResultRow


def migrations() -> list[tuple[int, str, str]]:
    """(version, name, sql) for every migration file, in order."""
    out = []
    for entry in resources.files("bot.migrations").iterdir():
        if entry.name.endswith(".sql"):
            out.append((int(entry.name.split("_", 1)[0]), entry.name, entry.read_text("utf-8")))
    return sorted(out)


class Storage:
    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.db: aiosqlite.Connection | None = None

    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = await aiosqlite.connect(self.path, isolation_level=None)
        for pragma in ("journal_mode=WAL", "foreign_keys=ON", "synchronous=NORMAL"):
            await self.db.execute_fetchall(f"PRAGMA {pragma}")
        await self.migrate()

    async def close(self) -> None:
        if self.db is not None:
            await self.db.close()
            self.db = None

    async def migrate(self) -> list[int]:
        db = self._db
        await self._x(
            "CREATE TABLE IF NOT EXISTS schema_migrations "
            "(version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        done = {r[0] for r in await db.execute_fetchall("SELECT version FROM schema_migrations")}
        applied = []
        for version, name, sql in migrations():
            if version in done:
                continue
            name_sql = name.replace("'", "''")
            await db.executescript(
                f"BEGIN;\n{sql}\nINSERT INTO schema_migrations VALUES "
                f"({version}, '{name_sql}', datetime('now'));\nCOMMIT;"
            )
            applied.append(version)
        return applied

    async def _x(self, sql: str, args: tuple = ()) -> int:
        """Execute one statement and close its cursor; return the last row id."""
        cur = await self._db.execute(sql, args)
        rowid = cur.lastrowid
        await cur.close()
        return int(rowid or 0)

    @property
    def _db(self) -> aiosqlite.Connection:
        assert self.db is not None, "Storage.open() first"
        return self.db

    # ---- tables ---------------------------------------------------------------------------
    async def create_table(self, rec: TableRecord, now: float) -> int:
        return await self._x(
            "INSERT INTO game_tables (guild_id, channel_id, host_id, game, status, locale, record,"
            " created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?)",
            (rec.guild_id, rec.channel_id, rec.host_id, rec.game, rec.status, rec.locale,
             rec.model_dump_json(), now, now),
        )

    async def save_record(self, rec: TableRecord, now: float) -> None:
        await self._x(
            "UPDATE game_tables SET status=?, record=?, updated_at=? WHERE id=?",
            (rec.status, rec.model_dump_json(), now, rec.id),
        )

    async def save_action(
        self,
        rec: TableRecord,
        state_json: str,
        version: int,
        seat: str | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        now: float,
        results: list[ResultRow] | None = None,
    ) -> None:
        """Snapshot + event row (+ results when the game ended), in one transaction."""
        await self._x("BEGIN IMMEDIATE")
        try:
            await self._x(
                "UPDATE game_tables SET status=?, record=?, state=?, version=?, updated_at=? WHERE id=?",
                (rec.status, rec.model_dump_json(), state_json, version, now, rec.id),
            )
            await self._x(
                "INSERT INTO table_events (table_id, version, seat, action, events, at) VALUES (?,?,?,?,?,?)",
                (rec.id, version, seat, json.dumps(action), json.dumps(events), now),
            )
            for row in results or []:
                await self._x(
                    "INSERT OR REPLACE INTO results (table_id, guild_id, game, user_id, outcome, at,"
                    " players, medal, defeated) VALUES (?,?,?,?,?,?,?,?,?)",
                    (rec.id, rec.guild_id, rec.game, row.user_id, row.outcome, now, row.players,
                     row.medal, row.defeated),
                )
            await self._x("COMMIT")
        except BaseException:
            await self._x("ROLLBACK")
            raise

    async def load_open(self) -> list[tuple[TableRecord, str | None]]:
        rows = await self._db.execute_fetchall(
            "SELECT id, record, state FROM game_tables WHERE status IN ('lobby', 'playing') ORDER BY id"
        )
        out = []
        for tid, record, state in rows:
            rec = TableRecord.model_validate_json(record)
            rec.id = tid
            out.append((rec, state))
        return out

    async def load_table(self, table_id: int) -> tuple[TableRecord, str | None] | None:
        rows = list(await self._db.execute_fetchall(
            "SELECT id, record, state FROM game_tables WHERE id=?", (table_id,)))
        if not rows:
            return None
        rec = TableRecord.model_validate_json(rows[0][1])
        rec.id = rows[0][0]
        return rec, rows[0][2]

    async def events(self, table_id: int) -> list[dict[str, Any]]:
        rows = await self._db.execute_fetchall(
            "SELECT version, seat, action, events, at FROM table_events WHERE table_id=? ORDER BY version",
            (table_id,),
        )
        return [{"version": v, "seat": s, "action": json.loads(a), "events": json.loads(e), "at": at}
                for v, s, a, e, at in rows]

    # ---- queries --------------------------------------------------------------------------
    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        """Run one read query (``?`` placeholders) and return its rows as tuples."""
        return [tuple(r) for r in await self._db.execute_fetchall(sql, args)]

    # ---- settings -------------------------------------------------------------------------
    async def hand_delivery(self, user_id: int) -> str:
        rows = list(await self._db.execute_fetchall(
            "SELECT hand_delivery FROM user_settings WHERE user_id=?", (user_id,)))
        return rows[0][0] if rows else "ephemeral"

    async def set_hand_delivery(self, user_id: int, mode: str) -> None:
        await self._x(
            "INSERT INTO user_settings (user_id, hand_delivery) VALUES (?, ?) "
            "ON CONFLICT(user_id) DO UPDATE SET hand_delivery=excluded.hand_delivery",
            (user_id, mode),
        )

    async def guild_locale(self, guild_id: int) -> str | None:
        rows = list(await self._db.execute_fetchall(
            "SELECT locale FROM guild_settings WHERE guild_id=?", (guild_id,)))
        return rows[0][0] if rows else None

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None:
        await self._x(
            "INSERT INTO guild_settings (guild_id, locale) VALUES (?, ?) "
            "ON CONFLICT(guild_id) DO UPDATE SET locale=excluded.locale",
            (guild_id, locale),
        )
