"""Computer players through the real bot (issue 22): the host seats them in the lobby, they act
after COMPUTER_DELAY through the same unit of work as a click, they are never pinged nor sent a
hand, they go on after a restart, and /stats counts their games apart (and rates them against the
computer level)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
import pytest_asyncio

from engine import get_game
from tests.bot_helpers import act, custom_ids, embed_text, interaction_locale, seat_of, started_world
from tests.test_bot_pings import pings

PAUSE = 6.0  # the pause where a test plays many computer moves: longer than simcord's settle timeout (5 s),
# so a settle leaves it parked and the test steps the clock over it (a shorter one is waited out in real time)


@pytest_asyncio.fixture
async def paced(tmp_path: Any) -> Any:
    async with started_world(tmp_path, computer_delay=PAUSE) as w:
        yield w


def op_id(message: Any, op: str) -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c)


async def lobby_with_computers(world: Any, game: str, levels: list[str], locale: str = "en-US",
                               **slash: Any) -> Any:
    alice = world.members[0]
    with interaction_locale(locale):
        r = await alice.slash(world.channel, "play", game=game, **slash)
    lobby = r.response.message
    for level in levels:
        r = await alice.click(lobby, custom_id=op_id(lobby, f"computer_{level}"))
        lobby = r.response.message if r.response and r.response.message else lobby
    return world.channel.history()[-1] if lobby is None else lobby


def stack(world: Any, hands: dict[str, list[str]], stock: list[str], first: str) -> None:
    world.service().stack = lambda rec: ({"hands": hands, "stock": stock}, first)


async def test_the_host_seats_and_removes_computers_named_in_the_tables_language(world):
    alice, bob, _ = world.members
    lobby = await lobby_with_computers(world, "finns-i-sjon", ["easy", "good"], language="sv")
    text = embed_text(lobby)
    assert "🤖 Dator 1 (lätt)" in text and "🤖 Dator 2 (skicklig)" in text
    (live,) = world.service().live.values()
    assert [p.computer for p in live.rec.players] == [None, "easy", "good"]
    # only the host
    r = await bob.click(lobby, custom_id=op_id(lobby, "computer_good"))
    assert r.response.ephemeral and r.response.content.startswith("Only the host")
    assert len(live.rec.players) == 3, "nothing changed"
    r = await alice.click(lobby, custom_id=op_id(lobby, "computer_remove"))
    assert [p.name for p in live.rec.players][1:] == ["🤖 Dator 1"], "the last one added left"
    # Danish and English names
    with interaction_locale("da"):
        r = await alice.slash(world.channel, "play", game="go-fish", language="da")
    r = await alice.click(r.response.message, custom_id=op_id(r.response.message, "computer_easy"))
    assert "🤖 Computer 1 (let)" in embed_text(world.channel.history()[-1])


async def test_tolv_fiender_offers_no_computer(world):
    alice = world.members[0]
    r = await alice.slash(world.channel, "play", game="tolv-fiender")
    assert not [c for c in custom_ids(r.response.message) if ":computer_" in c]


async def play_out(world: Any, live: Any, people: list[str], limit: int = 3000) -> None:
    """The people play the engine's first legal action on their turns; the computers act by
    themselves while the bot settles (simcord runs the bot's timers in virtual time)."""
    game = get_game(live.rec.game)
    for _ in range(limit):
        if live.rec.status != "playing":
            return
        seat = live.state.turn
        if seat in people:
            (action, *_) = game.legal_actions(live.state, seat)
            assert await act(world, live, seat, action)
        else:
            await world.env.advance_time(live.rec.pace + 0.1)
        await world.settle()


async def computer_pauses(world: Any, live: Any, seat: str = "1") -> list[tuple[float, float]]:
    """(time of the change before, time of the computer's move) for each of its moves, from the
    stored event log."""
    rows = await world.service().storage.fetch(
        "SELECT seat, at FROM table_events WHERE table_id = ? ORDER BY version", (live.id,))
    return [(prev[1], at) for prev, (who, at) in itertools.pairwise(rows) if who == seat]


async def test_one_person_plays_a_whole_game_against_the_computer(paced):
    """alice alone with a good computer: the computer answers each of her moves after
    COMPUTER_DELAY (the stored event log's times), the game ends, and the computer was never
    pinged nor sent a hand."""
    alice = paced.members[0]
    # no rank in both hands, so neither can lose by matching: the game runs until a hand is empty
    hands = {seat_of(alice): ["2S", "5H", "9C", "KD", "4D", "7C"], "1": ["3S", "6H", "10C", "QD", "8S", "JH"]}
    paced.service().stack = lambda rec: ({"hands": hands}, seat_of(alice))
    lobby = await lobby_with_computers(paced, "sankpass", ["good"], options="hand_size=6")
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    (live,) = [lv for lv in paced.service().live.values() if lv.rec.status == "playing"]
    await play_out(paced, live, [seat_of(alice)])
    assert live.rec.status == "ended"
    mine = await computer_pauses(paced, live)
    assert len(mine) >= 3, "the computer played"
    assert all(at - before >= PAUSE - 1e-6 for before, at in mine), "each after its pause"
    assert all(users != [1] for _, users in pings(paced)), "the computer is never pinged"
    assert "1" not in live.rec.dm_hands


async def test_one_person_plays_gin_against_the_computer(paced):
    """A Hollywood Gin hand with a good computer: it draws, takes or passes the up-card and
    discards in turn, each after its pause (a whole match is the engine tests' business)."""
    alice = paced.members[0]
    lobby = await lobby_with_computers(paced, "hollywood-gin", ["good"])
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    (live,) = [lv for lv in paced.service().live.values() if lv.rec.status == "playing"]
    await play_out(paced, live, [seat_of(alice)], limit=24)
    mine = await computer_pauses(paced, live)
    assert len(mine) >= 4 and all(at - before >= PAUSE - 1e-6 for before, at in mine)
    assert "🤖 Computer 1" in embed_text(paced.table_message())


async def test_a_computer_goes_on_after_a_restart(tmp_path):
    """Killed while the computer's pause runs: the next process makes its move."""
    async with started_world(tmp_path, computer_delay=20) as world:
        alice = world.members[0]
        stack(world, {seat_of(alice): ["AS", "AH", "5C"], "1": ["2S", "2H", "KD"]},
              ["3C", "4D", "6H", "7S", "8S"], first="1")
        lobby = await lobby_with_computers(world, "finns-i-sjon", ["good"], options="hand_size=3")
        await alice.click(lobby, custom_id=op_id(lobby, "start"))
        await world.settle()
        (live,) = [lv for lv in world.service().live.values() if lv.rec.status == "playing"]
        v0 = live.state.version
        assert live.state.turn == "1", "the computer's turn, not taken yet"
        await world.restart()
        await world.env.advance_time(10)
        await world.settle()
        live = world.service().live[live.id]
        assert live.state is not None and live.state.version == v0, "still its pause"
        await world.env.advance_time(15)
        await world.settle()
        assert live.state.version > v0, "the new process made the computer's move"
        assert "🤖 Computer 1 asked" in embed_text(world.table_message())


async def test_games_with_a_computer_are_counted_apart(paced):
    alice = paced.members[0]
    lobby = await lobby_with_computers(paced, "sankpass", ["easy"], options="hand_size=4")
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    (live,) = [lv for lv in paced.service().live.values() if lv.rec.status == "playing"]
    await play_out(paced, live, [seat_of(alice)])
    assert live.rec.status == "ended"
    rows = await paced.service().storage.fetch("SELECT user_id, computers FROM results WHERE table_id = ?",
                                               (live.id,))
    assert rows == [(alice.id, 1)], "the person's row only, marked"
    r = await alice.slash(paced.channel, "stats", game="sankpass")
    text = embed_text(r.response.message)
    # rated against the computer level (bot/storage/rating.py), the level shown beside the people
    assert f"1. <@{alice.id}> – " in text and " · 1 game · " in text and "🤖 easy " in text
    assert "Against the computer:" in text and " of 1" in text
    r = await alice.slash(paced.channel, "stats")
    assert "Against the computer:" in embed_text(r.response.message), "also over every game"


@pytest.mark.parametrize("locale,word", [("en-US", "Computer"), ("sv-SE", "Dator"), ("da", "Computer"),
                                         ("no", "Datamaskin")])
async def test_the_computer_is_marked_on_the_table_in_every_language(paced, locale, word):
    world = paced
    alice = world.members[0]
    lobby = await lobby_with_computers(world, "sankpass", ["good", "easy"], locale=locale,
                                       language=locale[:2], options="hand_size=4")
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    await world.settle()
    assert f"🤖 {word} 1" in embed_text(world.table_message())


async def test_when_the_last_person_leaves_the_computers_leave_too(paced):
    world = paced
    alice = world.members[0]
    lobby = await lobby_with_computers(world, "sankpass", ["good", "easy"], options="hand_size=4")
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    (live,) = [lv for lv in world.service().live.values() if lv.rec.status == "playing"]
    await alice.slash(world.channel, "leave")
    for _ in range(5):
        await world.env.advance_time(PAUSE + 0.1)
        await world.settle()
    assert live.rec.status in ("ended", "abandoned"), "the game ended"
