"""What an operator watches: the bot's Prometheus metrics (``prometheus-client``), one registry per bot.

Served at ``/metrics`` with ``/healthz`` by :mod:`bot.ops.health` when ``METRICS_PORT`` is set; the
counting itself always runs (an increment costs about a microsecond). ``docs/operations.md``
says what each metric means and when to worry. The metrics, all prefixed ``cardtable_``:

- ``open_tables{game,status}``: the open tables this process holds (``lobby``, ``playing``),
  counted from memory when scraped (a table resumed but not used yet is not parsed for it).
- ``interactions_total{outcome}``: every slash command, click and form, once, when its handling
  ends: ``refused`` (answered with why not: the rules, an outdated view, not seated, a limit),
  ``failed`` (an unexpected error, a change that could not be stored, an answer Discord did not
  take, or no answer at all: the user sees "This interaction failed"), else ``answered``.
- ``unit_of_work_seconds{outcome}``: each unit of work (:mod:`bot.commit.unit`: a table's lock, its
  stored change) from taking the lock to the end — ``committed``, ``refused`` (the decision said
  no; nothing stored) or ``failed`` (could not be stored) — a histogram, so ``_count`` counts them.
- ``discord_requests_total{class,route}``: the requests :mod:`bot.effects.outbox` counts — ``bot``
  (the bot token: Discord's global budget) or ``interaction`` (an interaction token's edits,
  deletes and followups), by route with ids as ``{id}``.
- ``discord_rate_limited_total{class,route}``: requests Discord answered 429 (discord.py waits and
  sends them again; it logs each, and that log is what is counted here).
- ``deadlines_fired_total``: table deadlines the timer fired (a seat's time, a lobby's idle
  close, a closed table leaving memory).
- ``gateway_connected``: 1 while the gateway connection (every shard of this process) is up.
- ``process_start_time_seconds`` and the other ``process_*`` series: prometheus-client's own.

An interaction's outcome is marked where it is decided (:func:`mark`, :func:`mark_refusal`: on
``interaction.extras``, so the deciding modules need no metrics object) and counted once where its
handling ends (:func:`finished`: the component dispatcher, the command tree, the modal handler).
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord
from prometheus_client import CollectorRegistry, Counter, Histogram, PlatformCollector, ProcessCollector
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric

OUTCOMES = ("answered", "refused", "failed")
UNIT_OUTCOMES = ("committed", "refused", "failed")
# units of work take milliseconds (SQLite's synced commit, a PostgreSQL round trip or six)
UNIT_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
_OUTCOME = "cardtable.outcome"
_COUNTED = "cardtable.counted"
_SNOWFLAKE = re.compile(r"/\d{15,20}(?=/|$)")
_API_BASE = re.compile(r"^https?://[^/]+/api(?:/v\d+)?")
# gateway events: what marks this process's connection (or one shard's) down, and up again
_DOWN = {"disconnect", "shard_disconnect"}
_UP = {"connect", "resumed", "ready", "shard_connect", "shard_resumed", "shard_ready"}


def mark(interaction: discord.Interaction, outcome: str) -> None:
    """Note how this interaction turned out (``refused`` or ``failed``; a failure outweighs a
    refusal). Counted once its handling ends (:func:`finished`)."""
    extras = interaction.extras
    if extras.get(_OUTCOME) != "failed":
        extras[_OUTCOME] = outcome


def mark_refusal(interaction: discord.Interaction, refusal: Exception) -> None:
    """A :class:`~bot.core.live.Refused` answered: ``refused``, or ``failed`` if it is the change that
    could not be stored (:class:`~bot.core.live.Unsaved`)."""
    from ..core.live import Unsaved

    mark(interaction, "failed" if isinstance(refusal, Unsaved) else "refused")


def finished(interaction: discord.Interaction) -> None:
    """This interaction's handling ended: count it by its outcome (once), if its bot counts."""
    metrics = getattr(interaction.client, "metrics", None)
    if isinstance(metrics, Metrics):
        metrics.count_interaction(interaction)


def route_of(method: str, url: str) -> str:
    """``PATCH https://discord.com/api/v10/channels/1234…/messages/5678…`` → ``PATCH /channels/{id}/messages/{id}``."""
    return f"{method} {_SNOWFLAKE.sub('/{id}', _API_BASE.sub('', url.split('?', 1)[0]))}"


class RateLimitLog(logging.Handler):
    """Counts the 429s discord.py reports: it retries them itself and logs a warning for each."""

    def __init__(self, counter: Counter) -> None:
        super().__init__(logging.WARNING)
        self.counter = counter

    def emit(self, record: logging.LogRecord) -> None:
        msg, args = str(record.msg), record.args if isinstance(record.args, tuple) else ()
        if "responded with 429" in msg and len(args) >= 2:  # discord.http, the bot token
            self.counter.labels("bot", route_of(str(args[0]), str(args[1]))).inc()
        elif msg.startswith("Webhook ID") and "rate limited" in msg:  # an interaction token's webhook
            self.counter.labels("interaction", "webhook").inc()


class _Live:
    """The series computed when scraped, from what the bot holds."""

    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics

    def describe(self) -> Iterable[Metric]:
        return []

    def collect(self) -> Iterable[Metric]:
        m, bot = self.metrics, self.metrics.bot
        tables = GaugeMetricFamily("cardtable_open_tables", "Open tables this process holds, by game and status",
                                   labels=["game", "status"])
        for (game, status), n in sorted(m.open_tables().items()):
            tables.add_metric([game, status], n)
        yield tables
        requests = CounterMetricFamily("cardtable_discord_requests", "Requests sent to Discord (bot.effects.outbox), "
                                       "by rate-limit class (bot token or interaction token) and route",
                                       labels=["class", "route"])
        service = getattr(bot, "service", None)
        counts = service.outbox.counts if service is not None else {}
        for (kind, route), n in sorted(counts.items()):
            requests.add_metric([kind, route], n)
        yield requests
        waiting = GaugeMetricFamily("cardtable_discord_budget_waiting",
                                    "Bot-token requests waiting for a slot of this process's share of the budget")
        waiting.add_metric([], service.outbox.budget.waiting if service is not None else 0)
        yield waiting
        up = GaugeMetricFamily("cardtable_gateway_connected", "1 while every gateway connection of this process is up")
        up.add_metric([], 1.0 if m.gateway_connected() else 0.0)
        yield up


class Metrics:
    """The bot's metrics (module docstring). ``bot``: the :class:`~bot.app.CardBot` they describe."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.started = time.time()
        self.registry = CollectorRegistry()
        ProcessCollector(registry=self.registry)   # process_start_time_seconds, CPU, memory, fds
        PlatformCollector(registry=self.registry)  # python_info
        self.interactions = Counter("cardtable_interactions", "Interactions handled, by outcome",
                                    ["outcome"], registry=self.registry)
        for outcome in OUTCOMES:
            self.interactions.labels(outcome)
        self.units = Histogram("cardtable_unit_of_work_seconds", "Units of work (a table's lock and stored "
                               "change), by outcome, in seconds", ["outcome"], buckets=UNIT_BUCKETS,
                               registry=self.registry)
        for outcome in UNIT_OUTCOMES:
            self.units.labels(outcome)
        self.rate_limited = Counter("cardtable_discord_rate_limited", "Requests Discord answered 429 "
                                    "(discord.py sent them again), by rate-limit class and route",
                                    ["class", "route"], registry=self.registry)
        self.deadlines = Counter("cardtable_deadlines_fired", "Table deadlines the timer fired",
                                 registry=self.registry)
        self.registry.register(_Live(self))
        self._log = RateLimitLog(self.rate_limited)
        self._down: set[int | None] = set()  # the connections (None: the one, or a shard id) now down

    # ---- hooks ---------------------------------------------------------------------------------
    def install(self) -> None:
        """Start counting what discord.py logs (its 429s); :meth:`uninstall` when the bot closes."""
        for name in ("discord.http", "discord.webhook.async_"):
            logger = logging.getLogger(name)
            if self._log not in logger.handlers:
                logger.addHandler(self._log)

    def uninstall(self) -> None:
        for name in ("discord.http", "discord.webhook.async_"):
            logging.getLogger(name).removeHandler(self._log)

    def count_interaction(self, interaction: discord.Interaction) -> None:
        extras = interaction.extras
        if extras.get(_COUNTED) or interaction.type is discord.InteractionType.autocomplete:
            return
        extras[_COUNTED] = True
        outcome = extras.get(_OUTCOME) or ("answered" if interaction.response.is_done() else "failed")
        self.interactions.labels(outcome).inc()

    def unit_of_work(self, outcome: str, seconds: float) -> None:
        self.units.labels(outcome).observe(seconds)

    def counting_deadlines(self, fire: Callable[[int], Awaitable[None]]) -> Callable[[int], Awaitable[None]]:
        """``fire`` (a deadline's handler), counting each call."""
        async def counted(tid: int) -> None:
            self.deadlines.inc()
            await fire(tid)

        return counted

    def gateway_event(self, event: str, args: tuple[Any, ...]) -> None:
        """A gateway event the bot dispatched: keep track of which connections are up."""
        if event in _DOWN or event in _UP:
            key = args[0] if event.startswith("shard_") and args else None
            if event in _DOWN:
                self._down.add(key)
            elif key is None:
                self._down.clear()  # (the whole client is up again: every shard)
            else:
                self._down.discard(key)
                self._down.discard(None)

    # ---- what is read --------------------------------------------------------------------------
    def gateway_connected(self) -> bool:
        bot = self.bot
        return bool(bot.is_ready()) and not bot.is_closed() and not self._down

    def connections_down(self) -> list[str | int]:
        """The gateway connections down now: shard ids, or ``"all"``."""
        return sorted(("all" if k is None else k for k in self._down), key=str)

    def open_tables(self) -> dict[tuple[str, str], int]:
        """(game, status) → how many open tables this process holds (every game and status listed)."""
        from engine.registry import game_ids

        counts = {(game, status): 0 for game in game_ids() for status in ("lobby", "playing")}
        service = getattr(self.bot, "service", None)
        for live in (service.tables.values() if service is not None else ()):
            key = live.summary()
            if key[1] in ("lobby", "playing"):
                counts[key] = counts.get(key, 0) + 1
        return counts
