"""Cluster throughput: 1, 2 and 3 bot processes (shard clusters) on one PostgreSQL database.

    ./scripts/bench cluster [--processes 1,2,3] [--rates 20,40,...] [--extend 3] [--seconds 8] [--refine 2]
                            [--url postgresql://…] [--plot docs/cluster-bench.png] [--json FILE]

For each process count n, a throwaway database is made (``cardtable_bench_…``, dropped afterwards)
and n bot processes are started — real OS processes, each the real bot (``create_bot``, the cluster
tests' :func:`tests.cluster_helpers.make_cluster_bot`: ``SHARD_COUNT=n``, ``SHARD_IDS=i``) with its
own connection pool, listener and timers, all sharing that database. Each process serves its own
servers' tables: its shard's server, with Sänkpass tables (two players, 26 cards each) opened
through simcord and a hand view open for every player.

Discord: simcord runs in the process of the bot it simulates (an ``Env`` drives a bot on its own
event loop), so the n processes cannot share one simcord object the way
``tests/cluster_helpers.Cluster`` shares one between two bots on one loop. Each process holds the
simulated Discord of its own shard instead — its server, users and messages; the ids are kept
apart between processes — which is all of Discord a cluster sees for in-server play (a DM, which
Discord sends to shard 0, is not part of this load). What the processes really share is what they
share in production: PostgreSQL, its row locks and every process's NOTIFY. On one event loop the
n bots would share one core of Python, and n processes could never measure more than one.

Load: open-loop. Each process offers ``rate / n`` clicks a second (its share of the servers) at
fixed times, whether or not earlier clicks were answered; a click is the player to move tapping a
card in their hand view (one that does not match the pile, so the game goes on). A table takes a
new click once its previous one is answered and its hand views show the new state (so a click is
never outdated by the load itself); when no table is free, the due click waits, and its latency
is counted from the time it was due. Latency: due → the bot's answer to the interaction reached
simcord (the callback: the clicker's hand view updated). The simulated Discord's clock follows
real time (simcord fires the bot's timers on the wall clock when nothing steps it).

Printed for each process count (all windows of one count run on the same processes, lowest rate
first; tables are opened between windows, and a window starts once the bot processes are idle
(what an overloaded window left them still done), neither measured; past the last of ``--rates``, while
the processes still keep up, up to ``--extend`` more rates a quarter apart, so that a faster machine
is still driven past its capacity; a count stops after two windows that do
not keep up, then offers ``--refine`` more, each halfway between the highest rate kept up with and
the lowest above it that was not, so that the knee is found to a few per cent rather than to the
ladder's step of ~25 %): per offered rate, moves/s stored (answered after the window's first second), p50/p99
latency (a click unanswered 10 s after its window, or never sent, counts with the time it waited),
CPU per move of the bot processes (everything in them: the bot and its simulated Discord) with
simcord's HTTP routes, simcord's settling scans (each timer the bot sets fires through a settle
of the simulated Discord, which asks of every pending task whether it is parked) and the load
generator's own code apart, PostgreSQL transactions per move
(``pg_stat_database.xact_commit`` of the bench database, the pending counts of every pool and
listener connection flushed first, a reading's own cost subtracted) beside the bots' own count of
units of work, the PostgreSQL backends' CPU per move (from /proc), and each one's share of the
machine, other work included. Then the table: the sustained throughput (the best window with
p99 < 1 s and nothing left waiting) and the scaling efficiency (throughput with n / (n ×
throughput with 1)), and what the figures say beyond this machine. After each count the database
is checked: every table's event versions are 0, 1, 2 … with no gap or double, each snapshot at its
last event, and every answered click is the stored event at the version it was clicked on (none
lost, none reordered); a failed check exits 1.

Three of simcord's bookkeeping costs that a test never meets are taken out (:func:`_lighter_simcord`),
and the production 2-second batching of "shown" marks is kept (the tests mark at once). The third
decided the figures: each of the bot's timers fires through an advance of simcord's virtual clock,
which waited until the bot was idle — under a steady load never, so once a process fell behind its
looks grew with the tasks in flight and its other timers were held back, and the process collapsed
(one process: 54 moves/s at 80 offered, 15 ms a move, then 138 at 140 in the same run; a knee
anywhere from 70 to 138 run to run). Now an advance runs what is due and returns, as asyncio's own
timers do in production. And the simulated Discord checks an interaction's 3 s against the wall
clock, as Discord does (:func:`_discord_keeps_wall_time`): against its virtual clock, which lagged
and caught up in jumps, clicks answered in time were refused as late.

``--plot docs/cluster-bench.png`` draws throughput and p99 against the offered rate (matplotlib,
the ``bench`` extra, which ``./scripts/bench cluster`` installs). ``--json FILE`` saves the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import math
import os
import platform
import subprocess
import sys
import time
import uuid
from collections import deque
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_URL = os.environ.get("CARDTABLE_TEST_POSTGRES_URL") or "postgresql://postgres@127.0.0.1:5432/postgres"
HAND = 26  # cards each: two players, one deck with its jokers: long games (~45 moves)
P99_LIMIT = 1.0


def now_s() -> float:
    """The machine's monotonic clock, the same in every process (simcord replaces
    ``time.monotonic`` in a bot's process with its virtual clock)."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


def pct(values: list[float], q: float) -> float:
    if not values:
        return math.nan
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def rank_text(card: str) -> str:
    """A card's rank as a hand view's button names it (``"10"``, ``"K"``; a joker ``"X"``)."""
    from bot.render.i18n import rank_label
    from engine.cards import is_joker, rank_of

    return "X" if is_joker(card) else rank_label("en", rank_of(card))


# ================================================================================================
# A bot process (``--worker``): one shard cluster, its simulated Discord, its share of the load.
# It reads commands as JSON lines on stdin and answers each with one JSON line on stdout.
# ================================================================================================
class Worker:
    def __init__(self, url: str, shard: int, shards: int) -> None:
        self.url, self.shard, self.shards = url, shard, shards
        self.inflight: dict[int, tuple[int, float, int, str, str]] = {}  # interaction -> tid, due, ver, seat, rank
        self.late: dict[int, tuple[int, float, int, str, str]] = {}  # not answered by the end of their window
        self.answered: list[float] = []  # latencies of the current window
        self.accepted: list[tuple[int, int, str, str]] = []  # (tid, version clicked, seat, rank), all windows
        self.accepted_at: list[float] = []  # when each was answered
        self.refused = 0
        self.free: deque[int] = deque()  # tables that may take a click
        self.gen_cpu = 0.0  # thread CPU spent in the load generator's own code
        self.discord_cpu = 0.0  # thread CPU spent in simcord's HTTP routes (Discord's servers' side)
        self.settle_cpu = 0.0  # thread CPU spent in simcord's settling scans (a simulation's own cost)
        self.client_tx = 0  # units of work the bot opened (its own count of its transactions)

    async def start(self) -> None:
        import simcord
        from simcord.backend.models.interaction import Interaction

        from bot.render.i18n import card_text, rank_label
        from engine import get_game
        from engine.cards import RANKS
        from tests.bot_helpers import SimClock
        from tests.cluster_helpers import make_cluster_bot

        self.game = get_game("sankpass")
        # a single card's label ("9♣", "🃏") → its rank as rank_text gives it
        self.label_rank = {card_text("en", r + s): rank_label("en", r) for r in RANKS for s in "SHDC"}
        self.label_rank[card_text("en", "X1")] = "X"
        self.label_rank["🃏"] = "X"
        self.clock = SimClock()
        self.bot = bot = make_cluster_bot(self.url, self.clock, self.shard, self.shards)
        # (the tests mark "shown" at once so that a settle sees it; here timers run in real time,
        # so the production batching of those marks is kept)
        bot.service.coordination.SHOWN_FLUSH = type(bot.service.coordination).SHOWN_FLUSH
        # (many moves in little time: Discord's request limits are bench/requests.py's subject)
        bot.service.outbox.budget.limit = 10**9
        bot.service.outbox.create_limit = (10**9, 5.0)
        self.env = env = simcord.Env(bot, check_errors=False)
        _separate_ids(env.backend, self.shard)
        _lighter_simcord(env)
        _discord_keeps_wall_time(env.backend)
        await env.start()
        self.clock.env = env
        await bot.tree.sync()  # (each process's simulated Discord learns the commands)
        self.svc = bot.service
        worker = self

        def answered(original: Any) -> Any:
            def marker(record: Any, *args: Any, **kwargs: Any) -> Any:
                out = original(record, *args, **kwargs)
                entry = worker.inflight.pop(record.id, None)
                if entry is not None:
                    worker.on_answer(entry)
                elif record.id in worker.late:  # answered after its window: stored all the same
                    worker.on_answer(worker.late.pop(record.id), late=True)
                return out

            return marker

        for name in ("respond_with_message", "defer", "defer_update", "update_source"):
            setattr(Interaction, name, answered(getattr(Interaction, name)))
        from simcord.http import router

        dispatch = router.dispatch

        def timed_dispatch(*args: Any, **kwargs: Any) -> Any:  # (synchronous: thread time is exact)
            c0 = time.thread_time()
            try:
                return dispatch(*args, **kwargs)
            finally:
                worker.discord_cpu += time.thread_time() - c0

        router.dispatch = timed_dispatch
        # simcord fires the bot's timers on the wall clock through a settle of the whole simulated
        # Discord: each look asks of every pending task whether it is parked, scanning the pending
        # callbacks for each — a cost no bot has in production, which grows with the tasks in
        # flight. Its synchronous scans are timed apart (the bot's own callbacks they run are not).
        from simcord import env as simcord_env

        def timed_scan(scan: Any) -> Any:
            def timed(*args: Any, **kwargs: Any) -> Any:
                c0 = time.thread_time()
                try:
                    return scan(*args, **kwargs)
                finally:
                    worker.settle_cpu += time.thread_time() - c0

            return timed

        for name in ("_is_parked", "_virtualize_recognized_waits", "_active_callbacks", "_wakes_recognized_wait",
                     "_owned_tasks"):
            setattr(simcord_env, name, timed_scan(getattr(simcord_env, name)))
        from bot.storage import postgres

        transaction = postgres.PostgresStorage.transaction

        def counted(storage: Any) -> Any:
            ambient = postgres._AMBIENT.get()
            if ambient is None or ambient[0] is not asyncio.current_task():
                worker.client_tx += 1
            return transaction(storage)

        postgres.PostgresStorage.transaction = counted  # type: ignore[method-assign]
        self.setup_server()

    def setup_server(self) -> None:
        env = self.env
        self.guild = guild = env.create_guild(f"cluster {self.shard}", shard_id=self.shard)
        self.channels = [guild.create_text_channel(f"cards-{k}") for k in range(8)]
        self.players = [guild.add_member(env.create_user(f"p{self.shard}-{k}")) for k in range(16)]
        self.views: dict[tuple[int, str], tuple[int, int]] = {}  # (table, seat) -> (channel, message) of its hand view
        self.opened = 0
        # (the bench's players open many tables at once)
        self.svc.settings.max_lobbies_per_user = self.svc.settings.max_lobbies_per_channel = 10**6

    def capacity(self) -> int:
        """Moves the tables in the pool can still give (at least: the smaller hand, twice)."""
        out = 0
        for tid in self.free:
            live = self.svc.live.get(tid)
            if live is not None and live.state is not None and live.state.phase != "ended":
                out += 2 * min(len(h) for h in live.state.hands.values())
        return out

    async def prepare(self, moves: float, tables: int) -> dict[str, Any]:
        """Open tables until the pool holds ``tables`` and can give ``moves`` moves (between
        windows: not measured)."""
        t0 = now_s()
        while self.late and now_s() - t0 < 30:  # the last window's late clicks: answered first
            await asyncio.sleep(0.05)
        # A table whose hand view does not show its current state once the late clicks are answered
        # (an answer Discord refused as too late, and its view not brought up to date since) would
        # hold its clicks back in the next window: it leaves the pool, counted.
        clicks = [(t, self.next_click(t)) for t in self.free]
        behind = sum(1 for _, c in clicks if c is False)
        self.free = deque(t for t, c in clicks if c)
        need = max(tables - len(self.free), math.ceil((moves * 1.3 - self.capacity()) / (2 * HAND * 0.8)), 0)
        await self.open_tables(need)
        return {"opened": need, "tables": len(self.free), "capacity": self.capacity(), "setup_s": now_s() - t0,
                "behind": behind}

    async def open_tables(self, count: int, concurrency: int = 8) -> None:
        """``count`` Sänkpass tables opened as players do — /play, Join, Start, and each player's
        "My hand" — several at once (clicks emitted as Discord delivers them, each waited for)."""
        todo = list(range(self.opened, self.opened + count))
        self.opened += count

        async def opener() -> None:
            while todo:
                await self.open_table(todo.pop())

        await asyncio.gather(*(opener() for _ in range(min(concurrency, count))))

    async def open_table(self, t: int) -> None:
        from tests.bot_helpers import custom_ids

        channel = self.channels[t % len(self.channels)]
        host, other = self.players[t % 16], self.players[(t + 1 + (t // 16) % 15) % 16]
        record = self.emit_slash(host, channel, "play", game="sankpass", options=f"hand_size={HAND}")
        lobby = await self.response(record)
        join = next(c for c in custom_ids(lobby) if ":join:" in c)
        tid = int(join.split(":")[1])
        await self.answer(self.emit(other.id, channel.id, lobby.id, join))
        start = next(c for c in custom_ids(self.env.backend.get_message(channel.id, lobby.id)) if ":start:" in c)
        await self.answer(self.emit(host.id, channel.id, lobby.id, start))
        live = self.svc.live[tid]
        while True:  # the table message: a followup of the Start click, posted after its answer
            table = None
            if live.state is not None and live.rec.message_id not in (None, lobby.id):
                table = self.env.backend.get_message(channel.id, live.rec.message_id)
            hand = next((c for c in custom_ids(table) if ":hand:" in c), None) if table is not None else None
            if hand is not None:
                break
            await asyncio.sleep(0.005)
        for m in (host, other):
            view = await self.response(self.emit(m.id, channel.id, table.id, hand))
            self.views[(tid, str(m.id))] = (channel.id, view.id)
        self.free.append(tid)

    def emit_slash(self, actor: Any, channel: Any, name: str, **options: Any) -> Any:
        """A slash command delivered without waiting (simcord's ``slash`` without its settle)."""
        import simcord.interactions
        from simcord import actors

        root = actors._resolve_visible_command(actor, channel.id, name, 1)
        leaf, nesting = simcord.interactions.walk_to_subcommand(root, [])
        leaf_options, resolved = simcord.interactions.build_options(actor, name, leaf, options, channel_id=channel.id)
        data: dict[str, Any] = {"id": root["id"], "name": root["name"], "type": 1,
                                "options": simcord.interactions.nest_options(root, nesting, leaf_options)}
        if resolved:
            data["resolved"] = resolved
        backend = self.env.backend
        record, payload = simcord.interactions.base_payload(
            backend, type=2, channel_id=channel.id, guild_id=self.guild.id, user_id=actor.id, data=data)
        backend.emit("INTERACTION_CREATE", payload)
        return record

    async def answer(self, record: Any, most: float = 30.0) -> None:
        """Until the bot has answered ``record`` (an interaction of the tables' opening; a click of
        the load is timed, not waited for): a bench that waits forever measures nothing."""
        t0 = now_s()
        while not record.responded:
            if now_s() - t0 > most:
                raise RuntimeError(f"the bot did not answer an interaction in {most:g} s (it expires after 3 s)")
            await asyncio.sleep(0.003)

    async def response(self, record: Any) -> Any:
        """The message an interaction was answered with (once it was)."""
        await self.answer(record)
        while record.message_id is None or record.loading:
            await asyncio.sleep(0.003)
        return self.env.backend.get_message(record.channel_id, record.message_id)

    # ---- the load ------------------------------------------------------------------------------
    def next_click(self, tid: int) -> tuple[int, int, int, str, str, str] | bool | None:
        """The click the player to move would make at table ``tid`` now: (user, channel, message,
        custom_id, seat, card); ``None`` if the table is over, ``False`` if its hand view does not
        show the current state yet."""
        live = self.svc.live.get(tid)
        st = live.state if live is not None else None
        if st is None or live.rec.status != "playing" or st.phase == "ended":
            return None
        seat = st.turn
        ranks = {rank_text(p["card"]) for p in self.game.plays(st, seat)
                 if p["outcome"] != "match" and "ace" not in p}
        if not ranks:
            return None  # (every card matches the pile: its player must lose; the table is left)
        channel_id, message_id = self.views[(tid, seat)]
        stored = self.env.backend.get_message(channel_id, message_id)
        for row in stored.components:
            for c in row.get("components", ()):
                # a card button: "9♣", or "9 ×2" for two nines (suits mean nothing in Sänkpass)
                label, custom = c.get("label") or "", c.get("custom_id") or ""
                if ":play:" in custom and not c.get("disabled"):
                    rank = label.split(" ×")[0]
                    rank = self.label_rank.get(rank, rank)
                    if rank in ranks:
                        if int(custom.split(":")[2]) != st.version:
                            return False
                        return int(seat), channel_id, message_id, custom, seat, rank
        return False

    def emit(self, user_id: int, channel_id: int, message_id: int, custom_id: str) -> Any:
        """Deliver a click without waiting (tests/cluster_helpers.Cluster.emit_click)."""
        import simcord.interactions
        from simcord.backend import serializers

        backend = self.env.backend
        stored = backend.get_message(channel_id, message_id)
        record, payload = simcord.interactions.base_payload(
            backend, type=3, channel_id=channel_id, guild_id=backend.get_channel(channel_id).guild_id,
            user_id=user_id, data={"custom_id": custom_id, "component_type": 2})
        payload["message"] = dict(serializers.message_payload(backend, stored))
        record.source_message_id = stored.id
        backend.emit("INTERACTION_CREATE", payload)
        return record

    def on_answer(self, entry: tuple[int, float, int, str, str], late: bool = False) -> None:
        tid, due, version, seat, card = entry
        t = now_s()
        if not late:
            self.answered.append(t - due)
        live = self.svc.live.get(tid)
        if live is not None and live.state is not None and live.state.version > version:
            self.accepted.append((tid, version, seat, card))
            self.accepted_at.append(t)
        else:
            self.refused += 1
        self.free.append(tid)

    async def run(self, rate: float, seconds: float, start_at: float) -> dict[str, Any]:
        """Offer ``rate`` clicks a second for ``seconds`` from ``start_at`` (time.monotonic)."""
        self.answered = []
        accepted0, refused0 = len(self.accepted), self.refused
        gen0, discord0, settle0, tx0 = self.gen_cpu, self.discord_cpu, self.settle_cpu, self.client_tx
        requests0 = len(self.env.backend.http_requests)
        waiting: deque[float] = deque()  # due times of clicks not yet sent
        offered = sent = 0
        await asyncio.sleep(max(0.0, start_at - now_s()))
        cpu0, wall0 = time.process_time(), now_s()
        end = start_at + seconds
        interval = 1.0 / rate
        while True:
            c0 = time.thread_time()
            now = now_s()
            while offered < rate * seconds and start_at + offered * interval <= now:
                waiting.append(start_at + offered * interval)
                offered += 1
            tries = len(self.free)
            while waiting and tries > 0:
                tries -= 1
                tid = self.free.popleft()
                click = self.next_click(tid)
                if click is None:
                    continue  # the game is over: the table leaves the pool
                if click is False:
                    self.free.append(tid)  # its views are still being refreshed
                    continue
                user, channel, message, custom, seat, card = click
                live = self.svc.live[tid]
                due = waiting.popleft()
                rid = self.emit(user, channel, message, custom).id
                self.inflight[rid] = (tid, due, live.state.version, seat, card)
                sent += 1
            self.gen_cpu += time.thread_time() - c0
            now = now_s()
            if now >= end:
                break
            nxt = start_at + offered * interval
            await asyncio.sleep(min(max(0.0, nxt - now), 0.002) if waiting else max(0.0, nxt - now))
        window_cpu, window_wall = time.process_time() - cpu0, now_s() - wall0
        # throughput: moves answered in the window after its first second (the pipeline filling)
        warm = start_at + min(1.0, seconds / 4)
        moves_in_window = sum(1 for t in self.accepted_at[accepted0:] if warm <= t <= end)
        # drain: the clicks sent are answered (late ones still count in the latencies); a click
        # still waiting after 10 s, or never sent, counts with the time it has waited so far
        drain0 = now_s()
        while self.inflight and now_s() - drain0 < 10:
            await asyncio.sleep(0.01)
        unanswered = len(self.inflight)
        # Discord requests of the window: through an interaction's token (not rate-limited with
        # the bot token) or the bot token (Discord's 50/s for the whole bot)
        app = f"/webhooks/{self.env.backend.application_id}/"
        made = self.env.backend.http_requests[requests0:]
        by_token = sum(1 for e in made if e.path.startswith(("/interactions/", app)))
        t = now_s()
        self.answered.extend([t - e[1] for e in self.inflight.values()] + [t - due for due in waiting])
        self.late.update(self.inflight)
        self.inflight.clear()
        return {
            "offered": offered, "sent": sent, "unsent": len(waiting), "unanswered": unanswered,
            "drain_s": now_s() - drain0,
            "answered": len(self.answered), "latencies": self.answered,
            "moves": moves_in_window, "measured_s": end - warm, "moves_total": len(self.accepted) - accepted0,
            "refused": self.refused - refused0,
            "cpu": window_cpu, "wall": window_wall, "gen_cpu": self.gen_cpu - gen0,
            "discord_cpu": self.discord_cpu - discord0, "settle_cpu": self.settle_cpu - settle0,
            "client_tx": self.client_tx - tx0,
            "token_requests": by_token, "bot_token_requests": len(made) - by_token,
            "free_tables": len(self.free),
        }

    async def flush_stats(self) -> int:
        """Have every connection of this process flush its pending statistics to
        pg_stat_database (a backend does so on its own only every so often, up to ~10 s when
        idle): the pool's, and the listener's — which commits a transaction of its own for every
        notification it takes in, so per move one per process. Returns the transactions this
        itself made (each pooled one is followed by the pool's reset)."""
        pool = self.bot.storage.pool
        conns = [await pool.acquire() for _ in range(pool.get_max_size())]
        try:
            for c in conns:
                await c.execute("SELECT pg_stat_force_next_flush()")
        finally:
            for c in conns:
                await pool.release(c)
        made = 2 * len(conns)
        listener = self.svc.coordination._listener
        if listener is not None:
            await listener.execute("SELECT pg_stat_force_next_flush()")
            made += 1
        return made

    async def stop(self) -> None:
        await self.env.shutdown()
        await self.svc.coordination.stop()
        await self.bot.storage.close()


def _lighter_simcord(env: Any) -> None:
    """simcord keeps a list of the bot's pending callbacks and drops the cancelled ones when a test
    settles; this load never settles, so the list would grow with every cancelled timer and each
    callback's removal (a scan comparing records field by field) would cost more and more — the
    simulated Discord's cost, not the bot's. Records compare by identity (what the removal means),
    and the cancelled ones are dropped twice a second, as a settle would. And an advance of the
    virtual clock (how the bot's timers fire here) runs what is due without waiting for the bot to
    be idle (below)."""
    from simcord import _runtime, _settlement

    _runtime._CallbackRecord.__eq__ = lambda a, b: a is b  # type: ignore[method-assign]
    state = env._settlement_state

    async def prune() -> None:
        while True:
            await asyncio.sleep(0.5)
            _settlement._active_callbacks(state())

    env._bench_pruner = asyncio.get_running_loop().create_task(prune())

    # A timer of the bot's fires on the wall clock through an advance of simcord's virtual clock,
    # which runs the callbacks then due and then settles: waits until every task of the bot is
    # parked, looking again whenever one completes, each look asking every pending task whether it
    # is parked. A test needs that wait (it steps the clock and then reads what the bot did); under
    # a steady load the bot is never idle, so the wait never ends, its looks cost more with every
    # task in flight, and the bot's other timers are held back (re-armed) until it ends: a
    # simulation's collapse that the bot in production, on asyncio's own timers, does not have.
    # Here an advance runs what is due and returns (the tests' advances, and every settle that is
    # not an advance's, are untouched).
    settle = env._settle_internal
    assert list(inspect.signature(settle).parameters) == ["timeout", "idle", "dispatch", "_deadline"], \
        "simcord's _settle_internal changed: see bench/cluster.py's _lighter_simcord"

    async def advance_without_waiting(*, timeout: float | None = None, idle: float = 0.05,
                                      dispatch: str | None = None, _deadline: float | None = None) -> None:
        if _deadline is None:  # (a settle that is not an advance's)
            return await settle(timeout=timeout, idle=idle, dispatch=dispatch)
        while True:
            _settlement._run_due_virtual_callbacks(state(), _deadline)
            await asyncio.sleep(0)
            due = _settlement._next_virtual_timer(state())
            if due is None or due > state().virtual_time or asyncio.get_running_loop().time() >= _deadline:
                return

    env._settle_internal = advance_without_waiting


def _discord_keeps_wall_time(backend: Any) -> None:
    """Discord gives an interaction 3 s of the wall clock for its answer. simcord's clock is its
    virtual one, which here follows the wall clock only as the bot's timers fire: it lags by up to
    a few seconds and catches up in jumps (2 s at once, a lag of 3 s gone within a window, measured
    2026-12-07), so a click answered in under a second of wall time could be refused as 3 s late
    ("Unknown Interaction") and count as never answered — at p50 14 ms, with 3 processes. Here the
    simulated Discord's deadlines and timestamps (``now_iso``/``iso_after``) read the wall clock;
    its timers (the virtual clock itself) are untouched."""
    import datetime

    clock, started = backend.clock, time.monotonic()

    def wall() -> datetime.datetime:
        return clock.now() + datetime.timedelta(seconds=max(0.0, time.monotonic() - started - clock.elapsed))

    backend.now_iso = lambda: wall().isoformat()
    backend.iso_after = lambda seconds: (wall() + datetime.timedelta(seconds=seconds)).isoformat()


def _separate_ids(backend: Any, shard: int) -> None:
    """Each process's simulated Discord numbers its users, channels and messages from its own
    range, so two processes never make the same id (one Discord would not)."""

    class Offset(dict):
        def get(self, key: Any, default: Any = None) -> Any:
            return super().get(key, shard << 20)

    backend._sequences = Offset(backend._sequences)


async def worker_main(url: str, shard: int, shards: int) -> None:
    w = Worker(url, shard, shards)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    out = sys.stdout

    def send(obj: dict[str, Any]) -> None:
        out.write(json.dumps(obj) + "\n")
        out.flush()

    t0 = now_s()
    await w.start()
    send({"ready": True, "start_s": now_s() - t0, "pid": os.getpid()})
    while True:
        line = await reader.readline()
        if not line:
            break
        cmd = json.loads(line)
        if cmd["cmd"] == "flush":
            send({"probes": await w.flush_stats()})
        elif cmd["cmd"] == "prepare":
            send(await w.prepare(cmd["moves"], cmd["tables"]))
        elif cmd["cmd"] == "run":
            send(await w.run(cmd["rate"], cmd["seconds"], cmd["start_at"]))
        elif cmd["cmd"] == "stop":
            t0 = now_s()
            while w.late and now_s() - t0 < 30:  # (their moves are checked too)
                await asyncio.sleep(0.05)
            accepted = w.accepted
            await w.stop()
            send({"accepted": accepted, "refused": w.refused, "cpu_total": time.process_time()})
            break


# ================================================================================================
# The bench (parent): databases, processes, windows, the check, the figures.
# ================================================================================================
class Proc:
    """A bot process, spoken to in JSON lines."""

    def __init__(self, url: str, shard: int, shards: int) -> None:
        self.p = subprocess.Popen(
            [sys.executable, __file__, "--worker", url, str(shard), str(shards)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)

    def send(self, obj: dict[str, Any]) -> None:
        assert self.p.stdin is not None
        self.p.stdin.write(json.dumps(obj) + "\n")
        self.p.stdin.flush()

    def receive(self) -> dict[str, Any]:
        assert self.p.stdout is not None
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError(f"bot process {self.p.pid} ended (exit {self.p.wait()})")
        return json.loads(line)

    def cpu(self) -> float:
        """User + system CPU seconds of the process so far (from /proc: no dependency)."""
        fields = Path(f"/proc/{self.p.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def quiesce(procs: list[Proc], idle: float = 0.1, look: float = 0.25, most: float = 30.0) -> float:
    """Wait until the bot processes are idle (each under ``idle`` of a core over ``look`` seconds),
    at most ``most`` seconds; return the seconds waited. A window that did not keep up leaves work
    behind (refreshes of views whose clicks came late, the outbox's queue): the next window starts
    once it is done, not on top of it."""
    t0 = now_s()
    while now_s() - t0 < most:
        before = [p.cpu() for p in procs]
        await asyncio.sleep(look)
        if all(p.cpu() - c < idle * look for p, c in zip(procs, before, strict=True)):
            break
    return now_s() - t0


async def backend_cpu(db: Any, name: str) -> dict[int, float]:
    """CPU seconds so far of each PostgreSQL backend serving the bench database (other than this
    connection), from /proc (the server runs on this machine; {} where it cannot be read)."""
    out = {}
    for r in await db.fetch("SELECT pid FROM pg_stat_activity WHERE datname=$1 AND pid <> pg_backend_pid()", name):
        try:
            fields = Path(f"/proc/{r['pid']}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[r["pid"]] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return out


def machine_busy() -> tuple[float, float]:
    """(busy, all) CPU seconds of the whole machine so far, every core (from /proc/stat)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    tick = os.sysconf("SC_CLK_TCK")
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle + iowait
    return (sum(fields[:8]) - idle) / tick, sum(fields[:8]) / tick


async def autovacuums(db: Any) -> int:
    """Autovacuum and autoanalyze runs so far on the bench database's tables (their transactions
    are in xact_commit too)."""
    return await db.fetchval(
        "SELECT coalesce(sum(autovacuum_count + autoanalyze_count), 0)::bigint FROM pg_stat_all_tables")


async def xact_commit(admin: Any, name: str) -> int:
    return await admin.fetchval("SELECT xact_commit FROM pg_stat_database WHERE datname=$1", name)


async def flushed_commits(admin: Any, name: str, procs: list[Proc]) -> tuple[int, int]:
    """pg_stat_database.xact_commit once every bot connection flushed its counts (and the
    transactions that flush made, to subtract)."""
    for p in procs:
        p.send({"cmd": "flush"})
    probes = sum(p.receive()["probes"] for p in procs)
    await admin.execute("SELECT pg_stat_force_next_flush()")
    await admin.execute("SELECT 1")  # (the flush forced above happens as this connection goes idle)
    return await xact_commit(admin, name), probes


async def check_database(url: str, accepted: list[list[Any]]) -> dict[str, Any]:
    """Every table's event versions are 0…N without a gap or a double, and every answered click
    is the stored event at the version it was clicked on (the seat's play of that card)."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT table_id, version, action FROM table_events ORDER BY table_id, version")
        versions = await conn.fetch("SELECT id, version FROM game_tables")
    finally:
        await conn.close()
    by_table: dict[int, dict[int, Any]] = {}
    gaps = doubles = 0
    for r in rows:
        events = by_table.setdefault(r["table_id"], {})
        if r["version"] in events:
            doubles += 1
        a = r["action"]
        events[r["version"]] = json.loads(a) if isinstance(a, str) else a
    for events in by_table.values():
        if sorted(events) != list(range(len(events))):
            gaps += 1
    stored_version = {r["id"]: r["version"] for r in versions}
    behind = sum(1 for tid, events in by_table.items() if stored_version.get(tid) != max(events))
    lost = []
    for tid, version, seat, card in accepted:
        e = by_table.get(tid, {}).get(version + 1)
        if not (e and e.get("type") == "play" and rank_text(e.get("card", "")) == card
                and str(e.get("seat", seat)) == seat):
            lost.append((tid, version, card, e))
    return {"tables": len(by_table), "events": len(rows), "gaps": gaps, "doubles": doubles,
            "snapshot_behind_log": behind, "answered_clicks": len(accepted), "lost": len(lost),
            "lost_examples": lost[:3], "ok": not (gaps or doubles or behind or lost)}


def knee(windows: list[dict[str, Any]]) -> tuple[float | None, float | None]:
    """The highest rate offered that was kept up with, and the lowest rate above it that was not
    (``None`` where there is none)."""
    kept = [w["rate"] for w in windows if w["kept_up"]]
    lo = max(kept, default=None)
    above = [w["rate"] for w in windows if not w["kept_up"] and (lo is None or w["rate"] > lo)]
    return lo, min(above, default=None)


def ladder_rate(rates: list[float], windows: list[dict[str, Any]], extend: int) -> float | None:
    """The ladder's next rate: the rates asked for, in order; once they are spent, while the last
    window was kept up with (the processes not saturated yet: a faster machine than the ladder was
    made for), a quarter more than it, at most ``extend`` times; ``None`` when the ladder is done."""
    i = len(windows)
    if i < len(rates):
        return rates[i]
    if i < len(rates) + extend and windows and windows[-1]["kept_up"]:
        return float(round(windows[-1]["rate"] * 1.25))
    return None


def refined_rate(windows: list[dict[str, Any]]) -> float | None:
    """The next rate to offer once the ladder has stopped: halfway between the knee's two rates,
    or ``None`` when they are within 5 % of each other (or either is missing)."""
    lo, hi = knee(windows)
    if lo is None or hi is None or hi - lo <= 0.05 * lo:
        return None
    return round((lo + hi) / 2, 1)


async def bench_count(base_url: str, n: int, rates: list[float], seconds: float,
                      log: Any, refine: int = 0, extend: int = 0) -> dict[str, Any]:
    import asyncpg

    from bot.storage import open_storage

    name = f"cardtable_bench_{uuid.uuid4().hex[:8]}_{n}"
    admin = await asyncpg.connect(base_url)
    await admin.execute(f'CREATE DATABASE "{name}"')
    url = with_database(base_url, name)
    procs: list[Proc] = []
    try:
        storage = open_storage(url)  # the schema, once, before the processes start
        await storage.open()
        await storage.close()
        db = await asyncpg.connect(url)
        t0 = now_s()
        procs = [Proc(url, i, n) for i in range(n)]
        for p in procs:
            p.receive()  # (ready)
        log(f"  {n} process{'es' if n > 1 else ''} started in {now_s() - t0:.0f} s")
        windows = []
        misses = 0
        setup_s = 0.0
        # what a reading itself adds to xact_commit (the flush's own statements, counted late):
        # two readings with nothing in between
        a, _ = await flushed_commits(db, name, procs)
        b, _ = await flushed_commits(db, name, procs)
        reading = b - a

        async def window(rate: float) -> dict[str, Any]:
            nonlocal setup_s
            # each process's pool: enough tables for the clicks in flight at this rate (answered
            # within a second, views refreshed) and for the moves of the window
            t0 = now_s()
            await quiesce(procs)  # (what the last window left is done before tables are opened)
            for p in procs:
                p.send({"cmd": "prepare", "moves": rate / n * seconds, "tables": math.ceil(rate / n * 0.6) + 6})
            prepared = [p.receive() for p in procs]
            behind = sum(r["behind"] for r in prepared)
            if behind:
                log(f"    ({behind} table{'s' if behind > 1 else ''} whose hand view still showed an older state "
                    "left the pool)")
            await quiesce(procs)
            setup_s += now_s() - t0
            commits0, _ = await flushed_commits(db, name, procs)
            cpu0 = [p.cpu() for p in procs]
            pg0 = await backend_cpu(db, name)
            vac0 = await autovacuums(db)
            busy0 = machine_busy()
            gen_self0 = time.process_time()
            start_at = now_s() + 0.3
            for p in procs:
                p.send({"cmd": "run", "rate": rate / n, "seconds": seconds, "start_at": start_at})
            results = [p.receive() for p in procs]
            cpu = sum(p.cpu() - c for p, c in zip(procs, cpu0, strict=True))
            busy1 = machine_busy()
            pg1 = await backend_cpu(db, name)
            vac1 = await autovacuums(db)
            pg_cpu = sum(t - pg0[pid] for pid, t in pg1.items() if pid in pg0)
            commits1, _ = await flushed_commits(db, name, procs)
            lat = [x for r in results for x in r["latencies"]]
            moves = sum(r["moves"] for r in results)
            moves_all = sum(r["moves_total"] for r in results)
            wall = max(r["wall"] for r in results)
            span = wall + max(r["drain_s"] for r in results)  # (the CPU figures cover the drain too)
            w = {
                "rate": rate, "moves": moves, "moves_per_s": moves / results[0]["measured_s"],
                "offered": sum(r["offered"] for r in results), "sent": sum(r["sent"] for r in results),
                "unsent": sum(r["unsent"] for r in results), "unanswered": sum(r["unanswered"] for r in results),
                "refused": sum(r["refused"] for r in results),
                "p50": pct(lat, 0.5), "p99": pct(lat, 0.99), "max": max(lat, default=math.nan),
                # CPU of the window and its drain, per move stored in it
                "cpu_per_move": cpu / moves_all if moves_all else math.nan,
                "gen_cpu_per_move": sum(r["gen_cpu"] for r in results) / moves_all if moves_all else math.nan,
                "discord_cpu_per_move": sum(r["discord_cpu"] for r in results) / moves_all if moves_all else math.nan,
                "settle_cpu_per_move": sum(r["settle_cpu"] for r in results) / moves_all if moves_all else math.nan,
                "cpu_share": cpu / span / (os.cpu_count() or 1),
                "pg_cpu_per_move": pg_cpu / moves_all if moves_all and pg0 else math.nan,
                "pg_share": pg_cpu / span / (os.cpu_count() or 1),
                # the whole machine over the window: busy share, and what was not this bench's
                "machine_busy": (busy1[0] - busy0[0]) / max(busy1[1] - busy0[1], 1e-9),
                "others_share": max(0.0, (busy1[0] - busy0[0] - cpu - pg_cpu) / max(busy1[1] - busy0[1], 1e-9)),
                "gen_share": sum(r["gen_cpu"] for r in results) / wall / (os.cpu_count() or 1),
                "parent_cpu": time.process_time() - gen_self0,
                "xact_per_move": (commits1 - commits0 - reading) / moves_all if moves_all else math.nan,
                "autovacuums": vac1 - vac0,
                "token_requests_per_move": sum(r["token_requests"] for r in results) / moves_all if moves_all
                else math.nan,
                "bot_token_requests_per_move": sum(r["bot_token_requests"] for r in results) / moves_all
                if moves_all else math.nan,
                "client_tx_per_move": sum(r["client_tx"] for r in results) / moves_all if moves_all else math.nan,
                "free_tables": sum(r["free_tables"] for r in results),
                "tables": sum(r["tables"] for r in prepared),
            }
            w["kept_up"] = w["unsent"] == 0 and w["moves_per_s"] >= 0.9 * rate and w["p99"] < P99_LIMIT
            windows.append(w)
            log(f"    offered {rate:5.0f}/s: {w['moves_per_s']:6.1f} moves/s, p50 {w['p50'] * 1000:5.0f} ms, "
                f"p99 {w['p99'] * 1000:5.0f} ms; CPU/move {w['cpu_per_move'] * 1000:5.2f} ms "
                f"(simcord HTTP {w['discord_cpu_per_move'] * 1000:4.2f}, settling "
                f"{w['settle_cpu_per_move'] * 1000:4.2f}, load generator "
                f"{w['gen_cpu_per_move'] * 1000:4.2f}); PG xact/move {w['xact_per_move']:4.2f} "
                f"(the bots' units of work {w['client_tx_per_move']:4.2f}, each followed by the pool's reset, and"
                f" one per listening process ({n}) taking in its NOTIFY; {w['autovacuums']} autovacuum runs); "
                f"PG backends' CPU/move {w['pg_cpu_per_move'] * 1000:4.2f} ms; Discord requests/move "
                f"{w['token_requests_per_move']:.2f} with interaction tokens, {w['bot_token_requests_per_move']:.2f}"
                f" with the bot token; share of the machine: bot processes "
                f"{w['cpu_share'] * 100:.0f}%, PG backends {w['pg_share'] * 100:.0f}%, load generator "
                f"{w['gen_share'] * 100:.1f}%, other work {w['others_share'] * 100:.0f}%"
                + ("" if w["kept_up"] else "  ← not kept up")
                + (f", {w['unsent']} clicks never sent" if w["unsent"] else "")
                + (f", {w['refused']} refused" if w["refused"] else ""))
            return w

        while (rate := ladder_rate(rates, windows, extend)) is not None:
            w = await window(rate)
            misses = 0 if w["kept_up"] else misses + 1
            if misses >= 2:
                break
        for _ in range(refine):  # between the last rate kept up with and the first one above it not
            rate = refined_rate(windows)
            if rate is None:
                break
            lo, hi = knee(windows)
            log(f"    (between {lo:g} and {hi:g}/s:)")
            await window(rate)
        for p in procs:
            p.send({"cmd": "stop"})
        stopped = [p.receive() for p in procs]
        for p in procs:
            p.p.wait(timeout=30)
        procs = []
        check = await check_database(url, [a for s in stopped for a in s["accepted"]])
        await db.close()
    finally:
        for p in procs:
            p.p.kill()
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()
    kept = [w for w in windows if w["p99"] < P99_LIMIT and w["unsent"] == 0 and w["unanswered"] == 0]
    best = max(kept, key=lambda w: w["moves_per_s"]) if kept else None
    log(f"  (tables opened, and the bots idle again, between windows: {setup_s:.0f} s in all, not measured)")
    return {"processes": n, "windows": windows, "check": check,
            "sustained": best["moves_per_s"] if best else 0.0, "at": best}


def machine() -> str:
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor())
    load = os.getloadavg()
    return (f"{os.cpu_count()} cores ({model}), load average {load[0]:.1f} at start, "
            f"Python {platform.python_version()}")


async def main(a: argparse.Namespace) -> None:
    import asyncpg

    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    admin = await asyncpg.connect(a.url)
    server = await admin.fetchval("SHOW server_version")
    await admin.close()
    print(f"cluster bench, {started}: {machine()}; PostgreSQL {server} at {a.url.split('@')[-1]}")
    print(f"  Sänkpass, 2 players, {HAND} cards each; open-loop clicks, {a.seconds:g} s a window; "
          f"rates offered (moves/s, all processes): {', '.join(f'{r:g}' for r in a.rates)}")

    def log(line: str) -> None:
        print(line, flush=True)

    runs = []
    for n in a.processes:
        runs.append(await bench_count(a.url, n, a.rates, a.seconds, log, a.refine, a.extend))
        c = runs[-1]["check"]
        log(f"  check: {c['tables']} tables, {c['events']} events, {c['answered_clicks']} answered clicks: "
            + ("every table's moves in order, none lost" if c["ok"] else
               f"FAILED: {c['gaps']} tables with a gap, {c['doubles']} doubled versions, "
               f"{c['snapshot_behind_log']} snapshots not at their last event, {c['lost']} answered clicks "
               f"not stored as clicked {c['lost_examples']}"))
    one = next((r["sustained"] for r in runs if r["processes"] == 1), None)
    print()
    print("| processes | moves/s sustained (p99 < 1 s) | p99 there | CPU per move (bot processes) "
          "| of which simcord's HTTP side / its settling / load generator | PG transactions per move "
          "| PG backends' CPU per move "
          "| share of the machine: bots / PG / load generator / other work | scaling efficiency |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in runs:
        at = r["at"]
        eff = r["sustained"] / (r["processes"] * one) if one else math.nan
        if at is None:
            print(f"| {r['processes']} | none kept p99 < 1 s | | | | | | | |")
            continue
        print(f"| {r['processes']} | {r['sustained']:.0f} | {at['p99'] * 1000:.0f} ms | "
              f"{at['cpu_per_move'] * 1000:.1f} ms | {at['discord_cpu_per_move'] * 1000:.1f} / "
              f"{at['settle_cpu_per_move'] * 1000:.1f} / "
              f"{at['gen_cpu_per_move'] * 1000:.1f} ms | {at['xact_per_move']:.2f} | "
              f"{at['pg_cpu_per_move'] * 1000:.1f} ms | {at['cpu_share'] * 100:.0f}% / {at['pg_share'] * 100:.0f}% / "
              f"{at['gen_share'] * 100:.1f}% / {at['others_share'] * 100:.0f}% | {eff:.2f} |")
    for r in runs:
        if r["windows"] and all(w["kept_up"] for w in r["windows"]):
            print(f"  note: {r['processes']} process(es) kept up with every rate offered (up to "
                  f"{r['windows'][-1]['rate']:g}/s) — not saturated; add higher --rates (or --extend) for its capacity")
    summary(runs, one)
    ok = all(r["check"]["ok"] for r in runs)
    print(f"\norder and loss check: {'passed' if ok else 'FAILED'} for every process count")
    if a.json:
        Path(a.json).write_text(json.dumps({"date": started, "machine": machine(), "runs": runs}, indent=1))
    if a.plot and plot(runs, a.plot, started):
        print(f"plot: {a.plot}")
    if not ok:
        sys.exit(1)


def summary(runs: list[dict[str, Any]], one: float | None) -> None:
    """What the figures say beyond this machine (printed under the table)."""
    points = [r["at"] for r in runs if r["at"] is not None]
    if not points:
        return
    cores = os.cpu_count() or 1

    def med(key: str) -> float:
        values = sorted(p[key] for p in points if not math.isnan(p[key]))
        return values[len(values) // 2] if values else math.nan

    bot = med("cpu_per_move") - med("discord_cpu_per_move") - med("settle_cpu_per_move") - med("gen_cpu_per_move")
    pg = med("pg_cpu_per_move")
    whole = med("cpu_per_move") + (0 if math.isnan(pg) else pg)
    print(f"\nat the sustained points (medians over the process counts): a move costs"
          f" {med('cpu_per_move') * 1000:.1f} ms of CPU in a bot process, of which"
          f" {med('discord_cpu_per_move') * 1000:.1f} ms is simcord's HTTP side"
          f" (Discord's servers), {med('settle_cpu_per_move') * 1000:.1f} ms simcord's settling scans (the"
          f" simulation's) and {med('gen_cpu_per_move') * 1000:.1f} ms the load generator (the players"
          f" and Discord's gateway) → the bot's own ≈ {bot * 1000:.1f} ms (the rest of simcord's loop"
          f" bookkeeping still in it), and {pg * 1000:.2f} ms in PostgreSQL's backends (WAL writer and"
          f" checkpoints not counted)")
    ceiling = cores / whole if whole > 0 else math.nan
    bound = ""
    if one and ceiling < 3 * one:
        bound = (f", so 3 processes can reach at most {ceiling / (3 * one):.2f} efficiency against one process's"
                 f" {one:.0f} moves/s")
    elif one:
        bound = f": room for 3 × one process's {one:.0f} moves/s"
    print(f"  this machine: {cores} cores for every bot process, PostgreSQL and the load generator together:"
          f" at most ~{ceiling:.0f} moves/s at {whole * 1000:.1f} ms a move whatever the number of processes"
          f"{bound} (less when other work shares the machine)")
    if bot > 0:
        per = 1 / bot
        print(f"  a cluster is one Python process, one core: at the bot's own {bot * 1000:.1f} ms a move one"
              f" cluster on its own 2-core machine (the other core for the OS and the gateway) serves ~{per:.0f}"
              f" moves/s; 1,000 moves/s (10,000 tables at a move every 10 s) takes ~{math.ceil(1000 / per)}"
              f" such clusters" + (f", and ~{1000 * pg:.1f} s of PostgreSQL CPU a second (~{math.ceil(1000 * pg)}"
                                  f" cores)" if not math.isnan(pg) else ""))


def plot(runs: list[dict[str, Any]], path: str, date: str) -> bool:
    try:
        import matplotlib
    except ModuleNotFoundError:
        print("no plot: matplotlib is not installed (the bench extra: ./scripts/bench cluster installs it)")
        return False

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import NullFormatter, ScalarFormatter

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(7, 7), sharex=True)
    highest = max((w["rate"] for r in runs for w in r["windows"]), default=1)
    top.plot([0, highest], [0, highest], color="grey", linestyle=":", linewidth=1, label="offered")
    for r in runs:
        windows = sorted(r["windows"], key=lambda w: w["rate"])  # (the refining windows came last)
        xs = [w["rate"] for w in windows]
        label = f"{r['processes']} process{'es' if r['processes'] > 1 else ''}"
        top.plot(xs, [w["moves_per_s"] for w in windows], marker="o", label=label)
        bottom.plot(xs, [w["p99"] * 1000 for w in windows], marker="o", label=label)
    top.set_ylabel("moves/s stored")
    top.set_ylim(bottom=0)
    top.set_xlim(left=0)
    top.set_title(f"Cluster throughput ({date}, {os.cpu_count()} cores)")
    top.legend()
    top.grid(alpha=0.3)
    bottom.axhline(P99_LIMIT * 1000, color="grey", linestyle="--", linewidth=1)
    bottom.text(0, P99_LIMIT * 1000, " 1 s", va="bottom", color="grey")
    bottom.set_yscale("log")
    p99s = [w["p99"] * 1000 for r in runs for w in r["windows"] if w["p99"] == w["p99"]] + [P99_LIMIT * 1000]
    bottom.set_yticks([t for t in (10, 30, 100, 300, 1000, 3000, 10000, 30000)
                       if min(p99s) / 3 <= t <= max(p99s) * 3])
    bottom.yaxis.set_major_formatter(ScalarFormatter())
    bottom.yaxis.set_minor_formatter(NullFormatter())
    bottom.set_ylabel("p99 answer latency (ms, log scale)")
    bottom.set_xlabel("offered clicks/s (all processes)")
    bottom.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    return True


def parse_list(text: str, kind: Any) -> list[Any]:
    return [kind(x) for x in text.split(",") if x.strip()]


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        asyncio.run(worker_main(sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
        sys.exit(0)
    try:
        import simcord  # noqa: F401
    except ModuleNotFoundError:
        sys.exit("bench/cluster.py drives the bot through simcord, the test extra: run it as ./scripts/bench cluster")
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", default=DEFAULT_URL, help="a PostgreSQL server (a database of its own is made on it)")
    ap.add_argument("--processes", type=lambda s: parse_list(s, int), default=[1, 2, 3])
    ap.add_argument("--rates", type=lambda s: parse_list(s, float), default=[20, 40, 60, 80, 110, 140, 180, 230])
    ap.add_argument("--seconds", type=float, default=8.0, help="length of each window")
    ap.add_argument("--refine", type=int, default=2,
                    help="windows offered after the ladder, each halfway between the highest rate kept up with"
                         " and the lowest above it that was not")
    ap.add_argument("--extend", type=int, default=3,
                    help="rates offered past the last of --rates while the processes keep up, each a quarter"
                         " more than the one before")
    ap.add_argument("--plot", help="write the plot (PNG) here")
    ap.add_argument("--json", help="write the figures (JSON) here")
    asyncio.run(main(ap.parse_args()))
