"""Message catalogues (Project Fluent files in ``bot/locales/<locale>/*.ftl``).

Every string the bot shows comes from here: ``tr(locale, key, **params)``. English is the
fallback for a key missing in another locale (a test keeps the three catalogues in step).
Cards render with suit symbols and the reader's rank letters (sv: Kn D K, da: B D K).
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource

from engine.cards import is_joker, rank_of, suit_of

LOCALES = ("en", "sv", "da")
DEFAULT = "en"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LETTERS = {
    "en": {},
    "sv": {"J": "Kn", "Q": "D", "K": "K"},
    "da": {"J": "B", "Q": "D", "K": "K"},
}


def locale_of(value: discord.Locale | str | None) -> str:
    """Our locale for a Discord locale (``sv-SE`` → ``sv``, ``da`` → ``da``, else English)."""
    code = str(value or "").lower()
    for loc in LOCALES:
        if code == loc or code.startswith(loc + "-"):
            return loc
    return DEFAULT


class Catalog:
    def __init__(self) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        self.keys: dict[str, set[str]] = {}
        root = resources.files("bot.locales")
        for loc in LOCALES:
            bundle = FluentBundle([loc], use_isolating=False)
            keys: set[str] = set()
            for entry in sorted(root.joinpath(loc).iterdir(), key=lambda e: e.name):
                if entry.name.endswith(".ftl"):
                    res = FluentResource(entry.read_text("utf-8"))
                    bundle.add_resource(res)
                    keys |= {m.id.name for m in res.body if hasattr(m, "id")}
            self.bundles[loc] = bundle
            self.keys[loc] = keys

    def has(self, locale: str, key: str) -> bool:
        return self.bundles[locale].has_message(key)

    def get(self, locale: str, key: str, **params: Any) -> str:
        loc = locale if locale in self.bundles else DEFAULT
        bundle = self.bundles[loc]
        if not bundle.has_message(key):
            if loc == DEFAULT:
                return key
            bundle = self.bundles[DEFAULT]
            if not bundle.has_message(key):
                return key
        msg = bundle.get_message(key)
        if msg.value is None:
            return key
        text, _errors = bundle.format_pattern(msg.value, params)
        return text


@cache
def catalog() -> Catalog:
    return Catalog()


def tr(locale: str, key: str, **params: Any) -> str:
    try:
        return _tr_cached(locale, key, tuple(sorted(params.items())))
    except TypeError:  # an unhashable parameter: format without the cache
        return catalog().get(locale, key, **params)


def rank_plural(locale: str, rank: str, count: int = 2) -> str:
    """A rank as a word, singular for a count of one, else plural: ``7`` → sevens / sjuor / syvere,
    ``Q`` → queens / damer / damer. The words are the catalogue's ``rank-words`` message, which
    selects on the rank (numeral ranks are passed as numbers so Fluent's ``[7]`` keys match)."""
    key: str | int = int(rank) if rank.isdigit() else rank
    return tr(locale, "rank-words", rank=key, count=count)


@lru_cache(maxsize=8192)
def _tr_cached(locale: str, key: str, params: tuple[tuple[str, Any], ...]) -> str:
    """Formatting a Fluent pattern costs ~30 µs; a table re-renders the same lines many times."""
    return catalog().get(locale, key, **dict(params))


def rank_label(locale: str, rank: str) -> str:
    if rank == "X":
        return "🃏"
    return RANK_LETTERS.get(locale, {}).get(rank, rank)


def card_label(locale: str, card: str) -> str:
    """``QS`` → ``Q♠`` (en), ``D♠`` (sv/da); jokers/jesters → 🃏."""
    if is_joker(card):
        return "🃏"
    return rank_label(locale, rank_of(card)) + SUIT_SYMBOLS[suit_of(card)]


def cards_label(locale: str, cards: list[str]) -> str:
    return " ".join(card_label(locale, c) for c in cards) or "—"


class FluentTranslator(app_commands.Translator):
    """Localises command and option names/descriptions: ``locale_str(text, key=...)``."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContext
    ) -> str | None:
        key = string.extras.get("key")
        loc = locale_of(locale)
        if key is None or loc == DEFAULT or str(locale) not in ("sv-SE", "da"):
            return None
        return catalog().get(loc, key) if catalog().has(loc, key) else None


def T(text: str, key: str) -> app_commands.locale_str:
    """A command-tree string with its catalogue key."""
    return app_commands.locale_str(text, key=key)
