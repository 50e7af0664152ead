"""Decide a quick phrase (:mod:`bot.core.phrases`): a seated player says one of the preset phrases.

Pure, like the other decisions: from the table in memory, the key clicked and the time, a
:class:`~bot.core.change.Change` that stores the table's record with its newest phrase (and when the
seat spoke) — no engine step, so nothing reaches the game's event log, its replay or its file — or a
refusal that changes nothing: not a player here, a game without phrases (Tolv fiender), a key that
is not one of the phrases, or a second phrase within :data:`~bot.core.phrases.EVERY` seconds.
"""

from __future__ import annotations

import math

from ..core import phrases
from ..core.change import Answer, Change
from ..core.live import Live, Refused
from ..storage.models import Said


def check(live: Live, user_id: int) -> str:
    """The seat of the player who may open the phrases at this table (else refused)."""
    rec = live.rec
    if not phrases.offered(rec.game):
        raise Refused("phrase-not-here")
    player = rec.player(user_id)
    if player is None:
        raise Refused("error-not-seated")
    if live.state is None:
        raise Refused("error-not-started")
    return player.seat


def say(live: Live, user_id: int, key: str, now: float, loc: str) -> Change:
    """``user_id`` says the phrase ``key`` at ``now``: shown on the table and every view at once."""
    seat = check(live, user_id)
    if key not in phrases.PHRASES:
        raise Refused("error-not-offered")
    last = live.rec.spoke.get(seat)
    if last is not None and now - last < phrases.EVERY:
        raise Refused("phrase-too-soon", seconds=max(1, math.ceil(phrases.EVERY - (now - last))))
    new = live.rec.model_copy(deep=True)
    new.phrase = Said(seat=seat, key=key, at=now)
    new.spoke[seat] = now
    return Change(record=new, now=now, answer=Answer("phrases", seat, loc, key), shown=True)
