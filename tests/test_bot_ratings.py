"""Ratings end to end (issue 30): a finished table shows each player's rating before → after in its
own message (no message more), in the table's language; a leaver is last; a computer seat is its
level's rating and /stats lists only people; Tolv fiender is not rated; and the ratings are
rebuilt from the stored placings — the same numbers, a corrupted one repaired, older games rated —
by ``python -m bot ratings``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import pytest_asyncio

from bot.ops.ratings import rebuild, stored, unrated
from bot.storage import rating
from bot.storage.rating import Placing, rate
from tests.bot_helpers import act, embed_text, open_table, seat_of, stacked, started_world
from tests.replay_helpers import finish_go_fish
from tests.test_bot_computers import PAUSE, lobby_with_computers, op_id, play_out
from tests.test_bot_stats import stack_tolv

ROOT = Path(__file__).resolve().parent.parent


@pytest_asyncio.fixture
async def paced(tmp_path: Path):
    async with started_world(tmp_path, computer_delay=PAUSE) as w:
        yield w


async def test_the_finished_table_shows_each_players_rating_before_and_after(world):
    alice, bob, cara = world.members
    before = len(world.messages())
    live = await finish_go_fish(world)
    assert len(world.messages()) == before + 2  # the lobby and the table: the ratings add no message
    text = embed_text(world.table_message())
    assert "Ratings on this server" in text
    assert "alice 1,500 → 1,598 ▲98" in text and "bob 1,500 → 1,482 ▼18" in text and "cara 1,500 → 1,482 ▼18" in text
    assert [(x.seat, x.before, x.after) for x in live.rec.ratings] == [
        (seat_of(alice), 1500, 1598), (seat_of(bob), 1500, 1482), (seat_of(cara), 1500, 1482)]
    # the next game starts from these: alice, 1,598, beats two at 1,482 again
    live = await finish_go_fish(world)
    after = {x.seat: (x.before, x.after) for x in live.rec.ratings}
    assert after[seat_of(alice)][0] == 1598 and after[seat_of(alice)][1] > 1598
    assert after[seat_of(bob)][0] == 1482 and after[seat_of(bob)][1] < 1482
    rows = await world.service().storage.fetch(
        "SELECT entrant, games, wins FROM ratings WHERE game = 'go-fish' ORDER BY conservative DESC")
    assert rows[0] == (f"u{alice.id}", 2, 2) and {r[1:] for r in rows[1:]} == {(2, 0)}


@pytest.mark.parametrize(("language", "head"), [("sv", "Rating på servern"), ("no", "Rating på serveren")])
async def test_the_rating_lines_speak_the_tables_language(world, language, head):
    alice, bob, cara = world.members
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    live = await open_table(world, "go-fish", language=language)
    for target, rank in ((cara, "A"), (bob, "A"), (bob, "2")):
        assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(target), "rank": rank})
    await world.settle()
    text = embed_text(world.table_message())
    assert head in text and "alice 1\xa0500 → 1\xa0598 ▲98" in text


async def test_a_leaver_is_last_even_behind_a_player_with_fewer_books(world):
    alice, bob, cara = world.members
    # cara lays down the kings at the deal (a book ahead), then leaves; alice books the aces and wins
    stacked(world, {0: ["AS", "AH", "AD", "2S", "3S"], 1: ["AC", "4H", "5H", "6H", "7H"],
                    2: ["KS", "KH", "KD", "KC", "8C"]}, ["9D", "9C", "10D"], first=0)
    live = await open_table(world, "finns-i-sjon", options="hand_size=5")
    assert await act(world, live, seat_of(cara), {"type": "leave"})
    assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": "A"})
    await world.settle()
    rows = await world.service().storage.fetch(
        "SELECT entrant, place FROM placings WHERE table_id = ? ORDER BY place", (live.id,))
    if live.rec.status != "ended":  # (play on: bob and alice until the end, by the engine's first choice)
        from engine import get_game

        game = get_game("finns-i-sjon")
        while live.rec.status == "playing":
            seat = live.state.turn
            assert await act(world, live, seat, game.legal_actions(live.state, seat)[0])
        await world.settle()
        rows = await world.service().storage.fetch(
            "SELECT entrant, place FROM placings WHERE table_id = ? ORDER BY place", (live.id,))
    # a book ahead of bob, but she left: last, below everyone (bob second, or sharing the win)
    assert rows[-1][0] == f"u{cara.id}" and all(place < rows[-1][1] for _, place in rows[:-1])
    lines = {x.seat: x for x in live.rec.ratings}
    assert lines[seat_of(cara)].after < lines[seat_of(bob)].after


async def test_a_computer_seat_is_its_level_and_stats_lists_only_people(paced):
    alice = paced.members[0]
    lobby = await lobby_with_computers(paced, "sankpass", ["good", "good"], options="hand_size=4")
    await alice.click(lobby, custom_id=op_id(lobby, "start"))
    (live,) = [lv for lv in paced.service().live.values() if lv.rec.status == "playing"]
    await play_out(paced, live, [seat_of(alice)])
    assert live.rec.status == "ended"
    rows = await paced.service().storage.fetch("SELECT entrant, games FROM ratings ORDER BY entrant")
    assert rows == [("c-good", 1), (f"u{alice.id}", 1)]  # two computers of one level: one rating
    text = embed_text(paced.table_message())
    # the two computers' level, once: "🤖 good", as /stats names it (issue 37)
    assert text.count("🤖 good 1,500 → ") == 1 and "(good) 1,500" not in text
    r = await alice.slash(paced.channel, "stats", game="sankpass")
    board = r.response.embeds[0].description
    assert f"1. <@{alice.id}> – " in board and board.count("<@") == 1  # people only …
    assert "🤖 good " in board  # … and the level beside them


async def test_tolv_fiender_is_not_rated(world):
    live = await tolv_fiender_won(world)
    assert live.rec.status == "ended" and live.rec.ratings is None
    assert "Ratings" not in embed_text(world.table_message())
    assert await world.service().storage.fetch("SELECT COUNT(*) FROM placings") == [(0,)]


async def test_ratings_are_rebuilt_from_the_placings(world):
    storage = world.service().storage
    for _ in range(3):
        await finish_go_fish(world)
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, [], first=0)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    assert await act(world, live, seat_of(world.members[1]), {"type": "leave"})
    await world.settle()
    incremental = await stored(storage)
    assert len(incremental) == 5  # three in Go Fish, two in Finns i sjön
    # recomputed from the placings alone: the very numbers the games left
    report = await rebuild(storage, write=False)
    assert (report.games, report.ratings, report.changed) == (4, 5, 0)
    # a corrupted rating (a bug, a hand edit) is put right, and nothing else moves
    await storage.write("UPDATE ratings SET mu = 0, games = 99 WHERE game = 'finns-i-sjon' AND entrant LIKE 'u%'"
                        " AND wins = 1")
    assert (await rebuild(storage, write=False)).changed == 1
    report = await rebuild(storage)
    assert report.changed == 1 and await stored(storage) == incremental
    # a game played before ratings existed: its placings are made from its table, and it is rated first
    await storage.write("DELETE FROM placings WHERE table_id = ?", (live.id,))
    assert await unrated(storage) == 1
    report = await rebuild(storage)
    assert report.backfilled == 1 and await unrated(storage) == 0
    seqs = await storage.fetch("SELECT DISTINCT seq FROM placings WHERE table_id = ?", (live.id,))
    assert seqs[0][0] < 1  # before every game rated since
    assert await stored(storage) == incremental  # (it shares no player with the Go Fish games' order)
    # and by the command line
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DISCORD_TOKEN")}
    r = subprocess.run([sys.executable, "-m", "bot", "ratings", "--check", "--database", f"sqlite:///{world.db_path}"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "5 ratings from 4 rated games: 0 differ from the stored ones (none)"
    await storage.write("UPDATE ratings SET sigma = 1")
    r = subprocess.run([sys.executable, "-m", "bot", "ratings", "--rebuild", "--database",
                        f"sqlite:///{world.db_path}"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "rebuilt 5 ratings from 4 rated games" in r.stdout and "5 changed" in r.stdout
    assert await stored(storage) == incremental


async def test_the_bot_rates_the_games_from_before_ratings_once_as_it_starts(world, caplog):
    """Issue 37: an upgrade needs no command: the first start rates the older games (before the
    ones rated since) to the very numbers the games would have left, and says so in one line; the
    next start finds nothing to rate and writes nothing."""
    import logging

    storage = world.service().storage
    for _ in range(2):
        await finish_go_fish(world)
    tolv = await tolv_fiender_won(world)  # cooperative: never rated, never counted as waiting
    incremental = await stored(storage)
    await storage.write("DELETE FROM placings")  # as a version without ratings left them
    await storage.write("DELETE FROM ratings")
    assert await unrated(storage) == 2 and tolv.rec.status == "ended"
    caplog.set_level(logging.INFO, logger="bot.app")
    await world.restart()
    storage = world.service().storage
    assert await unrated(storage) == 0 and await stored(storage) == incremental
    lines = [r.getMessage() for r in caplog.records if "before ratings" in r.getMessage()]
    assert lines == ["rated 2 finished games from before ratings, once: 3 ratings rebuilt from 2 rated games"]
    caplog.clear()
    await storage.write("UPDATE ratings SET mu = 0")  # (a later start would show it if it rebuilt)
    await world.restart()
    assert not [r for r in caplog.records if "before ratings" in r.getMessage()]
    assert {s.mu for s, _, _ in (await stored(world.service().storage)).values()} == {0}


async def tolv_fiender_won(world):
    stack_tolv(world, {0: ["10S", "3D", "4D", "5D", "6D", "7D", "8D"],
                       1: ["10H", "AS", "AH", "AD", "AC", "2S", "2H"]}, ["JC", "QC"])
    live = await open_table(world, "tolv-fiender", players=2)
    alice, bob = world.members[:2]
    for member, action in ((alice, {"type": "play", "cards": ["10S"]}), (bob, {"type": "play", "cards": ["10H"]}),
                           (bob, {"type": "yield"})):
        assert await act(world, live, seat_of(member), action)
    await world.settle()
    return live


def test_the_rebuild_is_the_live_update_in_the_same_order():
    """What a finished game does to the stored ratings (``rate`` on the current ones) is what the
    rebuild does, game after game."""
    placings = [Placing("a", "u1", 1), Placing("b", "u2", 2), Placing("c", "c-good", 3)]
    after, _ = rate(placings, {})
    board = rating.replay_all([((1, "go-fish"), placings)])
    assert {e: s for (_, _, e), (s, _, _) in board.items()} == after
