"""Computer players: a seat anyone can fill, that plays well and never peeks.

The bot asks two things, and only these::

    know = knowledge(game, state, seat)      # what that seat may know, as plain data
    action = decide(game_id, know, level, seed)  # one of know.legal

**Never peeks, by construction.** :func:`knowledge` is the one place hidden information is
removed, the way boardgame.io's ``playerView`` is: it builds a :class:`Knowledge` from
``game.private_view(state, seat)`` (the seat's own hand and the public table), the public history
the game's memory rules let a person at the table remember, and the seat's legal actions — all
copied into fresh plain data (JSON types) that holds no reference to the state. :func:`decide`
never receives the state: a policy is a pure function of that knowledge, the level and a seed
(a seeded ``random.Random`` inside where it draws lots), so the same knowledge always gives the
same choice, however the unseen cards lie (``tests/test_computer_nopeek.py`` re-deals them).

**Memory.** Every public event is announced at the table when it happens, and a person may try
to remember all of them (Finns i sjön is won by listening; Färg-gin's source allows remembering
the discards, only not looking), so a computer may too: ``Knowledge.history`` is every public
event since the deal (a gin hand's deal; the game's start elsewhere), as it was announced. The
tables that show only a window of that (the fishing games' ``history: "recent"``, gin's latest
move) keep the log entries they drop in the state's ``past`` (``Game.history``), rather than
this package folding a summary move by move: the memory is then a plain function of the state —
after a restart, in another process, in a replayed game — and it is exactly what was announced,
no interpretation of ours stored. ``past`` is left out of the replay outcome, which stays
byte-identical. The secret parts a seat was given (the card it drew, its dealt hand) are not
repeated there: what is left of them is its hand.

**When to ask.** Call :func:`decide` when the game waits on the seat (its turn: ``state.turn``).
A seat may have legal actions at other moments — Sänkpass lets anyone show or hide their hand at
any time — and ``decide`` must return one of them; a computer never shows its hand of its own
accord, so off-turn it is only worth asking if the hand is shown (it hides it again).

Levels: ``easy`` plays plausibly but is beatable (short memory, no planning, some chance);
``good`` plays as well as we can make it within a few milliseconds a decision. What each does,
per game, is in the family modules (:mod:`.fishing`, :mod:`.sankpass`, :mod:`.gin`) and in each
game's ``docs/rules`` page; ``python -m engine bots`` measures them (:mod:`.bench`).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from ..core import Game, event_for

LEVELS: tuple[str, ...] = ("easy", "good")

# game id -> the module of its family. Tolv fiender has none: its rules say no clock ever plays
# for anyone, and its speech rule is for people.
_FAMILY: dict[str, str] = {
    "finns-i-sjon": "fishing",
    "go-fish": "fishing",
    "sankpass": "sankpass",
    "farg-gin": "gin",
    "hollywood-gin": "gin",
}


def supports(game_id: str) -> bool:
    """Whether a computer may take a seat in this game."""
    return game_id in _FAMILY


@dataclass(frozen=True)
class Knowledge:
    """Everything one seat may know at one moment, as plain data (no reference to the state).

    ``view`` is the game's private view of the seat (its hand, the public table), ``history`` the
    public events since the deal, oldest first (see the module docstring), ``legal`` the seat's
    legal actions now. Compared by value: two moments a seat cannot tell apart are equal.
    """

    game: str
    seat: str
    view: dict[str, Any]
    history: tuple[dict[str, Any], ...]
    legal: tuple[dict[str, Any], ...]


_SCALARS = (str, int, float, bool, type(None))


def _plain(value: Any) -> Any:
    """A deep copy in JSON's types (it proves the knowledge is plain data, too): what
    ``json.loads(json.dumps(value))`` gives. The engine's views are dicts with string keys, lists
    and scalars, copied here directly (half the CPU of the round trip, which was a tenth of a
    computer's turn); anything else takes the round trip itself."""
    try:
        return _copy(value)
    except TypeError:
        return json.loads(json.dumps(value))


def _copy(value: Any) -> Any:
    t = type(value)
    if t is dict:
        for k in value:
            if type(k) is not str:
                raise TypeError(k)
        return {k: _copy(v) for k, v in value.items()}
    if t is list or t is tuple:
        return [_copy(v) for v in value]
    if t in _SCALARS:
        return value
    raise TypeError(t)


def knowledge(game: Game, state: Any, seat: str) -> Knowledge:
    """What ``seat`` may know now: its private view, the remembered history, its legal actions."""
    view = game.private_view(state, seat)
    history = [event_for(e, seat) for e in game.history(state)]
    legal = game.legal_actions(state, seat)
    return Knowledge(game=game.id, seat=seat, view=_plain(view), history=tuple(_plain(history)),
                     legal=tuple(_plain(legal)))


def decide(game_id: str, know: Knowledge, level: str, seed: int) -> dict[str, Any]:
    """One of ``know.legal`` for a computer of ``level``: a pure function of its arguments."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    if game_id not in _FAMILY:
        raise ValueError(f"no computer player for {game_id!r}")
    if game_id != know.game:
        raise ValueError(f"knowledge of {know.game!r} given for {game_id!r}")
    if not know.legal:
        raise ValueError(f"{know.seat} has nothing to do now")
    rnd = random.Random(seed)
    if _FAMILY[game_id] == "fishing":
        from . import fishing as family
    elif _FAMILY[game_id] == "sankpass":
        from . import sankpass as family  # type: ignore[no-redef]
    else:
        from . import gin as family  # type: ignore[no-redef]
    action = family.decide(know, level, rnd)
    if action not in know.legal:  # a policy's bug must never reach the table as a refusal
        raise AssertionError(f"{game_id} {level}: {action} is not a legal action")
    return _plain(action)
