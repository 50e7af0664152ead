"""Two bot processes — shard clusters 0 and 1 of 2 — on one simulated Discord and one PostgreSQL
database, as in production: two ``create_bot`` instances with ``SHARD_COUNT=2`` and ``SHARD_IDS=0``
/ ``1``, each with its own connection pool, listener and timers.

simcord runs one bot per ``Env`` and one ``Env`` per event loop; two Envs that share the first's
``backend`` (the simulated Discord) on one loop work as two gateway clients of the same
application: each receives the events of its own shards — the server of the tests is on shard 1
(cluster B), and DMs, which Discord sends to shard 0 whatever the table, reach cluster A. Their
virtual clock is the backend's, so it is shared too.

Each Env wraps the loop's scheduling methods to track its bot's work. Stacked (B's wrappers
calling A's), A's wrapper would run B's task wake-ups in a *copy* of their context, which breaks
``ContextVar.reset`` in B's code. So both wrap the loop's own methods, and :func:`_route` sends
each call to the wrapper of the Env whose bot it belongs to (as simcord's wrappers decide it).
"""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import asyncpg
import simcord
import simcord.interactions
from simcord import _runtime
from simcord.backend import serializers
from simcord.builders import UserHandle
from simcord.results import InteractionResult

from bot.app import create_bot
from bot.ops.settings import Settings
from tests.bot_helpers import SimClock, is_table

_barriers = itertools.count(1)
_LOOP_METHODS = ("create_task", "call_soon", "call_later", "call_at", "call_soon_threadsafe", "run_in_executor")
_CALLBACK_AT = {"call_soon": 0, "call_soon_threadsafe": 0, "call_later": 1, "call_at": 1}


def _route(loop: asyncio.AbstractEventLoop, first: Any, first_methods: dict[str, Any], second: Any,
           second_methods: dict[str, Any]) -> None:
    """Install on ``loop`` methods that call the second Env's wrapper for its bot's work and the
    first's for everything else (the first's wrapper passes what is not its own through)."""

    def owner_is_second(name: str, args: tuple, kwargs: dict) -> bool:
        scope = _runtime._BOT_SCOPE.get()
        if name in _CALLBACK_AT and len(args) > _CALLBACK_AT[name]:
            callback = args[_CALLBACK_AT[name]]
            context = kwargs.get("context")
            task = getattr(callback, "__self__", None)
            if isinstance(task, asyncio.Task):
                if task in second._work.tasks:
                    return True
                if task in first._work.tasks:
                    return False
                scope = context.get(_runtime._BOT_SCOPE) if context is not None else None
            elif scope is None and context is not None:
                scope = context.get(_runtime._BOT_SCOPE)
        return scope is not None and scope[0] is second

    def router(name: str) -> Any:
        a, b = first_methods[name], second_methods[name]

        def route(*args: Any, **kwargs: Any) -> Any:
            return (b if owner_is_second(name, args, kwargs) else a)(*args, **kwargs)

        return route

    for name in _LOOP_METHODS:
        setattr(loop, name, router(name))


def make_cluster_bot(url: str, clock: SimClock, shard: int, shard_count: int = 2) -> Any:
    """Shard cluster ``shard`` of ``shard_count`` (one shard each) on ``url`` (also used by bench/cluster.py)."""
    config = Settings(_env_file=None, discord_token=None, database_url=url, sync_commands=False,
                      table_edit_delay=0, shard_count=shard_count, shard_ids=str(shard), card_faces="text")
    bot = create_bot(config, clock=clock)
    # A timer shorter than simcord's settle timeout (5 s) is waited out in real time by every
    # settle (its fallback), so the 2-second batching of "shown" marks would cost 2 s a click.
    # Marked at once instead, the other process sees the same by the time a settle returns
    # (tests/test_postgres_edges.py keeps the batching and steps the clock over it).
    bot.service.coordination.SHOWN_FLUSH = 0.0
    return bot


class Cluster:
    def __init__(self, url: str) -> None:
        self.url = url
        self.clock = SimClock()
        self.bots: list[Any] = []
        self.envs: list[Any] = []
        self.dead: set[int] = set()
        self.seen: dict[int, set[str]] = {}  # bot index -> barrier tokens its listener received
        self.killed_envs: list[Any] = []

    # ---- lifecycle ----------------------------------------------------------------------------
    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        await self._start_cluster(0)
        await self._start_cluster(1)
        await self.bots[0].tree.sync()
        self.guild = self.envs[1].create_guild(shard_id=1)  # its events go to cluster B only
        self.channel = self.guild.create_text_channel("cards")
        self.members = [self.guild.add_member(self.envs[1].create_user(n)) for n in ("alice", "bob", "cara")]
        await self.settle()

    async def _start_cluster(self, shard: int) -> None:
        loop = self.loop
        bot = make_cluster_bot(self.url, self.clock, shard)
        self._watch(shard, bot)
        env = simcord.Env(bot)
        if shard == 1:
            first = self.envs[0]
            env.backend = first.backend  # one Discord for both processes
            _runtime._LIVE_LOOPS.pop(loop, None)
            self.first_methods = {n: getattr(loop, n) for n in _LOOP_METHODS}
            for n in _LOOP_METHODS:  # the second Env wraps the loop's own methods
                setattr(loop, n, getattr(first._runtime, n))
        if shard < len(self.bots):
            self.bots[shard], self.envs[shard] = bot, env
        else:
            self.bots.append(bot)
            self.envs.append(env)
        await env.start()
        if shard == 0:
            self.clock.env = env
        else:
            _route(loop, self.envs[0], self.first_methods, env, {n: getattr(loop, n) for n in _LOOP_METHODS})

    async def revive(self) -> None:
        """Start cluster B again after :meth:`kill` (as a supervisor would): a new process."""
        assert 1 in self.dead
        self.killed_envs.append(self.envs[1])
        self.dead.discard(1)
        await self._start_cluster(1)
        await self.settle()

    def _watch(self, index: int, bot: Any) -> None:
        """Record barrier notifications this bot's listener receives (see :meth:`settle`)."""
        coord = bot.service.coordination
        original = coord._on_notify
        self.seen[index] = set()

        def on_notify(conn: Any, pid: int, channel: str, payload: str) -> None:
            if payload.startswith("barrier "):
                self.seen[index].add(payload)
            else:
                original(conn, pid, channel, payload)

        coord._on_notify = on_notify

    async def stop(self) -> None:
        for i in (1, 0):
            if i in self.dead:
                continue
            await self.envs[i].shutdown()
            if i == 1:
                self._unroute()
            await self.bots[i].service.coordination.stop()
            await self.bots[i].storage.close()
        errors = [e for i, env in enumerate(self.envs) if i not in self.dead for e in env.errors]
        assert not errors, errors

    async def kill(self, i: int) -> None:
        """Kill cluster ``i`` as ``kill -9`` would: its connections drop (PostgreSQL rolls back
        what it had not committed and frees its row locks), its tasks stop mid-way, nothing is
        closed cleanly."""
        bot = self.bots[i]
        self.dead.add(i)
        bot.storage.terminate()
        bot.service.coordination.terminate()
        bot.service.stop()
        env = self.envs[i]
        env.check_errors = False
        await env.shutdown()
        if i == 1:
            self._unroute()

    def _unroute(self) -> None:
        """The second Env detached (it put the loop's own methods back): the first's again."""
        for n in _LOOP_METHODS:
            setattr(self.loop, n, self.first_methods[n])

    # ---- waiting ------------------------------------------------------------------------------
    def alive(self) -> list[int]:
        return [i for i in (0, 1) if i not in self.dead]

    def busy(self) -> bool:
        for i in self.alive():
            svc = self.bots[i].service
            if svc.coordination._pending:
                return True
            for lv in svc.live.values():
                if lv.lock.locked() or (lv.render_task is not None and not lv.render_task.done()):
                    return True
        return False

    async def settle(self) -> None:
        """Until both processes are idle *and* every notification sent so far was handled:
        a barrier NOTIFY is sent after the last commit and, PostgreSQL delivering notifications
        in commit order, its arrival at a listener means the earlier ones arrived too."""
        admin = await asyncpg.connect(self.url)
        try:
            for _ in range(400):
                for i in self.alive():
                    await self.envs[i].settle()
                if self.busy():
                    await asyncio.sleep(0.005)
                    continue
                token = f"barrier {next(_barriers)}"
                channel = self.bots[self.alive()[0]].service.coordination.channel
                await admin.execute("SELECT pg_notify($1, $2)", channel, token)
                for _ in range(400):
                    if all(token in self.seen[i] for i in self.alive()):
                        break
                    await asyncio.sleep(0.005)
                else:
                    raise AssertionError("a listener did not receive the barrier")
                for i in self.alive():
                    await self.envs[i].settle()
                if not self.busy():
                    return
            raise AssertionError("the clusters did not become idle")
        finally:
            await admin.close()

    async def advance(self, seconds: float, step: float = 30.0) -> None:
        """Move the shared virtual clock; each step lets both processes' timers run."""
        left = seconds
        while left > 0:
            dt = min(step, left)
            await self.envs[self.alive()[0]].advance_time(dt)
            for i in self.alive()[1:]:
                await self.envs[i].settle()
            left -= dt
        await self.settle()

    # ---- acting -------------------------------------------------------------------------------
    def service(self, i: int) -> Any:
        return self.bots[i].service

    def as_dm_user(self, member: Any) -> UserHandle:
        """``member`` as a user acting in their DMs (whose clicks Discord sends to shard 0)."""
        return UserHandle(self.envs[0], self.envs[0].backend.get_user(member.id))

    def dm_history(self, member: Any) -> list[Any]:
        return self.as_dm_user(member).dm_channel.history()

    def emit_click(self, user_id: int, message_id: int, channel_id: int, custom_id: str,
                   values: list[str] | None = None) -> InteractionResult:
        """Deliver a component click without waiting (several can be in flight at once)."""
        backend = self.envs[0].backend
        stored = backend.get_message(channel_id, message_id)
        guild_id = backend.get_channel(channel_id).guild_id
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 3 if values is not None else 2}
        if values is not None:
            data["values"] = values
        record, payload = simcord.interactions.base_payload(
            backend, type=3, channel_id=channel_id, guild_id=guild_id, user_id=user_id, data=data)
        payload["message"] = dict(serializers.message_payload(backend, stored))
        record.source_message_id = stored.id
        backend.emit("INTERACTION_CREATE", payload)
        return InteractionResult(self.envs[0], record)

    def table_message(self) -> Any:
        for m in reversed(self.channel.history()):
            if is_table(m):
                return m
        raise AssertionError("no table message")
