"""Stage 2 of the pipeline, **decide**: from the table in memory and the input, a
:class:`~bot.core.change.Change` — or a :class:`~bot.core.live.Refused` that changes nothing.

Pure: no I/O, no Discord, no clock of its own (``now`` is an argument), so a refused action
cannot have changed anything.

- :mod:`.lobby` — ``/play``, Join, Leave, Start, Cancel, the option selects, the numbers form,
  the computer seats.
- :mod:`.moves` — a move in a game (a click, a deadline, a computer's turn) through ``engine/``.
- :mod:`.rematch` — "Play again" on a finished table.
"""
