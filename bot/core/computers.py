"""Computer players at the table: who they are, when they act, and what they do — decided here,
pure, like :mod:`bot.decide.lobby` and :mod:`bot.decide.moves`.

**Who.** The host adds a computer to a free seat of a lobby (a level: ``easy`` or ``good``) and can
remove it again (:func:`bot.decide.lobby.change`). A computer is a
:class:`~bot.storage.models.Player` with ``computer`` set to its level and a small number for
``user_id`` (1, 2, … — never a Discord user's id, which are 17 digits and more), named in each
reader's language ("🤖 Dator 1" to a Swede: :func:`bot.render.screens.ctx_for`). It is never pinged,
never gets a hand message, and its results are not stored: people's rankings stay among people, and
a person's games at a table with a computer are counted apart (:mod:`bot.storage.stats`).

**When.** A computer acts when the game waits on its seat (its turn, with something to do), a
short, human-feeling pause after the table last changed: ``TableRecord.pace`` seconds after the
state's clock (``COMPUTER_DELAY``, noted on the record when the computer was added). That moment is
part of the table's deadline (:func:`bot.core.live.deadline_of`), so the computer's move is fired by the
same timer, stored deadline and sweep as a seat's silence — it survives restarts and runs once
across processes — and it is applied by the same unit of work as a person's click
(:func:`bot.decide.moves.clock`). A computer acts before any clock of the game's own could pass its turn:
it never times out. Once no person is left in the game, the computers leave it (it ends).

**What.** :func:`engine.computer.decide` on :func:`engine.computer.knowledge`: only what the seat
may know, never the state (see :mod:`engine.computer`).

**Standing in.** When a person leaves a game that has computer players (every game but Tolv
fiender) and the table's ``stand_in`` option is on (:func:`stands_in`), their seat is not emptied:
the engine marks it away (``StandIn``) and a computer of the ``good`` level plays it, as it plays a
computer seat — the same knowledge of that seat only, the same timer — until the player presses
Rejoin (``Rejoin``: handed back once the seat is not mid-decision). It stands in only while
another person still plays at the table: the last person to leave leaves as before.
"""

from __future__ import annotations

import zlib
from typing import Any

from engine import BaseState, computer, get_game

from ..storage.models import TableRecord

LEVELS = computer.LEVELS
STAND_IN_LEVEL = "good"  # the level of a computer standing in for an away player
MAX_NUMBER = 9  # computers are numbered 1…9 at one table (no game seats more than ten)


def supports(game_id: str) -> bool:
    return computer.supports(game_id)


def is_computer(rec: TableRecord, seat: str) -> bool:
    p = next((p for p in rec.players if p.seat == seat), None)
    return p is not None and p.computer is not None


def plays(rec: TableRecord, state: BaseState, seat: str) -> bool:
    """Whether a computer plays ``seat`` now: a computer's seat, or a person's standing in."""
    return seat in state.away or is_computer(rec, seat)


def present(rec: TableRecord, state: BaseState) -> list[str]:
    """The people's seats still played by their people (seated, not away)."""
    return [p.seat for p in rec.people if p.seat in state.active and p.seat not in state.away]


def stands_in(rec: TableRecord, state: BaseState, seat: str) -> bool:
    """Whether a computer takes over ``seat`` as its person leaves (module docstring)."""
    return (rec.stand_in and supports(rec.game) and get_game(rec.game).stand_ins and rec.status == "playing"
            and state.phase != "ended" and seat in state.active and seat not in state.away
            and any(s != seat for s in present(rec, state)))


def next_number(rec: TableRecord) -> int | None:
    """The number the next computer at this table takes (None: all are taken)."""
    taken = {p.user_id for p in rec.players if p.computer is not None}
    return next((n for n in range(1, MAX_NUMBER + 1) if n not in taken), None)


def _people_in(rec: TableRecord, state: BaseState) -> bool:
    return bool(present(rec, state))


def awaited(rec: TableRecord, state: BaseState) -> str | None:
    """The computer seat the game waits on now, if any."""
    if rec.status != "playing" or state.phase == "ended" or state.paused_by is not None:
        return None  # (paused: nobody acts, a computer neither; bot.core.pauses)
    game = get_game(rec.game)
    if not _people_in(rec, state):  # nobody to play for: the first computer still seated leaves
        return next((s for s in state.active if plays(rec, state, s)), None)
    seat = state.turn
    if seat is None or not plays(rec, state, seat) or seat in state.left:
        return None
    return seat if game.legal_actions(state, seat) else None


def due(rec: TableRecord, state: BaseState) -> float | None:
    """When the awaited computer acts: ``pace`` after the table last changed."""
    if awaited(rec, state) is None:
        return None
    return state.clock + rec.pace


def choose(rec: TableRecord, state: BaseState) -> tuple[str, dict[str, Any]] | None:
    """The awaited computer and its action (a pure function of what its seat may know, and a seed
    drawn from the table and its version, so a replayed or re-fired decision is the same)."""
    seat = awaited(rec, state)
    if seat is None:
        return None
    if not _people_in(rec, state):
        return seat, {"type": "leave"}
    level = next(p.computer for p in rec.players if p.seat == seat) or STAND_IN_LEVEL
    game = get_game(rec.game)
    know = computer.knowledge(game, state, seat)
    seed = zlib.crc32(f"{rec.id}:{state.version}:{seat}".encode())
    return seat, computer.decide(rec.game, know, level, seed)
