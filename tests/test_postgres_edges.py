"""Clusters at the edges (issue 21): connections cut by the server (``pg_terminate_backend`` on the
test's own database) right after a COMMIT and under the listener, messages sent before their id
was stored, notifications that arrive while a table is loaded, a DM click while the database is
down, a deadline that cannot be fired, a deadline fired twice in one process."""

from __future__ import annotations

import asyncio
from typing import Any

import asyncpg
import asyncpg.transaction
import pytest

from tests.bot_helpers import custom_ids, embed_text, seat_of
from tests.cluster_helpers import Cluster
from tests.pg_helpers import server_url
from tests.test_postgres_cluster import (
    A,
    B,
    latest,
    memory_equals_database,
    open_table,
    stack_sankpass,
    stored,
    tap,
)

pytestmark = pytest.mark.postgres


async def cut(pid: int) -> None:
    """The server ends that backend, as a network cut or a restart would."""
    admin = await asyncpg.connect(server_url())
    try:
        await admin.execute("SELECT pg_terminate_backend($1)", pid)
    finally:
        await admin.close()


async def test_a_move_whose_connection_is_cut_right_after_commit_is_kept_and_said(cluster, monkeypatch):
    c = cluster
    alice, bob, _ = c.members
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    view = (await alice.click(c.table_message(), label="My hand")).response.message
    real = asyncpg.transaction.Transaction.commit
    cuts = []

    async def commit_then_cut(self: Any) -> None:
        await real(self)  # the server committed; then the connection dies before its answer is read
        if not cuts:
            cuts.append(self._connection.get_server_pid())
            await cut(cuts[0])
            raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", commit_then_cut)
    r = await tap(alice, latest(c, alice, view.id), "2S")
    await c.settle()
    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", real)
    assert cuts, "the connection was cut"
    assert "could not be saved" not in embed_text(r.response.message), "she is not told it failed"
    rec, state, _ = await stored(c, tid)
    assert state.pile == ["2S"], "the database has the move"
    await memory_equals_database(c, tid)  # and no process holds the old copy
    assert "alice opened the pile with" in embed_text(c.table_message())
    # the next move is applied on it (not "outdated")
    hb = (await bob.click(c.table_message(), label="My hand")).response.message
    await tap(bob, hb, "3S")
    await c.settle()
    assert (await stored(c, tid))[1].pile == ["2S", "3S"]


async def test_a_move_whose_connection_is_cut_before_commit_is_said_not_saved(cluster, monkeypatch):
    c = cluster
    alice, _, _ = c.members
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    view = (await alice.click(c.table_message(), label="My hand")).response.message
    real = asyncpg.transaction.Transaction.commit
    cuts = []

    async def cut_then_commit(self: Any) -> None:
        if not cuts:
            cuts.append(self._connection.get_server_pid())
            await cut(cuts[0])  # the server rolls back; COMMIT never reaches it
            await asyncio.sleep(0.1)
        await real(self)

    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", cut_then_commit)
    r = await tap(alice, latest(c, alice, view.id), "2S")
    await c.settle()
    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", real)
    assert "could not be saved" in embed_text(r.response.message)
    assert (await stored(c, tid))[1].pile == []
    await memory_equals_database(c, tid)


def pool_pids(storage: Any) -> list[int]:
    """The server pids of a storage's pooled connections (asyncpg's holders)."""
    return [h._con.get_server_pid() for h in storage.pool._holders if h._con is not None and not h._con.is_closed()]


async def test_the_listener_comes_back_and_rechecks_though_the_cut_took_the_pool_too(cluster, monkeypatch):
    c = cluster
    alice, bob, _ = c.members
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    coord_a = c.service(A).coordination
    live_a = await c.service(A).get(tid)  # A holds the table too
    assert live_a is not None and live_a.rev == (await rev_of(c, tid))
    # B moves the table on, and A's copy stays as it was (as if its listener had been down then)
    old = (live_a.rec, live_a.state, live_a.rev)
    view = (await alice.click(c.table_message(), label="My hand")).response.message
    await tap(alice, view, "2S")
    await c.settle()
    live_a.replace(*old)
    assert live_a.rev < await rev_of(c, tid)
    # the cut: A's pooled connections and its listener, all at once; the first query A's pool
    # answers after it fails as on a connection the cut killed before the pool noticed
    storage = c.service(A).storage
    real_fetch = storage.fetch
    failed = []

    async def fetch_once_dead(sql: str, args: tuple = ()) -> list[tuple]:
        if not failed and "ANY" in sql:
            failed.append(sql)
            raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")
        return await real_fetch(sql, args)

    monkeypatch.setattr(storage, "fetch", fetch_once_dead)
    for pid in [*pool_pids(storage), coord_a._listener.get_server_pid()]:
        await cut(pid)
    for _ in range(100):
        await asyncio.sleep(0.05)
        if coord_a._listener is not None and not coord_a._pending:
            break
    await coord_a.idle()
    await c.settle()
    assert failed, "the first re-check met a dead connection"
    assert live_a.rev == await rev_of(c, tid), "back, A re-checked its tables and followed the move"
    assert live_a.state.pile == ["2S"]


async def rev_of(c: Cluster, tid: int) -> int:
    rows = await c.service(A).storage.fetch("SELECT rev FROM game_tables WHERE id=?", (tid,))
    return int(rows[0][0])


async def test_a_change_notified_while_a_table_is_being_loaded_is_followed(cluster, monkeypatch):
    """A loads a table on demand (a DM click); B changes it after A read it but before A holds
    it. The notification arrives while the table is not held yet: A follows it once it is."""
    c = cluster
    alice, bob, _ = c.members
    await alice.slash(c.channel, "settings", hand="dm")
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    assert tid not in c.service(A).live
    coord_a = c.service(A).coordination
    real_load = coord_a.load
    live_b = c.service(B).live[tid]

    async def load_then_b_moves(t: int) -> Any:
        loaded = await real_load(t)  # the row as it is now
        assert await c.service(B).act(None, live_b, seat_of(alice), {"type": "play", "card": "2S"})
        for _ in range(200):  # A hears of it, while it does not hold the table yet
            if coord_a._unheld.get(t) or t in c.service(A).live:
                break
            await asyncio.sleep(0.01)
        return loaded

    monkeypatch.setattr(coord_a, "load", load_then_b_moves)
    await tap(c.as_dm_user(alice), c.dm_history(alice)[-1], "5H")  # a DM click: cluster A loads the table
    monkeypatch.setattr(coord_a, "load", real_load)
    await c.settle()
    live_a = c.service(A).live[tid]
    assert live_a.state.pile[:1] == ["2S"], "A followed B's move"
    await memory_equals_database(c, tid)


async def test_a_swept_deadline_fires_once_in_the_process_that_sweeps_it(cluster):
    c = cluster
    r = await c.members[0].slash(c.channel, "play", game="go-fish")  # in B's server
    tid = int(next(x for x in custom_ids(r.response.message) if ":join:" in x).split(":")[1])
    svc_b = c.service(B)
    svc_b.deadlines.stop()  # B's own timer never fires it (as if B had died)
    svc_b.deadlines.set = lambda tid, when: None
    svc_b.coordination._sweeper.cancel()
    fired: list[int] = []
    svc_a = c.service(A)
    real = svc_a.on_deadline

    async def counted(t: int) -> None:
        fired.append(t)
        await real(t)

    svc_a.on_deadline = counted
    svc_a.deadlines.fire = counted
    await c.advance(46 * 60, step=600)
    for _ in range(3):
        await svc_a.coordination.sweep()
        await c.advance(5, step=1)
    assert fired.count(tid) == 1, fired
    assert (await stored(c, tid))[0].status == "abandoned"


async def test_a_deadline_that_fires_to_no_effect_is_swept_backing_off(cluster, monkeypatch):
    from engine.games.sankpass import Sankpass

    c = cluster
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    for i in (A, B):  # no process's own timer: only the sweeps
        c.service(i).deadlines.stop()
        c.service(i).deadlines.set = lambda t, when: None
        c.service(i).coordination._sweeper.cancel()
    monkeypatch.setattr(Sankpass, "_deadline", lambda self, state: state.last_action_at)  # due, for ever
    live = c.service(B).live[tid]
    seat = live.state.turn
    assert await c.service(B).act(None, live, seat, {"type": "play", "card": live.state.hands[seat][0]})
    await c.advance(5)  # (its stored deadline is that move's time: overdue for the sweep)
    fired: list[int] = []
    for _ in range(30):  # a sweep a second, for 30 s
        fired += await c.service(A).coordination.sweep()
        await c.advance(1, step=1)
    assert fired.count(tid) <= 6, f"backing off, not every second: fired {fired.count(tid)} times in 30 s"
    assert fired.count(tid) >= 2


async def test_a_change_whose_process_died_before_showing_it_is_shown_by_another(cluster, monkeypatch):
    """B stores alice's move and is killed before its table message shows it: A's sweep finds
    that B, which owed the views of that change, is gone, takes the table over and renders it."""
    c = cluster
    alice, _, _ = c.members
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    view = (await alice.click(c.table_message(), label="My hand")).response.message
    await c.settle()
    async def hang(*_: Any, **__: Any) -> None:
        await asyncio.sleep(3600)  # (B dies here, before the edit is sent)

    monkeypatch.setattr(c.service(B).effects.publisher, "table", hang)
    await tap(alice, latest(c, alice, view.id), "2S")
    await asyncio.sleep(0.05)
    assert "opened the pile" not in embed_text(c.table_message()), "B has not shown it"
    owner = (await c.service(A).storage.fetch("SELECT render_owner FROM game_tables WHERE id=?", (tid,)))[0][0]
    assert owner == c.service(B).coordination.origin, "B owes the views of its change"
    await c.kill(B)
    await c.settle()
    await c.advance(c.service(A).coordination.RENDER_CHECK + 5, step=1.0)
    assert "alice opened the pile with" in embed_text(c.table_message()), "A showed the move"
    await c.advance(5, step=1.0)
    rows = await c.service(A).storage.fetch("SELECT render_owner FROM game_tables WHERE id=?", (tid,))
    assert rows[0][0] is None, "and marked it shown"


async def test_a_process_that_showed_its_changes_leaves_nothing_to_take_over(cluster):
    """The views a live process showed are marked shown within seconds, and a live process's
    tables are never taken over: after a move and a few seconds, nothing is owed."""
    c = cluster
    alice, _, _ = c.members
    for i in (A, B):  # batched (the cluster's tests mark at once), over more than simcord's settle
        c.service(i).coordination.SHOWN_FLUSH = 6.0  # timeout, which a test steps over
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    view = (await alice.click(c.table_message(), label="My hand")).response.message
    await tap(alice, latest(c, alice, view.id), "2S")
    await c.settle()
    assert await c.service(A).coordination.orphans() == [], "B is alive: nothing is taken over"
    rows = await c.service(A).storage.fetch("SELECT render_owner FROM game_tables WHERE id=?", (tid,))
    assert rows[0][0] == c.service(B).coordination.origin, "not marked yet: once per batch"
    await c.advance(c.service(B).coordination.SHOWN_FLUSH + 1, step=1.0)
    rows = await c.service(A).storage.fetch("SELECT render_owner FROM game_tables WHERE id=?", (tid,))
    assert rows[0][0] is None
