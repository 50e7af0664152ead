"""The hand view fits a phone's screen at a glance (issue 29): every game, mid-game, in every
language, with card faces, at most 450 px at 400 px width — the whole message, its header, embed
and component rows, by the phone model of :mod:`tests.embed_height` (checked against the
screenshots: ``scripts/screenshots.py --width 400`` prints it beside each measured height); and
the lobby at most 500 px.

The positions are those of random games played to their end (thirty along each game) with each
of the options ``tests/ui_paths.py`` plays, at the player counts the games are mostly played
with (and Tolv fiender solo); each seat's view with an empty draft, with every draft one click
makes (a card selected, a rank chosen, a move to confirm) and with one a few random clicks build.
The buttons are the hand: each card of the hand is on exactly one button, and no card is named
in the view's text beside it."""

from __future__ import annotations

import functools
import random
import re
from typing import Any

import pytest

from bot.render import screens
from bot.render.i18n import LOCALES, set_card_faces, tr
from bot.render.options import specs, table_specs
from bot.render.ui import playable
from bot.storage.models import Player, TableRecord
from engine import get_game
from tests.embed_height import message
from tests.test_render_limits import drafts, faces, positions
from tests.test_table_height import NAMES
from tests.ui_paths import OPTIONS, enabled, press

MAX_PX, LOBBY_PX = 450, 500
SEATS = {"finns-i-sjon": (3,), "go-fish": (3,), "sankpass": (3,), "farg-gin": (2,), "hollywood-gin": (2,),
         "tolv-fiender": (1, 3)}
FACE = re.compile(r"<:c\d+_f?(X\d|[0-9AJQK]+[SHDC]):\d+>")


@pytest.fixture(autouse=True)
def _with_faces():
    set_card_faces(faces())
    yield
    set_card_faces(None)


def record(game_id: str, seats: list[str], locale: str, options: dict[str, Any],
           status: str = "playing") -> TableRecord:
    return TableRecord(id=1234, guild_id=10**18, channel_id=10**18, host_id=int(seats[0]), game=game_id,
                       status=status, locale=locale, options=options,
                       players=[Player(user_id=int(s), name=NAMES[i % len(NAMES)], locale=locale)
                                for i, s in enumerate(seats)],
                       message_id=10**18)


def one_click_drafts(game_id: str, state: Any, seat: str) -> list[dict[str, Any]]:
    """Every draft one click on the seat's view makes (a card selected, a rank or a move chosen)."""
    out = []
    for click in enabled(game_id, state, seat, {}):
        action, new = press(game_id, state, seat, {}, click)
        if action is None and new and new not in out:
            out.append(new)
    return out


def going_out(game_id: str, options: dict[str, Any], seed: int, seats: list[str], n: int = 30) -> list[Any]:
    """Gin: positions where the player to move may go out (the tallest gin view: its knock and
    gin buttons), from random play that goes out now and then when it may."""
    game = get_game(game_id)
    rng, state, out = random.Random(seed), game.new(seats, options, seed), []
    for _ in range(20000):
        if state.phase == "ended" or len(out) >= n:
            break
        legal = game.legal_actions(state, state.turn)
        outs = [a for a in legal if a["type"] in ("knock", "gin")]
        if outs:
            out.append(state)
        go = outs if outs and rng.random() < 0.2 else [a for a in legal if a["type"] not in ("knock", "gin")]
        state, _ = game.apply(state, state.turn, rng.choice(go or legal), state.clock + 1)
    return out


Case = tuple[int, dict[str, Any], Any, str, dict[str, Any]]


def cases(game_id: str, seeds: tuple[int, ...]) -> tuple[Case, ...]:
    """Every hand view to measure, as (seat count, options, state, seat, draft): the same for every
    language, so they are played and clicked once per test process (each game's, a seed at a time:
    the tests that measure seed 0 alone share it with those that measure seeds 0 and 1)."""
    return tuple(case for n_seats in SEATS[game_id] for k in range(len(OPTIONS[game_id])) for seed in seeds
                 for case in _cases(game_id, n_seats, k, seed))


@functools.cache
def _cases(game_id: str, n_seats: int, k: int, seed: int) -> tuple[Case, ...]:
    seats = [str(10**17 + i) for i in range(n_seats)]
    options = OPTIONS[game_id][k]
    out = []
    extra = going_out(game_id, options, seed, seats) if "gin" in game_id else []
    for state in [*positions(game_id, options, seed * 10 + k, seats), *extra]:
        if state.phase == "ended":
            continue
        rng = random.Random(state.version)
        for seat in state.seats:
            seen: list[dict[str, Any]] = []  # (a random draft one click also makes: measured once)
            for draft in [*drafts(game_id, state, seat, rng), *one_click_drafts(game_id, state, seat)]:
                if draft not in seen:
                    seen.append(draft)
                    out.append((n_seats, options, state, seat, draft))
    return tuple(out)


def views(game_id: str, locale: str, seeds: range):
    """Every hand view measured, in ``locale``: (state, seat, draft, embed, view)."""
    records: dict[tuple[int, str], TableRecord] = {}
    for n_seats, options, state, seat, draft in cases(game_id, tuple(seeds)):
        key = (n_seats, repr(options))
        if key not in records:
            records[key] = record(game_id, [str(10**17 + i) for i in range(n_seats)], locale, options)
        e, v = screens.hand(records[key], state, seat, locale, draft)
        yield state, seat, draft, e, v


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_hand_view_mid_game_fits_a_phone_screen(game_id):
    """In every language the bot speaks (the positions played once, each rendered in each)."""
    for locale in LOCALES:
        worst = (0, "")
        for _, seat, draft, e, v in views(game_id, locale, range(2)):
            px = message(e, v)
            if px > worst[0]:
                worst = (px, f"{seat} {draft}: {e.to_dict()} {v.to_components()}")
        assert worst[0] <= MAX_PX, (locale, worst)


def button_cards(v: Any) -> list[str]:
    """The cards the view's buttons show (their faces' keys), in order."""
    out = []
    for row in v.to_components():
        for item in row["components"]:
            emoji = item.get("emoji") or {}
            name = emoji.get("name") or ""
            m = re.fullmatch(r"c\d+_f?(X\d|[0-9AJQK]+[SHDC])", name)
            if m and item.get("type") == 2:
                out.append(m[1])
    return out


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_buttons_are_the_hand_each_card_once_and_not_in_the_text(game_id):
    """Each card of the hand on one button (Sänkpass: copies of a card share one; a hand too
    big for its buttons, one per rank), and none of the hand's cards named in the text too."""
    game = get_game(game_id)
    seen = 0
    for state, seat, draft, e, v in views(game_id, "en", range(1)):
        if draft:
            continue
        hand = game.private_view(state, seat)["hand"]
        shown = button_cards(v)
        keys = list(hand)
        faces_in_text = [m[1] for m in FACE.finditer(e.description or "")]
        assert not set(faces_in_text) & set(keys), (faces_in_text, hand, e.description)
        if game_id == "sankpass" or len(set(shown)) < len(shown):  # (copies share a button; a go-out button)
            assert set(shown) <= set(keys) | set(getattr(state, "discard", []) or []), (shown, hand)
            seen += game_id == "sankpass"
            continue
        buttons_for_hand = [c for c in shown if c in keys]
        if len(buttons_for_hand) == len(hand):
            assert sorted(buttons_for_hand) == sorted(keys), (shown, hand)
            seen += 1
        else:  # more cards than the rows hold: one button per rank
            assert game_id in ("finns-i-sjon", "go-fish"), (shown, hand)
    assert seen > 20


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", playable())
def test_the_lobby_fits_a_phone_screen(game_id, locale):
    """A full lobby (every seat taken, computers too where the game has them), with the longest
    option values, in every language: at most 500 px."""
    game = get_game(game_id)
    seats = [str(10**17 + i) for i in range(game.max_seats)]
    worst = (0, "")
    for options in ({}, {s.name: s.choices[-1] for s in specs(game_id) if s.choices}):
        for n in sorted({game.min_seats, min(game.max_seats, 4), game.max_seats}):
            rec = record(game_id, seats[:n], locale, options, status="lobby")
            rec.players = rec.players[:n]
            if options:  # the table's own options too, away from their defaults (then on the ⚙️ line)
                for t in table_specs(game_id):
                    setattr(rec, t.name, t.choices[-1] if t.choices[-1] != t.default else t.choices[0])
            e, v = screens.lobby(rec, locale)
            px = message(e, v)
            if px > worst[0]:
                worst = (px, f"{n} seats {options}: {e.to_dict()} {v.to_components()}")
    assert worst[0] <= LOBBY_PX, worst


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_hand_view_shows_the_newest_public_line_in_one_row_in_every_language(game_id):
    """Issue 35: a hand view's footer is the table's newest public line in the reader's language —
    the quick phrase just said, else the newest log line — cut to one row at phone width, so the
    view keeps its 450 px (measured above with the log line, here with the longest phrase)."""
    from bot.core import phrases
    from bot.storage.models import Said
    from tests.embed_height import FOOTER_CHARS_PER_LINE, width

    longest = max(phrases.PHRASES, key=lambda k: max(len(tr(loc, f"phrase-{k}")) for loc in LOCALES))
    for locale in LOCALES:
        worst = 0
        records: dict[tuple[int, str], TableRecord] = {}  # (the same table for each of its positions)
        for n_seats, options, state, seat, draft in cases(game_id, (0,)):
            key = (n_seats, repr(options))
            if key not in records:
                records[key] = record(game_id, [str(10**17 + i) for i in range(n_seats)], "sv", options)
                if phrases.offered(game_id):
                    records[key].phrase = Said(seat=records[key].players[-1].seat, key=longest, at=0.0)
            rec = records[key]
            e, v = screens.hand(rec, state, seat, locale, draft, now=1.0)
            footer = e.footer.text
            assert width(footer) <= FOOTER_CHARS_PER_LINE and "\n" not in footer, footer
            assert footer.endswith(tr(locale, "table-id-short", id=rec.id))
            if phrases.offered(game_id):
                assert tr(locale, f"phrase-{longest}") in footer
            worst = max(worst, message(e, v))
        assert worst <= MAX_PX, (locale, worst)
