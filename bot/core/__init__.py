"""What every stage of the pipeline shares: the table in memory and a change to it.

- :mod:`.live` — :class:`~bot.core.live.Live`, an open table as this process holds it (record,
  state, lock), the registry of tables, and the refusals (``Refused``, ``Unsaved``).
- :mod:`.change` — :class:`~bot.core.change.Change`, what a decision produces and the commit
  stores, with the clicker's :class:`~bot.core.change.Answer`.
- :mod:`.computers` — the computer seats: who they are, when they act, what they play.
- :mod:`.clock` — wall-clock time, injectable, so tests step time instead of sleeping.
- :mod:`.replays` — a finished game's positions, replayed from its event log (and the game as a
  file in the replay format); the open replays of this process, bounded. Nothing for an open table.

Below it only :mod:`bot.storage` (the records) and ``engine/``.
"""
