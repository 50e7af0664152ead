"""What players read: every message the bot draws, each game's face, and the words.

- :mod:`.screens` — the lobby, the public table, a hand view, the rules, the legend, the full
  log, the turn ping's button: each an embed and its controls, from a record and a state.
- :mod:`.ui` — one ``GameUI`` per game (``ui/<game>.py``): its table, its hand view, and how a
  click becomes an engine action.
- :mod:`.i18n` + ``locales/<language>/*.ftl`` — the Fluent catalogues (every string the bot shows)
  and how cards read (faces or text cards).
- :mod:`.options` — a game's options: as typed in ``/play``, in the lobby's selects and form.
- :mod:`.limits` — every embed fitted to Discord's limits as it is rendered.
- :mod:`.cardfaces` (drawn with Pillow) and :mod:`.emojis` (registered as application emojis).
- :mod:`.stats_view` — the ``/stats`` embed.
- :mod:`.replay` — a finished game's replay page and its game file; :mod:`.history_view` — ``/history``.

Rendering reads records and states and writes nothing; it is called by the decisions (to check a
click against what was offered) and by the effects (to draw what Discord shows).
"""
