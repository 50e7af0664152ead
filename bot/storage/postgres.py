"""The PostgreSQL backend (``DATABASE_URL=postgresql://…``): an asyncpg pool, a connection per
unit of work.

Isolation: every :meth:`PostgresStorage.transaction` takes its own connection from the pool and
runs ``BEGIN`` … ``COMMIT`` on it; the server keeps concurrent transactions apart (MVCC, READ
COMMITTED), so no lock is needed in this process. Several processes (shard clusters) share the
database; what keeps one *table's* units of work in order across them is the row lock taken by
:mod:`bot.commit.coordination` at the start of each one.

A unit of work opened by a task is *ambient* for that task: a ``transaction()`` (or any query
method) called while it is open joins it instead of taking a second connection. That is how the
coordination's ``SELECT … FOR UPDATE`` and the commit's snapshot + event + results writes end up
in one transaction without the commit knowing (a second connection would wait on the row lock
its own task holds). Only the task that opened it joins: a task spawned meanwhile gets its own.

Queries are written once with ``?`` placeholders (:mod:`bot.storage.base`); they are rewritten to
``$1, $2 …`` once each and asyncpg keeps them prepared per connection, so a statement costs one
round trip. :attr:`PostgresStorage.round_trips` counts them (``BEGIN`` and ``COMMIT`` included)
for the bench.

Durability: PostgreSQL's defaults (``fsync=on``, ``synchronous_commit=on``) flush the WAL at every
COMMIT, so an action acknowledged to a player survives a power cut, as with SQLite's FULL.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import re
from collections.abc import AsyncIterator, Iterable

import asyncpg

from .base import CommitUnknown, Storage, Tx

log = logging.getLogger(__name__)

POOL_SIZE = 10                 # connections per process; a unit of work holds one for a few ms
# A unit of work lasts milliseconds and never waits on Discord. A process that stops half-way
# (frozen, cut off) without its connection closing would keep the table's row lock: the server
# ends such a transaction after this long, and the table is free again.
IDLE_IN_TRANSACTION = "60s"
MIGRATION_LOCK = 0x6361_7264   # advisory lock key: one process at a time applies migrations
_PLACEHOLDER = re.compile(r"'(?:[^']|'')*'|\?")
_translated: dict[str, str] = {}


def to_dollar(sql: str) -> str:
    """``?`` placeholders (outside string literals) → ``$1, $2 …``."""
    out = _translated.get(sql)
    if out is None:
        n = 0

        def number(m: re.Match[str]) -> str:
            nonlocal n
            if m.group() != "?":
                return m.group()
            n += 1
            return f"${n}"

        out = _translated[sql] = _PLACEHOLDER.sub(number, sql)
    return out


def _count(status: str) -> int:
    """Rows changed, from a command tag such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PgTx(Tx):
    def __init__(self, storage: PostgresStorage, conn: asyncpg.Connection) -> None:
        self.storage = storage
        self.conn = conn
        self.writes = 0  # statements run through execute(): the unit of work changed something

    async def execute(self, sql: str, args: tuple = ()) -> int:
        self.storage.round_trips += 1
        self.writes += 1
        return _count(await self.conn.execute(to_dollar(sql), *args))

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        self.storage.round_trips += 1
        return [tuple(r) for r in await self.conn.fetch(to_dollar(sql), *args)]

    async def executemany(self, sql: str, rows: Iterable[tuple]) -> None:
        self.storage.round_trips += 1
        self.writes += 1
        await self.conn.executemany(to_dollar(sql), list(rows))

    async def script(self, sql: str) -> None:
        self.storage.round_trips += 1
        await self.conn.execute(sql)


_AMBIENT: contextvars.ContextVar[tuple[asyncio.Task | None, PgTx] | None] = contextvars.ContextVar(
    "cardtable_pg_unit_of_work", default=None)


class PostgresStorage(Storage):
    backend = "postgresql"
    lock_rows = " FOR UPDATE"
    # EXCLUSIVE: reads go on (ACCESS SHARE), every write to the ratings waits; a game ending
    # touches its ratings before it writes its placings, so one that wrote placings already
    # holds the ratings and the lock waits for it to commit
    lock_ratings = "LOCK TABLE ratings IN EXCLUSIVE MODE"

    def __init__(self, url: str, pool_size: int = POOL_SIZE) -> None:
        self.url = url
        self.pool_size = pool_size
        self.pool: asyncpg.Pool | None = None
        self.round_trips = 0

    async def open(self) -> None:
        self.pool = await asyncpg.create_pool(
            self.url, min_size=1, max_size=max(2, self.pool_size),
            server_settings={"idle_in_transaction_session_timeout": IDLE_IN_TRANSACTION})
        await self.migrate()

    async def close(self) -> None:
        if self.pool is not None:
            pool, self.pool = self.pool, None
            try:
                await asyncio.wait_for(pool.close(), 10)
            except Exception:  # a timeout too
                pool.terminate()

    def terminate(self) -> None:
        """Drop every connection at once, as a killed process would (the server rolls back)."""
        if self.pool is not None:
            pool, self.pool = self.pool, None
            pool.terminate()

    @property
    def _pool(self) -> asyncpg.Pool:
        assert self.pool is not None, "Storage.open() first"
        return self.pool

    def connect(self) -> contextlib.AbstractAsyncContextManager[asyncpg.Connection]:
        """A connection of the pool, outside any transaction (for advisory locks, LISTEN …)."""
        return self._pool.acquire()

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[PgTx]:
        task = asyncio.current_task()
        ambient = _AMBIENT.get()
        if ambient is not None and ambient[0] is task:
            yield ambient[1]  # joins the unit of work this task already has open
            return
        conn = await self._pool.acquire()
        committed = False
        try:
            tx = PgTx(self, conn)
            self.round_trips += 1
            transaction = conn.transaction()
            await transaction.start()
            token = _AMBIENT.set((task, tx))
            try:
                yield tx
            except BaseException:
                _AMBIENT.reset(token)
                with contextlib.suppress(Exception):
                    self.round_trips += 1
                    await transaction.rollback()
                raise
            _AMBIENT.reset(token)
            self.round_trips += 1
            try:
                await transaction.commit()
            except (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, ConnectionError, OSError) as e:
                raise CommitUnknown(str(e)) from e  # the server may have committed it, or not
            committed = True
        finally:
            try:  # (the pool resets the connection: after COMMIT, a failure there changes nothing)
                await self._pool.release(conn)
            except Exception as e:
                log.warning("a database connection failed as it was given back%s: %s",
                            " after its unit of work committed" if committed else "", e)

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        """One read: in this task's unit of work if one is open, else one statement on its own
        (autocommit: one round trip, no BEGIN/COMMIT)."""
        ambient = _AMBIENT.get()
        if ambient is not None and ambient[0] is asyncio.current_task():
            return await ambient[1].fetch(sql, args)
        self.round_trips += 1
        return [tuple(r) for r in await self._pool.fetch(to_dollar(sql), *args)]

    async def migrate(self) -> list[int]:
        """As :meth:`Storage.migrate`, under an advisory lock: clusters starting together apply
        each migration once."""
        async with self.connect() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
            try:
                return await super().migrate()
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
