"""Reliability at the edges (issue 21): hand-built payloads, commands Discord would refuse, a
chooser pressing the table's statement buttons, caps on open lobbies, pruning old rows, missing
permissions, messages Discord would reject."""

from __future__ import annotations

import asyncio
import copy
from typing import Any

import discord
import simcord.interactions
from simcord.backend import serializers
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType
from simcord.results import InteractionResult

from tests.bot_helpers import act, click_named, custom_ids, embed_text, interaction_locale, open_table, seat_of

NO_TABLE = "That table no longer exists."


def emit_on_message(world: Any, member: Any, message: Any, custom_id: str, dm: bool = False) -> InteractionResult:
    """A click whose payload carries a message holding a component with ``custom_id`` (a
    hand-built payload: Discord itself would only send custom_ids the bot made); ``dm``: on a
    message in the member's DMs."""
    backend = world.env.backend
    stored = backend.get_message(message.channel.id, message.id)
    payload_message = copy.deepcopy(dict(serializers.message_payload(backend, stored)))
    payload_message["components"][0]["components"][0]["custom_id"] = custom_id
    record, payload = simcord.interactions.base_payload(
        backend, type=3, channel_id=message.channel.id, guild_id=None if dm else world.guild.id,
        user_id=member.id, data={"custom_id": custom_id, "component_type": 2})
    payload["message"] = payload_message
    record.source_message_id = stored.id
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(world.env, record)


async def test_a_twenty_digit_table_id_or_version_is_answered(world):
    alice = world.members[0]
    await open_table(world, "finns-i-sjon", players=2)
    table = world.table_message()
    for custom_id, answer in (("ctb:99999999999999999999:0:hand:", NO_TABLE),
                              ("ctb:1:99999999999999999999:hand:", "That view was out of date")):
        r = emit_on_message(world, alice, table, custom_id)
        await world.settle()
        assert r.acknowledged and r.response.ephemeral and answer in r.response.content, custom_id


async def slash_unchecked(member: Any, channel: Any, name: str, options: list[dict[str, Any]]) -> InteractionResult:
    """A slash command with option values Discord would refuse (not among the choices), sent
    anyway: simcord's own slash path, minus its check of the values."""
    from simcord.actors import _dispatch_actor_interaction, _resolve_visible_command
    from simcord.enums import AppCommandType, InteractionType

    root = _resolve_visible_command(member, channel.id, name, AppCommandType.CHAT_INPUT)
    data = {"id": root["id"], "name": root["name"], "type": 1, "options": options}
    return await _dispatch_actor_interaction(member, InteractionType.APPLICATION_COMMAND, channel, data)


async def test_stats_for_a_game_that_does_not_exist_is_answered(world):
    r = await slash_unchecked(world.members[0], world.channel, "stats", [{"name": "game", "type": 3, "value": "nope"}])
    assert r.response.ephemeral and r.response.content.startswith("There is no such game here.")


async def test_the_chooser_pressing_a_statement_button_gets_her_picker(world):
    from tests.test_bot_pings import TOLV, stack

    alice, bob, _ = world.members
    stack(world, {"hands": TOLV, "tavern": ["3D", "4D"], "castle": ["JC", "JS", "QH"]})
    live = await open_table(world, "tolv-fiender")
    assert await world.service().act(None, live, seat_of(alice), {"type": "play", "cards": ["X1"]})
    await world.settle()
    assert live.state.awaiting == "choose_next"
    table = world.table_message()
    before = live.state.model_dump_json()
    r = await alice.click(table, custom_id=next(c for c in custom_ids(table) if ":say:go" in c))
    assert r.response.ephemeral, "answered privately, with her own hand view"
    view = r.response.message
    assert any(":choose:" in c for c in custom_ids(view)), "the seat picker: one button per player"
    assert "You are the one choosing" in embed_text(view)
    assert live.state.model_dump_json() == before, "nothing changed"


async def test_the_chooser_gets_her_picker_after_a_statement_and_with_her_hand_in_dms_too(world):
    """Issue 29: whatever the table shows when the chooser presses 🙋 or 🙅 (a newer version
    after another's statement; her hand kept in DMs), she is answered with her own hand view: the
    picker and why, never a line of text alone."""
    from tests.test_bot_pings import TOLV, stack

    alice, bob, _ = world.members
    await world.service().store_delivery(alice.id, "dm")
    stack(world, {"hands": TOLV, "tavern": ["3D", "4D"], "castle": ["JC", "JS", "QH"]})
    live = await open_table(world, "tolv-fiender")
    assert await world.service().act(None, live, seat_of(alice), {"type": "play", "cards": ["X1"]})
    await world.settle()
    table = world.table_message()
    await bob.click(table, custom_id=next(c for c in custom_ids(table) if ":say:go" in c))
    await world.settle()
    before = live.state.model_dump_json()
    for wish in ("rather_not", "go"):
        table = world.table_message()
        r = await alice.click(table, custom_id=next(c for c in custom_ids(table) if f":say:{wish}" in c))
        assert r.response.ephemeral and not r.response.content
        assert any(":choose:" in c for c in custom_ids(r.response.message)), "her seat picker"
        assert "You are the one choosing" in embed_text(r.response.message)
    assert live.state.model_dump_json() == before, "nothing changed"


async def test_open_lobbies_are_capped_per_member_and_per_channel(world):
    alice, bob, _ = world.members
    settings = world.bot.settings
    assert settings.max_lobbies_per_user == 3 and settings.max_lobbies_per_channel == 10
    for _ in range(3):
        r = await alice.slash(world.channel, "play", game="sankpass")
        assert not r.response.ephemeral
    r = await alice.slash(world.channel, "play", game="sankpass")
    assert r.response.ephemeral and r.response.content.startswith("You already host 3 open lobbies")
    elsewhere = world.guild.create_text_channel("other")
    r = await alice.slash(elsewhere, "play", game="sankpass")
    assert r.response.ephemeral, "the cap counts her lobbies in every channel"
    lobbies = [lv for lv in world.service().live.values() if lv.rec.status == "lobby"]
    assert len(lobbies) == 3, "nothing was opened"
    # the channel's cap: ten open lobbies here, whoever hosts them
    settings.max_lobbies_per_user = 100
    for _ in range(7):
        await bob.slash(world.channel, "play", game="sankpass")
    with interaction_locale("da"):
        r = await bob.slash(world.channel, "play", game="sankpass")
    assert r.response.ephemeral and r.response.content.startswith("Denne kanal har allerede 10 åbne lobbyer")
    r = await bob.slash(elsewhere, "play", game="sankpass")
    assert not r.response.ephemeral, "another channel still has room"


async def test_a_table_is_refused_where_the_bot_may_not_post(world):
    alice, bob, _ = world.members
    me = world.guild.me
    quiet = world.guild.create_text_channel(
        "quiet", overwrites={me: discord.PermissionOverwrite(send_messages=False, embed_links=False)})
    r = await alice.slash(quiet, "play", game="sankpass")
    assert r.response.ephemeral
    assert r.response.content.startswith("I cannot run a table in this channel: I need the permission "
                                          "Send Messages, Embed Links.")
    assert not [lv for lv in world.service().live.values()], "no lobby was opened"
    # a lobby opened while it could, then the permission taken away: Start is refused, nothing changes
    r = await alice.slash(world.channel, "play", game="sankpass")
    lobby = r.response.message
    await bob.click(lobby, custom_id=next(c for c in custom_ids(lobby) if ":join:" in c))
    world.env.backend.get_channel(world.channel.id).overwrites.append(
        Overwrite(target_id=me.id, type=OverwriteType.MEMBER, allow=0,
                  deny=discord.Permissions(send_messages=True).value))
    with interaction_locale("sv-SE"):
        r = await alice.click(lobby, custom_id=next(c for c in custom_ids(lobby) if ":start:" in c))
    assert r.response.ephemeral and "behörigheten Skicka meddelanden" in r.response.content
    (live,) = world.service().live.values()
    assert live.rec.status == "lobby" and live.state is None


async def test_lobbies_that_closed_unplayed_are_pruned_after_the_retention(world):
    alice, bob, _ = world.members
    service = world.service()
    cancelled = (await alice.slash(world.channel, "play", game="sankpass")).response.message
    await alice.click(cancelled, custom_id=next(c for c in custom_ids(cancelled) if ":cancel:" in c))
    idle = await alice.slash(world.channel, "play", game="finns-i-sjon")
    await world.env.advance_time(46 * 60)  # that lobby closes for inactivity
    live = await open_table(world, "finns-i-sjon", players=2)
    assert await service.act(None, live, seat_of(bob), {"type": "leave"})  # a finished game
    await world.settle()
    fresh = await alice.slash(world.channel, "play", game="go-fish")  # still open
    statuses = dict(await service.storage.fetch("SELECT id, status FROM game_tables"))
    assert sorted(statuses.values()) == ["abandoned", "cancelled", "ended", "lobby"]
    assert await service.prune() == 0, "nothing is old enough yet"
    assert await service.prune(now=world.clock.now() + 31 * 86400) == 2
    left = dict(await service.storage.fetch("SELECT id, status FROM game_tables"))
    assert sorted(left.values()) == ["ended", "lobby"], "the finished game and the open lobby stay"
    assert await service.storage.events(live.id), "with its event log"
    del idle, fresh


async def test_a_burst_of_idle_closes_is_spread_and_other_deadlines_keep_their_time(tmp_path):
    """A hundred lobbies in one channel reach their 45 minutes together: they close at once, and
    their messages are edited within a low share of the budget (no token lives any more), while a
    Tolv fiender table's 90 seconds run out in the middle of it and are kept to the second."""
    from tests.bot_helpers import started_world
    from tests.requests_log import RequestLog
    from tests.test_bot_pings import TOLV, stack

    async with started_world(tmp_path, discord_limits=True, max_lobbies_per_user=500,
                             max_lobbies_per_channel=500) as world:
        alice, bob, cara = world.members
        for _ in range(100):
            await alice.slash(world.channel, "play", game="sankpass")
        opened = world.clock.now()
        await world.env.advance_time(43 * 60 + 31)
        stack(world, {"hands": TOLV, "tavern": ["3D", "4D"], "castle": ["JC", "JS", "QH"]})
        game = await open_table(world, "tolv-fiender")
        log = RequestLog(world.env)
        with log.recording():
            await world.env.advance_time(opened + 45 * 60 + 0.2 - world.clock.now())  # the closes begin
            assert seat_of(alice) not in game.state.left
            await world.env.advance_time(1.3)  # alice's 90 s ran out at 45:01, amid the closes' edits
            assert seat_of(alice) in game.state.left, "her seat was vacated on time"
            shown = sum("closed after 45 minutes" in embed_text(m) for m in world.messages())
            assert shown < 100, "while the closes' edits still trickle out, not after them"
            await world.env.advance_time(20)
        lobbies = [lv for lv in world.service().live.values() if lv.rec.game == "sankpass"]
        assert len(lobbies) == 100 and all(lv.rec.status == "abandoned" for lv in lobbies)
        closed = [m for m in world.messages() if "closed after 45 minutes" in embed_text(m)]
        assert len(closed) == 100, "every lobby message says it closed"
        assert log.max_per_second(0, "bot") <= 15, "at most 30% of the 50/s budget"


async def test_a_table_names_whom_it_has_waited_for_and_how_to_end_it(world):
    from tests.bot_helpers import stacked

    alice, bob, _ = world.members
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}, ["3C", "KC", "QC"])
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    for rank in ("A", "2", "A"):  # two catches, then a miss: bob's turn
        assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": rank})
    await world.settle()
    assert live.state.turn == seat_of(bob)
    await world.env.advance_time(4 * 60)
    assert "Waiting for" not in embed_text(world.table_message())
    await world.env.advance_time(61)
    await world.settle()
    text = embed_text(world.table_message())
    assert f"⏳ Waiting for bob – the last move was <t:{int(live.state.last_action_at)}:R>" in text
    assert "each player can leave with /leave" in text
    assert await act(world, live, seat_of(bob), {"type": "ask", "target": seat_of(alice), "rank": "5"})
    await world.settle()
    assert "Waiting for" not in embed_text(world.table_message()), "gone once the game moves on"


async def test_tolv_fiender_keeps_its_own_clock_and_names_nobody(world):
    from tests.test_bot_pings import TOLV, stack

    stack(world, {"hands": TOLV, "tavern": ["3D", "4D"], "castle": ["JC", "JS", "QH"]})
    live = await open_table(world, "tolv-fiender")
    from bot.render import screens

    assert screens.stall_at(live.rec, live.state) is None, "its 90 seconds act first"


async def test_a_move_whose_answer_discord_fails_still_shows(world):
    """The callback fails (Discord answers 5xx twice, past its three seconds): the move was
    stored, so the table shows it and the clicker's own view is brought up to date through the
    token it had before this click."""
    from tests.test_bot_pings import SANK, stack
    from tests.test_bot_sankpass import hand_view, latest

    alice, bob, _ = world.members
    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4")
    ha = await hand_view(world, alice)
    world.env.inject_error("POST", "/interactions/*/callback", status=503, times=2)
    await click_named(alice, ha, "9♠")
    await world.settle()
    assert live.state.pile == ["9S"], "the move was applied"
    assert "alice opened the pile with 9♠." in embed_text(world.table_message())
    view = embed_text(latest(world, alice, ha))
    assert "9♠" in view and "bob to play." in view, "her view shows the move it could not answer"


async def test_a_lobby_that_could_not_be_posted_is_closed_and_blocks_nothing(world, caplog):
    """/play answered too late (Discord: Unknown Interaction; under load, after its three seconds):
    nobody can see that lobby, so it is closed, not left open against its host's three lobbies;
    the host is told nothing changed where Discord still lets the bot answer, and may play again."""
    alice = world.members[0]
    service = world.service()
    for attempt in range(service.settings.max_lobbies_per_user + 1):
        world.env.inject_error("POST", "/interactions/*/callback", status=404, code=10062,
                               message="Unknown Interaction", times=2 if attempt else 1)
        r = await alice.slash(world.channel, "play", game="go-fish")
        await world.settle()
        if not attempt:  # the apology went through: nothing changed
            assert r.response.ephemeral and "Nothing was changed" in r.response.content
    assert await service.storage.open_lobbies(alice.id) == 0
    assert not [m for m in world.messages() if m.embeds], "no lobby was posted"
    closed = [lv for lv in service.tables.values() if lv.rec.host_id == alice.id]
    assert len(closed) == 4 and all(lv.rec.status == "cancelled" for lv in closed)
    assert [r.levelname for r in caplog.records if "could not be posted" in r.getMessage()] == ["WARNING"] * 4
    assert not [r for r in caplog.records if r.levelname == "ERROR"], "an expected failure, not a bug"
    r = await alice.slash(world.channel, "play", game="go-fish")
    await world.settle()
    assert await service.storage.open_lobbies(alice.id) == 1 and r.response.embeds, "and she can play"


async def test_a_lobby_that_could_be_neither_posted_nor_closed_idles_out_as_any_other(world, monkeypatch):
    """Discord fails the /play's answer and then the database fails the close: the lobby stays
    stored, unseen, and closes when its idle time runs out, as any lobby does (not at the next
    restart only); the host is told nothing changed."""
    from bot.commit.unit import unsaved
    from engine.core import IDLE_TIMEOUT

    alice = world.members[0]
    service = world.service()
    store = service.commit.store

    async def the_close_fails(live: Any, change: Any) -> None:
        if change.record is not None and change.record.status == "cancelled":
            raise unsaved(live.id)
        await store(live, change)

    monkeypatch.setattr(service.commit, "store", the_close_fails)
    world.env.inject_error("POST", "/interactions/*/callback", status=404, code=10062,
                           message="Unknown Interaction", times=1)
    r = await alice.slash(world.channel, "play", game="go-fish")
    await world.settle()
    assert r.response.ephemeral and "Nothing was changed" in r.response.content
    assert await service.storage.open_lobbies(alice.id) == 1, "stored open: its close failed"
    await world.env.advance_time(IDLE_TIMEOUT + 60)
    await world.settle()
    assert await service.storage.open_lobbies(alice.id) == 0
    (lv,) = [lv for lv in service.tables.values() if lv.rec.host_id == alice.id]
    assert lv.rec.status == "abandoned"
    assert not [m for m in world.messages() if m.embeds], "and nothing was posted for it"


async def test_a_render_discord_fails_is_tried_again_until_it_shows(world):
    from tests.test_bot_pings import SANK, stack
    from tests.test_bot_sankpass import hand_view, latest

    alice, bob, _ = world.members
    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4")
    hb = await hand_view(world, bob)
    world.env.inject_error("PATCH", "/webhooks/*/messages/*", status=503, times=3)
    assert await act(world, live, seat_of(alice), {"type": "play", "card": "9S"})
    await world.env.settle()
    assert "alice opened the pile with 9♠." not in embed_text(world.table_message()), "(Discord failed)"
    await world.env.advance_time(20)
    await world.settle()
    assert "alice opened the pile with 9♠." in embed_text(world.table_message()), "tried again, later"
    assert "Your turn" in embed_text(latest(world, bob, hb)), "and bob's open view, too"


async def test_a_ping_sent_by_a_process_that_died_before_storing_it_is_found_and_deleted(world):
    """kill -9 between sending a turn ping and storing its id: the next process sees the intent
    stored before the send, finds the bot's ping for that table in the channel and deletes it."""
    from tests.test_bot_pings import SANK, pings, stack

    alice, bob, cara = world.members
    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4")
    outbox = world.service().outbox
    real_send = outbox.send

    async def send_then_die(*args: Any, **kwargs: Any) -> Any:
        sent = await real_send(*args, **kwargs)
        raise asyncio.CancelledError  # the process is killed before it stores the ping's id
        return sent  # (not reached)

    outbox.send = send_then_die
    assert await act(world, live, seat_of(alice), {"type": "play", "card": "9S"})
    await world.settle()
    (orphan, users), = pings(world)
    assert users == [bob.id] and live.rec.ping is not None and live.rec.ping.message_id == 0, "the intent"
    await world.restart()
    live = world.service().live[live.id]
    assert await act(world, live, seat_of(bob), {"type": "play", "card": "10S"})
    await world.settle()
    assert orphan.id not in [m.id for m, _ in pings(world)], "the orphan is gone"
    assert [users for _, users in pings(world)] == [[cara.id]], "and cara's ping is the one that stands"


async def test_a_dm_hand_sent_by_a_process_that_died_before_storing_it_is_found_and_deleted(world):
    from tests.bot_helpers import stacked

    alice, bob, _ = world.members
    await bob.slash(world.channel, "settings", hand="dm")
    hands = world.service().hands
    real_send = hands.outbox.send_dm
    died = []

    async def send_then_die(*args: Any, **kwargs: Any) -> Any:
        message = await real_send(*args, **kwargs)
        if not died:
            died.append(message.id)
            raise asyncio.CancelledError  # killed before the DM's id is stored
        return message

    hands.outbox.send_dm = send_then_die
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}, ["3C", "KC", "QC"])
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    assert died and live.rec.dm_hands[seat_of(bob)].message_id == 0, "the intent"
    await world.restart()
    live = world.service().live[live.id]
    assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": "A"})
    await world.settle()
    history = bob.user.dm_channel.history()
    assert died[0] not in [m.id for m in history], "the orphan DM hand is gone"
    assert [m.id for m in history] == [live.rec.dm_hands[seat_of(bob)].message_id], "one DM hand, the stored one"


async def test_a_click_while_the_database_is_out_of_reach_is_told_it_could_not_be_saved(world, monkeypatch):
    alice, _, _ = world.members
    live = await open_table(world, "finns-i-sjon", players=2)
    table = world.table_message()
    service = world.service()
    service.tables.drop(live.id)  # not in memory: the click must load it (a DM click elsewhere)

    async def down(*_: Any) -> Any:
        raise OSError("connection refused")

    monkeypatch.setattr(service.storage, "load_table", down)
    r = await alice.click(table, label="My hand")
    assert r.response.ephemeral
    assert r.response.content == "That could not be saved, so nothing changed – please try again."


async def test_a_deadline_that_fires_to_no_effect_is_tried_again_backing_off(world, monkeypatch):
    from engine.games.sankpass import Sankpass

    live = await open_table(world, "sankpass", options="hand_size=4")
    await world.settle()
    monkeypatch.setattr(Sankpass, "_deadline", lambda self, state: state.last_action_at)  # due, for ever
    service = world.service()
    fired = []
    real = service.on_deadline

    async def counted(tid: int) -> None:
        fired.append(world.clock.now())
        await real(tid)

    service.deadlines.fire = counted
    with world.env._bot_scope():  # (the timer is the bot's own work: it sleeps on simcord's clock)
        service.effects.arm(live)
    await world.env.advance_time(60)
    assert 3 <= len(fired) <= 8, f"backing off (1, 2, 4 … s), not every instant: {len(fired)} firings in 60 s"
    assert live.rec.status == "playing"


async def test_a_ping_the_bot_may_no_longer_send_is_left_out_and_said_once(world, caplog):
    """Send Messages taken away mid-game: the game goes on without its pings, and the log says
    so once for the channel, not at every move."""
    from tests.test_bot_pings import SANK, pings, stack

    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4")
    world.env.inject_error("POST", "/webhooks/*/*", status=403, times=20)
    world.env.inject_error("POST", "/channels/*/messages", status=403, times=20)
    caplog.clear()
    for seat, card in ((0, "9S"), (1, "10S"), (2, "JS")):
        assert await act(world, live, live.rec.players[seat].seat, {"type": "play", "card": card})
        await world.settle()
    assert live.state.pile == ["9S", "10S", "JS"], "the game went on"
    assert not pings(world), "no ping could be sent"
    said = [r for r in caplog.records if "may not post there" in r.getMessage()]
    assert len(said) == 1, [r.getMessage() for r in caplog.records]
    assert not [r for r in caplog.records if "could not send the turn ping" in r.getMessage()], "not per move"


async def test_a_refused_click_on_a_hand_view_is_answered_with_that_view_and_why(world):
    """Issue 37: a click a hand view's own controls cannot make now (a choice not offered) is
    answered as a refused click on a public control is: with the hand view, brought up to date,
    the reason on it in the clicker's language — here (the ephemeral view is edited in place) and
    in DMs (the DM message is) — and nothing changed."""
    from tests.test_bot_concurrency import OPENING, STOCK, emit_custom, stack_all

    alice, bob, _ = world.members
    await world.service().store_delivery(bob.id, "dm")
    stack_all(world, {**OPENING, 2: ["9S", "9H", "10S", "10H", "JS"]}, STOCK)
    live = await open_table(world, "finns-i-sjon", players=3, options="hand_size=5")
    before = live.rec.model_dump_json(), live.state.model_dump_json()
    hand = (await alice.click(world.table_message(), label="My hand")).response.message
    target = next(c for c in custom_ids(hand) if ":target:" in c)
    r = await emit_custom(world, alice, hand, target, [seat_of(alice)])  # ask herself: not offered
    assert r.response.ephemeral and not r.response.content and r.response.message.id == hand.id
    shown = embed_text(r.response.message)
    assert "⚠️ That choice is not available to you right now." in shown
    assert any(":rank:" in c for c in custom_ids(r.response.message)), "her hand, as buttons"
    # bob's hand lives in his DMs; he reads Swedish
    [dm] = bob.user.dm_channel.history()
    rank = next(c for c in custom_ids(dm) if ":rank:" in c)
    with interaction_locale("sv"):
        r = emit_on_message(world, bob, dm, rank.rsplit(":", 1)[0] + ":Z", dm=True)  # no such card
        await world.settle()
    assert not r.response.content
    [dm] = bob.user.dm_channel.history()
    assert "⚠️ Det valet är inte tillgängligt för dig just nu." in embed_text(dm), embed_text(dm)
    assert any(":rank:" in c for c in custom_ids(dm)), "his hand, as buttons"
    assert (live.rec.model_dump_json(), live.state.model_dump_json()) == before, "nothing changed"
