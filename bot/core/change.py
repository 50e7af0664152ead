"""What a decision produces: the :class:`Change` the pipeline stores, and the clicker's :class:`Answer`.

A decision (:mod:`bot.decide.lobby`, :mod:`bot.decide.moves`, :mod:`bot.decide.rematch`) reads the table in memory and
the input and returns a Change — or raises :class:`~bot.core.live.Refused`, changing nothing. The
commit (:mod:`bot.commit.unit`) stores it in one unit of work and only then swaps memory; the effects
(:mod:`bot.effects.plan`) answer and update Discord from the committed Change. Plain data: no Discord,
no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine import BaseState

from ..storage.models import TableRecord
from ..storage.rating import Placing
from ..storage.results import ResultRow

# How the clicker is answered (rendered by bot.effects.plan):
#   hand      their hand view, edited in place (a click on a hand view, ephemeral or in a DM)
#   hand_new  a fresh ephemeral hand view (a click on the public table)
#   table     the public table, edited in place (a move clicked on the table itself)
#   lobby     the lobby message, edited in place (a click on the lobby)
#   say       a private line (``note``)
#   phrases   the quick phrases' list, edited in place (``note``: the phrase just said, its key)
#   none      nothing (no interaction, or answered already)
How = Literal["hand", "hand_new", "table", "lobby", "say", "phrases", "none"]


@dataclass
class Answer:
    how: How = "none"
    seat: str | None = None
    locale: str = "en"
    note: str | None = None  # a line shown with the hand view, or the text said
    refused: bool = False  # the click was refused (the rules, an outdated view): counted so (bot.ops.metrics)


@dataclass
class Step:
    """One engine step to store: the record and state after it, who acted (None: the clock), the
    action, its events, and the result rows if it ended the game (and, a rated game, its placings:
    the order the ratings are moved by, bot.storage.rating)."""

    record: TableRecord
    state: BaseState
    seat: str | None
    action: dict[str, Any]
    events: list[dict[str, Any]]
    results: list[ResultRow] | None = None
    placings: list[Placing] | None = None


@dataclass
class Change:
    """A decision's outcome. ``record`` is the table's new record (None: nothing to store); with
    ``steps`` it is stored with each engine step (snapshot + event, results at the end), else alone.
    ``game``: the game moved (the table, hands and pings follow); ``lobby``: the lobby's record
    changed and its message must show it (unless the answer does); ``shown``: a record change that
    is no move but shows on the table and the hand views (a quick phrase); ``actor``: the seat whose
    action this is (it is not pinged); ``accepted``: the action asked for was applied (a refused one
    may still store the clock's step that came due first)."""

    record: TableRecord | None = None
    steps: list[Step] = field(default_factory=list)
    now: float = 0.0
    answer: Answer = field(default_factory=Answer)
    actor: str | None = None
    accepted: bool = False
    started: bool = False       # a lobby became a game (its first table message is posted now)
    new_message: bool = False   # the game asks for a new table message (a new hand)
    lobby: bool = False
    shown: bool = False         # a record change the table and every view show (a quick phrase), not a move
    # set by the commit: the table before the change (the ping plan starts from it)
    before: BaseState | None = None
    before_record: TableRecord | None = None

    @property
    def game(self) -> bool:
        return bool(self.steps)

    @property
    def stores(self) -> bool:
        return self.record is not None
