"""Every message the bot renders fits Discord's limits (issue 21): every game at its largest
options, in every language, with card faces (the longest markup), over random positions to the
end — the table, every seat's hand view (with a note, in the channel and in DMs), the full log,
the lobby, the rules and the legend. Checked against Discord's documented limits, not against
the bot's own constants."""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import discord
import pytest

from bot.render import cardfaces, screens
from bot.render.emojis import emoji_name
from bot.render.i18n import set_card_faces
from bot.render.options import specs
from bot.storage.models import Player, TableRecord
from engine import get_game
from engine.core import IDLE_TIMEOUT
from tests.ui_paths import enabled, legal_now, press

GAMES = {"finns-i-sjon": 8, "go-fish": 6, "sankpass": 10, "farg-gin": 2, "hollywood-gin": 2, "tolv-fiender": 4}
LOCALES = ("en", "sv", "da", "no")
LONG_NAME = "Ẅ" * 32  # Discord allows display names of 32 characters


def largest(game_id: str) -> list[dict[str, Any]]:
    """Option sets that make the messages as long as they get: every number at its largest
    (within what a deck allows), then each choice's every value."""
    base: dict[str, Any] = {}
    for s in specs(game_id):
        if s.kind == "number" and s.hi is not None and s.name not in ("decks",):
            base[s.name] = s.hi
    game = get_game(game_id)
    seats = [str(i) for i in range(GAMES[game_id])]
    while True:  # the largest hands that a table this size can deal
        try:
            game.new(seats, base, 1)
            break
        except Exception:
            name = next(n for n in ("hand_size", "target") if n in base and base[n] > 1)
            base[name] = base[name] // 2 if name == "hand_size" else base[name]
            if name == "target":
                del base[name]
    out = [dict(base)]
    for s in specs(game_id):
        if s.kind in ("choice", "bool"):
            out += [{**base, s.name: v} for v in s.choices if v != s.default]
    return out


def faces() -> dict[str, discord.PartialEmoji]:
    return {k: discord.PartialEmoji(name=emoji_name(k, cardfaces.ART_VERSION), id=10**18 + i)
            for i, k in enumerate(cardfaces.face_keys())}


def check_embed(e: discord.Embed, where: str) -> None:
    d = e.to_dict()
    assert len(d.get("title", "")) <= 256, where
    assert len(d.get("description", "")) <= 4096, where
    fields = d.get("fields", [])
    assert len(fields) <= 25, where
    total = len(d.get("title", "")) + len(d.get("description", "")) + len(d.get("footer", {}).get("text", ""))
    for f in fields:
        assert 0 < len(f["name"]) <= 256, (where, f["name"][:60])
        assert 0 < len(f["value"]) <= 1024, (where, len(f["value"]))
        total += len(f["name"]) + len(f["value"])
    assert len(d.get("footer", {}).get("text", "")) <= 2048, where
    assert total <= 6000, (where, total)


def check_view(view: discord.ui.View | None, where: str) -> None:
    if view is None:
        return
    rows = view.to_components()
    if isinstance(view, screens.SentView):  # the payload built at once is what discord.py's items make
        assert rows == view.as_items().to_components(), where
    assert len(rows) <= 5, where
    for row in rows:
        items = row["components"]
        assert 1 <= len(items) <= 5, where
        for c in items:
            assert len(c.get("custom_id", "")) <= 100, where
            assert len(c.get("label", "") or "") <= 80, (where, c.get("label"))
            if c["type"] == 3:
                assert len(items) == 1 and 1 <= len(c["options"]) <= 25, where
                assert len(c.get("placeholder", "")) <= 150, where
                for o in c["options"]:
                    assert len(o["label"]) <= 100 and len(o.get("description") or "") <= 100, where


def positions(game_id: str, options: dict[str, Any], seed: int, seats: list[str]) -> list[Any]:
    """States along one random game to its end (often a seat shows its hand, where it may).
    The same game for every language that renders it: played once in a test process."""
    return list(_positions(game_id, json.dumps(options, sort_keys=True), seed, tuple(seats)))


@functools.cache
def _positions(game_id: str, options_json: str, seed: int, seats: tuple[str, ...]) -> tuple[Any, ...]:
    options: dict[str, Any] = json.loads(options_json)
    seats_list = list(seats)
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new(seats_list, options, seed)
    out = [state]
    for _ in range(4000):
        if state.phase == "ended":
            break
        movers = legal_now(game, state)
        if not movers:
            break
        seat = rng.choice(list(movers))
        legal = movers[seat]
        reveal = [a for a in legal if a["type"] == "reveal"]
        action = reveal[0] if reveal and rng.random() < 0.5 else rng.choice(legal)
        state, _ = game.apply(state, seat, action, state.clock + 1)
        out.append(state)
    step = max(1, len(out) // 30)  # thirty positions along the game, and its end
    return (*out[:-1:step], out[-1])


def drafts(game_id: str, state: Any, seat: str, rng: random.Random) -> list[dict[str, Any]]:
    """The seat's empty draft and one built by a few random clicks that change only the draft
    (cards selected, a player picked), as a hand view can show them."""
    out: list[dict[str, Any]] = [{}]
    draft: dict[str, Any] = {}
    for _ in range(8):
        clicks = enabled(game_id, state, seat, draft)
        if not clicks:
            break
        action, new = press(game_id, state, seat, draft, rng.choice(clicks))
        if action is None:
            draft = new
    if draft:
        out.append(draft)
    return out


@pytest.fixture(autouse=True)
def _with_faces():
    set_card_faces(faces())
    yield
    set_card_faces(None)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_message_fits_discords_limits(game_id):
    seats = [str(10**17 + i) for i in range(GAMES[game_id])]
    for n, options in enumerate(largest(game_id)):
        # the largest numbers in every language; each other choice in one of them, in turn
        for locale in LOCALES if n == 0 else (LOCALES[n % len(LOCALES)],):
            rec = TableRecord(id=2**62, guild_id=10**18, channel_id=10**18, host_id=int(seats[0]), game=game_id,
                              status="lobby", locale=locale, options=options,
                              players=[Player(user_id=int(s), name=LONG_NAME, locale=locale) for s in seats],
                              message_id=10**18)
            lobby_embed, lobby_view = screens.lobby(rec, locale)
            check_embed(lobby_embed, f"{game_id} lobby {locale}")
            check_view(lobby_view, f"{game_id} lobby {locale}")
            check_embed(screens.rules(game_id, locale), f"{game_id} rules {locale}")
            check_embed(screens.legend(game_id, locale), f"{game_id} legend {locale}")
            rec.status = "playing"
            for rec_state in positions(game_id, options, n * 7 + LOCALES.index(locale), seats):
                where = f"{game_id} {options} {locale} v{rec_state.version}"
                now = rec_state.last_action_at + IDLE_TIMEOUT - 1  # late: the stalled line shows too
                if rec_state.phase == "ended":
                    rec.status = "ended"
                e, v = screens.table(rec, rec_state, locale, now=now)
                check_embed(e, "table " + where)
                check_view(v, "table " + where)
                check_embed(screens.log(rec, rec_state, locale)[0], "log " + where)
                rng = random.Random(rec_state.version)
                for seat in {seats[0], seats[-1], rng.choice(seats), getattr(rec_state, "turn", None) or seats[0]}:
                    for draft in drafts(game_id, rec_state, seat, rng):
                        e, v = screens.hand(rec, rec_state, seat, locale, draft, note="⚠️ " + "x" * 300)
                        check_embed(e, f"hand {seat} {draft} " + where)
                        check_view(v, f"hand {seat} " + where)

