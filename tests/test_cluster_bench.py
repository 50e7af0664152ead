"""``./scripts/bench cluster`` (bench/cluster.py) in miniature: one bot process, a few clicks a
second for two seconds, and its after-the-run check of the database (every table's moves in
order, every answered click stored) — which must also catch a gap and a click that was not stored."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench.cluster import check_database, knee, ladder_rate, quiesce, refined_rate
from bot.storage import open_storage
from tests.pg_helpers import server_url

pytestmark = pytest.mark.postgres
ROOT = Path(__file__).resolve().parent.parent


def test_the_bench_runs_and_its_check_passes(pg_url, tmp_path):
    # (pg_url: skipped without a server, failed under CI; the bench makes a database of its own)
    out = tmp_path / "figures.json"
    r = subprocess.run([sys.executable, "bench/cluster.py", "--url", server_url(), "--processes", "1",
                        "--rates", "4", "--extend", "0", "--seconds", "2", "--json", str(out)],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "every table's moves in order, none lost" in r.stdout
    assert "| processes | moves/s sustained" in r.stdout
    run = json.loads(out.read_text())["runs"][0]
    window = run["windows"][0]
    assert window["moves"] >= 1 and window["refused"] == 0 and window["unanswered"] == 0
    assert run["check"]["ok"] and run["check"]["answered_clicks"] >= 4
    assert window["xact_per_move"] > 0 and window["cpu_per_move"] > 0
    # each move: its answer, the table's edit and the other player's hand, all through interaction tokens
    assert window["bot_token_requests_per_move"] == 0 and window["token_requests_per_move"] >= 2


async def test_the_check_finds_a_gap_and_a_click_that_was_not_stored(pg_url):
    storage = open_storage(pg_url)
    await storage.open()
    now = time.time()
    try:
        for tid, versions in ((1, [0, 1, 2]), (2, [0, 2])):  # table 2 lost its version 1
            await storage.write(
                "INSERT INTO game_tables (id, guild_id, channel_id, host_id, game, status, locale, record, state,"
                " version, created_at, updated_at) VALUES (?,1,1,1,'sankpass','playing','en','{}','{}',?,?,?)",
                (tid, versions[-1], now, now))
            for v in versions:
                action = {"type": "start"} if v == 0 else {"type": "play", "seat": "7", "card": "9C"}
                await storage.write("INSERT INTO table_events (table_id, version, seat, action, events, at)"
                                    " VALUES (?,?,?,?,'[]',?)", (tid, v, None, json.dumps(action), now))
    finally:
        await storage.close()
    good = await check_database(pg_url, [[1, 0, "7", "9"], [1, 1, "7", "9"]])
    assert good["gaps"] == 1 and good["lost"] == 0 and not good["ok"]  # (table 2's gap)
    lost = await check_database(pg_url, [[1, 0, "7", "9"], [1, 2, "7", "9"], [1, 1, "7", "K"]])
    assert lost["lost"] == 2  # nothing at version 3; version 2 is a nine, not a king


def test_the_knee_is_refined_halfway_until_its_rates_are_within_five_per_cent():
    def w(rate: float, kept: bool) -> dict:
        return {"rate": rate, "kept_up": kept}

    ladder = [w(20, True), w(80, True), w(110, True), w(140, False), w(180, False)]
    assert knee(ladder) == (110, 140) and refined_rate(ladder) == 125
    assert refined_rate([*ladder, w(125, True)]) == 132.5  # kept up: the knee is higher
    assert refined_rate([*ladder, w(125, False)]) == 117.5  # not: lower
    # a window below a kept one that failed (a noisy one) does not move the knee down
    assert knee([*ladder, w(100, False)]) == (110, 140)
    assert refined_rate([w(100, True), w(104, False)]) is None  # within 5 %: done
    assert refined_rate([w(20, False), w(40, False)]) is None  # nothing kept up with: nothing to refine
    assert refined_rate([w(20, True), w(40, True)]) is None  # never failed: the ladder is too short


def test_the_ladder_goes_past_its_last_rate_while_the_processes_keep_up():
    def w(rate: float, kept: bool) -> dict:
        return {"rate": rate, "kept_up": kept}

    rates = [20.0, 40.0]
    assert [ladder_rate(rates, ws, 3) for ws in ([], [w(20, True)])] == [20, 40]
    kept = [w(20, True), w(40, True)]
    assert ladder_rate(rates, kept, 3) == 50  # a quarter more than the last one kept up with
    assert ladder_rate(rates, [*kept, w(50, True), w(62, True)], 3) == 78
    assert ladder_rate(rates, [*kept, w(50, True), w(62, True), w(78, True)], 3) is None  # at most 3 more
    assert ladder_rate(rates, [*kept, w(50, False)], 3) is None  # saturated: the knee is below 50
    assert ladder_rate(rates, [w(20, True), w(40, False)], 3) is None  # the asked-for rates were enough
    assert ladder_rate(rates, kept, 0) is None


async def test_a_window_waits_until_the_bot_processes_are_idle():
    class Busy:  # a process busy (half a core) for its first ``looks`` looks, then idle
        def __init__(self, looks: int) -> None:
            self.t, self.reads, self.looks = 0.0, 0, looks

        def cpu(self) -> float:
            self.reads += 1
            if self.reads % 2 == 0 and self.reads // 2 <= self.looks:  # (the read after a look)
                self.t += 0.5 * 0.01
            return self.t

    procs = [Busy(0), Busy(3)]
    waited = await quiesce(procs, look=0.01)
    assert procs[1].reads == 8 and 0.035 < waited < 5  # three busy looks, then an idle one
    stuck = Busy(10**6)
    assert 0.1 <= await quiesce([stuck], look=0.01, most=0.1) < 5  # never idle: at most ``most`` (and a look)
