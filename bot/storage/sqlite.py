"""The SQLite backend (the default): one connection, WAL, ``synchronous=FULL``.

Isolation: one ``asyncio.Lock`` is held for a whole unit of work — ``BEGIN IMMEDIATE`` … ``COMMIT``
— and for every read. All statements share the one connection, so without the lock a statement
of table B could run inside table A's transaction (and be rolled back with it), or a read could
see A's uncommitted writes. SQLite admits one writer at a time anyway, so serialising units of
work costs nothing a second connection would win back; the lock also keeps them in arrival order.

Durability: in WAL mode ``synchronous=NORMAL`` may lose the last commits on power loss; ``FULL``
syncs the log at every commit, so an action acknowledged to a player survives a power cut.

Where the work runs: a unit of work's statements run on the event loop's thread, and only what
waits on the disk runs on the connection's own thread (one worker thread): the
``COMMIT`` (the sync), reads outside a unit of work (``/stats``, resuming every table at start),
opening and closing. Inside a transaction SQLite changes pages in its cache, which takes
microseconds; handing each statement to a thread and back (what ``aiosqlite`` does) cost ~90 µs of
CPU per statement here, several times what the statement itself costs, and a move runs 6–9 of
them (``bench/bot.py`` measures a stored action). The lock guarantees the two threads never use
the connection at once. ``BEGIN IMMEDIATE`` waits for no other process on the loop: if another
process holds the write lock (a backup, the migration tool), the wait moves to the connection's
thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from .base import Storage, Tx

T = TypeVar("T")
BUSY_TIMEOUT_MS = 5000  # how long a unit of work waits for another process's write lock


def sqlite_path(url: str) -> Path:
    """The file named by ``sqlite:///relative`` or ``sqlite:////absolute`` (or a bare path)."""
    return Path(url[len("sqlite:///"):] if url.startswith("sqlite:///") else url)


class _Job:
    """One piece of work for the connection's thread, and what awaits it on the event loop."""

    __slots__ = ("args", "done", "finished", "fn", "future")

    def __init__(self, future: asyncio.Future[Any], fn: Callable[..., Any], args: tuple) -> None:
        self.future, self.fn, self.args = future, fn, args
        self.done = False  # (read and written on the loop's thread only)
        self.finished: asyncio.Future[None] | None = None  # awaited by a caller cancelled meanwhile


class _Worker(threading.Thread):
    """The connection's thread: runs the jobs put on its queue in order, and hands each result
    (or exception) back to the awaiting future on its event loop."""

    def __init__(self) -> None:
        super().__init__(name="sqlite", daemon=True)
        self.jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self.start()

    def run(self) -> None:
        while (job := self.jobs.get()) is not None:
            try:
                result = job.fn(*job.args)
            except BaseException as e:  # handed to the awaiting task, raised there
                job.future.get_loop().call_soon_threadsafe(_settle, job, None, e)
            else:
                job.future.get_loop().call_soon_threadsafe(_settle, job, result, None)

    def stop(self) -> None:
        self.jobs.put(None)
        self.join()


def _settle(job: _Job, result: Any, error: BaseException | None) -> None:
    """On the loop: the job is done; its caller gets the outcome (unless it was cancelled)."""
    job.done = True
    future = job.future
    if not future.done():
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)
    if job.finished is not None and not job.finished.done():
        job.finished.set_result(None)


class SQLiteTx(Tx):
    """Statements on the loop's thread; the caller holds the storage's lock."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    async def execute(self, sql: str, args: tuple = ()) -> int:
        return self.db.execute(sql, args).rowcount

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        return self.db.execute(sql, args).fetchall()

    async def executemany(self, sql: str, rows: Iterable[tuple]) -> None:
        self.db.executemany(sql, rows)

    async def script(self, sql: str) -> None:
        for statement in sql.split(";"):
            if any(line.strip() and not line.strip().startswith("--") for line in statement.splitlines()):
                await self.execute(statement)


class SQLiteStorage(Storage):
    backend = "sqlite"

    def __init__(self, path: Path | str, synchronous: str = "FULL") -> None:
        self.path = Path(path)
        self.synchronous = synchronous
        self.db: sqlite3.Connection | None = None
        self._lock = asyncio.Lock()
        self._thread: _Worker | None = None

    async def _off_loop(self, fn: Callable[..., T], *args: object) -> T:
        """Run ``fn(*args)`` on the connection's thread (what may wait on the disk). A caller
        cancelled meanwhile still waits for the job to finish (so the lock is never released while
        the connection is in use), then sees the cancellation; whether a COMMIT went through, the
        database says."""
        assert self._thread is not None, "Storage.open() first"
        loop = asyncio.get_running_loop()
        job = _Job(loop.create_future(), fn, args)
        self._thread.jobs.put(job)
        try:
            return await job.future  # (no asyncio.shield: two loop callbacks fewer per job)
        except asyncio.CancelledError:
            if not job.done:
                job.finished = loop.create_future()
                await job.finished  # (only ever given a result)
            raise

    async def open(self) -> None:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._thread = _Worker()

        def connect() -> sqlite3.Connection:
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            for pragma in ("journal_mode=WAL", "foreign_keys=ON", f"synchronous={self.synchronous}",
                           "busy_timeout=0"):
                db.execute(f"PRAGMA {pragma}").fetchall()
            return db

        self.db = await self._off_loop(connect)
        await self.migrate()

    async def close(self) -> None:
        if self.db is not None:
            db, self.db = self.db, None
            async with self._lock:
                await self._off_loop(db.close)
        if self._thread is not None:
            self._thread.stop()
            self._thread = None

    @property
    def _db(self) -> sqlite3.Connection:
        assert self.db is not None, "Storage.open() first"
        return self.db

    def _begin_waiting(self, db: sqlite3.Connection) -> None:
        """``BEGIN IMMEDIATE`` that waits (on the connection's thread) for another process's lock."""
        db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        try:
            db.execute("BEGIN IMMEDIATE")
        finally:
            db.execute("PRAGMA busy_timeout=0")

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        async with self._lock:
            db = self._db
            try:
                try:
                    db.execute("BEGIN IMMEDIATE")
                except sqlite3.OperationalError as e:  # another process writes: wait off the loop
                    if db.in_transaction or "locked" not in str(e):
                        raise
                    await self._off_loop(self._begin_waiting, db)
                yield SQLiteTx(db)
                await self._off_loop(db.execute, "COMMIT")
            except BaseException:  # (a caller cancelled while BEGIN waited, too: never leave it open)
                if db.in_transaction:
                    with contextlib.suppress(Exception):
                        db.execute("ROLLBACK")
                raise

    async def fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        async with self._lock:
            db = self._db
            return await self._off_loop(lambda: db.execute(sql, args).fetchall())
