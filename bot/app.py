"""The bot: ``create_bot()`` builds it; ``prepare`` opens storage (unless it was handed in open, as
``python -m bot`` does) and the metrics endpoint before the login; ``setup_hook`` resumes tables
and loads cogs."""

from __future__ import annotations

import gc
import logging
import time
from typing import Any

import discord
from discord.ext import commands

from .core.clock import Clock
from .ops.health import MonitorServer
from .ops.metrics import Metrics, finished, mark
from .ops.settings import Settings
from .ops.startup import command, open_database
from .render.emojis import install_card_faces
from .render.i18n import FluentTranslator, locale_of, tr
from .route.components import TableButton, TableSelect, unrouted
from .service import TableService
from .storage import Storage, open_storage

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.tables", "cogs.info")


def intents() -> discord.Intents:
    """The fewest intents that work: guild and channel events only. No privileged intents:
    players act through slash commands and buttons, never by chat."""
    return discord.Intents(guilds=True)


class CardTree(discord.app_commands.CommandTree):
    """The command tree, counting each slash command's outcome once it is handled (bot.ops.metrics)."""

    async def _call(self, interaction: discord.Interaction) -> None:
        try:
            await super()._call(interaction)
        except Exception:
            mark(interaction, "failed")  # (then answered with an apology by on_app_command_error)
            raise
        finally:
            finished(interaction)


class CardBot(commands.Bot):
    def __init__(self, settings: Settings, clock: Clock, *, storage: Storage | None = None, **options: Any) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=intents(), help_command=None,
                         tree_cls=CardTree, **options)
        self.settings = settings
        self.clock = clock
        # (python -m bot hands in the storage it opened and checked before it imported discord.py)
        self.storage = open_storage(settings.database_url) if storage is None else storage
        self.service = TableService(self, self.storage, settings, clock)
        self.metrics = Metrics(self)
        self.service.commit.observe = self.metrics.unit_of_work
        self.service.deadlines.fire = self.metrics.counting_deadlines(self.service.deadlines.fire)
        self.monitor: MonitorServer | None = None
        self.storage_open = storage is not None
        self.resumed_tables = 0
        self.resume_seconds = 0.0

    async def prepare(self) -> None:
        """What can fail before Discord is contacted: open the database (and check it,
        bot.ops.startup) and bind the metrics endpoint if ``METRICS_PORT`` is set. Raises
        :class:`~bot.ops.startup.StartupError`. ``python -m bot`` calls it before logging in; the
        start-up (``setup_hook``) calls it too, for a bot started another way (tests)."""
        if not self.storage_open:
            await open_database(self.storage, self.settings.database_url)
            self.storage_open = True
        if self.settings.metrics_port is not None and self.monitor is None:
            monitor = MonitorServer(self, self.settings.metrics_host, self.settings.metrics_port)
            await monitor.start()
            self.monitor = monitor
            self.metrics.install()  # (counting discord.py's 429 log lines: only when someone can read them)

    async def stop_monitoring(self) -> None:
        """Close the metrics endpoint (on close; a test's bot that simcord detaches, too)."""
        self.metrics.uninstall()
        if self.monitor is not None:
            monitor, self.monitor = self.monitor, None
            await monitor.stop()

    async def setup_hook(self) -> None:
        self.service.outbox.install()  # every bot-token request counted in this process's budget
        await self.prepare()
        await self.rate_older_games()
        self.card_faces = await install_card_faces(self, self.settings.card_faces)  # before any render
        started = time.perf_counter()
        self.resumed_tables = await self.service.load_all()
        self.resume_seconds = time.perf_counter() - started
        await self.service.restore_views()  # the hand views kept as the last run stopped
        await self.service.coordination.start()
        self.service.start()
        # what was loaded lives as long as the bot: keep the garbage collector from walking it on
        # every full collection (its cost would grow with the number of open tables)
        gc.collect()
        gc.freeze()
        self.add_dynamic_items(TableButton, TableSelect)
        await self.tree.set_translator(FluentTranslator())
        self.tree.on_error = self.on_app_command_error
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        if self.settings.sync_commands:
            if self.settings.dev_guild_id:
                guild = discord.Object(self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self.service.outbox.serving = True
        log.info("ready to serve; %d open tables resumed", self.resumed_tables)

    async def rate_older_games(self) -> None:
        """Finished games from before ratings existed are rated once, as the bot starts (before it
        serves any table: :func:`bot.ops.ratings.rate_older_games`, safe with several processes on
        one database). A failure only delays it: the bot starts, and the line says what to run."""
        from .ops.ratings import rate_older_games

        try:
            report = await rate_older_games(self.storage)
        except Exception:
            log.warning("could not rate the finished games from before ratings; the bot starts without: "
                        "run `%s ratings --rebuild` to rate them (docs/operations.md#ratings)", command(),
                        exc_info=True)
            return
        if report is not None:
            log.info("rated %d finished games from before ratings, once: %d ratings rebuilt from %d rated games",
                     report.backfilled, report.ratings, report.games)

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """discord.py runs an ``on_<event>`` method as a task of its own for every event. A click
        that a component's callback answers, or a slash command, needs no such task (one task
        fewer per interaction): only an unrouted click and a submitted modal get one."""
        self.metrics.gateway_event(event_name, args)
        if event_name == "interaction":
            interaction = args[0]
            self.service.outbox.note(interaction)  # its token can post in its channel for 15 minutes
            if unrouted(interaction) or interaction.type is discord.InteractionType.modal_submit:
                self._schedule_event(self.answer_unhandled, "on_interaction", interaction)
        super().dispatch(event_name, *args, **kwargs)

    async def answer_unhandled(self, interaction: discord.Interaction) -> None:
        """What discord.py routes to no callback: an unrouted click, a submitted modal."""
        try:
            if unrouted(interaction):
                mark(interaction, "refused")
                await self.service.say(interaction, tr(locale_of(interaction.locale), "error-no-table"))
            elif interaction.type is discord.InteractionType.modal_submit:
                # a submitted modal (the lobby's numbers) is routed by its custom_id, so it is answered
                # after a restart too: discord.py keeps no modal of ours in its store
                await self.service.on_modal(interaction)
        finally:
            finished(interaction)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: discord.app_commands.AppCommandError) -> None:
        """Any slash command that fails unexpectedly gets a private apology (and a log line)."""
        await self.service.on_unexpected(interaction, getattr(error, "original", error))

    async def close(self) -> None:
        if not self.is_closed() and self.storage_open:
            await self.service.before_stop()
        self.service.stop()
        await super().close()
        await self.service.coordination.stop()
        await self.storage.close()
        self.storage_open = False
        await self.stop_monitoring()


class ShardedCardBot(CardBot, commands.AutoShardedBot):
    """One shard cluster: the shards ``SHARD_IDS`` of ``SHARD_COUNT`` in this process (one gateway
    connection each). Other processes run the other shards on the same PostgreSQL database."""


def create_bot(settings: Settings | None = None, *, clock: Clock | None = None,
               storage: Storage | None = None) -> CardBot:
    """The bot for these settings: a plain ``commands.Bot`` (one connection, no sharding) unless
    ``SHARD_COUNT`` is set, then an ``AutoShardedBot`` running ``SHARD_IDS`` (default: all).
    ``storage``, if given, is already open and checked (:func:`bot.ops.startup.open_database`, as
    ``python -m bot`` does before it imports discord.py); else ``prepare`` opens the bot's own."""
    settings = settings or Settings()
    clock = clock or Clock()
    if settings.shard_count is None:
        return CardBot(settings, clock, storage=storage)
    return ShardedCardBot(settings, clock, storage=storage, shard_count=settings.shard_count,
                          shard_ids=settings.shard_id_list)
