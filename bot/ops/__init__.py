"""The operator's side: how the bot is configured, started, watched and moved.

- :mod:`.settings` — every setting, from the environment and ``.env`` (pydantic-settings).
- :mod:`.startup` — what is checked before the login, and each failure's one line.
- :mod:`.metrics` + :mod:`.health` — Prometheus metrics at ``/metrics`` and ``/healthz``;
  :mod:`.probe` — ``python -m bot health``, which asks ``/healthz``.
- :mod:`.migrate` — ``python -m bot migrate``: a SQLite database into PostgreSQL.
- :mod:`.audit` — replays a table's event log to its stored snapshot.
- :mod:`.ratings` — ``python -m bot ratings --rebuild``: every rating recomputed from the placings.

The command line itself is ``bot/__main__.py``; the bot is put together in ``bot/app.py``.
"""
