"""The rows a finished game leaves in the ``results`` table. Pure: no storage, no Discord.

One row per player. ``outcome`` is ``win``, ``loss`` or ``abandoned`` (a table closed for
inactivity counts for nobody). A player who left is a loss in every game (:func:`engine.leavers`):
the engines never name a seat that emptied among the winners, and a seat a computer stood in for
to the end (its player did not rejoin) is a loss for that player, whatever the stand-in made of
it. A cooperative game (Tolv fiender) is won or lost by the whole table; its rows also carry
what the table achieved, so ``/stats`` can show table results: the solo medal and how many enemies
the table defeated (how far a lost game got).
"""

from __future__ import annotations

from typing import NamedTuple

from engine import BaseState, leavers

from .models import TableRecord


class ResultRow(NamedTuple):
    user_id: int
    outcome: str  # win | loss | abandoned
    players: int  # how many sat down at the table (1 = solo)
    medal: str | None  # a cooperative solo win: gold | silver | bronze
    defeated: int | None  # cooperative: the enemies the table defeated
    computers: int = 0  # computer players at the table: counted apart (bot.storage.stats)
    casual: bool = False  # a casual game: listed by /history, counted by no /stats figure


def outcome_of(seat: str, result: dict, left: list[str] | tuple[str, ...] = ()) -> str:
    """``left``: the game's leavers (:func:`engine.leavers`)."""
    if result.get("reason") == "abandoned":
        return "abandoned"
    return "win" if seat in result.get("winners", []) and seat not in left else "loss"


def results_for(rec: TableRecord, state: BaseState) -> list[ResultRow]:
    """The result rows of a finished game (``state.result`` set), one per person (a computer
    player has none; the people's rows say how many computers played)."""
    result = state.result or {}
    players = len(rec.players)
    medal = result.get("medal")
    defeated = result.get("enemies_defeated")
    computers = len(rec.computers)
    left = leavers(state)
    return [ResultRow(p.user_id, outcome_of(p.seat, result, left), players, medal, defeated, computers, rec.casual)
            for p in rec.people]
