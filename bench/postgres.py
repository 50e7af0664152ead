"""What one shard cluster handles against PostgreSQL, and what an action costs the database.

    ./scripts/bench postgres [--url postgresql://…] [--tables 100] [--bursts 5]

The real bot (``create_bot``) runs through simcord with ``DATABASE_URL`` on PostgreSQL (a schema
of its own, dropped afterwards), and the same run on SQLite for comparison. ``--tables`` Sänkpass
tables are opened, each player keeps a hand view open, then every table's player to move taps a
card — all tables at once, ``--bursts`` times. Printed:

- interactions/s: the clicks of a burst divided by the wall time until every one was answered
  (simcord's simulated Discord included: it costs about 3 ms of CPU per interaction itself);
- the bot's own handling time per click (click received → answered), wall and CPU, p50/p99, and
  the interactions/s one core would give at that CPU cost;
- PostgreSQL round trips per applied move (counted by the backend: BEGIN and COMMIT included)
  and per unit of work of other kinds (a table message moved, a draft);
- units of work/s straight against the database, without Discord: ``--tables`` tables, moves
  stored by 10 concurrent tasks (row lock + snapshot and deadline + event + rev/NOTIFY each).

Needs a PostgreSQL server (default: ``CARDTABLE_TEST_POSTGRES_URL``, else 127.0.0.1:5432).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import asyncpg

try:
    import simcord
except ModuleNotFoundError:  # only ./scripts/run was used: the bot's install, not the test extra
    sys.exit("bench/postgres.py drives the bot through simcord, the test extra: run it as ./scripts/bench postgres "
             "(which installs it), or .venv/bin/pip install -e '.[test]' first")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.app import create_bot
from bot.ops.settings import Settings
from bot.render.i18n import card_text
from engine import get_game
from tests.bot_helpers import SimClock, custom_ids
from tests.pg_helpers import with_schema

DEFAULT_URL = os.environ.get("CARDTABLE_TEST_POSTGRES_URL") or "postgresql://postgres@127.0.0.1:5432/postgres"


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def cid(message: Any, op: str) -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c)


def button(message: Any, label: str) -> str | None:
    for row in message.components:
        for c in getattr(row, "children", []):
            if getattr(c, "label", None) == label:
                return c.custom_id
    return None


def emit_click(env: Any, user_id: int, message: Any, custom_id: str) -> Any:
    from simcord.backend import serializers
    from simcord.results import InteractionResult

    backend = env.backend
    stored = backend.get_message(message.channel.id, message.id)
    record, payload = simcord.interactions.base_payload(
        backend, type=3, channel_id=message.channel.id, guild_id=backend.get_channel(message.channel.id).guild_id,
        user_id=user_id, data={"custom_id": custom_id, "component_type": 2})
    payload["message"] = dict(serializers.message_payload(backend, stored))
    record.source_message_id = stored.id
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


async def run(url: str, tables: int, bursts: int) -> dict[str, Any]:
    clock = SimClock()
    config = Settings(_env_file=None, discord_token=None, database_url=url, sync_commands=False, table_edit_delay=0,
                      card_faces="text")
    bot = create_bot(config, clock=clock)
    # (many moves in no simulated time: Discord's request limits are bench/requests.py's subject)
    bot.service.outbox.budget.limit = 10**9
    bot.service.outbox.create_limit = (10**9, 5.0)
    env = simcord.Env(bot, check_errors=False)
    await env.start()
    clock.env = env
    await bot.tree.sync()
    guild = env.create_guild()
    channel = guild.create_text_channel("bench")
    players = [guild.add_member(env.create_user(f"p{i}")) for i in range(4)]
    by_id = {m.id: m for m in players}
    svc = bot.service
    storage = bot.storage
    game = get_game("sankpass")

    handled_wall: list[float] = []
    handled_cpu: list[float] = []
    original = svc.on_component

    async def timed(*args: Any, **kwargs: Any) -> None:
        w0, c0 = time.perf_counter(), time.process_time()
        await original(*args, **kwargs)
        handled_wall.append(time.perf_counter() - w0)
        handled_cpu.append(time.process_time() - c0)

    # open the tables (two players each) and a hand view per player
    views: dict[tuple[int, str], Any] = {}
    opened0 = getattr(storage, "round_trips", 0)
    for t in range(tables):
        host, other = players[t % 4], players[(t + 1) % 4]
        lobby = (await host.slash(channel, "play", game="sankpass", options="hand_size=10")).response.message
        await other.click(lobby, custom_id=cid(lobby, "join"))
        await host.click(lobby, custom_id=cid(lobby, "start"))
        tid = int(cid(lobby, "join").split(":")[1])
        table = next(m for m in reversed(channel.history()) if m.id == svc.live[tid].rec.message_id)
        for m in (host, other):
            views[(tid, str(m.id))] = (await m.click(table, custom_id=cid(table, "hand"))).response.message.id
    opened = getattr(storage, "round_trips", 0) - opened0

    def next_clicks() -> list[tuple[Any, Any, str]]:
        """For every table, the player to move and a card of theirs that is one tap to play."""
        out = []
        for live in list(svc.live.values()):
            st = live.state
            if live.rec.status != "playing" or st is None:
                continue
            plays = [p for p in game.plays(st, st.turn) if p["outcome"] != "match" and "ace" not in p]
            if not plays:
                continue
            member = by_id[int(st.turn)]
            view = next(m for m in channel.history(viewer=member) if m.id == views[(live.id, st.turn)])
            custom = button(view, card_text("en", plays[0]["card"]))
            if custom is not None:
                out.append((member, view, custom))
        return out

    def versions() -> int:
        return sum(lv.state.version for lv in svc.live.values() if lv.state is not None)

    rt = getattr(storage, "round_trips", None)
    trips0, v0 = (storage.round_trips if rt is not None else 0), versions()
    # latency: one click at a time, each answered before the next (the bot's own time per click)
    first, *rest = next_clicks()
    await first[0].click(first[1], custom_id=first[2])  # warm-up: first-use imports, catalogues, statements
    svc.on_component = timed
    for member, view, custom in rest:
        await member.click(view, custom_id=custom)
    svc.on_component = original
    # throughput: one click per table, all delivered at once
    burst_rates = []
    for _ in range(bursts):
        clicks = next_clicks()
        w0 = time.perf_counter()
        results = [emit_click(env, m.id, view, custom) for m, view, custom in clicks]
        while True:  # settle's own timeout is short on purpose: longer, it would wait for the bot's timers
            try:
                await env.settle()
            except TimeoutError:
                continue
            if all(r.acknowledged for r in results) and not any(lv.lock.locked() for lv in svc.live.values()):
                break
        burst_rates.append(len(clicks) / (time.perf_counter() - w0))
    moves = versions() - v0
    trips = (storage.round_trips - trips0) if rt is not None else 0

    out = {
        "clicks_per_burst": len(clicks), "moves": moves, "latency_clicks": len(handled_wall),
        "interactions_per_s": statistics.median(burst_rates),
        "bot_wall_p50": pct(handled_wall, 0.5), "bot_wall_p99": pct(handled_wall, 0.99),
        "bot_cpu_p50": pct(handled_cpu, 0.5), "bot_cpu_p99": pct(handled_cpu, 0.99),
        "bot_cpu_mean": statistics.fmean(handled_cpu),
        "round_trips_per_move": trips / moves if rt is not None and moves else None,
        "round_trips_per_table_opened": opened / tables,
    }
    await env.shutdown()
    await svc.coordination.stop()
    await storage.close()
    return out


async def units_of_work(url: str, tables: int, moves_per_table: int = 10, concurrency: int = 10) -> dict[str, float]:
    """Moves stored straight through the coordination (row lock, reload check, snapshot + event,
    rev/NOTIFY), without Discord: the database side of one cluster's capacity."""
    from bot.commit.coordination import PostgresCoordination
    from bot.core.clock import Clock
    from bot.core.live import Live, Tables
    from bot.storage import open_storage
    from bot.storage.models import Player, TableRecord

    storage = open_storage(url)
    await storage.open()
    coord = PostgresCoordination(storage, Tables(), Clock())
    lives = []
    for _ in range(tables):
        rec = TableRecord(guild_id=1, channel_id=2, host_id=3, game="sankpass", status="playing",
                          players=[Player(user_id=3, name="a")], last_activity=time.time())
        rec.id = await storage.create_table(rec, time.time())
        lives.append(Live(rec))
    state = '{"version": 0}'
    queue: asyncio.Queue = asyncio.Queue()
    for v in range(1, moves_per_table + 1):
        for live in lives:
            queue.put_nowait((live, v))
    trips0 = storage.round_trips

    async def worker() -> None:
        while not queue.empty():
            live, v = queue.get_nowait()
            async with coord.hold(live):
                await storage.save_action(live.rec, state, v, "3", {"type": "x"}, [{"type": "y"}], time.time(),
                                          expected_version=v - 1 if v > 1 else None)

    t0 = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    wall = time.perf_counter() - t0
    n = tables * moves_per_table
    out = {"units": n, "per_s": n / wall, "round_trips": (storage.round_trips - trips0) / n}
    await storage.close()
    return out


async def main(url: str, tables: int, bursts: int) -> None:
    admin = await asyncpg.connect(url)
    schema = f"cardtable_bench_{uuid.uuid4().hex[:8]}"
    await admin.execute(f'CREATE SCHEMA "{schema}"')
    try:
        pg = await run(with_schema(url, schema), tables, bursts)
        db = Path(tempfile.mkdtemp()) / "bench.db"
        lite = await run(f"sqlite:///{db}", tables, bursts)
        await admin.execute(f'DROP SCHEMA "{schema}" CASCADE')
        await admin.execute(f'CREATE SCHEMA "{schema}"')
        uow = await units_of_work(with_schema(url, schema), tables)
    finally:
        await admin.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        await admin.close()
    ms = 1000
    print(f"one cluster, {tables} Sänkpass tables, {bursts} bursts of one move per table (median), "
          f"server {url.split('@')[-1]}")
    for name, r in (("PostgreSQL", pg), ("SQLite", lite)):
        print(f"  {name:<10} {r['interactions_per_s']:6.0f} interactions/s through simcord "
              f"({r['clicks_per_burst']} clicks at once, every one answered; {r['moves']} moves applied)")
        print(f"  {'':<10} bot handling per click, one at a time ({r['latency_clicks']}): "
              f"p50 {r['bot_wall_p50'] * ms:.2f} ms wall / "
              f"{r['bot_cpu_p50'] * ms:.2f} ms CPU, p99 {r['bot_wall_p99'] * ms:.2f} ms wall / "
              f"{r['bot_cpu_p99'] * ms:.2f} ms CPU → ~{1 / r['bot_cpu_mean']:.0f} interactions/s per core")
    print(f"  PostgreSQL round trips per move (BEGIN … COMMIT, incl. any table-message unit of work): "
          f"{pg['round_trips_per_move']:.2f}")
    print(f"  PostgreSQL round trips per table opened (/play, Join, Start, two \"My hand\"): "
          f"{pg['round_trips_per_table_opened']:.1f}")
    print(f"  units of work straight to PostgreSQL (10 concurrent, {uow['units']:.0f} moves): "
          f"{uow['per_s']:.0f}/s, {uow['round_trips']:.1f} round trips each")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default=DEFAULT_URL)
    ap.add_argument("--tables", type=int, default=100)
    ap.add_argument("--bursts", type=int, default=5)
    a = ap.parse_args()
    asyncio.run(main(a.url, a.tables, a.bursts))
