"""A pause on two bot processes sharing PostgreSQL (issue 36, part 2; see ``cluster_helpers``).

Cluster B runs the test server's shard (the table's buttons), cluster A every DM (alice keeps her
hand there, so A holds the table too). A pause agreed on B stops the deadlines in both: neither
fires the idle close, the stored deadline is the pause's limit, and A refuses a move from alice's
DM hand, saying why. Resumed on B, the game plays on from A, and the idle close runs again from the
resume — once.
"""

from __future__ import annotations

import pytest

from bot.render.i18n import tr
from engine.core import IDLE_TIMEOUT
from tests.bot_helpers import custom_ids, embed_text, seat_of
from tests.test_postgres_cluster import A, B, memory_equals_database, open_table, stack_sankpass, stored, tap

pytestmark = pytest.mark.postgres


async def press(c, member, op: str) -> None:
    table = c.table_message()
    r = await member.click(table, custom_id=next(x for x in custom_ids(table) if x.split(":")[3] == op))
    assert not r.ephemeral, r.response.content
    await c.settle()


async def test_a_pause_stops_every_deadline_in_both_processes_and_resumes_from_either(cluster):
    c = cluster
    alice, bob, _ = c.members
    await alice.slash(c.channel, "settings", hand="dm")
    stack_sankpass(c)
    tid = await open_table(c, "sankpass", options="hand_size=4")
    await tap(c.as_dm_user(alice), c.dm_history(alice)[-1], "2S")  # A loads the table (alice plays 2♠)
    await c.settle()
    assert tid in c.service(A).live and tid in c.service(B).live

    await press(c, bob, "pause")  # on B
    rec, state, _ = await stored(c, tid)
    assert rec.pause_vote is not None and rec.pause_vote.seat == seat_of(bob)
    await press(c, alice, "pause_yes")
    rec, state, events = await stored(c, tid)
    assert state.paused_by == seat_of(bob) and rec.pause_vote is None
    assert [e["action"]["type"] for e in events][-1] == "pause"
    await memory_equals_database(c, tid)
    due = (await c.service(A).storage.fetch("SELECT deadline FROM game_tables WHERE id = ?", (tid,)))[0][0]
    assert due == pytest.approx(state.pause_until)
    assert all(c.service(i).deadlines.when.get(tid) == pytest.approx(state.pause_until) for i in (A, B))
    assert "Paused by bob" in embed_text(c.table_message())

    # past the idle close: nothing fires anywhere
    await c.advance(IDLE_TIMEOUT + 120, step=300)
    rec, after, _ = await stored(c, tid)
    assert rec.status == "playing" and after.version == state.version

    # A refuses a move from alice's DM hand (its buttons are shown disabled: a hand-built click), saying why
    version = after.version
    dm = c.dm_history(alice)[-1]
    assert "Paused by bob" in embed_text(dm)
    play = next(x for x in custom_ids(dm) if x.split(":")[3] not in ("hand", "log", "rules"))
    r = c.emit_click(alice.id, dm.id, dm.channel.id, play)
    await c.settle()
    shown = embed_text(r.response.message) if r.response.message else (r.response.content or "")
    assert tr("en", "error-paused", name="bob") in shown, shown
    assert (await stored(c, tid))[1].version == version

    # resumed on B: the idle close runs again, from now, and fires once
    await press(c, alice, "resume")
    rec, state, events = await stored(c, tid)
    assert state.paused_by is None and [e["action"]["type"] for e in events][-1] == "resume"
    resumed = state.version
    await memory_equals_database(c, tid)
    await c.advance(IDLE_TIMEOUT - 120, step=300)
    assert (await stored(c, tid))[0].status == "playing"
    await c.advance(300, step=100)
    rec, state, events = await stored(c, tid)
    assert rec.status == "abandoned"
    assert [e["action"]["type"] for e in events if e["version"] > resumed] == ["tick"]  # once
