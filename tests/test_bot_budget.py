"""Discord's request budget (issue 19): which requests reach Discord, and through which token.

A bot token may make about 50 requests a second across all of the bot's processes; the
interaction endpoints (the callback, the token's followups and edits) are not bound by that.
These tests count the requests that reach simcord by class (``tests/requests_log.py``) while real
players click, with the bot's real delays (``TABLE_EDIT_DELAY``, ``PING_AFTER``) on simcord's clock.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

from bot.render import screens
from engine import get_game
from tests.bot_helpers import (
    World,
    act,
    custom_ids,
    embed_text,
    make_bot,
    open_table,
    seat_of,
    stacked,
    started_world,
)
from tests.requests_log import GlobalLimit, RequestLog
from tests.test_bot_concurrency import burst
from tests.test_bot_pings import SANK, pings, stack
from tests.test_bot_sankpass import hand_view, latest, tap

CALLBACK = "POST /interactions/{id}/{token}/callback"
TOKEN_EDIT = "PATCH /webhooks/{app}/{token}/messages/{id}"
TOKEN_EDIT_ORIGINAL = "PATCH /webhooks/{app}/{token}/messages/@original"
FOLLOWUP = "POST /webhooks/{app}/{token}"
TOKEN_DELETE = "DELETE /webhooks/{app}/{token}/messages/{id}"
HANDS2 = {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}
STOCK = ["3C", "KC", "QC", "JC"]


def world_with(tmp_path: Any, **settings: Any) -> contextlib.AbstractAsyncContextManager[World]:
    """A world whose bot keeps the real delays and Discord's limits (unless ``settings`` say)."""
    return started_world(tmp_path, discord_limits=True, **{"table_edit_delay": 0.5, "ping_after": 30.0, **settings})


def pinged_users(world: World) -> list[int]:
    return [uid for _, users in pings(world) for uid in users]


def table_text(world: World) -> str:
    return embed_text(world.table_message())


def ids_in(world: World) -> set[int]:
    return {m.id for m in world.messages()}


async def test_a_move_on_a_hand_view_spends_no_bot_token_request(tmp_path):
    async with world_with(tmp_path) as world:
        alice, bob, _ = world.members
        stack(world, {"hands": SANK})
        log = RequestLog(world.env)
        with log.recording():
            live = await open_table(world, "sankpass", options="hand_size=4")
            ha = await hand_view(world, alice)
            hb = await hand_view(world, bob)
            mark = log.mark()
            await tap(alice, ha, "9♠")
            await world.env.advance_time(0.6)
            assert "alice opened the pile with 9♠." in table_text(world)
            # the answer edits alice's view; the table and bob's open view are edited through tokens
            assert log.by_route(mark, "interaction") == {CALLBACK: 1, TOKEN_EDIT: 1, TOKEN_EDIT_ORIGINAL: 1}
            bob_view = embed_text(next(m for m in world.messages(bob) if m.id == hb.id))
            assert "Your turn: play one card on 9♠." in bob_view, "bob's view is current"
        assert log.since(0, "bot") == [], "the lobby, the start and the moves spent no bot-token request"
        assert live.rec.message_token is not None and world.table_message().id == live.rec.message_id


async def test_a_stand_in_spends_no_bot_token_request_a_move(tmp_path):
    """A computer standing in for alice (issue 36) moves like a computer player: its table edits
    go through the table's live interaction token, never the bot token."""
    async with world_with(tmp_path, computer_delay=6.0) as world:
        alice, bob, cara = world.members
        stack(world, {"hands": SANK}, first=1)  # bob begins, alice plays last
        log = RequestLog(world.env)
        with log.recording():
            live = await open_table(world, "sankpass", options="hand_size=4")
            await alice.slash(world.channel, "leave")
            hb = await hand_view(world, bob)
            mark = log.mark()
            await tap(bob, hb, "10♠")
            hc = await hand_view(world, cara)
            await tap(cara, hc, "J♠")
            v = live.state.version
            await world.env.advance_time(6.1)  # the stand-in plays alice's seat
            await world.settle()
            assert live.state.version > v and live.state.away == [seat_of(alice)]
            assert "🤖 for alice" in table_text(world)
            assert log.since(mark, "bot") == [], "no bot-token request for the moves, the stand-in's included"


async def test_a_ping_waits_for_the_player_to_look_away(tmp_path):
    async with world_with(tmp_path) as world:
        alice, bob, cara = world.members
        stack(world, {"hands": SANK})
        log = RequestLog(world.env)
        with log.recording():
            live = await open_table(world, "sankpass", options="hand_size=4")
            ha, hb, hc = [await hand_view(world, m) for m in (alice, bob, cara)]
            await tap(alice, ha, "9♠")
            await world.env.advance_time(20)
            await tap(bob, latest(world, bob, hb), "10♠")  # bob acts within PING_AFTER: never pinged
            await world.env.advance_time(29)
            assert pings(world) == [], "in brisk play nobody is pinged"
            await world.env.advance_time(2)  # cara has been away for PING_AFTER
            (ping, users), = pings(world)
            assert users == [cara.id] and live.rec.ping is not None and live.rec.ping.message_id == ping.id
            mark = log.mark()
            await tap(cara, latest(world, cara, hc), "J♠")
            await world.env.advance_time(1)
            assert pings(world) == [] and live.rec.ping is None, "deleted once she acted"
            assert TOKEN_DELETE in log.by_route(mark, "interaction")
        created = [r for r in log.since(0) if r.created_in == world.channel.id]
        assert [r.route for r in created if r.kind == "bot"] == [], "the table and the ping are followups"
        assert log.since(0, "bot") == []


async def test_the_table_moves_to_a_fresh_token_before_its_own_runs_out(tmp_path):
    async with world_with(tmp_path) as world:
        alice, bob, _ = world.members
        stack(world, {"hands": SANK})
        log = RequestLog(world.env)
        with log.recording():
            live = await open_table(world, "sankpass", options="hand_size=4")
            first, first_token = live.rec.message_id, live.rec.message_token
            await world.env.advance_time(11 * 60)  # the Start click's token is 11 minutes old
            await tap(alice, await hand_view(world, alice), "9♠")
            await world.env.advance_time(1)
            moved = live.rec.message_id
            assert moved != first and first not in ids_in(world), "re-posted through alice's click, old deleted"
            assert world.table_message().id == moved and "alice opened the pile with 9♠." in table_text(world)
            assert live.rec.message_token.token != first_token.token
            assert world.clock.now() - live.rec.message_token.at < 5, "owned by alice's fresh click"
            await world.env.advance_time(5 * 60)  # within the new token's life: edited in place
            await tap(bob, await hand_view(world, bob), "10♠")
            await world.env.advance_time(1)
            assert live.rec.message_id == moved and "bob played 10♠ – higher." in table_text(world)
        assert log.since(0, "bot") == []


async def test_with_no_live_token_the_table_spends_the_bot_token(tmp_path):
    async with world_with(tmp_path) as world:
        alice, bob, _ = world.members
        stack(world, {"hands": SANK})
        log = RequestLog(world.env)
        with log.recording():
            live = await open_table(world, "sankpass", options="hand_size=4")
            await world.env.advance_time(15 * 60)  # no click in the channel for 15 minutes
            mark = log.mark()
            await act(world, live, seat_of(alice), {"type": "play", "card": "9S"})
            await world.env.advance_time(1)
            assert "alice opened the pile with 9♠." in table_text(world)
            assert log.by_route(mark, "bot") == {"PATCH /channels/{id}/messages/{id}": 1}
            assert live.rec.message_id == world.table_message().id


async def ask(member: Any, message: Any, rank: str) -> None:
    """Click the rank button of this (current) hand view."""
    prefix = next(c for c in custom_ids(message) if ":rank:" in c).rsplit(":", 1)[0]
    await member.click(message, custom_id=f"{prefix}:{rank}")


async def test_a_dm_hand_is_edited_through_its_players_latest_click(tmp_path):
    async with world_with(tmp_path) as world:
        alice, bob, _ = world.members
        await bob.slash(world.channel, "settings", hand="dm")
        stacked(world, HANDS2, STOCK)
        log = RequestLog(world.env)
        with log.recording():
            live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
            dm = bob.user.dm_channel
            view = (await alice.click(world.table_message(), label="My hand")).response.message.id

            def alices() -> Any:
                return next(m for m in world.messages(alice) if m.id == view)

            mark = log.mark()
            await ask(alice, alices(), "A")  # bob never clicked his DM: it is edited with the bot token
            await world.env.advance_time(1)
            assert log.by_route(mark, "bot") == {"PATCH /channels/{id}/messages/{id}": 1}
            await ask(alice, alices(), "2")
            await ask(alice, alices(), "A")  # she misses: bob's turn
            await world.env.advance_time(1)
            assert live.state.turn == seat_of(bob)
            await ask(bob.user, dm.history()[-1], "5")  # he plays from his DM, and misses too
            await world.env.advance_time(1)
            assert live.state.turn == seat_of(alice)
            mark = log.mark()
            await ask(alice, alices(), "A")
            await world.env.advance_time(1)
            assert log.by_route(mark, "bot") == {}, "his DM is edited through his own click's token"
            assert TOKEN_EDIT_ORIGINAL in log.by_route(mark, "interaction")
            assert len(dm.history()) == 1
            shown = dm.history()[-1].embeds[0].to_dict()
            want, _ = screens.hand(live.rec, live.state, seat_of(bob), "en", {})
            assert shown["fields"] == want.to_dict()["fields"], "and it shows his current hand"


async def test_a_restart_goes_on_editing_through_the_stored_token(tmp_path):
    async with world_with(tmp_path) as world:
        alice, bob, _ = world.members
        stack(world, {"hands": SANK})
        live = await open_table(world, "sankpass", options="hand_size=4")
        await world.env.advance_time(60)
        old = world.env.bot
        await world.env.restart_bot(make_bot(world.db_path, world.clock, discord_limits=True, table_edit_delay=0.5))
        await old.storage.close()
        live = world.service().live[live.id]
        log = RequestLog(world.env)
        with log.recording():
            await act(world, live, seat_of(alice), {"type": "play", "card": "9S"})
            await world.env.advance_time(1)
        assert "alice opened the pile with 9♠." in table_text(world)
        assert pinged_users(world) == [bob.id], "(this bot pings at once)"
        # the table edit and bob's ping go through the token stored with the table message
        assert log.since(0, "bot") == [] and log.by_route(0, "interaction") == {TOKEN_EDIT: 1, FOLLOWUP: 1}


async def _dm_tables(world: World, n: int) -> list[Any]:
    alice, bob, _ = world.members
    for m in (alice, bob):
        await m.slash(world.channel, "settings", hand="dm")
    return [await open_table(world, "finns-i-sjon", players=2, options="hand_size=7") for _ in range(n)]


def current(world: World, live: Any) -> bool:
    """The table message and both DM hands show the table as it is now."""
    table = world.env.backend.get_message(world.channel.id, live.rec.message_id)
    want, _ = screens.table(live.rec, live.state, live.rec.locale)
    if table.embeds[0].get("description") != want.to_dict().get("description"):
        return False
    for p in live.rec.players:
        known = live.rec.dm_hands[p.seat]
        dm = world.env.backend.get_message(known.channel_id, known.message_id)
        hand, _ = screens.hand(live.rec, live.state, p.seat, p.locale, live.rec.drafts.get(p.seat, {}))
        if dm.embeds[0].get("fields") != hand.to_dict().get("fields"):
            return False
    return True


async def test_three_times_the_budget_converges_without_a_429(tmp_path):
    """Ten tables whose players keep their hands in DMs and act with no live token (the bot token
    edits each table and each DM hand): about 30 requests a second wanted, 10 allowed."""
    async with world_with(tmp_path, global_rate_limit=10, ping_after=300) as world:
        tables = await _dm_tables(world, 10)
        await world.env.advance_time(15 * 60)  # every token in the channel has run out
        rng = random.Random(7)
        log, limit = RequestLog(world.env), GlobalLimit(world.env, 10)
        with log.recording(), limit.installed():
            mark = log.mark()
            moves = 0
            for _ in range(10):  # a move a second at every table
                for live in tables:
                    if live.rec.status == "playing":
                        seat = live.state.turn
                        legal = get_game("finns-i-sjon").legal_actions(live.state, seat)
                        await act(world, live, seat, rng.choice(legal))
                        moves += 1
                await world.env.advance_time(1.0)
            wanted = moves * 3  # the table and two DM hands a move
            assert wanted >= 3 * 10 * 10 * 0.9, "about three times the budget was asked for"
            waited = 0
            while waited < 10 and not all(current(world, live) for live in tables):
                await world.env.advance_time(1.0)
                waited += 1
            assert all(current(world, live) for live in tables), "every table and hand shows its current state"
            assert waited <= 6, f"converged within a few seconds (took {waited} s)"
        assert limit.limited == [], "no request was answered 429 (none sent twice)"
        assert log.max_per_second(mark, "bot") <= 10
        assert len(log.since(mark, "bot")) < wanted, "moves made meanwhile were merged"


async def test_ten_tables_in_one_channel_never_pass_five_new_messages_in_five_seconds(tmp_path):
    async with world_with(tmp_path, max_lobbies_per_user=10) as world:
        alice, bob, cara = world.members
        service = world.service()
        log = RequestLog(world.env)
        with log.recording():
            lobbies = []
            for _ in range(10):
                r = await alice.slash(world.channel, "play", game="sankpass", options="hand_size=4")
                lobby = r.response.message
                for m in (bob, cara):
                    await m.click(lobby, custom_id=next(c for c in custom_ids(lobby) if ":join:" in c))
                lobbies.append(next(m for m in world.messages() if m.id == lobby.id))
            # all ten start at once: ten new table messages wanted in the same instant
            await burst(world, *[(lambda lb=lb: alice.click(lb, custom_id=next(
                c for c in custom_ids(lb) if ":start:" in c))) for lb in lobbies])
            await world.env.advance_time(15)
            tables = [lv for lv in service.live.values() if lv.rec.status == "playing"]
            assert len(tables) == 10 and all(lv.rec.message_id in ids_in(world) for lv in tables)
            # in each, the first player plays, so ten pings come due together 30 s later
            for live in tables:
                seat = live.state.turn
                await act(world, live, seat, {"type": "play", "card": live.state.hands[seat][0]})
            awaited = sorted(int(lv.state.turn) for lv in tables)
            await world.env.advance_time(31 + 20)
            assert sorted(users[0] for _, users in pings(world)) == awaited, "every ping went out, later"
        assert log.max_creates(0, window=5.0) <= 5
