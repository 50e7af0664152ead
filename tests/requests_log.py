"""Every request the bot makes to (simulated) Discord, by rate-limit class, for tests and the census.

Discord bounds a bot token's requests with one global limit (about 50 per second across all of a
bot's processes); the interaction endpoints — the callback and the interaction token's webhook
routes (``/webhooks/<application id>/<token>…``: followups, edits of the original response) — are
not bound by it. :class:`RequestLog` records each request that reaches simcord's HTTP dispatch
with its class (``bot`` or ``interaction``), a route template, the virtual time, and the channel a
new message went to, so a test can assert which requests reached Discord and the census can count
them per move.

:class:`GlobalLimit` plays Discord's global limit on top: a bot-token request past ``rate`` in the
last second is answered 429 (``X-RateLimit-Scope: global``) and, as discord.py does, sent again
once the limit allows. A bot that plans within its budget never meets it; each 429 is recorded.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections import defaultdict, deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import simcord.http.router

EPHEMERAL = 1 << 6
_SNOWFLAKE = re.compile(r"/\d{15,20}(?=/|$)")


@dataclass
class Request:
    at: float            # simcord's virtual time (seconds)
    kind: str            # "bot" (the bot token: the global budget) or "interaction"
    method: str
    route: str           # the path with ids and tokens as placeholders
    created_in: int | None = None  # a new, visible message: its channel


def route_of(path: str, application_id: int) -> tuple[str, str]:
    """(class, route template) of a request path."""
    parts = path.strip("/").split("/")
    if parts[0] == "interactions":
        return "interaction", "/interactions/{id}/{token}/callback"
    if parts[0] == "webhooks" and len(parts) >= 3 and parts[1] == str(application_id):
        rest = "/".join(parts[3:])
        return "interaction", _SNOWFLAKE.sub("/{id}", "/webhooks/{app}/{token}" + ("/" + rest if rest else ""))
    return "bot", _SNOWFLAKE.sub("/{id}", path)


@dataclass
class RequestLog:
    """Records every request while :meth:`recording`; see the module docstring."""

    env: Any
    requests: list[Request] = field(default_factory=list)

    @contextlib.contextmanager
    def recording(self) -> Iterator[RequestLog]:
        real = simcord.http.router.dispatch
        app_id = self.env.backend.application_id

        def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
            kind, route = route_of(path, app_id)
            req = Request(self.now(), kind, method, route)
            self.requests.append(req)
            result = real(backend, method, path, **kwargs)
            if method == "POST" and isinstance(result, dict) and "channel_id" in result \
                    and not int(result.get("flags") or 0) & EPHEMERAL and route != "/users/@me/channels":
                req.created_in = int(result["channel_id"])
            return result

        simcord.http.router.dispatch = dispatch
        try:
            yield self
        finally:
            simcord.http.router.dispatch = real

    def now(self) -> float:
        return self.env.now().timestamp()

    def mark(self) -> int:
        return len(self.requests)

    def since(self, mark: int = 0, kind: str | None = None) -> list[Request]:
        return [r for r in self.requests[mark:] if kind is None or r.kind == kind]

    def by_route(self, mark: int = 0, kind: str = "bot") -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        for r in self.since(mark, kind):
            out[f"{r.method} {r.route}"] += 1
        return dict(out)

    def max_creates(self, mark: int = 0, window: float = 5.0) -> int:
        """The most new messages the bot made in one channel within any ``window`` seconds."""
        best = 0
        per: dict[int, deque[float]] = defaultdict(deque)
        for r in self.since(mark):
            if r.created_in is None:
                continue
            q = per[r.created_in]
            q.append(r.at)
            while q[0] <= r.at - window:
                q.popleft()
            best = max(best, len(q))
        return best

    def max_per_second(self, mark: int = 0, kind: str = "bot") -> int:
        """The most requests of ``kind`` within any one second."""
        best, q = 0, deque[float]()
        for r in self.since(mark, kind):
            q.append(r.at)
            while q[0] <= r.at - 1.0:
                q.popleft()
            best = max(best, len(q))
        return best


class GlobalLimit:
    """Discord's global limit on the bot token, played in front of simcord (module docstring)."""

    def __init__(self, env: Any, rate: float) -> None:
        self.env, self.rate = env, rate
        self.sent: deque[float] = deque()
        self.limited: list[tuple[float, str]] = []  # (virtual time, route) of each request answered 429
        self.attempts = 0

    def _now(self) -> float:
        return self.env.now().timestamp()

    @contextlib.contextmanager
    def installed(self) -> Iterator[GlobalLimit]:
        http = self.env.bot.http
        real = http.request

        async def request(route: Any, **kwargs: Any) -> Any:
            while True:
                now = self._now()
                while self.sent and self.sent[0] <= now - 1.0:
                    self.sent.popleft()
                self.attempts += 1
                if len(self.sent) < self.rate:
                    self.sent.append(now)
                    return await real(route, **kwargs)
                # 429, X-RateLimit-Scope: global: discord.py waits Retry-After, then sends it again
                self.limited.append((now, f"{route.method} {route.path}"))
                await asyncio.sleep(max(0.01, self.sent[0] + 1.0 - now))

        http.request = request
        try:
            yield self
        finally:
            http.request = real
