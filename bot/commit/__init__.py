"""Stage 3 of the pipeline, **commit**: one unit of work per change.

- :mod:`.unit` — :class:`~bot.commit.unit.Commit`: the table's lock, then one transaction (the
  snapshot, the event row, any results), then memory is swapped — never before the commit. A
  change that cannot be stored leaves the table, its timer and its memory as they were.
- :mod:`.coordination` — what keeps a table correct when several processes share one PostgreSQL
  database (row locks, notifications, the sweep for work a dead process owed); with SQLite, nothing.

The storage itself is :mod:`bot.storage`; what follows a commit is :mod:`bot.effects`.
"""
