"""The storage interface, run against both backends through one parametrised fixture: whatever a
caller does, SQLite and PostgreSQL answer the same. The PostgreSQL half is marked ``postgres``."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.storage import SaveConflict, Storage, StoredHandView, migrations, open_storage
from bot.storage.models import Player, TableRecord
from bot.storage.results import ResultRow
from bot.storage.stats import COUNTED
from tests.pg_helpers import fresh_schema

SNOWFLAKE = 1_456_074_443_976_605_696  # Discord ids do not fit 32 bits


@pytest_asyncio.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
async def storage(request: Any, tmp_path: Any) -> AsyncIterator[Storage]:
    if request.param == "sqlite":
        s = open_storage(f"sqlite:///{tmp_path / 'store.db'}")
        await s.open()
        yield s
        await s.close()
        return
    async with fresh_schema() as url:
        s = open_storage(url)
        await s.open()
        yield s
        await s.close()


def record(game: str = "go-fish", guild: int = SNOWFLAKE, players: int = 2) -> TableRecord:
    return TableRecord(guild_id=guild, channel_id=SNOWFLAKE + 1, host_id=SNOWFLAKE + 2, game=game,
                       players=[Player(user_id=SNOWFLAKE + 2 + i, name=f"p{i}") for i in range(players)],
                       last_activity=10.5, created_at=10.5)


def row(user_id: int, outcome: str, players: int = 2) -> ResultRow:
    return ResultRow(user_id, outcome, players, None, None)


async def board(storage: Storage, game: str, guild: int = SNOWFLAKE) -> list[tuple[int, int, int]]:
    """(user id, wins, games) of a game's counted results on a server, most wins first (the result
    rows the unit of work stores; /stats ranks by rating, bot.storage.stats)."""
    rows = await storage.fetch(
        f"SELECT user_id, SUM(CASE WHEN outcome = 'win' THEN 1 ELSE 0 END) AS w, COUNT(*) AS n FROM results"
        f" WHERE {COUNTED} AND game = ? GROUP BY user_id ORDER BY w DESC, n ASC, user_id ASC", (guild, game))
    return [(int(u), int(w), int(n)) for u, w, n in rows]


async def started(storage: Storage, game: str = "go-fish", guild: int = SNOWFLAKE) -> TableRecord:
    rec = record(game, guild)
    rec.id = await storage.create_table(rec, 10.5)
    rec.status = "playing"
    await storage.save_action(rec, json.dumps({"version": 1}), 1, None, {"type": "start"}, [{"type": "dealt"}],
                              11.0, expected_version=0)
    return rec


async def test_create_then_load_one_and_the_open_ones(storage):
    a, b = record(), record("sankpass")
    a.id = await storage.create_table(a, 1.0)
    b.id = await storage.create_table(b, 2.0)
    assert a.id > 0 and b.id > a.id
    loaded = await storage.load_table(a.id)
    assert loaded is not None
    rec, state = loaded
    assert rec == a and state is None
    assert rec.guild_id == SNOWFLAKE and rec.players[1].user_id == SNOWFLAKE + 3
    b.status = "cancelled"
    await storage.save_record(b, 3.0)
    assert [(s.id, s.guild_id, s.game) for s in await storage.load_open()] == [(a.id, SNOWFLAKE, "go-fish")]
    assert await storage.load_table(b.id + 100) is None


async def test_an_action_stores_snapshot_event_and_results_together(storage):
    rec = await started(storage)
    rec.status = "ended"
    results = [row(rec.players[0].user_id, "win"), row(rec.players[1].user_id, "loss")]
    await storage.save_action(rec, json.dumps({"version": 2, "phase": "ended"}), 2, "p",
                              {"type": "ask", "rank": "7"}, [{"type": "book"}], 12.0, results, expected_version=1)
    loaded = await storage.load_table(rec.id)
    assert loaded is not None and loaded[0].status == "ended"
    assert json.loads(loaded[1] or "null") == {"version": 2, "phase": "ended"}
    events = await storage.events(rec.id)
    assert [(e["version"], e["seat"], e["action"]["type"], e["at"]) for e in events] == [
        (1, None, "start", 11.0), (2, "p", "ask", 12.0)]
    assert events[1]["events"] == [{"type": "book"}]
    assert await board(storage, "go-fish") == [(SNOWFLAKE + 2, 1, 1), (SNOWFLAKE + 3, 0, 1)]


async def test_compare_and_set_refuses_a_stale_version_and_writes_nothing(storage):
    rec = await started(storage)
    stale = rec.model_copy(deep=True)
    await storage.save_action(rec, json.dumps({"version": 2}), 2, "a", {"type": "x"}, [], 12.0, expected_version=1)
    stale.status = "ended"
    with pytest.raises(SaveConflict):
        await storage.save_action(stale, json.dumps({"version": 2, "stale": True}), 2, "b", {"type": "y"}, [],
                                  13.0, [row(SNOWFLAKE + 2, "win")], expected_version=1)
    loaded = await storage.load_table(rec.id)
    assert loaded is not None and loaded[0].status == "playing"
    assert json.loads(loaded[1] or "null") == {"version": 2}
    assert [e["seat"] for e in await storage.events(rec.id)] == [None, "a"]
    assert await board(storage, "go-fish") == []


async def test_a_failing_statement_rolls_the_whole_unit_of_work_back(storage):
    rec = await started(storage)
    rec.status = "ended"
    with pytest.raises(Exception) as caught:
        # version 1's event exists already: the event insert fails after the snapshot was written
        await storage.save_action(rec, json.dumps({"version": 1, "bad": True}), 1, "a", {"type": "x"}, [], 12.0,
                                  [row(SNOWFLAKE + 2, "win")])
    assert not isinstance(caught.value, SaveConflict)
    loaded = await storage.load_table(rec.id)
    assert loaded is not None and loaded[0].status == "playing" and json.loads(loaded[1] or "") == {"version": 1}
    assert await board(storage, "go-fish") == []

    with pytest.raises(RuntimeError):
        async with storage.transaction() as tx:
            await tx.execute("UPDATE game_tables SET status=? WHERE id=?", ("cancelled", rec.id))
            raise RuntimeError("the caller failed half-way")
    assert [s.id for s in await storage.load_open()] == [rec.id]


async def test_units_of_work_of_different_tables_do_not_interleave(storage):
    recs = [await started(storage, guild=SNOWFLAKE + i) for i in range(8)]

    async def move(rec: TableRecord) -> None:
        for v in (2, 3, 4):
            await storage.save_action(rec, json.dumps({"version": v}), v, "a", {"type": "x"}, [], 12.0 + v,
                                      expected_version=v - 1)

    await asyncio.gather(*(move(r) for r in recs))
    for rec in recs:
        loaded = await storage.load_table(rec.id)
        assert loaded is not None and json.loads(loaded[1] or "") == {"version": 4}
        assert [e["version"] for e in await storage.events(rec.id)] == [1, 2, 3, 4]


async def test_results_leaderboard_and_a_corrected_result(storage):
    for winner in (0, 0, 1):
        rec = await started(storage, game="sankpass")
        rec.status = "ended"
        results = [row(p.user_id, "win" if i == winner else "loss") for i, p in enumerate(rec.players)]
        await storage.save_action(rec, "{}", 2, None, {"type": "end"}, [], 20.0, results, expected_version=1)
    abandoned = await started(storage, game="go-fish")
    abandoned.status = "abandoned"
    await storage.save_action(abandoned, "{}", 2, None, {"type": "end"}, [], 21.0,
                              [row(p.user_id, "abandoned") for p in abandoned.players], expected_version=1)
    assert await board(storage, "sankpass") == [(SNOWFLAKE + 2, 2, 3), (SNOWFLAKE + 3, 1, 3)]
    assert await board(storage, "go-fish") == []
    assert await board(storage, "sankpass", SNOWFLAKE + 99) == []
    # the same table's result written again replaces the first, details included
    await storage.save_action(abandoned, "{}", 3, None, {"type": "fix"}, [], 22.0,
                              [ResultRow(SNOWFLAKE + 2, "win", 1, "gold", 12), row(SNOWFLAKE + 3, "loss")])
    assert await board(storage, "go-fish") == [(SNOWFLAKE + 2, 1, 1), (SNOWFLAKE + 3, 0, 1)]
    rows = await storage.fetch("SELECT players, medal, defeated FROM results WHERE table_id=? AND user_id=?",
                               (abandoned.id, SNOWFLAKE + 2))
    assert rows == [(1, "gold", 12)]


async def test_settings_have_defaults_and_are_replaced(storage):
    assert await storage.hand_delivery(SNOWFLAKE) == "ephemeral"
    await storage.set_hand_delivery(SNOWFLAKE, "dm")
    await storage.set_hand_delivery(SNOWFLAKE + 1, "ephemeral")
    await storage.set_hand_delivery(SNOWFLAKE, "dm")
    assert await storage.hand_delivery(SNOWFLAKE) == "dm"
    assert await storage.hand_delivery(SNOWFLAKE + 1) == "ephemeral"
    assert await storage.guild_locale(SNOWFLAKE) is None
    await storage.set_guild_locale(SNOWFLAKE, "sv")
    assert await storage.guild_locale(SNOWFLAKE) == "sv"
    await storage.set_guild_locale(SNOWFLAKE, None)
    assert await storage.guild_locale(SNOWFLAKE) is None


async def test_hand_views_are_kept_and_taken_back_once_dead_tokens_dropped(storage):
    a, b = await started(storage), await started(storage)
    fresh = StoredHandView(a.id, str(SNOWFLAKE + 2), SNOWFLAKE + 10, SNOWFLAKE + 11, "token-a", 1000.5, "sv")
    dead = StoredHandView(a.id, str(SNOWFLAKE + 3), SNOWFLAKE + 12, SNOWFLAKE + 11, "token-b", 100.0, "en")
    other = StoredHandView(b.id, str(SNOWFLAKE + 2), SNOWFLAKE + 13, SNOWFLAKE + 11, "token-c", 1000.0, "da")
    await storage.keep_hand_views([fresh._replace(token="older"), dead, other])
    await storage.keep_hand_views([fresh])  # the same seat again: replaced
    # this process holds table a only; views opened at 160 or before have dead tokens
    assert await storage.take_hand_views({a.id}, 160.0) == [fresh]
    assert await storage.take_hand_views({a.id}, 160.0) == [], "taken once"
    assert await storage.take_hand_views({a.id, b.id}, 160.0) == [other], "another process's views stay for it"
    assert (await storage.fetch("SELECT COUNT(*) FROM hand_views"))[0][0] == 0


async def test_migrations_are_applied_once_and_recorded(storage):
    expected = [v for v, _, _ in migrations(storage.backend)]
    assert expected and expected[0] == 1
    rows = await storage.fetch("SELECT version, name FROM schema_migrations ORDER BY version")
    assert [r[0] for r in rows] == expected
    assert rows[0][1] == "001_initial.sql"
    assert await storage.migrate() == []  # a second start applies nothing
    # both backends have the same migrations, each in its dialect
    assert [(v, n) for v, n, _ in migrations("sqlite")] == [(v, n) for v, n, _ in migrations("postgresql")]


@contextlib.asynccontextmanager
async def sqlite_with_another_writer(tmp_path: Any) -> AsyncIterator[tuple[Storage, TableRecord, Any]]:
    """A SQLite storage with a started table, while another connection (a backup, the migration
    tool) holds the database's write lock; ``release()`` ends that lock."""
    path = tmp_path / "store.db"
    s = open_storage(f"sqlite:///{path}")
    await s.open()
    try:
        rec = await started(s)
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # the other process's write lock

        def release() -> None:
            other.execute("ROLLBACK")
            other.close()

        yield s, rec, release
    finally:
        await s.close()


async def test_sqlite_waits_for_another_process_write_lock_without_blocking_the_loop(tmp_path):
    """Another connection (a backup, the migration tool) holds SQLite's write lock: a unit of work
    waits for it on the connection's thread, the event loop keeps running, and it commits once the
    lock is released."""
    async with sqlite_with_another_writer(tmp_path) as (s, rec, release):
        rec.status = "ended"
        save = asyncio.create_task(s.save_record(rec, 12.0))
        await asyncio.sleep(0.2)  # the loop runs while the unit of work waits
        assert not save.done()
        release()
        await asyncio.wait_for(save, 5)
        loaded = await s.load_table(rec.id)
        assert loaded is not None and loaded[0].status == "ended"


async def test_sqlite_a_cancelled_unit_of_work_leaves_the_connection_to_the_next_one(tmp_path):
    """A unit of work cancelled while its job runs on the connection's thread (here: waiting for
    another process's lock) keeps the storage's lock until that job is done, rolls back, and the
    next unit of work commits as usual."""
    async with sqlite_with_another_writer(tmp_path) as (s, rec, release):
        rec.status = "ended"
        cancelled = asyncio.create_task(s.save_record(rec, 12.0))
        await asyncio.sleep(0.1)
        cancelled.cancel()
        rec2 = rec.model_copy(update={"status": "abandoned"})
        after = asyncio.create_task(s.save_record(rec2, 13.0))
        await asyncio.sleep(0.1)
        assert not after.done()  # the cancelled one's job still holds the connection
        release()
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        await asyncio.wait_for(after, 5)
        loaded = await s.load_table(rec.id)
        assert loaded is not None and loaded[0].status == "abandoned"
