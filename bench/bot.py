"""Bot benchmark through simcord, in one process: many open tables, actions as fast as they come.

    .venv/bin/python bench/bot.py [--tables 100] [--rounds 3]

Prints, for our bot and for a no-op bot (a button that only edits its message) driven the same
way: CPU time per interaction (p50/p99, simcord's own work included in both), the bot's own
handling time per interaction (click received → response sent, wall and CPU), actions/s, memory
per open table, and the time to resume all tables after a restart. Not part of the test run.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import shutil
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import discord
import simcord

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import get_game
from tests.bot_helpers import SimClock, custom_ids, make_bot


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


class NoopButton(discord.ui.DynamicItem[discord.ui.Button], template=r"noop:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Click", custom_id=f"noop:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None).add_item(NoopButton(self.n + 1))
        await interaction.response.edit_message(content=f"clicked {self.n + 1}", view=view)


class NoopBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents(guilds=True))
        self.tree = discord.app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(NoopButton)


async def noop_run(clicks: int) -> list[float]:
    bot = NoopBot()
    env = simcord.Env(bot)
    await env.start()
    guild = env.create_guild()
    channel = guild.create_text_channel("noop")
    member = guild.add_member(env.create_user("u"))
    await env.settle()
    msg = await bot.get_channel(channel.id).send("start", view=discord.ui.View(timeout=None).add_item(NoopButton(0)))
    await env.settle()
    cpu = []
    for _ in range(clicks):
        c0 = time.process_time()
        await member.click(msg, label="Click")
        cpu.append(time.process_time() - c0)
        msg = next(m for m in channel.history() if m.id == msg.id)
    await env.shutdown()
    return cpu


async def bot_run(tables: int) -> dict[str, float]:
    tmp = Path(tempfile.mkdtemp())
    clock = SimClock()
    env = simcord.Env(make_bot(str(tmp / "bench.db"), clock), check_errors=False)
    await env.start()
    clock.env = env
    await env.bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("bench")
    players = [guild.add_member(env.create_user(f"p{i}")) for i in range(6)]

    handled_wall: list[float] = []
    handled_cpu: list[float] = []
    service = env.bot.service
    original = service.on_component

    async def timed(*args, **kwargs):
        w0, c0 = time.perf_counter(), time.process_time()
        await original(*args, **kwargs)
        handled_wall.append(time.perf_counter() - w0)
        handled_cpu.append(time.process_time() - c0)

    service.on_component = timed

    def cid(message, op):
        return next(c for c in custom_ids(message) if f":{op}:" in c)

    # open the tables: /play, join, start (3 interactions each), three players per table
    for t in range(tables):
        host, *others = (players[(t + k) % len(players)] for k in range(3))
        lobby = (await host.slash(channel, "play", game="go-fish", options="play_on=true")).response.message
        for m in others:
            await m.click(lobby, custom_id=cid(lobby, "join"))
        await host.click(lobby, custom_id=cid(lobby, "start"))
    open_tables = list(service.live.values())

    # play: the player to move opens the hand, picks whom and what, asks (4 interactions each)
    cpu: list[float] = []
    actions = 0
    w_start = time.perf_counter()
    by_id = {m.id: m for m in players}
    for live in open_tables:
        for _ in range(2):
            if live.state.phase == "ended":
                break
            member = by_id[int(live.state.turn)]
            action = get_game("go-fish").legal_actions(live.state, live.state.turn)[0]
            table = next(m for m in reversed(channel.history()) if m.id == live.rec.message_id)
            c0 = time.process_time()
            hand = (await member.click(table, custom_id=cid(table, "hand"))).response.message
            cpu.append(time.process_time() - c0)
            for op, value in (("target", action["target"]), ("rank", action["rank"])):
                hand = next(m for m in channel.history(viewer=member) if m.id == hand.id)
                c0 = time.process_time()
                await member.select(hand, [value], custom_id=cid(hand, op))
                cpu.append(time.process_time() - c0)
            hand = next(m for m in channel.history(viewer=member) if m.id == hand.id)
            c0 = time.process_time()
            await member.click(hand, label="Ask")
            cpu.append(time.process_time() - c0)
            actions += 1
    play_wall = time.perf_counter() - w_start

    # restart: memory per resumed table and time to resume them all
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    old = env.bot
    await env.restart_bot(make_bot(str(tmp / "bench.db"), clock))
    gc.collect()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    grown = sum(s.size_diff for s in after.compare_to(before, "filename"))
    resumed = env.bot.resumed_tables
    resume_s = env.bot.resume_seconds
    # simcord detaches a bot without closing it: each bot's SQLite connection runs in its own
    # (non-daemon) aiosqlite thread, which keeps the process alive until the connection is closed.
    await old.storage.close()
    await env.shutdown()
    await env.bot.storage.close()
    shutil.rmtree(tmp, ignore_errors=True)
    return {
        "tables": len(open_tables), "interactions": len(cpu), "actions": actions,
        "cpu_p50": pct(cpu, 0.5), "cpu_p99": pct(cpu, 0.99),
        "bot_wall_p50": pct(handled_wall, 0.5), "bot_wall_p99": pct(handled_wall, 0.99),
        "bot_cpu_p50": pct(handled_cpu, 0.5), "bot_cpu_p99": pct(handled_cpu, 0.99),
        "actions_per_s_simcord": actions / play_wall,
        "actions_per_s_bot": actions / max(sum(handled_wall) * actions / max(len(handled_wall), 1), 1e-9),
        "memory_per_table_kib": grown / max(resumed, 1) / 1024,
        "resumed": resumed, "resume_s": resume_s,
    }


async def main(tables: int, rounds: int) -> None:
    runs = [await bot_run(tables) for _ in range(rounds)]
    noop = [statistics.median(await noop_run(200)) for _ in range(rounds)]

    def med(key: str) -> float:
        return statistics.median(r[key] for r in runs)

    ms = 1000
    print(f"bot benchmark through simcord: {tables} tables, median of {rounds} rounds")
    print(f"  interactions measured           {int(med('interactions'))} ({int(med('actions'))} asks)")
    print(f"  CPU per interaction (simcord incl.)  p50 {med('cpu_p50') * ms:.2f} ms   "
          f"p99 {med('cpu_p99') * ms:.2f} ms")
    print(f"  no-op bot, CPU per click             p50 {statistics.median(noop) * ms:.2f} ms"
          f"   → ratio {med('cpu_p50') / statistics.median(noop):.2f}×")
    print(f"  bot handling (click → response sent) p50 {med('bot_wall_p50') * ms:.2f} ms wall / "
          f"{med('bot_cpu_p50') * ms:.2f} ms CPU;  p99 {med('bot_wall_p99') * ms:.2f} ms wall / "
          f"{med('bot_cpu_p99') * ms:.2f} ms CPU")
    print(f"  actions/s through simcord (~50 ms settle wait per interaction): {med('actions_per_s_simcord'):.1f}")
    print(f"  memory per open table after resume   {med('memory_per_table_kib'):.1f} KiB")
    print(f"  resume {int(med('resumed'))} tables after restart: {med('resume_s') * ms:.1f} ms")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    asyncio.run(main(a.tables, a.rounds))
