"""Never peeks: re-dealing every card a seat cannot see changes neither what it knows nor what it
does (hypothesis picks the games, the moment and the re-deal).

At a moment of a game reached by random legal play, the hidden cards — the other hands (but a
shown Sänkpass hand), the stock's order, Sänkpass's removed and undealt cards — are shuffled
among their places, each place keeping its size, so that everything the seat saw stays as it
was. ``knowledge`` must then be equal, and ``decide`` choose the same, at both levels. The
control test shows the re-deal is not idle: a "knowledge" that read the other hands would change.
A seat a computer stands in for (its player went away) is checked the same way.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.computer import LEVELS, decide, knowledge
from engine.registry import get_game
from tests.computer_helpers import GAMES, conserved, options_for, seat_count

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def hidden_places(gid: str, state: Any, seat: str) -> list[str]:
    """The state's places whose cards ``seat`` cannot see ("hand:<seat>", "stock", ...)."""
    places = [f"hand:{s}" for s in state.seats if s != seat]
    if gid == "sankpass":
        places = [p for p in places if p[5:] not in state.revealed] + ["stock", "removed"]
    else:
        places.append("stock")
    return places


def redeal(gid: str, state: Any, seat: str, rnd: random.Random) -> Any:
    """A copy of ``state`` with the hidden cards shuffled among their places (sizes kept)."""
    new = state.__deepcopy__()
    places = hidden_places(gid, new, seat)

    def cards(place: str) -> list[str]:
        if place.startswith("hand:"):
            return new.hands[place[5:]]
        return getattr(new, place)

    pool = [c for p in places for c in cards(p)]
    rnd.shuffle(pool)
    for p in places:
        n = len(cards(p))
        part, pool = pool[:n], pool[n:]
        if p.startswith("hand:"):
            new.hands[p[5:]] = part
        else:
            setattr(new, p, part)
    conserved(gid, new)
    return new


def moment(gid: str, seed: int, steps: int, away: int | None = None) -> tuple[Any, Any]:
    """A game after ``steps`` random legal actions (a knock or gin taken when offered); ``away``:
    after that many, the player of the seat to move leaves and a computer stands in for it."""
    rnd = random.Random(seed)
    game = get_game(gid)
    n = 2 if gid in ("farg-gin", "hollywood-gin") else seat_count(gid, rnd)
    state = game.new([f"p{i}" for i in range(n)], options_for(gid, rnd, n), seed)
    for step in range(steps):
        if state.phase == "ended":
            break
        seat = state.turn
        if step == away and seat not in state.away:
            state, _ = game.apply(state, seat, {"type": "stand_in"}, float(step))
        acts = [a for a in game.legal_actions(state, seat) if a["type"] not in ("reveal", "hide")]
        if gid == "sankpass" and rnd.random() < 0.1:
            acts = game.legal_actions(state, seat) or acts  # now and then show or hide a hand
        eager = [a for a in acts if a["type"] in ("knock", "gin")]
        state, _ = game.apply(state, seat, rnd.choice(eager or acts), float(step))
    return game, state


@SETTINGS
@given(gid=st.sampled_from(GAMES), seed=st.integers(0, 2**31), steps=st.integers(0, 120),
       shuffle=st.integers(0, 2**31))
def test_redealing_the_unseen_cards_changes_nothing_the_seat_knows_or_does(
        gid: str, seed: int, steps: int, shuffle: int) -> None:
    game, state = moment(gid, seed, steps)
    if state.phase == "ended":
        return
    seat = state.turn
    know = knowledge(game, state, seat)
    rnd = random.Random(shuffle)
    for _ in range(3):
        other = redeal(gid, state, seat, rnd)
        assert knowledge(game, other, seat) == know
        for level in LEVELS:
            for s in (1, shuffle):
                assert decide(gid, knowledge(game, other, seat), level, s) == decide(gid, know, level, s)


@SETTINGS
@given(gid=st.sampled_from(GAMES), seed=st.integers(0, 2**31), steps=st.integers(1, 120),
       away=st.integers(0, 60), shuffle=st.integers(0, 2**31))
def test_a_stand_in_knows_only_what_its_seat_may(gid: str, seed: int, steps: int, away: int, shuffle: int) -> None:
    """The leak property for a seat a computer stands in for (issue 36): its player went away
    mid-game, and the stand-in's knowledge and choice are still those of the seat alone."""
    game, state = moment(gid, seed, steps, away=min(away, steps - 1))
    if state.phase == "ended" or not state.away:
        return
    (seat,) = state.away
    if state.turn != seat:  # (a stand-in is asked only when the game waits on its seat)
        return
    know = knowledge(game, state, seat)
    assert any(e.get("type") == "stand_in" for e in know.history) or gid in ("farg-gin", "hollywood-gin")
    rnd = random.Random(shuffle)
    for _ in range(3):
        other = redeal(gid, state, seat, rnd)
        assert knowledge(game, other, seat) == know
        assert decide(gid, knowledge(game, other, seat), "good", shuffle) == decide(gid, know, "good", shuffle)


def test_the_redeal_moves_hidden_cards_so_a_peeking_knowledge_would_change() -> None:
    """The control: the same re-deal, and a "knowledge" that also read the other hands."""
    changed = 0
    for gid in GAMES:
        game, state = moment(gid, 5, 30)
        seat = state.turn
        other = redeal(gid, state, seat, random.Random(1))
        assert knowledge(game, other, seat) == knowledge(game, state, seat)

        def peeking(s: Any, game: Any = game, seat: str = seat) -> Any:
            return (knowledge(game, s, seat), {k: sorted(v) for k, v in s.hands.items()})

        changed += peeking(other) != peeking(state)
    assert changed == len(GAMES)
