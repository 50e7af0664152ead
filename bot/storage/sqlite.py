"""The SQLite backend (the default): one aiosqlite connection, WAL, ``synchronous=FULL``.

Isolation: one ``asyncio.Lock`` is held for a whole unit of work — ``BEGIN IMMEDIATE`` … ``COMMIT``
— and for every read. All statements share the one connection, so without the lock a statement
of table B could run inside table A's transaction (and be rolled back with it), or a read could
see A's uncommitted writes. SQLite admits one writer at a time anyway, so serialising units of
work costs nothing a second connection would win back; the lock also keeps them in arrival order.

Durability: in WAL mode ``synchronous=NORMAL`` may lose the last commits on power loss; ``FULL``
syncs the log at every commit, so an action acknowledged to a player survives a power cut.

Where the work runs: aiosqlite runs every statement on the connection's own thread, in order, so
nothing that waits on the disk — the sync of a ``COMMIT``, another process's write lock that
``BEGIN IMMEDIATE`` waits for (a backup, the migration tool; up to :data:`BUSY_TIMEOUT_MS`) —
holds up the event loop. A move is four statements (``BEGIN``, the snapshot, the event,
``COMMIT``; a game's end adds one per player), each one hand-off to that thread and back; a change
of one statement (a draft, a new message's id, a setting) is one (:meth:`SQLiteStorage.write`).
The bot bench (``bench/bot.py``) measures what that costs. A caller cancelled meanwhile still rolls back
before the lock is released: its ``ROLLBACK`` runs on the same thread after the statement in
flight, and before any other unit of work's.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterable
from pathlib import Path

import aiosqlite

from .base import Storage, Tx

BUSY_TIMEOUT_MS = 5000  # how long a unit of work waits for another process's write lock


def sqlite_path(url: str) -> Path:
    """The file named by ``sqlite:///relative`` or ``sqlite:////absolute`` (or a bare path)."""
    return Path(url[len("sqlite:///"):] if url.startswith("sqlite:///") else url)


class SQLiteTx(Tx):
    """Statements of one unit of work; the caller holds the storage's lock."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, args: tuple = ()) -> int:
        async with self.db.execute(sql, args) as cur:
            return cur.rowcount

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        return [tuple(r) for r in await self.db.execute_fetchall(sql, args)]

    async def executemany(self, sql: str, rows: Iterable[tuple]) -> None:
        await self.db.executemany(sql, list(rows))

    async def script(self, sql: str) -> None:
        for statement in sql.split(";"):
            if any(line.strip() and not line.strip().startswith("--") for line in statement.splitlines()):
                await self.execute(statement)


class SQLiteStorage(Storage):
    backend = "sqlite"

    def __init__(self, path: Path | str, synchronous: str = "FULL") -> None:
        self.path = Path(path)
        self.synchronous = synchronous
        self.db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = await aiosqlite.connect(self.path, isolation_level=None)
        for pragma in ("journal_mode=WAL", "foreign_keys=ON", f"synchronous={self.synchronous}",
                       f"busy_timeout={BUSY_TIMEOUT_MS}"):
            await self.db.execute_fetchall(f"PRAGMA {pragma}")
        await self.migrate()

    async def close(self) -> None:
        if self.db is not None:
            db, self.db = self.db, None
            async with self._lock:
                await db.close()

    @property
    def _db(self) -> aiosqlite.Connection:
        assert self.db is not None, "Storage.open() first"
        return self.db

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._lock:
            db = self._db
            try:
                await db.execute("BEGIN IMMEDIATE")
                yield SQLiteTx(db)
                await db.execute("COMMIT")
            except BaseException:  # (a caller cancelled while BEGIN waited, too: never leave it open)
                with contextlib.suppress(Exception):  # (queued after the statement in flight)
                    await db.execute("ROLLBACK")
                raise

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        async with self._lock:
            return await SQLiteTx(self._db).fetch(sql, args)

    async def write(self, sql: str, args: tuple = ()) -> int:
        """One statement as its own implicit transaction (atomic, synced at its end like any
        COMMIT): one hand-off to the connection's thread instead of three. A caller cancelled
        meanwhile leaves it to finish there, before any statement queued after it."""
        async with self._lock:
            return await SQLiteTx(self._db).execute(sql, args)
