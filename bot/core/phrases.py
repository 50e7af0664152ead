"""Quick phrases: what players say at a table with a button, in every reader's own language.

A phrase is stored as its key (``good-luck``), never as text: each reader's view words it in the
reader's language (the public table in the table's, a hand view or a live copy of the table in its
reader's), so a Swedish, an English and a Norwegian player read one "Lycka till!" each their own way.
It is said by a seated player from the 💬 list the table's button opens, and kept on the table's
record (:attr:`bot.storage.models.TableRecord.phrase`): the newest one only, shown for
:data:`SHOWN_FOR` seconds at most — one line on the table, taken from the rows its short log would
have had (the table never grows), and the newest public line on each hand view. It is not a move: it
is not in the game's event log, its replay or its game file, and it carries no card.

Tolv fiender has none: its rules allow one preset statement, only after a jester, and nothing else
(its own ``say`` buttons); a phrase asked for there is refused like any control not offered.

At most one phrase a player every :data:`EVERY` seconds (the record keeps when each seat last spoke,
so the limit holds across a restart and across processes).
"""

from __future__ import annotations

PHRASES: dict[str, str] = {  # key -> emoji, in the order the list shows them
    "good-luck": "🍀",
    "your-turn": "👉",
    "one-moment": "⏳",
    "well-played": "👏",
    "oops": "😅",
    "thanks": "🙏",
    "good-game": "🤝",
    "rematch": "🔁",
}
EVERY = 10.0      # seconds between two phrases of one player
SHOWN_FOR = 60.0  # seconds a phrase stays on the table and the hand views (until one is rendered later)
WITHOUT = frozenset({"tolv-fiender"})  # games whose rules say what may be said (none of these)


def offered(game_id: str) -> bool:
    """Whether a table of this game has quick phrases."""
    return game_id not in WITHOUT


def fresh(at: float, now: float | None) -> bool:
    """Whether a phrase said at ``at`` is still shown at ``now`` (None: a view not tied to a time)."""
    return now is None or now - at < SHOWN_FOR
