"""After the game on PostgreSQL (issue 30): two clusters show the same replay of a game, whichever
process a click reaches; games ending at once in two processes are rated one after the other (as
the rebuild rates them: no update lost); and the replays' pruning and /history's queries run there."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from bot.ops.ratings import rebuild, stored
from bot.storage import open_storage, rating
from bot.storage.history import finished_games
from bot.storage.models import Player, TableRecord
from bot.storage.rating import Placing
from bot.storage.results import ResultRow
from tests.bot_helpers import custom_ids, embed_text
from tests.test_postgres_cluster import A, B, card, cid, open_table, stack_sankpass, tap

pytestmark = pytest.mark.postgres


async def test_a_replay_opened_through_either_process_shows_the_same_game(cluster):
    c = cluster
    alice, bob, _ = c.members
    stack_sankpass(c)  # alice 2♠ 5♥ 9♣ K♦, bob 3♠ 6♥ 10♣ Q♦, alice first
    tid = await open_table(c, "sankpass", options="hand_size=4")
    for member, code in ((alice, "2S"), (bob, "3S"), (alice, "5H"), (bob, "6H"), (alice, "9C"), (bob, "10C"),
                         (alice, "KD")):
        table = c.table_message()
        hand = (await member.click(table, custom_id=cid(table, "hand"))).response.message
        await tap(member, hand, code)
        await c.settle()
    assert c.service(B).live[tid].rec.status == "ended"
    # through the server's cluster (B): the table's Replay button, two steps on
    table = c.table_message()
    r = await bob.click(table, custom_id=next(x for x in custom_ids(table) if ":replay:" in x))
    page = r.response.message
    for _ in range(2):
        page = (await bob.click(page, custom_id=next(x for x in custom_ids(page) if x.endswith("_n")))).response.message
    via_b = embed_text(page)
    assert "Move 2 of 7" in via_b and tid in c.service(B).replays and tid not in c.service(A).replays
    # through DMs (cluster A: shard 0): /history there, the same game, the same two steps
    dm = c.as_dm_user(alice)
    r = await dm.slash("history")
    listing = r.response.message
    r = await dm.select(listing, [str(tid)], custom_id=next(x for x in custom_ids(listing) if ":history_open:" in x))
    page = r.response.message
    for _ in range(2):
        page = (await dm.click(page, custom_id=next(x for x in custom_ids(page) if x.endswith("_n")))).response.message
    via_a = embed_text(page)
    assert tid in c.service(A).replays
    assert via_a == via_b.replace("bob", "Player 2")  # the same position (in DMs, no other member's name)
    assert f"alice (3): {card('5H')} {card('9C')} {card('KD')}" in via_a.replace("**", "")
    # and the same game file, whichever process wrote it (the DM's names the other player "Player 2")
    r = await bob.click(table, custom_id=next(x for x in custom_ids(table) if ":replay:" in x))
    files = []
    for actor, msg in ((bob, r.response.message), (dm, page)):
        r = await actor.click(msg, custom_id=next(x for x in custom_ids(msg) if ":replay_file:" in x))
        [att] = r.response.message.attachments
        files.append(c.envs[0].backend.cdn.get(att.url).decode())
    assert files[0] == files[1].replace('"Player 2"', '"bob"')
    assert len(json.loads(files[0])["actions"]) >= 7 and json.loads(files[0])["seats"] == ["alice", "bob"]


async def test_games_ending_at_once_in_two_processes_are_rated_one_after_the_other(pg_url):
    """Twenty pairs of games, each pair sharing a player, each game's last move stored by another
    process at the same moment: every rating update lands, in an order the rebuild repeats."""
    one, two = open_storage(pg_url), open_storage(pg_url)
    await one.open()
    await two.open()
    try:
        async def game(storage: Any, n: int, players: list[int]) -> None:
            rec = TableRecord(guild_id=7, channel_id=1, host_id=players[0], game="sankpass", status="ended",
                              players=[Player(user_id=u, name=str(u)) for u in players])
            rec.id = await storage.create_table(rec, float(n))
            placings = [Placing(str(u), rating.person(u), 1 + i) for i, u in enumerate(players)]
            rows = [ResultRow(u, "win" if i == 0 else "loss", len(players), None, None) for i, u in enumerate(players)]
            await storage.save_action(rec, "{}", 1, None, {"type": "x"}, [], float(n), rows, placings=placings)

        for n in range(20):
            await asyncio.gather(game(one, n, [1, 2 + n % 3]), game(two, n, [5 + n % 2, 1]))
        games = await one.fetch("SELECT entrant, games FROM ratings WHERE entrant = 'u1'")
        assert games == [("u1", 40)]  # no update lost
        before = await stored(one)
        report = await rebuild(one, write=False)
        assert (report.games, report.changed) == (40, 0)  # the order they were rated in is the one stored
        assert await stored(one) == before
    finally:
        await one.close()
        await two.close()


async def test_pruning_replays_and_history_queries_on_postgresql(pg_url):
    s = open_storage(pg_url)
    await s.open()
    try:
        rec = TableRecord(guild_id=7, channel_id=1, host_id=1, game="go-fish", status="ended",
                          players=[Player(user_id=1, name="a"), Player(user_id=2, name="b")])
        rec.id = await s.create_table(rec, 0.0)
        await s.save_action(rec, json.dumps({"result": {"winners": ["1"]}}), 1, None, {"type": "x"}, [], 10.0,
                            [ResultRow(1, "win", 2, None, None), ResultRow(2, "loss", 2, None, None)])
        await s.write("INSERT INTO table_events (table_id, version, seat, action, events, at) VALUES (?,?,?,?,?,?)",
                      (rec.id, 0, None, json.dumps({"type": "start", "seed": 1}), "[]", 0.0))
        page = await finished_games(s, 7, 2)
        assert page is not None and [g.rec.id for g in page.games] == [rec.id] and page.games[0].result
        assert await finished_games(s, 7, 2, page=1) is None
        assert await s.replay_start(rec.id) is not None
        assert await s.prune_events(5.0, 1) == 0  # it closed after the cut
        assert await s.prune_events(100.0, 1) == 1 and await s.prune_events(100.0, 1) == 1
        assert await s.prune_events(100.0, 1) == 0 and await s.replay_start(rec.id) is None
        assert (await finished_games(s, 7, 2)).total == 1  # the result stays
    finally:
        await s.close()


async def older_game(storage: Any, n: int, players: list[int], game: str = "sankpass") -> int:
    """A finished game as a version without ratings stored it: its record, final state and
    results, no placings (the last player listed left, so the first won)."""
    from engine import get_game

    seats = [str(u) for u in players]
    rules = get_game(game)
    state, _ = rules.apply(rules.new(seats, {}, seed=n), seats[-1], {"type": "leave"}, float(n))
    assert state.phase == "ended"
    rec = TableRecord(guild_id=7, channel_id=1, host_id=players[0], game=game, status="ended",
                      players=[Player(user_id=u, name=str(u)) for u in players])
    rec.id = await storage.create_table(rec, float(n))
    rows = [ResultRow(u, "win" if str(u) in state.result["winners"] else "loss", len(players), None, None)
            for u in players]
    await storage.save_action(rec, state.model_dump_json(), state.version, seats[-1], {"type": "leave"}, [],
                              float(n), rows)
    return rec.id


async def test_older_games_are_rated_once_at_start_by_one_of_two_processes_while_games_end(pg_url):
    """Issue 37: two processes starting at once on one database both try to rate the games from
    before ratings: one does (in one unit of work, the ratings locked), the other finds none left
    and writes nothing; games ending meanwhile in either process are rated on top, none lost; a
    later start writes nothing."""
    from bot.ops.ratings import rate_older_games, unrated

    one, two = open_storage(pg_url), open_storage(pg_url)
    await one.open()
    await two.open()
    try:
        for n in range(30):
            await older_game(one, n, [1, 2 + n % 3])
        assert await unrated(one) == 30 and await one.fetch("SELECT COUNT(*) FROM ratings") == [(0,)]

        async def game(storage: Any, n: int, players: list[int]) -> None:  # a game ending as the bot rates it
            rec = TableRecord(guild_id=7, channel_id=1, host_id=players[0], game="sankpass", status="ended",
                              players=[Player(user_id=u, name=str(u)) for u in players])
            rec.id = await storage.create_table(rec, 100.0 + n)
            placings = [Placing(str(u), rating.person(u), 1 + i) for i, u in enumerate(players)]
            rows = [ResultRow(u, "win" if i == 0 else "loss", 2, None, None) for i, u in enumerate(players)]
            await storage.save_action(rec, "{}", 1, None, {"type": "x"}, [], 100.0 + n, rows, placings=placings)

        reports = await asyncio.gather(rate_older_games(one), rate_older_games(two),
                                       *(game(two if n % 2 else one, n, [1, 9]) for n in range(6)))
        done = [r for r in reports[:2] if r is not None]
        assert len(done) == 1 and done[0].backfilled == 30, reports[:2]
        assert await unrated(one) == 0
        assert await one.fetch("SELECT games, wins FROM ratings WHERE entrant = 'u1'") == [(36, 36)]
        assert await one.fetch("SELECT games FROM ratings WHERE entrant = 'u9'") == [(6,)]
        seqs = await one.fetch("SELECT MAX(p.seq) FROM placings p JOIN game_tables t ON t.id = p.table_id"
                               " WHERE t.created_at < 100")
        assert seqs[0][0] < (await one.fetch("SELECT MIN(seq) FROM placings WHERE at >= 100"))[0][0], \
            "the older games are rated first"
        check = await rebuild(one, write=False)
        assert (check.games, check.changed) == (36, 0), "what is stored is what the placings give"
        before = await stored(one)
        assert await rate_older_games(two) is None and await rate_older_games(one) is None  # a later start
        assert await stored(one) == before
    finally:
        await one.close()
        await two.close()
