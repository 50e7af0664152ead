"""``python -m bot migrate``: a bot that outgrows SQLite moves to PostgreSQL and keeps its games
(the open ones go on, with their old buttons), its leaderboard and its settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.app import create_bot
from bot.ops.settings import Settings
from bot.storage.stats import stats_for
from tests.bot_helpers import (
    SimClock,
    World,
    click_named,
    custom_ids,
    embed_text,
    faces_already_uploaded,
    make_bot,
    open_table,
    seat_of,
)

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parent.parent


def migrate(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DISCORD_TOKEN")}
    return subprocess.run([sys.executable, "-m", "bot", "migrate", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


async def play(world: World, member: Any, label: str) -> None:
    table = world.table_message()
    hand = (await member.click(table, custom_id=next(c for c in custom_ids(table) if ":hand:" in c))).response.message
    await click_named(member, hand, label)


def sankpass_hands(world: World, alice: list[str], bob: list[str]) -> None:
    ids = [seat_of(m) for m in world.members]
    world.service().stack = lambda rec: ({"hands": {ids[0]: alice, ids[1]: bob}}, ids[0])


async def test_sqlite_to_postgresql_keeps_open_games_results_and_settings(tmp_path, pg_url):
    clock = SimClock()
    db = tmp_path / "small.db"
    env = simcord.Env(make_bot(str(db), clock))
    faces_already_uploaded(env)  # (a first start's uploads: tests/test_bot_cardfaces.py)
    await env.start()
    clock.env = env
    await env.bot.tree.sync()
    world = World(env, clock, str(db))
    alice, bob, cara = world.members
    try:
        await bob.slash(world.channel, "settings", hand="dm")
        await env.bot.storage.set_guild_locale(world.guild.id, "sv")
        # a finished game: alice empties her hand first and wins
        sankpass_hands(world, ["2S", "5H"], ["3S", "6H"])
        finished = await open_table(world, "sankpass", players=2, options="hand_size=2", language="en")
        for member, label in ((alice, "2♠"), (bob, "3♠"), (alice, "5♥")):
            await play(world, member, label)
        await world.settle()
        assert finished.rec.status == "ended"
        finished_table = world.table_message()
        # a game under way (one move made) and an open lobby
        sankpass_hands(world, ["2S", "5H", "9C"], ["3S", "6H", "10C"])
        going = await open_table(world, "sankpass", players=2, options="hand_size=3", language="en")
        await play(world, alice, "2♠")
        await world.settle()
        old_table_message = world.table_message()
        lobby = (await cara.slash(world.channel, "play", game="go-fish")).response.message
        await world.settle()
        events_before = await env.bot.storage.events(going.id)
        board_before = await stats_for(env.bot.storage, world.guild.id, alice.id)
        assert board_before.boards
        rated = ("SELECT guild_id, game, entrant, mu, sigma, conservative, games, wins FROM ratings ORDER BY entrant",
                 "SELECT seq, table_id, seat, entrant, place, at FROM placings ORDER BY table_id, seat")
        ratings_before = [await env.bot.storage.fetch(q) for q in rated]
        assert len(ratings_before[0]) == 2 and len(ratings_before[1]) == 2

        # the move: stop taking actions (the bot is idle here), copy, start on PostgreSQL
        r = migrate("--from", f"sqlite:///{db}", "--to", pg_url)
        assert r.returncode == 0, r.stderr
        assert r.stdout.startswith("copied 3 tables, ") and "2 placings, 2 ratings" in r.stdout
        old = env.bot
        pg = Settings(_env_file=None, discord_token=None, database_url=pg_url, sync_commands=False,
                      table_edit_delay=0)
        await env.restart_bot(create_bot(pg, clock=clock))
        await old.storage.close()
        svc = world.service()
        assert svc.storage.backend == "postgresql" and env.bot.resumed_tables == 2

        # everything is there, ids kept
        assert await stats_for(svc.storage, world.guild.id, alice.id) == board_before
        assert await svc.storage.events(going.id) == events_before
        assert [await svc.storage.fetch(q) for q in rated] == ratings_before  # placings and ratings too
        # the finished game's replay, from the copied event log, with the button posted before the move
        r = await bob.click(finished_table, custom_id=next(c for c in custom_ids(finished_table) if ":replay:" in c))
        assert r.response.ephemeral and "The deal · 3 moves" in embed_text(r.response.message)
        assert await svc.storage.hand_delivery(bob.id) == "dm"
        assert await svc.storage.guild_locale(world.guild.id) == "sv"
        r = await alice.slash(world.channel, "stats")
        assert f"<@{alice.id}>" in embed_text(r.response)

        # the game goes on with the buttons posted before the move; bob's DM hand too
        live = svc.live[going.id]
        assert live.state.pile == ["2S"] and live.state.turn == seat_of(bob)
        hand = (await click_named(alice, old_table_message, "My hand")).response.message  # posted before
        dm = bob.user.dm_channel.history()[-1]  # sent before the move too
        await click_named(bob.user, dm, "3♠")
        hand = next(m for m in world.channel.history(viewer=alice) if m.id == hand.id)
        await click_named(alice, hand, "5♥")
        await world.settle()
        assert live.state.pile == ["2S", "3S", "5H"] and live.state.version == 3
        # the lobby still takes players; a new table gets the next id
        await alice.click(lobby, custom_id=next(c for c in custom_ids(lobby) if ":join:" in c))
        assert svc.live[going.id + 1].rec.players[-1].user_id == alice.id
        r = await cara.slash(world.channel, "play", game="go-fish")
        new_id = int(next(c for c in custom_ids(r.response.message) if ":join:" in c).split(":")[1])
        assert new_id == going.id + 2
        due = await svc.storage.fetch("SELECT deadline FROM game_tables WHERE id=?", (going.id + 1,))
        assert due[0][0] is not None  # the copied lobby's 45-minute close is stored for the clusters

        # a second copy into the now busy database is refused, and changes nothing
        r = migrate("--from", f"sqlite:///{db}", "--to", pg_url)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
        assert "already holds data" in r.stderr and "--replace" in r.stderr and "Traceback" not in r.stderr
        assert (await svc.storage.fetch("SELECT COUNT(*) FROM game_tables"))[0][0] == 4
    finally:
        await env.shutdown()
        await env.bot.storage.close()


async def test_migrate_replace_empties_the_target_first_and_from_defaults_to_database_url(tmp_path, pg_url):
    from bot.storage import open_storage

    src = open_storage(f"sqlite:///{tmp_path / 'a.db'}")
    await src.open()
    await src.set_hand_delivery(7, "dm")
    await src.close()
    dst = open_storage(pg_url)
    await dst.open()
    await dst.set_hand_delivery(8, "dm")
    await dst.close()
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'a.db'}"}
    env.pop("DISCORD_TOKEN", None)
    r = subprocess.run([sys.executable, "-m", "bot", "migrate", "--to", pg_url, "--replace"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "1 user settings" in r.stdout
    dst = open_storage(pg_url)
    await dst.open()
    try:
        assert await dst.hand_delivery(7) == "dm" and await dst.hand_delivery(8) == "ephemeral"
    finally:
        await dst.close()
