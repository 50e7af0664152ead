"""The monitoring endpoint: ``/metrics`` (Prometheus) and ``/healthz``, opt-in with ``METRICS_PORT``.

A small aiohttp server (aiohttp comes with discord.py) in the bot's own event loop, on
``METRICS_HOST`` (127.0.0.1 unless set: nothing outside the machine reaches it by default):

- ``GET /metrics``: :mod:`bot.ops.metrics`' registry in Prometheus' text format (prometheus-client's
  ``generate_latest``; the collectors read the bot's state as it is scraped).
- ``GET /healthz``: 200 with a JSON body when the gateway is connected *and* the database answers
  a ``SELECT 1`` within :data:`DB_TIMEOUT`, else 503 with the same body saying which is not.
  Docker's ``HEALTHCHECK`` asks it through ``python -m bot health`` (:func:`bot.ops.probe.probe`).

The server is bound before the bot logs in (:meth:`bot.app.CardBot.prepare`), so a port already
taken is one line at start-up, and closed with the bot.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from .startup import CONFIG, StartupError, one_line

DB_TIMEOUT = 2.0  # seconds the database may take to answer the health check


async def health(bot: Any) -> dict[str, Any]:
    """Whether the bot can serve: ``{"ok", "gateway": {...}, "database": {...}, ...}``."""
    metrics = bot.metrics
    connected = metrics.gateway_connected()
    if connected:
        gateway = {"ok": True, "detail": "connected"}
    elif bot.is_closed():
        gateway = {"ok": False, "detail": "closed"}
    elif not bot.is_ready():
        gateway = {"ok": False, "detail": "not connected yet"}
    else:
        gateway = {"ok": False, "detail": "disconnected", "down": metrics.connections_down()}
    started = time.perf_counter()
    try:
        async with asyncio.timeout(DB_TIMEOUT):
            await bot.storage.fetch("SELECT 1")
        database = {"ok": True, "detail": "answers", "seconds": round(time.perf_counter() - started, 4)}
    except TimeoutError:
        database = {"ok": False, "detail": f"no answer within {DB_TIMEOUT:g} s"}
    except Exception as e:
        database = {"ok": False, "detail": one_line(f"{type(e).__name__}: {e}")}
    database["backend"] = bot.storage.backend
    tables = sum(metrics.open_tables().values())
    return {"ok": gateway["ok"] and database["ok"], "gateway": gateway, "database": database,
            "open_tables": tables, "uptime_seconds": round(time.time() - metrics.started, 1)}


class MonitorServer:
    """``/metrics`` and ``/healthz`` for ``bot`` on ``host:port`` (module docstring)."""

    def __init__(self, bot: Any, host: str, port: int) -> None:
        self.bot, self.host, self.port = bot, host, port
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._healthz)
        self.runner = web.AppRunner(app, access_log=None, handle_signals=False)
        self.started = False

    async def start(self) -> None:
        """Bind and serve; a port that cannot be bound is a :class:`StartupError` naming the setting."""
        await self.runner.setup()
        site = web.TCPSite(self.runner, self.host, self.port, reuse_address=True)
        try:
            await site.start()
        except OSError as e:
            await self.runner.cleanup()
            raise StartupError(f"Configuration error: METRICS_PORT={self.port} (METRICS_HOST={self.host}): cannot "
                               f"listen there: {one_line(e.strerror or e)}.", CONFIG) from None
        self.started = True

    async def stop(self) -> None:
        if self.started:
            self.started = False
            await self.runner.cleanup()

    async def _metrics(self, request: web.Request) -> web.Response:
        body = generate_latest(self.bot.metrics.registry)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _healthz(self, request: web.Request) -> web.Response:
        status = await health(self.bot)
        return web.json_response(status, status=200 if status["ok"] else 503)
