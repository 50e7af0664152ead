"""The message catalogues: four languages in step, every refusal and option has its words."""

from __future__ import annotations

import re
from pathlib import Path

import discord
import pytest

from bot.render.i18n import LOCALES, card_label, catalog, locale_of, tr
from bot.render.screens import option_values
from bot.render.ui import playable
from engine.registry import _GAMES

ENGINE = Path(__file__).resolve().parent.parent / "engine"
CODE = re.compile(r"RulesError\(\s*\"([a-z_]+)\"")


def codes_in(path: Path) -> set[str]:
    return set(CODE.findall(path.read_text("utf-8")))


def test_the_three_catalogues_have_the_same_keys():
    keys = catalog().keys
    assert keys["en"] - keys["sv"] == set() and keys["sv"] - keys["en"] == set()
    assert keys["en"] - keys["da"] == set() and keys["da"] - keys["en"] == set()
    assert keys["en"] - keys["no"] == set() and keys["no"] - keys["en"] == set()


@pytest.mark.parametrize("game", playable())
def test_every_refusal_and_option_of_a_playable_game_has_a_message(game):
    module = ENGINE / "games" / (_GAMES[game].split(":")[0] + ".py")
    codes = codes_in(module) | codes_in(ENGINE / "core.py")
    keys = catalog().keys["en"]
    missing = {c for c in codes if f"error-{c.replace('_', '-')}" not in keys}
    assert not missing
    for name, _ in option_values(game):
        assert f"option-{name}" in keys and f"optdesc-{name}" in keys
    assert f"game-{game}" in keys and f"rules-{game}" in keys


@pytest.mark.parametrize("locale", LOCALES)
def test_messages_format_with_plurals_and_parameters(locale):
    one = tr(locale, "player-with-cards", name="ada", count=1)
    many = tr(locale, "player-with-cards", name="ada", count=3)
    assert "ada" in one and "1" in one and "3" in many
    assert "{" not in tr(locale, "stats-rated", rank=1, user="x", rating=1530, wins=2, played=5)


def test_plural_forms_differ_in_english():
    assert tr("en", "result-winners", names="ada", count=1) == "ada wins!"
    assert tr("en", "result-winners", names="ada, bo", count=2) == "Shared win: ada, bo!"


def test_card_ranks_display_per_language():
    # text cards (no faces registered): black suits as the outlined ♤ ♧, which Discord leaves as text
    assert [card_label("en", c) for c in ("JS", "QH", "KD", "AC", "10S")] == ["J♤", "Q♥", "K♦", "A♧", "10♤"]
    assert [card_label("sv", c) for c in ("JS", "QH", "KD")] == ["Kn♤", "D♥", "K♦"]
    assert [card_label("da", c) for c in ("JS", "QH", "KD")] == ["B♤", "D♥", "K♦"]
    assert [card_label("no", c) for c in ("JS", "QH", "KD")] == ["Kn♤", "D♥", "K♦"]  # knekt, dame, konge
    assert card_label("sv", "X1") == "🃏"


def test_discord_locales_map_to_ours():
    assert [locale_of(x) for x in ("sv-SE", "da", "en-US", "en-GB", "de", None)] == [
        "sv", "da", "en", "en", "en", "en"]
    assert [locale_of(x) for x in (discord.Locale.norwegian, "no", "nb", "nb-NO", "nn", "no-NO", "nl")] == [
        "no", "no", "no", "no", "no", "no", "en"]


def test_an_unknown_key_falls_back_to_english_then_to_the_key():
    assert tr("sv", "no-such-key") == "no-such-key"


def _formatted(parsed) -> dict[str, dict[str, str]]:
    """Every message of every locale formatted (no parameters): what a bundle of ``parsed`` says."""
    from fluent.runtime import FluentBundle
    out = {}
    for loc, resources in parsed.items():
        bundle = FluentBundle([loc], use_isolating=False)
        for res in resources:
            bundle.add_resource(res)
        out[loc] = {m.id.name: bundle.format_pattern(bundle.get_message(m.id.name).value, {})[0]
                    for res in resources for m in res.body
                    if hasattr(m, "id") and bundle.has_message(m.id.name) and bundle.get_message(m.id.name).value}
    return out


def test_the_parsed_catalogues_are_cached_and_the_cache_follows_the_files(tmp_path):
    """The parsed files come back from the cache as they were parsed; a changed file, a cache
    from elsewhere and a cache that cannot be written are all parsed past."""
    from bot.render.i18n import _parsed
    files = {"en": [("a.ftl", "hello = Hello\nbye = Bye { $name }\n")], "sv": [("a.ftl", "hello = Hej\n")]}
    cache = tmp_path / "__pycache__" / "catalog.pickle"
    fresh = _formatted(_parsed(files, cache))
    assert fresh == {"en": {"hello": "Hello", "bye": "Bye name"}, "sv": {"hello": "Hej"}}
    assert cache.exists() and _formatted(_parsed(files, cache)) == fresh
    changed = {**files, "sv": [("a.ftl", "hello = Hejsan\n")]}
    assert _formatted(_parsed(changed, cache))["sv"] == {"hello": "Hejsan"}  # not the cached Hej
    cache.write_bytes(b"not a pickle")
    assert _formatted(_parsed(files, cache)) == fresh
    assert _formatted(_parsed(files, cache)) == fresh  # the broken cache was replaced
    blocked = tmp_path / "file" / "catalog.pickle"
    (tmp_path / "file").write_text("a file where the cache's folder would be")
    assert _formatted(_parsed(files, blocked)) == fresh


def test_the_cached_catalogue_says_what_the_files_say():
    """The bot's own catalogue, read from its cache, formats every message as a fresh parse does."""
    from importlib import resources

    from bot.render.i18n import _parsed
    root = resources.files("bot.render.locales")
    files = {loc: [(e.name, e.read_text("utf-8")) for e in sorted(root.joinpath(loc).iterdir(), key=lambda e: e.name)
                   if e.name.endswith(".ftl")] for loc in LOCALES}
    catalog()  # (made or read the cache)
    assert _formatted(_parsed(files, Path(str(root)) / "__pycache__" / "catalog.pickle")) \
        == _formatted(_parsed(files, None))
