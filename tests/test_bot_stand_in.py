"""A computer stands in for a player who left (issue 36, part 1), through the real bot.

In every game but Tolv fiender, a player who leaves mid-game (``/leave``) keeps their seat: a
computer of the good level plays its hand, marked "🤖 for alice" on the table, until the player
presses Rejoin (on the table or on their hand view) — handed back at once, or once the seat's turn
is over. The stand-in finishes the game if nobody rejoins, and no hidden card reaches anyone it
should not on the way; the player who left still ranks as a leaver. It goes on after a restart,
and a rejoin after one works. Tolv fiender keeps its own rule: the seat is vacated.
"""

from __future__ import annotations

import random
import types
from typing import Any

import pytest
import pytest_asyncio

from bot.core.live import Refused
from bot.decide import lobby, moves
from bot.render.i18n import tr
from engine import get_game
from tests.bot_helpers import (
    act,
    button_names,
    card_label,
    card_labels,
    custom_ids,
    embed_text,
    interaction_locale,
    open_table,
    seat_of,
    stacked,
    started_world,
)

PAUSE = 6.0  # the computers' pause: beyond simcord's settle timeout, so the tests step the clock over it


@pytest_asyncio.fixture
async def paced(tmp_path: Any) -> Any:
    async with started_world(tmp_path, computer_delay=PAUSE) as w:
        yield w


def rejoin_id(message: Any) -> str:
    return next(c for c in custom_ids(message) if ":rejoin:" in c)


def shown_cards(message: Any) -> set[str]:
    """Every card a message shows: in its text and on its buttons (as ``Q♠``)."""
    names: set[str] = set(card_labels(embed_text(message)))
    for row in getattr(message, "components", []) or []:
        for item in getattr(row, "children", []):
            names |= {n for n in button_names(item) if n} & _ALL_CARDS
    return names


_ALL_CARDS = {card_label("en", r + s) for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
              for s in "SHDC"}


def _cards_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if value in _CODES else set()
    if isinstance(value, dict):
        return set().union(*(_cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_cards_in(v) for v in value)) if value else set()
    return set()


_CODES = {r + s for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A") for s in "SHDC"}


def hidden_of(live: Any, seat: str) -> set[str]:
    """The cards of ``seat``'s hand nobody else may know now: not shown (a shown Sänkpass hand is
    public) and never named at the table (gin's up-card and discards it took back)."""
    state = live.state
    if seat in getattr(state, "revealed", []):
        return set()
    public = _cards_in(get_game(live.rec.game).history(state))
    return {card_label("en", c) for c in state.hands[seat] if c in _CODES and c not in public}


def check_no_leak(world: Any, live: Any, away: str) -> int:
    """The public table shows no card of the away seat's hidden hand (gin: within the first hand,
    before a settlement shows cards a later deal may hand out again). Returns 1 if it checked."""
    state = live.state
    if state is None or state.phase == "ended" or away not in state.active:
        return 0
    if live.rec.game in ("farg-gin", "hollywood-gin") and (state.hand_no > 1 or state.last_settlement):
        return 0
    table = world.table_message()
    leaked = shown_cards(table) & hidden_of(live, away)
    assert not leaked, (leaked, embed_text(table))
    return 1


async def play_out(world: Any, live: Any, away: str, limit: int = 4000) -> int:
    """The people still present play the engine's first legal action on their turns; the
    stand-in plays by itself once the clock passes its pause. Checks the table shows none of the
    away seat's hidden cards after every move; returns how many positions it checked."""
    game = get_game(live.rec.game)
    checked = 0
    for _ in range(limit):
        if live.rec.status != "playing":
            return checked
        seat = live.state.turn
        if seat is not None and seat not in live.state.away and game.legal_actions(live.state, seat):
            (action, *_) = game.legal_actions(live.state, seat)
            assert await act(world, live, seat, action)
        else:
            await world.env.advance_time(PAUSE + 0.1)
        await world.settle()
        checked += check_no_leak(world, live, away)
    raise AssertionError("the game did not end")


GAMES = [("finns-i-sjon", 3, "hand_size=3"), ("go-fish", 3, "hand_size=3"), ("sankpass", 3, "hand_size=4"),
         ("farg-gin", 2, "target=1"), ("hollywood-gin", 2, "target=1")]


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_player_leaves_and_the_stand_in_finishes_the_game(paced, game, players, options, monkeypatch):
    # A fixed deal: with a random one a short Sänkpass game could end before the seat's turn came.
    monkeypatch.setattr(lobby, "random", types.SimpleNamespace(SystemRandom=lambda: random.Random(1)))
    world = paced
    alice, bob, cara = world.members
    live = await open_table(world, game, players=players, options=options)
    me = seat_of(alice)
    before = live.state.hands[me].copy()
    r = await alice.slash(world.channel, "leave")
    assert r.response.ephemeral and r.response.content == tr(
        "en", "left-stand-in", id=live.id).replace("\u2068", "").replace("\u2069", "")
    assert live.state.away == [me] and me not in live.state.left, "the seat stays, a computer plays it"
    assert sorted(live.state.hands[me]) == sorted(before), "with its own hand"
    text = embed_text(world.table_message())
    assert "🤖 for alice" in text and "🤖 alice left – a computer plays in their place." in text
    assert rejoin_id(world.table_message())
    # bob's hand view, opened now, shows none of the cards the stand-in holds
    view = (await bob.click(world.table_message(), label="My hand")).response.message
    assert not shown_cards(view) & hidden_of(live, me)
    checked = await play_out(world, live, me)
    assert live.rec.status == "ended" and checked >= 1
    moves = await world.service().storage.fetch(
        "SELECT COUNT(*) FROM table_events WHERE table_id = ? AND seat = ?", (live.id, me))
    assert moves[0][0] >= 2, "the stand-in played the seat"
    # the player who left ranks as a leaver: a loss, placed last, whatever the stand-in made of the seat
    rows = dict(await world.service().storage.fetch(
        "SELECT user_id, outcome FROM results WHERE table_id = ?", (live.id,)))
    assert rows[alice.id] == "loss"
    places = dict(await world.service().storage.fetch(
        "SELECT seat, place FROM placings WHERE table_id = ?", (live.id,)))
    if live.state.result.get("reason") != "abandoned":
        assert places[me] == max(places.values()) and list(places.values()).count(places[me]) == 1, places
    assert not [c for c in custom_ids(world.table_message()) if ":rejoin:" in c], "no Rejoin once it is over"


def fishing_deal(world: Any, first: int) -> None:
    """Finns i sjön, three players: nobody can make a book soon, a long lake."""
    stacked(world, {0: ["2S", "3S", "4S"], 1: ["5S", "6S", "7S"], 2: ["8S", "9S", "10S"]},
            ["JS", "QS", "KS", "AS", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH"], first=first)


async def test_rejoin_hands_the_seat_back_and_nobody_else_may_press_it(paced):
    world = paced
    alice, bob, cara = world.members
    fishing_deal(world, first=1)  # bob begins
    live = await open_table(world, "finns-i-sjon", players=3, options="hand_size=3")
    me = seat_of(alice)
    hand = (await alice.click(world.table_message(), label="My hand")).response.message
    await alice.slash(world.channel, "leave")
    # her open hand view now says a computer plays it, every card disabled, and offers Rejoin
    hand = (await alice.click(world.table_message(), label="My hand")).response.message
    assert "A computer plays your hand for you" in embed_text(hand)
    buttons = [i for row in hand.components for i in row.children]
    assert [i for i in buttons if ":rejoin:" in (i.custom_id or "")] and all(
        i.disabled for i in buttons if ":rejoin:" not in (i.custom_id or ""))
    # a card clicked anyway (a hand-built click: simcord clicks no disabled button) is refused
    v = live.state.version
    card = next(c for c in custom_ids(hand) if ":rank:" in c).split(":")
    with pytest.raises(Refused) as refused:
        moves.click(live, me, card[3], card[4], [], v, world.clock.now(), "en", "hand", None)
    assert refused.value.key == "error-stood-in" and tr("en", "error-stood-in").startswith("A computer plays your hand")
    # bob presses Rejoin: refused, in his language, nothing changed
    table = world.table_message()
    r = await bob.click(table, custom_id=rejoin_id(table))
    assert r.response.ephemeral and "Only alice can take their seat back here." in (
        r.response.content or embed_text(r.response.message))
    assert live.state.version == v and live.state.away == [me]
    with interaction_locale("sv-SE"):
        r = await cara.click(table, custom_id=rejoin_id(table))
    said = r.response.content or embed_text(r.response.message)
    assert "Det är bara alice som kan ta tillbaka sin plats här." in said
    assert live.state.version == v
    # alice presses it on the table while it is bob's turn: hers again at once
    assert live.state.turn == seat_of(bob)
    r = await alice.click(table, custom_id=rejoin_id(table))
    assert live.state.away == [] and live.state.back == []
    text = embed_text(world.table_message())
    assert "↩️ alice is back and plays again." in text and "🤖 for alice" not in text
    assert not [c for c in custom_ids(world.table_message()) if ":rejoin:" in c]
    with pytest.raises(Refused) as refused:  # (a Rejoin of an older message: nobody's seat now)
        moves.rejoin(live, bob.id, world.clock.now(), "en", "public", None)
    assert refused.value.key == "error-rejoin-none"
    r = await alice.slash(world.channel, "leave")  # and she may go again
    assert live.state.away == [me]


async def test_rejoin_mid_turn_waits_for_the_turn_to_end(paced):
    world = paced
    alice, bob, cara = world.members
    fishing_deal(world, first=0)  # alice begins: the stand-in is mid-decision at once
    live = await open_table(world, "finns-i-sjon", players=3, options="hand_size=3")
    me = seat_of(alice)
    await alice.slash(world.channel, "leave")
    assert live.state.turn == me and live.state.away == [me]
    hand = (await alice.click(world.table_message(), label="My hand")).response.message
    r = await alice.click(hand, custom_id=rejoin_id(hand))
    note = embed_text(r.response.message) if r.response and r.response.message else ""
    assert "You take over again as soon as the computer has finished this turn." in note, note
    assert live.state.away == [me] and live.state.back == [me]
    # Rejoin cannot be pressed twice: disabled on her view and on the table (the engine refuses it too)
    table = world.table_message()
    for message in (r.response.message, table):
        (button,) = [i for row in message.components for i in row.children if ":rejoin:" in (i.custom_id or "")]
        assert button.disabled
    with pytest.raises(Refused) as refused:
        moves.rejoin(live, alice.id, world.clock.now(), "en", "table", None)
    assert refused.value.key == "error-rejoin-pending"
    for _ in range(20):  # the stand-in finishes the turn (it goes on while the lake gives it its card)
        if live.state.turn != me:
            break
        await world.env.advance_time(PAUSE + 0.1)
        await world.settle()
    assert live.state.turn != me and live.state.away == [] and live.state.back == []
    assert "↩️ alice is back and plays again." in embed_text(world.table_message())


async def test_the_stand_in_plays_on_after_a_restart_and_rejoin_works_after_one(tmp_path):
    async with started_world(tmp_path, computer_delay=20) as world:
        alice, bob, cara = world.members
        fishing_deal(world, first=0)
        live = await open_table(world, "finns-i-sjon", players=3, options="hand_size=3")
        me = seat_of(alice)
        await alice.slash(world.channel, "leave")
        v0 = live.state.version
        await world.restart()
        await world.env.advance_time(25)
        await world.settle()
        live = world.service().live[live.id]
        assert live.state.away == [me] and live.state.version > v0, "the new process's stand-in played"
        rows = await world.service().storage.fetch(
            "SELECT COUNT(*) FROM table_events WHERE table_id = ? AND seat = ? AND version > ?", (live.id, me, v0))
        assert rows[0][0] >= 1
        await world.restart()
        live = world.service().live[live.id]
        table = world.table_message()
        r = await alice.click(table, custom_id=rejoin_id(table))
        if live.state.turn == me:  # mid-turn: back once the stand-in has finished it
            for _ in range(20):
                await world.env.advance_time(21)
                await world.settle()
                if not live.state.away:
                    break
        assert live.state.away == [], r


async def test_tolv_fiender_still_vacates_the_seat(paced):
    world = paced
    alice, bob, _ = world.members
    live = await open_table(world, "tolv-fiender", players=2)
    hand = list(live.state.hands[seat_of(bob)])
    await bob.slash(world.channel, "leave")
    assert seat_of(bob) in live.state.left and live.state.away == []
    assert live.state.hands[seat_of(bob)] == [] and set(hand) <= set(live.state.discard), "to the discard pile"
    assert not [c for c in custom_ids(world.table_message()) if ":rejoin:" in c]


async def test_with_stand_in_off_the_seat_is_left_as_before(paced):
    world = paced
    alice, bob, cara = world.members
    live = await open_table(world, "sankpass", players=3, options="hand_size=4 stand_in=no")
    assert live.rec.stand_in is False
    r = await cara.slash(world.channel, "leave")
    assert r.response.content == f"You left table #{live.id}."
    assert seat_of(cara) in live.state.left and live.state.away == []


async def test_the_last_person_present_leaves_as_before(paced):
    """A computer stands in only while someone still plays: the last person's leave empties the seat."""
    world = paced
    alice, bob, _ = world.members
    live = await open_table(world, "sankpass", players=2, options="hand_size=4")
    await bob.slash(world.channel, "leave")
    assert live.state.away == [seat_of(bob)]
    await alice.slash(world.channel, "leave")
    assert seat_of(alice) in live.state.left
    for _ in range(3):
        await world.env.advance_time(PAUSE + 0.1)
        await world.settle()
    assert live.rec.status in ("ended", "abandoned")


async def test_the_lobby_option_and_its_words(paced):
    world = paced
    alice = world.members[0]
    r = await alice.slash(world.channel, "play", game="go-fish")
    lobby = r.response.message
    assert "Stand-in" not in (lobby.embeds[0].footer.text or ""), "at its default: not in the footer"
    select = next(c for c in custom_ids(lobby) if ":option:" in c)
    r = await alice.select(lobby, ["stand_in=false"], custom_id=select)
    (live,) = [lv for lv in world.service().live.values() if lv.rec.status == "lobby"]
    assert live.rec.stand_in is False
    assert "Stand-in: no" in (world.channel.history()[-1].embeds[0].footer.text or "")
    with interaction_locale("sv-SE"):
        r = await alice.slash(world.channel, "play", game="sankpass", options="stand_in=nej")
    assert not r.ephemeral
    r = await alice.slash(world.channel, "play", game="tolv-fiender", options="stand_in=no")
    assert r.ephemeral, "Tolv fiender has no stand-in"
