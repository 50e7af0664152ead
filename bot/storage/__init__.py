"""Persistence: the records, one interface (:class:`Storage`), one backend per database engine.

- :mod:`.models` — the table record (``TableRecord``: players, options, message ids), as stored.
- :mod:`.results` — the result rows a finished game leaves; :mod:`.stats` — the ``/stats`` queries;
  :mod:`.history` — the ``/history`` queries.
- :mod:`.rating` — the rating math (OpenSkill, the scale players read, a finished game's placings):
  pure; the ratings move in the unit of work that stores a game's last move.
- :mod:`.base` — :class:`Storage`: every query, once; ``migrations/<backend>/*.sql`` applied on start.
- :mod:`.sqlite` (the default, on aiosqlite) and :mod:`.postgres` (shard clusters, on asyncpg).

The unit of work is a transaction: an action's snapshot + event row + results (+ a rated game's
placings and its players' ratings), a lobby change, a
delivery setting. ``Storage`` writes every query once, in SQL that SQLite and PostgreSQL both run
(``?`` placeholders; a backend translates them), and leaves to each backend only how a
transaction is isolated from every other one:

- :mod:`bot.storage.sqlite`: one connection behind a lock held for a whole unit of work (and for
  every read), so no other table's statement can enter a transaction or be undone by its
  ROLLBACK. SQLite has one writer at a time anyway; several connections would only trade the lock
  for ``SQLITE_BUSY`` retries.
- PostgreSQL: a connection from a pool per transaction; the server isolates them (MVCC).

Callers never see a connection: ``async with storage.transaction() as tx`` or the named methods.
"""

from __future__ import annotations

from .base import CommitUnknown, SaveConflict, Storage, StoredHandView, StoredTable, Tx, migrations


def open_storage(url: str) -> Storage:
    """The backend for a ``DATABASE_URL``: ``sqlite:///path`` (default) or ``postgresql://…``."""
    if url.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStorage

        return PostgresStorage(url)
    from .sqlite import SQLiteStorage, sqlite_path

    return SQLiteStorage(sqlite_path(url))


__all__ = ["CommitUnknown", "SaveConflict", "Storage", "StoredHandView", "StoredTable", "Tx", "migrations",
           "open_storage"]
