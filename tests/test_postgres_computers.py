"""Computer players across processes (issue 22): a computer's move is a table deadline like any
other, so when the process holding its table dies during the computer's pause, another
process's sweep makes the move — once."""

from __future__ import annotations

import pytest

from tests.bot_helpers import seat_of
from tests.test_postgres_cluster import ALICE, BOB, A, B, cid, memory_equals_database, stored

pytestmark = pytest.mark.postgres


async def test_a_computers_move_is_made_once_by_another_process_when_its_own_dies(cluster):
    c = cluster
    alice = c.members[0]
    for i in (A, B):
        c.service(i).settings.computer_delay = 30
        c.service(i).stack = lambda rec: ({"hands": {seat_of(alice): ALICE, "1": BOB}}, "1")
    r = await alice.slash(c.channel, "play", game="sankpass", options="hand_size=4")  # in B's server
    lobby = r.response.message
    r = await alice.click(lobby, custom_id=cid(lobby, "computer_good"))
    assert not r.response.ephemeral, r.response.content
    r = await alice.click(lobby, custom_id=cid(lobby, "start"))
    assert not r.response or not r.response.ephemeral, r.response.content
    await c.settle()
    tid = int(cid(lobby, "join").split(":")[1])
    _, state, events = await stored(c, tid)
    assert state.turn == "1" and not [e for e in events if e["seat"] == "1"], "the computer's pause runs"
    await c.kill(B)
    await c.advance(40, step=2.0)
    _, state, events = await stored(c, tid)
    moves = [e for e in events if e["seat"] == "1"]
    assert len(moves) == 1, "A's sweep made the computer's move, once"
    assert state.turn == seat_of(alice)
    await memory_equals_database(c, tid)
