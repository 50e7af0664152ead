"""Fewer clicks (issue 10, point 7), measured through simcord with :mod:`tests.clicks`.

A question in Finns i sjön / Go Fish costs at most two clicks (whom to ask, once, then a rank
that asks at once), a gin move one (a draw, or a tap on the card to discard), a Sänkpass play one
(two for a play that loses, which asks first). Figures for longer games: ``python -m tests.clicks``.
"""

from __future__ import annotations

import pytest

from tests.clicks import GAMES, measure

LIMITS = {  # game: (most clicks for one move, most on average per move)
    "finns-i-sjon": (2, 1.6),
    "go-fish": (2, 1.6),
    "sankpass": (2, 1.2),
    "farg-gin": (1, 1.0),
    "hollywood-gin": (1, 1.0),
    "tolv-fiender": (8, 3.0),
}


@pytest.mark.parametrize("game", sorted(LIMITS))
async def test_clicks_per_move(world, monkeypatch, game):
    counts = await measure(world, game, seed=2, moves=14, monkeypatch=monkeypatch)
    most, average = LIMITS[game]
    assert counts.decisions, "no move was made"
    assert max(counts.decisions) <= most, counts.row()
    assert counts.per_move <= average, counts.row()
    assert counts.opened <= GAMES[game][0]  # "My hand" once per player: the bot keeps the view current
