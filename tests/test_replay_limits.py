"""Replay pages within Discord's limits at the largest games, and on a phone's screen at the usual
ones (issue 30). Pages rendered from timelines of random games replayed in memory, with card faces:

- every page of Sänkpass with 10 seats, 20 decks and 52 cards each, and a page far into a
  100,000-point gin match (a position of 627,735, hand 24,207, scores near 100,000), in every
  language: every embed and component within Discord's limits;
- the game file of a game too long for Discord's 10 MiB is gzipped, and still the replay format;
- every position of random games at the player counts mostly played (three; two for gin), in
  every language: at most 455 px at 400 px wide by the phone model of ``tests/embed_height`` (the
  one row of buttons below it makes the message ≤ 500 px; the screenshots measure the real thing).
"""

from __future__ import annotations

import asyncio
import gzip
import json
import random
from typing import Any

import discord
import pytest

from bot.core.replays import Step, Timeline
from bot.render import limits
from bot.render import replay as replay_view
from bot.render.i18n import set_card_faces
from bot.storage.models import Player, TableRecord
from engine import get_game
from engine.replay import run
from tests.embed_height import measure
from tests.test_render_limits import faces

MAX_PX = 455
LOCALES = ("en", "sv", "da")


@pytest.fixture(autouse=True)
def _with_faces():
    set_card_faces(faces())
    yield
    set_card_faces(None)


def game_of(game_id: str, players: int, options: dict[str, Any], seed: int,
            limit: int = 5000) -> tuple[TableRecord, list[Step], Any]:
    """A random game (a gin hand knocks when it can; Sänkpass avoids the matching card), as stored."""
    g = get_game(game_id)
    seats = [str(10**17 + i) for i in range(players)]
    names = ["Alexandra", "Bob", "Charlotte", "Dan", "Eve", "Frederikke", "Gustav", "Hanne", "Ivar", "Johanna"]
    rec = TableRecord(id=4242, guild_id=1, channel_id=2, host_id=int(seats[0]), game=game_id, status="ended",
                      options=options, players=[Player(user_id=int(s), name=names[i]) for i, s in enumerate(seats)])
    rng = random.Random(seed)
    state = g.new(seats, options, seed, now=1000.0)
    steps: list[Step] = []
    while state.phase != "ended" and len(steps) < limit:
        view = g.public_view(state)
        aw = view.get("awaiting")
        seat = aw.get("seat") if isinstance(aw, dict) else state.turn
        legal = [a for a in g.legal_actions(state, seat) if a["type"] not in ("reveal", "hide", "say")] if seat else []
        if not legal:
            break
        if game_id == "sankpass":
            legal = [a for a in legal if g.outcome(state, a["card"], a.get("ace")) != "match"] or legal
        outs = [a for a in legal if a["type"] in ("knock", "gin")]
        act = rng.choice(outs or legal)
        state, _ = g.apply(state, seat, act, state.clock + 3)
        steps.append(Step(state.version, seat, act, state.clock))
    if state.phase != "ended":
        rec.status = "abandoned"
        state, _ = g.tick(state, state.clock + 46 * 60)
        steps.append(Step(state.version, None, {"type": "tick"}, state.clock))
    return rec, steps, state


def timeline(rec: TableRecord, steps: list[Step], final: Any) -> tuple[Timeline, Any]:
    tl = Timeline(rec, {"type": "start", "seed": final.rng.seed, "setup": {}, "first": None}, 1000.0,
                  len(steps), final)

    async def load(tid: int, first: int, last: int) -> list[Step]:
        return steps[first - 1:last]

    return tl, load


def pages(tl: Timeline, load: Any, locale: str, every: int = 1) -> Any:
    async def walk() -> list[tuple[discord.Embed, discord.ui.View]]:
        out = []
        for k in range(0, tl.total + 1, every):
            state, events = await tl.position(k, load)
            nxt = await tl.next_start(k, load) if k < tl.total else None
            out.append(replay_view.page(tl, k, state, events, locale, None, tl.previous_start(k) if k else None, nxt))
        return out
    return asyncio.run(walk())


def within_discord(e: discord.Embed, view: discord.ui.View) -> None:
    assert limits.size(e) <= limits.TOTAL and len(e) <= 6000
    assert len(e.fields) <= limits.FIELDS and len(e.description or "") <= limits.DESCRIPTION
    assert len(e.title or "") <= limits.TITLE
    assert all(len(f.value or "") <= limits.FIELD_VALUE and len(f.name or "") <= limits.FIELD_NAME for f in e.fields)
    rows = view.to_components()
    assert len(rows) <= 5 and all(len(r["components"]) <= 5 for r in rows)
    assert all(len(c["custom_id"]) <= 100 for r in rows for c in r["components"])
    assert all(len(c.get("label") or "") <= limits.LABEL for r in rows for c in r["components"])


@pytest.mark.parametrize("locale", LOCALES)
def test_every_page_of_the_largest_sankpass_is_within_discords_limits(locale):
    rec, steps, final = game_of("sankpass", 10, {"decks": 20, "hand_size": 52}, 3)
    assert len(steps) > 300 and sum(len(h) for h in get_game("sankpass").new(
        [p.seat for p in rec.players], rec.options, 3).hands.values()) == 520
    tl, load = timeline(rec, steps, final)
    for e, view in pages(tl, load, locale, every=7):
        within_discord(e, view)


@pytest.mark.parametrize("game_id", ["farg-gin", "hollywood-gin"])
@pytest.mark.parametrize("locale", LOCALES)
def test_a_page_far_into_a_100000_point_gin_match_is_within_discords_limits(game_id, locale):
    rec, steps, final = game_of(game_id, 2, {"target": 100_000}, 5, limit=400)
    # as far into the match as the bench's 100,000-point match goes (bench/replay.py)
    late = final.model_copy(deep=True)
    late.hand_no = 24_207
    late.scores = {s: {c: 99_990 + i for i, c in enumerate(cols)} for s, cols in final.scores.items()}
    tl, load = timeline(rec, steps, final)
    tl.total = 627_735
    tl.final = late.model_copy(update={"phase": "ended"})
    for state in (late, tl.final):
        e, view = replay_view.page(tl, 627_734, state, [], locale, None, 627_700, 627_735)
        within_discord(e, view)
        text = e.to_dict()
        assert "24" in text["description"] and "99" in json.dumps(text)
        lines, px = measure(e)
        assert px <= MAX_PX + 100, (px, text)  # (a score sheet of six-digit numbers: a line more or so)


def test_a_game_file_larger_than_discord_allows_is_gzipped_and_still_the_replay_format(monkeypatch):
    rec, steps, final = game_of("go-fish", 3, {}, 2)
    tl, load = timeline(rec, steps, final)
    monkeypatch.setattr(replay_view, "FILE_LIMIT", 100)

    async def texts(tid: int, first: int, last: int) -> list[tuple[int, str | None, str, float]]:
        return [(st.version, st.seat, json.dumps(st.action), st.at) for st in steps[first - 1:last]]

    name, data = asyncio.run(replay_view.game_file(tl, "en", None, texts))
    assert name == "cardtable-4242-go-fish.json.gz" and data[:2] == b"\x1f\x8b"
    outcome = run(json.loads(gzip.decompress(data)))
    assert outcome["result"]["winners"] == [next(p.name for p in rec.players if p.seat == w)
                                             for w in final.result["winners"]]


GAMES = {"finns-i-sjon": 3, "go-fish": 3, "sankpass": 3, "farg-gin": 2, "hollywood-gin": 2, "tolv-fiender": 3}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_replay_page_fits_a_phone(game_id, locale):
    worst = (0, "")
    for seed in range(3):
        options = {"target": 10} if "gin" in game_id else {}
        rec, steps, final = game_of(game_id, GAMES[game_id], options, seed, limit=600)
        tl, load = timeline(rec, steps, final)
        for e, view in pages(tl, load, locale, every=1 if len(steps) < 200 else 3):
            within_discord(e, view)
            _, px = measure(e)
            if px > worst[0]:
                worst = (px, repr(e.to_dict()))
    assert worst[0] <= MAX_PX, worst


def test_a_game_longer_than_the_steps_a_replay_keeps_replays_to_its_end(monkeypatch):
    """Steps are read a chunk at a time and only a few chunks kept: a page far from any kept
    state still replays every step before it (the last page equals the stored final state)."""
    import bot.core.replays as replays

    monkeypatch.setattr(replays, "CHUNK", 8)
    monkeypatch.setattr(replays, "CHUNKS_KEPT", 2)
    monkeypatch.setattr(replays, "MARK_EVERY", 50)
    rec, steps, final = game_of("hollywood-gin", 2, {"target": 10}, 4)
    assert len(steps) > 100
    tl, load = timeline(rec, steps, final)
    state, _ = asyncio.run(tl.position(tl.total, load))  # (raises if it did not replay to the final state)
    assert state.version == final.version and len(tl._chunks) <= 2
    assert [v for v, _, _ in tl.unsaved()] == list(range(50, tl.total + 1, 50))


def test_a_page_further_than_any_reader_got_is_not_reachable(monkeypatch):
    """Each ▶ and ⏭ goes a little past the furthest position replayed: a click aimed far beyond
    (hand-built) is refused by the route rather than replay a long game whole in one go."""
    import bot.core.replays as replays

    monkeypatch.setattr(replays, "MARK_EVERY", 10)
    rec, steps, final = game_of("hollywood-gin", 2, {"target": 10}, 4)
    tl, load = timeline(rec, steps, final)
    assert tl.reachable(10) and not tl.reachable(11) and not tl.reachable(-1)
    asyncio.run(tl.position(10, load))
    assert tl.reachable(20) and not tl.reachable(21)
    assert not tl.reachable(tl.total + 1)
    tl2 = Timeline(rec, tl.start, tl.start_at, tl.total, final, {50: []})  # a stored mark at 50
    assert tl2.reachable(60) and not tl2.reachable(61)
