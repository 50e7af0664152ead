"""kill -9: a bot process is killed at a random moment; a new one finds every acknowledged
action, a consistent state, and the game able to go on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import simcord

from bot.ops import audit
from engine import get_game
from tests.bot_helpers import SimClock, faces_already_uploaded, make_bot

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_kill_minus_nine_loses_no_acknowledged_action(tmp_path, seed):
    db = tmp_path / "bot.db"
    rnd = random.Random(seed)
    proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "crash_player.py"), str(db), str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    acked: dict[int, int] = {}
    try:
        for _ in range(rnd.randint(5, 60)):
            line = proc.stdout.readline()
            assert line.startswith("ACK"), f"the player stopped early: {line!r}"
            _, table, version = line.split()
            acked[int(table)] = int(version)
        time.sleep(rnd.uniform(0, 0.05))  # the kill lands anywhere: mid-action, mid-commit, idle
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()

    clock = SimClock()
    env = simcord.Env(make_bot(str(db), clock))
    faces_already_uploaded(env)  # (a first start's uploads: tests/test_bot_cardfaces.py)
    await env.start()
    clock.env = env
    try:
        service = env.bot.service
        for tid, version in acked.items():
            stored = await audit.check(service.storage, tid)  # the log replays to the snapshot
            events = await service.storage.events(tid)
            assert events[-1]["version"] >= version, "an acknowledged action was lost"
            live = await service.get(tid)
            assert live.state.version == events[-1]["version"] and live.rec.model_dump() == stored.model_dump()
        live = await service.get(max(acked))
        if live.state.phase != "ended":  # the game goes on
            game = get_game(live.rec.game)
            seat, action = next((s, a) for s in live.state.seats for a in game.legal_actions(live.state, s))
            before = live.state.version
            assert await service.act(None, live, seat, action)
            assert live.state.version == before + 1
            await audit.check(service.storage, live.rec.id)
    finally:
        await env.shutdown()
        await env.bot.storage.close()
