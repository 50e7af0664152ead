"""Health and metrics (issue 24): with ``METRICS_PORT`` set, the real bot serves Prometheus metrics
and ``/healthz`` on 127.0.0.1. Games are played through simcord and the endpoint is scraped over
loopback, as Prometheus would; the counts are checked against what the test did."""

from __future__ import annotations

import logging
import socket
from typing import Any

import aiohttp
import pytest
from hypothesis import given
from hypothesis import strategies as st
from prometheus_client.parser import text_string_to_metric_families

from bot.ops.metrics import route_of
from bot.ops.settings import Settings
from tests.bot_helpers import custom_ids, open_table, started_world
from tests.test_migrate import play, sankpass_hands


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def get(port: int, path: str) -> tuple[int, str, str]:
    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}{path}") as r:
        return r.status, r.headers.get("Content-Type", ""), await r.text()


async def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of ``/metrics``: (name, sorted labels) -> value."""
    status, kind, text = await get(port, "/metrics")
    assert status == 200 and kind.startswith("text/plain")
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


async def test_the_endpoint_counts_tables_interactions_units_of_work_and_requests(tmp_path):
    port = free_port()
    async with started_world(tmp_path, metrics_port=port) as world:
        alice, bob, cara = world.members
        before = await scrape(port)
        assert value(before, "cardtable_interactions_total", outcome="answered") == 0
        assert value(before, "cardtable_open_tables", game="sankpass", status="playing") == 0
        assert value(before, "process_start_time_seconds") > 0
        # one Sänkpass game played to its end (alice empties her hand first) …
        sankpass_hands(world, ["2S", "5H"], ["3S", "6H"])
        finished = await open_table(world, "sankpass", players=2, options="hand_size=2")  # /play, join, start
        for member, card in ((alice, "2♠"), (bob, "3♠"), (alice, "5♥")):
            await play(world, member, card)
        await world.settle()
        assert finished.rec.status == "ended"
        # … one under way, one move made …
        sankpass_hands(world, ["2S", "5H", "9C"], ["3S", "6H", "10C"])
        await open_table(world, "sankpass", players=2, options="hand_size=3")
        await play(world, alice, "2♠")
        # … and an open Go Fish lobby, which cara cannot leave (she never joined it) …
        lobby = (await bob.slash(world.channel, "play", game="go-fish")).response.message
        leave = next(c for c in custom_ids(lobby) if ":unjoin:" in c)
        refused_leave = await cara.click(lobby, custom_id=leave)
        assert refused_leave.ephemeral
        # … and cara, not seated at the game under way, asks for a hand there
        table = world.table_message()
        not_seated = await cara.click(table, custom_id=next(c for c in custom_ids(table) if ":hand:" in c))
        assert not_seated.ephemeral
        await world.settle()
        # game 1: /play, join, start, 3 × (hand, card); game 2: three and one move; the lobby; the two refused
        interactions = 3 + 6 + 3 + 2 + 1 + 1 + 1
        after = await scrape(port)

        assert value(after, "cardtable_open_tables", game="sankpass", status="playing") == 1
        assert value(after, "cardtable_open_tables", game="go-fish", status="lobby") == 1
        assert value(after, "cardtable_open_tables", game="sankpass", status="lobby") == 0
        assert value(after, "cardtable_interactions_total", outcome="refused") == 2
        assert value(after, "cardtable_interactions_total", outcome="failed") == 0
        assert value(after, "cardtable_interactions_total", outcome="answered") == interactions - 2
        # units of work: each lobby's creation, joins and starts, each move, each stored message id …
        committed = value(after, "cardtable_unit_of_work_seconds_count", outcome="committed")
        assert committed >= 3 + 3 + 1 + 3 + 1  # lobbies, joins+starts, … and the four moves at least
        assert value(after, "cardtable_unit_of_work_seconds_count", outcome="refused") == 1  # cara's Leave
        assert value(after, "cardtable_unit_of_work_seconds_bucket", outcome="committed", le="+Inf") == committed
        assert value(after, "cardtable_unit_of_work_seconds_sum", outcome="committed") > 0
        # Discord requests as bot.effects.outbox counted them, by class and route
        counts = world.service().outbox.counts
        assert counts, "the games sent requests through the outbox"
        for (kind, route), n in counts.items():
            assert value(after, "cardtable_discord_requests_total", **{"class": kind, "route": route}) == n
        assert value(after, "cardtable_discord_requests_total", **{
            "class": "interaction", "route": "PATCH /webhooks/{app}/{token}/messages/{id}"}) > 0
        assert value(after, "cardtable_gateway_connected") == 1

        # a 429, as discord.py reports it (it retries by itself and logs a warning)
        logging.getLogger("discord.http").warning(
            "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds.", "PATCH",
            "https://discord.com/api/v10/channels/123456789012345678/messages/123456789012345679", 0.5)
        # the lobby idles out: its deadline fires
        fired = value(after, "cardtable_deadlines_fired_total")
        await world.env.advance_time(46 * 60)
        await world.settle()
        later = await scrape(port)
        assert value(later, "cardtable_discord_rate_limited_total",
                     **{"class": "bot", "route": "PATCH /channels/{id}/messages/{id}"}) == 1
        assert value(later, "cardtable_deadlines_fired_total") > fired
        assert value(later, "cardtable_open_tables", game="go-fish", status="lobby") == 0


async def test_healthz_says_whether_the_gateway_is_connected_and_the_database_answers(tmp_path, monkeypatch):
    port = free_port()
    async with started_world(tmp_path, metrics_port=port) as world:
        status, kind, body = await get(port, "/healthz")
        assert status == 200 and kind.startswith("application/json"), body
        import json

        health = json.loads(body)
        assert health["ok"] and health["gateway"]["detail"] == "connected"
        assert health["database"] == {"ok": True, "detail": "answers", "backend": "sqlite",
                                      "seconds": health["database"]["seconds"]}
        world.bot.dispatch("disconnect")  # discord.py's event as the connection drops
        status, _, body = await get(port, "/healthz")
        assert status == 503 and json.loads(body)["gateway"]["detail"] == "disconnected"
        world.bot.dispatch("resumed")
        assert (await get(port, "/healthz"))[0] == 200

        async def unreachable(*args: Any) -> Any:
            raise ConnectionRefusedError(111, "Connection refused")

        monkeypatch.setattr(world.bot.storage, "fetch", unreachable)
        status, _, body = await get(port, "/healthz")
        health = json.loads(body)
        assert status == 503 and health["gateway"]["ok"] and not health["database"]["ok"]
        assert "Connection refused" in health["database"]["detail"]
    with pytest.raises(aiohttp.ClientConnectionError):  # closed with the bot
        await get(port, "/healthz")


async def test_without_metrics_port_nothing_listens(tmp_path):
    port = free_port()
    async with started_world(tmp_path) as world:
        assert world.bot.monitor is None
        with pytest.raises(aiohttp.ClientConnectionError):
            await get(port, "/metrics")


def test_metrics_settings_default_to_loopback_and_off():
    s = Settings(_env_file=None)
    assert s.metrics_port is None and s.metrics_host == "127.0.0.1"
    assert Settings(_env_file=None, metrics_port="9100", metrics_host=" [::1] ").metrics_host == "::1"


@given(st.integers(min_value=10**15, max_value=2**63 - 1), st.integers(min_value=10**15, max_value=2**63 - 1),
       st.sampled_from(["GET", "PATCH", "POST", "DELETE"]))
def test_a_route_never_carries_an_id(channel, message, method):
    """Requests are labelled by route, ids replaced: the number of series stays bounded."""
    route = route_of(method, f"https://discord.com/api/v10/channels/{channel}/messages/{message}?wait=true")
    assert route == f"{method} /channels/{{id}}/messages/{{id}}"


async def test_a_command_the_bot_refuses_is_counted_refused(tmp_path):
    port = free_port()
    async with started_world(tmp_path, metrics_port=port) as world:
        alice = world.members[0]
        assert (await alice.slash(world.channel, "leave")).ephemeral  # no table of hers here
        await alice.slash(world.channel, "rules", game="sankpass")
        samples = await scrape(port)
        assert value(samples, "cardtable_interactions_total", outcome="refused") == 1
        assert value(samples, "cardtable_interactions_total", outcome="answered") == 1
