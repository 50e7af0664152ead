"""Pausing a table (issue 36, part 2), through simcord as players do it.

Any person seated proposes a pause with the table's ⏸️; when every person seated agreed (✅), every
deadline of the table stops — Tolv fiender's 90 seconds, the 45-minute idle close, a computer's
move, the turn ping — the table says it is paused and by whom, and any of them resumes it (▶️),
every clock starting afresh. A paused table closes only after PAUSE_HOURS. While paused a game
control is refused, saying why, and nothing changes. A proposal is declined by one ✖️ and lapses
after two minutes. The pause is kept over a restart (it is in the stored state, and its limit is
the stored deadline).
"""

from __future__ import annotations

from typing import Any

import pytest
import pytest_asyncio

from bot.core import pauses
from bot.render.i18n import tr
from engine.core import IDLE_TIMEOUT
from tests.bot_helpers import act, custom_ids, embed_text, interaction_locale, open_table, seat_of, started_world
from tests.test_bot_computers import PAUSE, lobby_with_computers, op_id
from tests.test_bot_edges import emit_on_message
from tests.test_bot_stats import stack_tolv

HANDS = {0: ["10S", "3D", "4D", "5D", "6D", "7D", "8D"], 1: ["10H", "AS", "AH", "AD", "AC", "2S", "2H"]}


def table_id(world: Any, op: str) -> str:
    table = world.table_message()
    return next(c for c in custom_ids(table) if c.split(":")[3] == op)


async def press(world: Any, member: Any, op: str) -> Any:
    r = await member.click(world.table_message(), custom_id=table_id(world, op))
    await world.settle()
    return r


def has(world: Any, op: str) -> bool:
    return any(c.split(":")[3] == op for c in custom_ids(world.table_message()))


async def tolv(world: Any) -> Any:
    stack_tolv(world, HANDS, ["JC", "QC"])
    return await open_table(world, "tolv-fiender", players=2)


async def paused_tolv(world: Any) -> Any:
    alice, bob = world.members[:2]
    live = await tolv(world)
    r = await press(world, alice, "pause")
    assert not r.ephemeral  # answered by editing the table
    text = embed_text(world.table_message())
    assert "⏸️ alice asks for a pause: 1 of 2 agree" in text
    assert has(world, "pause_yes") and has(world, "pause_no") and not has(world, "pause")
    await press(world, bob, "pause_yes")
    assert pauses.paused(live.state) and live.state.paused_by == seat_of(alice)
    assert live.rec.pause_vote is None
    return live


async def test_everyone_agrees_and_every_deadline_stops_until_someone_resumes(world):
    alice, bob = world.members[:2]
    live = await paused_tolv(world)
    text = embed_text(world.table_message())
    assert "⏸️ Paused by alice – ▶️ Resume to play on (closes <t:" in text
    assert "⏸️ alice paused the game (everyone agreed)" in text
    assert "⏱️" not in text.split("Paused by")[0]  # no seat's countdown on a paused table
    assert has(world, "resume") and not has(world, "pause")
    version, turn = live.state.version, live.state.turn
    # far past Tolv fiender's 90 seconds and the 45-minute idle close: nothing moves
    await world.env.advance_time(IDLE_TIMEOUT + 600)
    await world.settle()
    assert live.rec.status == "playing" and live.state.version == version and live.state.left == []
    assert live.state.turn == turn
    # bob resumes: the clocks start afresh from now
    now = world.clock.now()
    await press(world, bob, "resume")
    assert not pauses.paused(live.state)
    assert live.state.deadline == pytest.approx(now + 90, abs=1)
    text = embed_text(world.table_message())
    assert "▶️ bob resumed the game" in text and has(world, "pause") and "Paused by" not in text
    await world.env.advance_time(89)
    assert live.state.left == []
    await world.env.advance_time(2)
    await world.settle()
    assert live.state.left == [turn]  # the seat's time runs again


async def test_a_game_control_is_refused_while_paused_and_nothing_changes(world):
    alice = world.members[0]
    live = await paused_tolv(world)
    before = (live.state.model_dump_json(), live.rec.model_dump_json())
    r = await alice.click(world.table_message(), custom_id=table_id(world, "hand"))
    hand = r.response.message
    text = embed_text(hand)
    assert "Paused by alice: press ▶️ Resume on the table to play on" in text
    cards = [c for c in custom_ids(hand) if ":play:" in c or ":sel:" in c or ":card:" in c]
    assert cards
    # every control on it is disabled; a hand-built click on one is refused, in the clicker's language
    assert all(getattr(item, "disabled", False) for row in hand.components for item in row.children
               if getattr(item, "custom_id", "") in cards)
    for loc, lang in (("en-US", "en"), ("sv-SE", "sv")):
        with interaction_locale(loc):
            r = emit_on_message(world, alice, hand, cards[0])
            await world.settle()
        assert r.response is not None
        shown = embed_text(r.response.message) if r.response.message else r.response.content
        assert tr(lang, "error-paused", name="alice") in shown, shown
    assert (live.state.model_dump_json(), live.rec.model_dump_json()) == before


async def test_refusals_change_nothing(world):
    alice, bob, cara = world.members
    live = await tolv(world)
    await press(world, alice, "pause")
    before = live.rec.model_dump_json()
    r = await alice.click(world.table_message(), custom_id=table_id(world, "pause_yes"))
    assert r.ephemeral and r.response.content == tr("en", "pause-voted")
    r = await cara.click(world.table_message(), custom_id=table_id(world, "pause_yes"))  # a watcher
    assert r.ephemeral and r.response.content == tr("en", "error-not-seated")
    with interaction_locale("da"):
        r = await cara.click(world.table_message(), custom_id=table_id(world, "pause_no"))
    assert r.ephemeral and r.response.content == tr("da", "error-not-seated")
    assert live.rec.model_dump_json() == before and not pauses.paused(live.state)
    await press(world, bob, "pause_yes")
    resume = table_id(world, "resume")
    r = await cara.click(world.table_message(), custom_id=resume)
    assert r.ephemeral and r.response.content == tr("en", "error-not-seated") and pauses.paused(live.state)


async def test_a_proposal_declined_or_lapsed_changes_nothing_in_the_game(world):
    alice, bob, cara = world.members
    live = await open_table(world, "go-fish")
    version = live.state.version
    await press(world, alice, "pause")
    await press(world, cara, "pause_yes")
    assert "⏸️ alice asks for a pause: 2 of 3 agree" in embed_text(world.table_message())
    await press(world, bob, "pause_no")  # one "play on" declines it
    assert live.rec.pause_vote is None and not pauses.paused(live.state) and live.state.version == version
    assert has(world, "pause") and "asks for a pause" not in embed_text(world.table_message())
    # a proposal nobody answers lapses after two minutes; the game goes on meanwhile
    await press(world, bob, "pause")
    assert "⏸️ bob asks for a pause: 1 of 3 agree" in embed_text(world.table_message())
    await world.env.advance_time(pauses.LAPSE - 1)
    assert live.rec.pause_vote is not None
    await world.env.advance_time(2)
    await world.settle()
    assert live.rec.pause_vote is None and not pauses.paused(live.state) and live.state.version == version
    assert has(world, "pause") and "asks for a pause" not in embed_text(world.table_message())
    r = await alice.click(world.table_message(), custom_id=table_id(world, "pause"))
    assert not r.ephemeral and live.rec.pause_vote is not None  # a new one may be made


@pytest_asyncio.fixture
async def paced(tmp_path):
    async with started_world(tmp_path, computer_delay=PAUSE) as w:
        yield w


async def test_alone_with_a_computer_the_table_pauses_at_once_and_the_computer_waits(paced):
    alice = paced.members[0]
    lobby = await lobby_with_computers(paced, "go-fish", ["good"])
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    (live,) = [lv for lv in paced.service().live.values() if lv.rec.status == "playing"]
    if live.state.turn == seat_of(alice):  # make it the computer's turn: alice asks (fishing ends her turn or not)
        from engine import get_game

        while live.state.turn == seat_of(alice) and live.rec.status == "playing":
            action = get_game("go-fish").legal_actions(live.state, seat_of(alice))[0]
            assert await act(paced, live, seat_of(alice), action)
            await paced.settle()
    assert live.rec.status == "playing" and live.state.turn != seat_of(alice)
    await press(paced, alice, "pause")  # the only person: paused at once
    assert pauses.paused(live.state)
    version = live.state.version
    await paced.env.advance_time(PAUSE * 10)
    await paced.settle()
    assert live.state.version == version  # the computer did not move
    await press(paced, alice, "resume")
    resumed = live.state.version
    for _ in range(4):  # (the computer's move is a timer of its own: step the clock over it)
        await paced.env.advance_time(PAUSE)
        await paced.settle()
        if live.state.version > resumed:
            break
    assert live.state.version > resumed  # it plays again


async def test_a_pause_survives_a_restart_and_closes_only_after_pause_hours(world):
    alice, bob = world.members[:2]
    live = await paused_tolv(world)
    until = live.state.pause_until
    assert until == pytest.approx(world.clock.now() + 24 * 3600, abs=5)
    await world.restart()
    live = await world.service().get(live.id)
    assert pauses.paused(live.state) and world.service().deadlines.when[live.id] == until
    stored = await world.service().storage.fetch("SELECT deadline FROM game_tables WHERE id = ?", (live.id,))
    assert stored[0][0] == pytest.approx(until)
    await world.env.advance_time(23 * 3600)
    await world.settle()
    assert live.rec.status == "playing" and pauses.paused(live.state)
    text = embed_text(world.table_message())
    assert "Paused by alice" in text
    await world.env.advance_time(3600 + 5)
    await world.settle()
    live = await world.service().get(live.id)
    assert live.rec.status == "abandoned"
    assert (live.state.result or {}).get("reason") == "abandoned"


async def test_the_game_file_replays_the_pause_where_the_game_made_it(world, tmp_path):
    """The pause is the engine's, so the game's file carries it: replayed, the two hours paused
    vacate nobody (the replay's clock steps over them as the game's did), and the seat's 90 seconds
    after the resume vacate it as they did at the table."""
    import json

    from tests.replay_helpers import game_file, open_replay, replayed_as_a_process

    alice, bob = world.members[:2]
    live = await paused_tolv(world)
    await world.env.advance_time(2 * 3600)
    await press(world, bob, "resume")
    for _ in range(3):  # every seat's time runs out in turn: the table closes
        await world.env.advance_time(91)
        await world.settle()
    assert live.state.phase == "ended" and live.rec.status != "playing", live.state.result
    page = await open_replay(alice, world.table_message())
    name, data, _ = await game_file(world, alice, page)
    scenario = json.loads(data)
    kinds = [a["type"] for a in scenario["actions"]]
    assert "pause" in kinds and "resume" in kinds
    outcome, (state, result) = await replayed_as_a_process(
        world, live, {seat_of(alice): "alice", seat_of(bob): "bob"}, name, data, tmp_path)
    assert outcome["result"] == result and outcome["state"] == state


async def test_pausing_and_resuming_cost_no_bot_token_request(world):
    """A proposal, each vote, the pause and the resume are clicks on the table, answered by editing
    it through the click's own interaction (tests/test_bot_budget.py: no bot-token request a move)."""
    from tests.requests_log import RequestLog

    alice, bob, cara = world.members
    await open_table(world, "go-fish")
    log = RequestLog(world.env)
    with log.recording():
        mark = log.mark()
        await press(world, alice, "pause")
        await press(world, bob, "pause_no")
        await press(world, bob, "pause")
        for member in (alice, cara):
            await press(world, member, "pause_yes")
        await press(world, cara, "resume")
        assert log.since(mark, "bot") == []
        assert len(log.since(mark, "interaction")) >= 6


async def test_a_player_away_with_a_computer_standing_in_does_not_vote(world):
    """Issue 36 part 1 with part 2: who left while a computer stands in is not seated for the vote —
    the others pause without them, and their own ⏸️ is refused (Rejoin first)."""
    alice, bob, cara = world.members
    live = await open_table(world, "go-fish")
    await cara.slash(world.channel, "leave")
    await world.settle()
    assert seat_of(cara) in live.state.away
    r = await cara.click(world.table_message(), custom_id=table_id(world, "pause"))
    assert r.ephemeral and r.response.content == tr("en", "error-not-seated") and live.rec.pause_vote is None
    await press(world, alice, "pause")
    assert "⏸️ alice asks for a pause: 1 of 2 agree" in embed_text(world.table_message())
    await press(world, bob, "pause_yes")
    assert pauses.paused(live.state)
    version = live.state.version
    await world.env.advance_time(600)
    await world.settle()
    assert live.state.version == version  # the stand-in does not play while paused either


@pytest.mark.parametrize("stand_in", ["yes", "no"])
async def test_the_last_one_to_agree_leaving_pauses_the_table_at_once(world, stand_in):
    """alice proposes, bob agrees, cara leaves (a computer stands in, or her seat is left): everyone
    still seated has agreed, so the table pauses then, without another click."""
    alice, bob, cara = world.members[:3]
    live = await open_table(world, "go-fish", players=3, options=f"stand_in={stand_in}")
    await press(world, alice, "pause")
    await press(world, bob, "pause_yes")
    assert not pauses.paused(live.state) and "2 of 3 agree" in embed_text(world.table_message())
    r = await cara.slash(world.channel, "leave")
    assert r.response.ephemeral
    await world.settle()
    assert pauses.paused(live.state) and live.state.paused_by == seat_of(alice)
    assert live.rec.pause_vote is None
    assert "⏸️ Paused by alice" in embed_text(world.table_message()) and has(world, "resume")
