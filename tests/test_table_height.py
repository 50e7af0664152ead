"""The public table fits a phone's screen at a glance (issue 23): every game, mid-game, in every
language, with card faces, at most 15 lines and 500 px at 400 px width — measured from the rendered
embed with the phone model of :mod:`tests.embed_height` (lines wrapped at 40 characters, a card
face as wide as 3; its docstring gives the whole model and the screenshots script prints it beside
each measured height).

The positions are those of random games played to their end (thirty along each game), at the
player counts the games are mostly played with: three (two for gin). A longer log than fits
stays behind "Full log"."""

from __future__ import annotations

from typing import Any

import pytest

from bot.render import screens
from bot.render.i18n import LOCALES, set_card_faces, tr
from bot.storage.models import Player, TableRecord
from bot.storage.rating import rated
from tests.embed_height import measure
from tests.test_render_limits import faces, positions
from tests.ui_paths import legal_now

MAX_LINES, MAX_PX = 15, 500
SEATS = {"finns-i-sjon": 3, "go-fish": 3, "sankpass": 3, "farg-gin": 2, "hollywood-gin": 2, "tolv-fiender": 3}
NAMES = ["Alexandra", "Bob", "Charlotte", "Dan"]  # a long name, a short one


@pytest.fixture(autouse=True)
def _with_faces():
    set_card_faces(faces())
    yield
    set_card_faces(None)


def record(game_id: str, seats: list[str], locale: str) -> TableRecord:
    return TableRecord(id=1234, guild_id=10**18, channel_id=10**18, host_id=int(seats[0]), game=game_id,
                       status="playing", locale=locale,
                       players=[Player(user_id=int(s), name=NAMES[i], locale=locale) for i, s in enumerate(seats)],
                       message_id=10**18)


def tallest(game_id: str, locale: str, seeds: range) -> tuple[int, int, str]:
    """The most lines and px any mid-game table of these random games takes, and its text."""
    seats = [str(10**17 + i) for i in range(SEATS[game_id])]
    rec = record(game_id, seats, locale)
    worst = (0, 0, "")
    for seed in seeds:
        for state in positions(game_id, {}, seed, seats):
            if state.phase == "ended":
                continue
            e, _ = screens.table(rec, state, locale)
            lines, px = measure(e)
            if (lines, px) > worst[:2]:
                worst = (lines, px, repr(e.to_dict()))
    return worst


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_table_mid_game_fits_a_phone_screen(game_id):
    """In every language the bot speaks (the random games played once, each rendered in each)."""
    for locale in LOCALES:
        lines, px, text = tallest(game_id, locale, range(4))
        assert lines <= MAX_LINES and px <= MAX_PX, (locale, lines, px, text)


@pytest.mark.parametrize("game_id", ["farg-gin", "hollywood-gin"])
def test_a_gin_table_between_hands_fits_too(game_id):
    """Every moment a gin hand was just settled (its settlement shown until the next hand's first
    move) in random matches, in every language: the tallest a gin table gets."""
    import random

    from engine import get_game

    game = get_game(game_id)
    seats = [str(10**17 + i) for i in range(2)]
    records = {locale: record(game_id, seats, locale) for locale in LOCALES}
    seen = 0
    for seed in range(6):
        rng, state = random.Random(seed), game.new(seats, {}, seed)
        for _ in range(3000):
            if state.phase == "ended":
                break
            seat = state.turn
            legal = game.legal_actions(state, seat)
            outs = [a for a in legal if a["type"] in ("knock", "gin")]
            state, _ = game.apply(state, seat, rng.choice(outs or legal), state.clock + 1)
            if state.last_settlement and state.last_move is None and state.phase != "ended":
                seen += 1
                for locale, rec in records.items():
                    embed = screens.table(rec, state, locale)[0]
                    lines, px = measure(embed)
                    assert lines <= MAX_LINES and px <= MAX_PX, (locale, lines, px, embed.to_dict())
    assert seen > 20


def with_phrase(rec: TableRecord, key: str = "well-played") -> TableRecord:
    """The record with a quick phrase just said by its first seat (bot.core.phrases)."""
    from bot.storage.models import Said

    out = rec.model_copy(deep=True)
    out.phrase = Said(seat=rec.players[0].seat, key=key, at=0.0)
    return out


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_live_copy_with_a_phrase_fits_a_phone_screen_in_every_language(game_id):
    """The 🌐 copy of a table (issue 35) is the table in its reader's language, here at a Swedish
    table read in each language, with the longest quick phrase on it: the phrase takes a row of
    the short log, so the table never grows."""
    from bot.core import phrases

    seats = [str(10**17 + i) for i in range(SEATS[game_id])]
    longest = max(phrases.PHRASES, key=lambda k: max(len(tr(loc, f"phrase-{k}")) for loc in LOCALES))
    rec = with_phrase(record(game_id, seats, "sv"), longest)
    for seed in range(3):
        for state in positions(game_id, {}, seed, seats):
            if state.phase == "ended":
                continue
            for locale in LOCALES:
                e, view = screens.table(rec, state, locale, now=0.0, copy=True)
                lines, px = measure(e)
                assert lines <= MAX_LINES and px <= MAX_PX, (locale, lines, px, e.to_dict())
                said = screens.phrase_line(rec, screens.ctx_for(rec, locale), 0.0)
                assert said is not None and said in (e.description or "")
                assert "mirror" not in str(view.to_components())


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_paused_table_and_a_proposal_to_pause_fit_a_phone_screen(game_id):
    """Issue 36: the line a pause (or a proposal to pause) adds takes a row of the short log, so a
    paused table and one voting on a pause fit like any other, in every language, with a quick
    phrase on it too."""
    from bot.storage.models import PauseVote
    from engine import get_game

    game = get_game(game_id)
    seats = [str(10**17 + i) for i in range(SEATS[game_id])]
    for seed in range(2):
        for state in positions(game_id, {}, seed, seats):
            if state.phase == "ended":
                continue
            paused, _ = game.apply(state, state.active[0], {"type": "pause", "limit": 86400.0}, state.clock)
            for locale in LOCALES:
                rec = with_phrase(record(game_id, seats, locale))
                voting = rec.model_copy(update={"pause_vote": PauseVote(seat=seats[0], at=0.0, yes=[seats[0]])})
                for r, s, word in ((rec, paused, "⏸️"), (voting, state, "⏸️")):
                    e, _ = screens.table(r, s, locale, now=1.0)
                    lines, px = measure(e)
                    assert lines <= MAX_LINES and px <= MAX_PX, (locale, lines, px, e.to_dict())
                    assert word in (e.description or "")


# ---- the finished table with its ratings (issue 37) ------------------------------------------------
def finished_positions(game_id: str, seats: list[str], seeds: range) -> list[Any]:
    """The last position of random games played to their end (gin: a knock or gin whenever one is
    legal, so a match ends; a leaver's game too: the last seat leaves one game in four)."""
    import random

    from engine import get_game

    game, out = get_game(game_id), []
    for seed in seeds:
        rng, state = random.Random(seed), game.new(seats, {}, seed)
        if seed % 4 == 3:
            state, _ = game.apply(state, seats[-1], {"type": "leave"}, 1.0)
        for _ in range(30000):
            if state.phase == "ended":
                break
            movers = legal_now(game, state)
            seat = rng.choice(list(movers))
            legal = movers[seat]
            outs = [a for a in legal if a["type"] in ("knock", "gin", "reveal")]
            state, _ = game.apply(state, seat, rng.choice(outs or legal), state.clock + 1)
        assert state.phase == "ended", (game_id, seed)
        out.append(state)
    return out


def finished(rec: TableRecord, computers: bool, rematch: bool) -> TableRecord:
    """``rec`` finished and rated (each seat's rating before → after; the last seat a computer's
    level, if ``computers``), its "Play again" lobby opened if ``rematch``."""
    from bot.storage.models import RatingLine, Rematch

    out = rec.model_copy(deep=True)
    out.status = "ended"
    if computers:
        out.players[-1] = out.players[-1].model_copy(update={"computer": "good"})
    out.ratings = [RatingLine(seat=p.seat, before=1500 + 37 * i, after=1500 + 37 * i + (116 if i == 0 else -18))
                   for i, p in enumerate(out.players)] if rated(rec.game) else None
    if rematch:
        out.rematch = Rematch(table_id=98765, message_id=10**18 + 1)
    return out


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_finished_table_with_its_ratings_fits_a_phone_screen_in_every_language(game_id):
    """Issue 37: the finished table — the result, the game as it ended, each player's rating
    before → after — is at most 15 lines, and the whole message (header, embed, its two rows of
    buttons) at most 500 px at 400 px, in every language: at random ends of every game (a computer
    seat, whose name is longer, and a "Play again" lobby already opened, too). The ratings take
    their rows from the short log's."""
    from tests.embed_height import message

    seats = [str(10**17 + i) for i in range(SEATS[game_id] - 1)] + ["2"]  # (a computer's seat is its number)
    worst = (0, 0, "")
    for state in finished_positions(game_id, seats, range(8)):
        for locale in LOCALES:
            for computers, rematch in ((False, False), (False, True), (True, False), (True, True)):
                rec = finished(record(game_id, seats, locale), computers, rematch)
                e, view = screens.table(rec, state, locale)
                lines, _ = measure(e)
                px = message(e, view)
                assert (rec.ratings is None) == (not rated(game_id))
                if rec.ratings:
                    assert all(line in e.fields[-1].value for line in screens.rating_lines(rec, screens.ctx_for(
                        rec, locale))), "every rating shown"
                worst = max(worst, (px, lines, f"{locale} {e.to_dict()} {view.to_components()}"))
                assert lines <= MAX_LINES and px <= MAX_PX, (locale, lines, px, e.to_dict(), view.to_components())
    print(game_id, "the tallest finished table:", worst[:2])


@pytest.mark.parametrize("game_id", sorted(g for g in SEATS if g != "tolv-fiender"))
def test_a_table_with_a_stand_in_fits_a_phone_screen_in_every_language(game_id):
    """A computer standing in for the longest name (issue 36): "🤖 for Alexandra" on every line that
    names the seat, the log line saying so, Rejoin on the table — still within the budget."""
    from engine import get_game

    game = get_game(game_id)
    seats = [str(10**17 + i) for i in range(SEATS[game_id])]
    for locale in LOCALES:
        rec = record(game_id, seats, locale)
        for seed in range(3):
            for state in positions(game_id, {}, seed, seats):
                if state.phase == "ended" or seats[0] not in state.active:
                    continue
                away, _ = game.apply(state, seats[0], {"type": "stand_in"}, state.clock)
                e, view = screens.table(rec, away, locale)
                lines, px = measure(e)
                assert lines <= MAX_LINES and px <= MAX_PX, (locale, lines, px, e.to_dict())
                assert ":rejoin:" in str(view.to_components())
