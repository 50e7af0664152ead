"""Two bot processes (shard clusters) on one PostgreSQL database: every guarantee of
:mod:`bot.commit.coordination`, through the real bot on a simulated Discord (see ``cluster_helpers``)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from tests.bot_helpers import button_name, card_label, custom_ids, embed_text, find_button, seat_of
from tests.cluster_helpers import Cluster
from tests.requests_log import RequestLog

pytestmark = pytest.mark.postgres
A, B = 0, 1  # cluster A runs shard 0 (and so every DM), cluster B shard 1 (the test server)


def cid(message: Any, op: str) -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c)


async def open_table(c: Cluster, game: str, players: int = 2, **slash: Any) -> int:
    host = c.members[0]
    r = await host.slash(c.channel, "play", game=game, **slash)
    lobby = r.response.message
    for m in c.members[1:players]:
        await m.click(lobby, custom_id=cid(lobby, "join"))
    await host.click(lobby, custom_id=cid(lobby, "start"))
    await c.settle()
    return int(cid(lobby, "join").split(":")[1])




# ---- helpers --------------------------------------------------------------------------------
ALICE = ["2S", "5H", "9C", "KD"]
BOB = ["3S", "6H", "10C", "QD"]  # no two cards of a rank: every play is one click


def stack_sankpass(c: Cluster, first: int = 0) -> None:
    ids = [seat_of(m) for m in c.members]
    for i in (A, B):
        c.service(i).stack = lambda rec: ({"hands": {ids[0]: ALICE, ids[1]: BOB}}, ids[first])


def labels(message: Any) -> list[str]:
    """What each button shows, cards in the tests' notation (faces or text alike)."""
    return [button_name(x) for row in message.components for x in getattr(row, "children", [])]


def button(message: Any, name: str) -> str:
    return find_button(message, name).custom_id


async def tap(actor: Any, message: Any, code: str) -> Any:
    """``actor`` clicks the card ``code`` (e.g. ``9C``) of a hand view."""
    return await actor.click(message, custom_id=button(message, card(code)))


async def stored(c: Cluster, tid: int) -> tuple[Any, Any, list[dict[str, Any]]]:
    """The table as the database has it: record, state, event log."""
    svc = c.service(c.alive()[0])
    loaded = await svc.coordination.load(tid)
    assert loaded is not None
    rec, state_json, _ = loaded
    state = svc.make_live(rec, state_json).state
    return rec, state, await svc.storage.events(tid)


async def memory_equals_database(c: Cluster, tid: int) -> None:
    rec, state, events = await stored(c, tid)
    assert [e["version"] for e in events] == list(range(state.version + 1))  # none lost, none doubled
    for i in c.alive():
        live = c.service(i).live.get(tid)
        if live is not None:
            assert live.rec == rec and live.state == state, f"cluster {i} holds a stale copy"


def latest(c: Cluster, member: Any, message_id: int) -> Any:
    return next(m for m in c.channel.history(viewer=member) if m.id == message_id)


def card(code: str) -> str:
    return card_label("en", code)


# ---- the tests ------------------------------------------------------------------------------
async def test_a_dm_click_is_handled_by_the_process_that_does_not_host_the_table(cluster):
    c = cluster
    alice, bob, _ = c.members
    r = await alice.slash(c.channel, "settings", hand="dm")  # in the server: cluster B answers
    assert "in your DMs" in r.response.content
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    assert c.service(B).live[tid].rec.status == "playing" and tid not in c.service(A).live
    dm = c.dm_history(alice)[-1]  # sent by B when the game started
    assert card("2S") in embed_text(dm)
    # bob keeps a hand view open in the server: its token is held by cluster B
    bob_view = (await bob.click(c.table_message(), custom_id=cid(c.table_message(), "hand"))).response.message
    assert "alice to play" in embed_text(bob_view)

    # alice plays from her DM: Discord sends that click to shard 0, cluster A, which loads the table
    log = RequestLog(c.envs[0])
    with log.recording():
        r = await tap(c.as_dm_user(alice), dm, "9C")
        await c.settle()
    # A edits the table B posted through the token stored with it: no bot-token request anywhere
    assert log.by_route(0, "bot") == {}
    assert r.acknowledged and not r.ephemeral
    assert tid in c.service(A).live
    rec, state, events = await stored(c, tid)
    assert state.pile == ["9C"] and state.turn == seat_of(bob) and len(events) == 2
    await memory_equals_database(c, tid)  # B followed A's change (NOTIFY)
    assert c.service(B).coordination.reloads >= 1
    # the DM was answered in place, the public table edited by A, bob's open view refreshed by B
    assert card("9C") not in labels(c.dm_history(alice)[-1]) and card("KD") in labels(c.dm_history(alice)[-1])
    assert f"alice opened the pile with {card('9C')}" in embed_text(c.table_message())
    assert "Your turn" in embed_text(latest(c, bob, bob_view.id))

    # bob answers from the server (B), alice again from her DM (A): each applies on the current state
    await tap(bob, latest(c, bob, bob_view.id), "10C")
    await c.settle()
    r = await tap(c.as_dm_user(alice), c.dm_history(alice)[-1], "KD")
    await c.settle()
    rec, state, events = await stored(c, tid)
    assert state.pile == ["9C", "10C", "KD"] and len(events) == 4
    assert [e["action"].get("card") for e in events[1:]] == ["9C", "10C", "KD"]
    await memory_equals_database(c, tid)


async def test_simultaneous_clicks_from_both_processes_apply_each_move_once(cluster):
    """Each player keeps a hand in DMs (clicks → cluster A) and one in the server (→ cluster B);
    every turn the move is clicked several times from both at the same moment, and the other
    player clicks "Show my hand" meanwhile. Every click is answered; each move is applied once."""
    c = cluster
    alice, bob, _ = c.members
    for m in (alice, bob):
        await m.slash(c.channel, "settings", hand="dm")
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    views = {}
    for m in (alice, bob):
        r = await m.click(c.table_message(), custom_id=cid(c.table_message(), "hand"))
        views[seat_of(m)] = r.response.message.id
    by_seat = {seat_of(m): m for m in (alice, bob)}
    dm_channel = {seat_of(m): c.as_dm_user(m).dm_channel.id for m in (alice, bob)}
    moves = rounds = 0
    rng = random.Random(11)
    while True:
        _, state, _ = await stored(c, tid)
        if state.phase == "ended":
            break
        seat = state.turn
        other = next(s for s in by_seat if s != seat)
        play = card(sorted(state.hands[seat], key=lambda x: ALICE.index(x) if x in ALICE else BOB.index(x))[0])
        dm = c.dm_history(by_seat[seat])[-1]
        view = latest(c, by_seat[seat], views[seat])
        other_view = latest(c, by_seat[other], views[other])
        reveal = next(lb for lb in labels(other_view) if lb and lb.endswith("my hand"))
        clicks = [(int(seat), dm.id, dm_channel[seat], button(dm, play)),  # the same move from the DM (A)
                  (int(seat), view.id, c.channel.id, button(view, play))] * 4  # and from the server (B)
        clicks.append((int(other), other_view.id, c.channel.id, button(other_view, reveal)))
        rng.shuffle(clicks)
        if rounds % 2:  # let each process be the first to get the move, in turn
            clicks.sort(key=lambda click: click[2] != c.channel.id)
        else:
            clicks.sort(key=lambda click: click[2] == c.channel.id)
        results = [c.emit_click(*click) for click in clicks]
        await c.settle()
        assert all(r.acknowledged for r in results), "a click was left unanswered"
        _, after, events = await stored(c, tid)
        new = [e for e in events if e["version"] > state.version]
        played = [e for e in new if e["action"]["type"] == "play"]
        # the first click to be stored wins; every other one carried the same, now outdated version
        assert len(new) == 1 and after.version == state.version + 1, new
        assert played == [] or played[0]["seat"] == seat
        await memory_equals_database(c, tid)
        moves += len(played)
        rounds += 1
        assert rounds < 30
    assert moves >= 4
    # after each move the process that did not apply it reloaded the table (NOTIFY or row lock)
    assert c.service(A).coordination.reloads + c.service(B).coordination.reloads >= rounds - 1
    rec, state, events = await stored(c, tid)
    assert rec.status == "ended" and state.phase == "ended"
    rows = await c.service(A).storage.fetch("SELECT user_id, outcome FROM results WHERE table_id=?", (tid,))
    assert sorted(o for _, o in rows) == ["loss", "win"]


async def rev_of(c: Cluster, tid: int) -> int:
    return (await c.service(A).storage.fetch("SELECT rev FROM game_tables WHERE id=?", (tid,)))[0][0]


async def test_a_deadline_armed_in_both_processes_fires_once(cluster):
    c = cluster
    alice, bob, _ = c.members
    await alice.slash(c.channel, "settings", hand="dm")
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    await tap(c.as_dm_user(alice), c.dm_history(alice)[-1], "2S")  # A loads the table
    await c.settle()
    armed = [c.service(i).deadlines.when.get(tid) for i in (A, B)]
    assert armed[0] is not None and armed[0] == armed[1]  # both processes armed the 45-minute close
    _, before, _ = await stored(c, tid)

    await c.advance(45 * 60 + 10, step=300)
    rec, state, events = await stored(c, tid)
    assert rec.status == "abandoned" and state.result["reason"] == "abandoned"
    assert [e["action"]["type"] for e in events if e["version"] > before.version] == ["tick"]  # once
    rows = await c.service(A).storage.fetch("SELECT outcome FROM results WHERE table_id=?", (tid,))
    assert [o for (o,) in rows] == ["abandoned", "abandoned"]
    await memory_equals_database(c, tid)
    assert "closed as abandoned" in embed_text(c.table_message())


async def test_deadlines_of_a_dead_process_are_fired_by_the_other(cluster):
    c = cluster
    stack_sankpass(c)
    game = await open_table(c, "sankpass", options="hand_size=4")
    r = await c.members[2].slash(c.channel, "play", game="go-fish")
    lobby_msg = r.response.message
    lobby = int(cid(lobby_msg, "join").split(":")[1])
    await c.settle()
    due = dict(await c.service(A).storage.fetch(
        "SELECT id, deadline FROM game_tables WHERE id IN (?, ?)", (game, lobby)))
    assert due[game] and due[lobby]  # B stored when each is due, for whoever outlives it
    assert game not in c.service(A).live and lobby not in c.service(A).live
    swept: list[int] = []
    sweep = c.service(A).coordination.sweep

    async def recorded() -> list[int]:
        fired = await sweep()
        swept.extend(fired)
        return fired

    c.service(A).coordination.sweep = recorded
    await c.kill(B)

    await c.advance(45 * 60 + 60, step=300)
    rec, state, events = await stored(c, game)
    assert rec.status == "abandoned" and [e["action"]["type"] for e in events][-1] == "tick"
    assert sum(e["action"]["type"] == "tick" for e in events) == 1
    assert (await stored(c, lobby))[0].status == "abandoned"
    assert sorted(swept) == sorted([game, lobby])  # A's sweep took them over
    assert "closed as abandoned" in embed_text(c.table_message())
    assert "closed after 45 minutes" in embed_text(next(m for m in c.channel.history() if m.id == lobby_msg.id))


async def test_concurrent_sweeps_claim_each_overdue_deadline_once(cluster):
    c = cluster
    lobbies = []
    for i in (A, B):  # (one host opens all six: her cap on open lobbies is lifted here)
        c.service(i).settings.max_lobbies_per_user = 6
    for _ in range(6):
        r = await c.members[0].slash(c.channel, "play", game="go-fish")
        lobbies.append(int(cid(r.response.message, "join").split(":")[1]))
    await c.settle()
    revs = {t: await rev_of(c, t) for t in lobbies}
    for i in (A, B):  # no process's own timer fires them: only the sweeps (as if their armer died)
        coord, svc = c.service(i).coordination, c.service(i)
        coord._sweeper.cancel()
        svc.deadlines.stop()
        svc.deadlines.set = lambda tid, when: None
        svc.deadlines.when.clear()
        coord.BATCH = 2
    await c.advance(46 * 60, step=600)
    fired: dict[int, list[int]] = {A: [], B: []}
    while True:
        got = await asyncio.gather(c.service(A).coordination.sweep(), c.service(B).coordination.sweep())
        if not any(got):
            break
        fired[A] += got[0]
        fired[B] += got[1]
    await c.settle()
    assert sorted(fired[A] + fired[B]) == sorted(lobbies)  # each claimed by exactly one process
    for t in lobbies:
        assert (await stored(c, t))[0].status == "abandoned"
        assert await rev_of(c, t) == revs[t] + 1  # closed once


async def test_a_process_killed_mid_action_loses_nothing_acknowledged_and_the_other_goes_on(cluster):
    c = cluster
    alice, bob, _ = c.members
    for m in (alice, bob):
        await m.slash(c.channel, "settings", hand="dm")
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    r = await tap(c.as_dm_user(alice), c.dm_history(alice)[-1], "2S")  # acknowledged by A
    await c.settle()
    assert r.acknowledged
    view = (await bob.click(c.table_message(), custom_id=cid(c.table_message(), "hand"))).response.message
    _, before, _ = await stored(c, tid)

    # bob plays in the server: cluster B writes the snapshot and the event, then dies before COMMIT
    inside = asyncio.Event()
    write = c.service(B).storage.save_action

    async def dies_after_writing(*args: Any, **kwargs: Any) -> None:
        await write(*args, **kwargs)
        inside.set()
        await asyncio.Event().wait()  # the process is killed here

    c.service(B).storage.save_action = dies_after_writing
    lost = c.emit_click(bob.id, view.id, c.channel.id, button(view, card("3S")))
    await asyncio.wait_for(inside.wait(), 10)
    await c.kill(B)
    assert not lost.acknowledged  # never answered: bob sees "interaction failed", and nothing happened
    rec, state, events = await stored(c, tid)
    assert state == before and len(events) == before.version + 1  # rolled back by PostgreSQL

    # the game goes on in cluster A: bob's DM still offers the same move, on the current version
    r = await tap(c.as_dm_user(bob), c.dm_history(bob)[-1], "3S")
    await c.settle()
    assert r.acknowledged
    _, state, _ = await stored(c, tid)
    assert state.version == before.version + 1 and state.pile[-1] == "3S"
    assert f"bob played {card('3S')}" in embed_text(c.table_message())

    # B comes back (a new process): it resumes the table and serves the server again
    await c.revive()
    assert c.service(B).live[tid].state == state
    alice_view = (await alice.click(c.table_message(), custom_id=cid(c.table_message(), "hand"))).response.message
    await tap(alice, alice_view, "5H")
    await c.settle()
    while True:  # and both finish the game, from the DMs (A)
        _, state, _ = await stored(c, tid)
        if state.phase == "ended":
            break
        m = alice if state.turn == seat_of(alice) else bob
        lowest = min(state.hands[state.turn], key=lambda x: (ALICE + BOB).index(x))
        r = await tap(c.as_dm_user(m), c.dm_history(m)[-1], lowest)
        await c.settle()
        assert r.acknowledged
    await memory_equals_database(c, tid)
    rows = await c.service(A).storage.fetch("SELECT outcome FROM results WHERE table_id=?", (tid,))
    assert sorted(o for (o,) in rows) == ["loss", "win"]


async def test_a_setting_stored_by_one_process_is_not_shadowed_by_anothers_cache(cluster):
    c = cluster
    alice, bob, _ = c.members
    # a server on shard 0, served by cluster A, where alice and bob also play
    guild0 = c.envs[A].create_guild(shard_id=0)
    room = guild0.create_text_channel("zero")
    a0, b0 = (guild0.add_member(c.as_dm_user(m)) for m in (alice, bob))
    await c.settle()

    async def start_here() -> int:
        lobby = (await a0.slash(room, "play", game="sankpass")).response.message
        await b0.click(lobby, custom_id=cid(lobby, "join"))
        await a0.click(lobby, custom_id=cid(lobby, "start"))
        await c.settle()
        return int(cid(lobby, "join").split(":")[1])

    first = await start_here()
    assert first in c.service(A).live and c.service(A).hands._delivery[alice.id] == "ephemeral"  # cached by A
    assert not c.dm_history(alice)
    # alice asks for DM hands in the other server: cluster B stores it and tells A
    r = await alice.slash(c.channel, "settings", hand="dm")
    assert "in your DMs" in r.response.content
    await c.settle()
    assert alice.id not in c.service(A).hands._delivery
    second = await start_here()  # A deals her next hand to her DMs
    assert seat_of(alice) in c.service(A).live[second].rec.dm_hands
    assert f"#{second}" in embed_text(c.dm_history(alice)[-1])


async def test_a_unit_of_work_that_cannot_commit_changes_nothing_anywhere(cluster, monkeypatch):
    from bot.storage.postgres import PgTx

    c = cluster
    alice, bob, _ = c.members
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    view = (await alice.click(c.table_message(), custom_id=cid(c.table_message(), "hand"))).response.message
    _, before, events_before = await stored(c, tid)
    live = c.service(B).live[tid]
    rev = live.rev
    fetch = PgTx.fetch

    async def fails_at_the_end(self: PgTx, sql: str, args: tuple = ()) -> list[tuple]:
        if sql.startswith("UPDATE game_tables SET rev"):  # after the snapshot and event were written
            raise ConnectionResetError("the database went away")
        return await fetch(self, sql, args)

    monkeypatch.setattr(PgTx, "fetch", fails_at_the_end)
    r = await tap(alice, view, "2S")
    await c.settle()
    assert "could not be saved, so nothing changed" in embed_text(r.response.message)
    _, state, events = await stored(c, tid)
    assert state == before and events == events_before  # rolled back
    assert live.state == before and live.rev == rev  # and memory put back
    monkeypatch.setattr(PgTx, "fetch", fetch)
    await tap(alice, latest(c, alice, view.id), "2S")
    await c.settle()
    _, state, _ = await stored(c, tid)
    assert state.pile == ["2S"] and live.state == state


async def test_play_again_stores_the_new_lobby_and_the_link_in_one_unit_of_work(cluster):
    c = cluster
    alice, bob, _ = c.members
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    views = {}
    for m in (alice, bob):
        table = c.table_message()
        views[seat_of(m)] = (await m.click(table, custom_id=cid(table, "hand"))).response.message.id
    while True:
        _, state, _ = await stored(c, tid)
        if state.phase == "ended":
            break
        m = alice if state.turn == seat_of(alice) else bob
        lowest = min(state.hands[state.turn], key=lambda x: (ALICE + BOB).index(x))
        await tap(m, latest(c, m, views[state.turn]), lowest)
        await c.settle()
    final = next(m for m in c.channel.history() if m.id == c.service(B).live[tid].rec.message_id)
    rev = await rev_of(c, tid)
    r = await bob.click(final, custom_id=cid(final, "again"))
    await c.settle()
    assert not r.ephemeral
    old, _, _ = await stored(c, tid)
    assert old.rematch is not None and await rev_of(c, tid) > rev
    new, _, _ = await stored(c, old.rematch.table_id)
    assert new.status == "lobby" and new.host_id == bob.id and new.message_id == old.rematch.message_id
    await memory_equals_database(c, tid)
