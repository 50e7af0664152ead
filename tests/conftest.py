"""Shared fixtures. ``world``: the real bot running against simcord's simulated Discord.
``pg_url``: a fresh PostgreSQL schema for a test marked ``postgres`` (see ``tests/pg_helpers``)."""

import gc
import http.server
import inspect
import json
import threading
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
import pytest_asyncio
import simcord
from hypothesis import settings

from bot.render.i18n import set_card_faces
from tests import simcord_copy
from tests.bot_helpers import world  # noqa: F401
from tests.pg_helpers import fresh_schema

# Hypothesis's per-example deadline (200 ms) measures the machine, not the code: on a shared 2-core
# machine an example that takes 60 ms alone takes 300 ms, and the run fails as "flaky". Tests that
# mean a time bound assert it themselves; a test's own @settings(deadline=...) still applies.
settings.register_profile("bot", deadline=None)
settings.load_profile("bot")

simcord_copy.install()  # its payload copies as plain walks (tests/simcord_copy.py)

# The garbage collector, for a test process: the modules and the collected tests live as long as the
# run, so they are frozen out of every later collection once collected, and a young collection
# waits for 10,000 new container objects instead of 700 (the later generations keep their
# defaults). Nothing here relies on when cyclic garbage goes (no weakref or finaliser checks); a
# test process renders tens of thousands of views, and most of what it allocates is freed by
# reference counting at once. On 2026-12-06, hand and table heights, Discord's limits, the stand-in
# and edge simcord tests and computer play in one process (3 runs each, alternated): the
# collector's own time 5.3-5.9 -> 1.5-1.7 s, the process's CPU 34.7-39.8 -> 31.6-33.2 s.
GC_YOUNG = 10_000


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(GC_YOUNG, older, oldest)


# simcord's settle (also run inside every click, slash command and advance_time) looks again every
# ``idle`` seconds while some bot task is busy with something it cannot park, such as a database
# round trip. It waits on the *tasks* (first completed), and our long-lived loops (the deadline
# sweeper, the table maintenance, PostgreSQL's sweep) never complete: each such look waited the
# full 50 ms default although the query took a millisecond. Over the suite that was about 110 s of
# waiting on 4 workers (2,039 timed-out looks on 2026-12-04); the PostgreSQL pause test went from
# 11.6 s to 2.4 s. Only the polling interval changes: settle still returns only once every task is
# parked, and its timeout is unchanged. simcord 3.2.1 takes ``idle`` as an argument of settle but
# not of advance_time or the interactions, hence the defaults.
SETTLE_POLL = 0.005


def _settles_poll_every(seconds: float) -> None:
    settle, internal = inspect.signature(simcord.Env.settle), inspect.signature(simcord.Env._settle_internal)
    assert list(settle.parameters) == ["self", "timeout", "idle"] and "idle" in internal.parameters, \
        "simcord's settle changed: see tests/conftest.py"
    simcord.Env.settle.__defaults__ = (settle.parameters["timeout"].default, seconds)
    simcord.Env._settle_internal.__kwdefaults__["idle"] = seconds


_settles_poll_every(SETTLE_POLL)


@pytest_asyncio.fixture
async def pg_url() -> AsyncIterator[str]:
    async with fresh_schema() as url:
        yield url


@pytest_asyncio.fixture
async def cluster(pg_url: str) -> AsyncIterator[Any]:
    """Two bot processes (shard clusters 0 and 1) on one simulated Discord and one PostgreSQL
    schema (tests/cluster_helpers.py)."""
    from tests.cluster_helpers import Cluster

    c = Cluster(pg_url)
    await c.start()
    try:
        yield c
    finally:
        await c.stop()


@pytest.fixture(autouse=True)
def _text_cards_between_tests():
    """Card faces are process-wide (set by a bot's start-up): each test starts with text cards."""
    set_card_faces(None)
    yield
    set_card_faces(None)


class FakeAPI(str):
    """The URL of a local stand-in for Discord's API, and the requests it received (``requests``)."""

    requests: list[str]


@pytest.fixture
def unauthorized_api() -> Iterator[FakeAPI]:
    """A local stand-in for Discord's API (for ``python -m bot`` run by ``tests/test_first_run.run_bot``)
    that answers every request 401, as Discord does for a bad token, and records each request
    (method and path): a test can tell whether a login was tried."""
    received: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            received.append(f"{self.command} {self.path}")
            body = json.dumps({"message": "401: Unauthorized", "code": 0}).encode()
            self.send_response(401)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    # (looking for shutdown every 20 ms, not the default 0.5 s that every test's teardown waited out)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        api = FakeAPI(f"http://127.0.0.1:{server.server_address[1]}/api/v10")
        api.requests = received
        yield api
    finally:
        server.shutdown()
        server.server_close()
