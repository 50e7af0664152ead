"""Message catalogues (Project Fluent files in ``bot/render/locales/<locale>/*.ftl``) and how cards read.

Every string the bot shows comes from here: ``tr(locale, key, **params)``. English is the
fallback for a key missing in another locale (a test keeps the four catalogues in step).

Cards: this module is the one place that knows whether card faces are on. At start-up
:mod:`bot.render.emojis` registers the faces drawn by :mod:`bot.render.cardfaces` as application emojis and
calls :func:`set_card_faces`; from then on :func:`card_label` / :func:`cards_label` /
:func:`suit_label` give the faces' ``<:name:id>`` markup for message text, and
:func:`card_emoji` the face for a button's or a select option's ``emoji=`` (labels cannot hold
markup: they take :func:`card_text`). Without faces (``CARD_FACES=text``, or the upload was
refused) cards are text with the reader's rank letters (sv, no: Kn D K, da: B D K) and suits that
stay legible on Discord's dark theme: ♥ ♦ as they are (Discord draws them as red emoji), and
for the black suits the outlined ♤ ♧ (U+2664, U+2667), which are not emoji, so every client
draws them as text in the text colour. Discord turns ♠ ♣ into its near-black emoji that nearly
vanishes on the dark theme; whether it honours the text variation selector (♠ U+FE0E) cannot be
checked without Discord, and many image-emoji parsers ignore it, so ♤ ♧ avoid the question.

The four-colour deck (a player's ``/settings deck:``) holds for what is rendered inside
:func:`deck` — a player's own hand view, and the log, legend and rules they open; the public
table is the same message for everyone and keeps the ordinary deck. Its faces show ♦ blue and
♣ green (:mod:`bot.render.cardfaces`); as text, which Discord cannot colour, its ♦ is 🔷 (a blue diamond)
and its ♣ is ☘️ (a green shamrock: "klöver", "klør"), so the four suits still differ at a glance.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import re
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from functools import cache, lru_cache
from importlib import metadata, resources
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from fluent.runtime import FluentBundle, FluentResource

from engine.cards import CardError, is_joker, parse_card, rank_of, suit_of

LOCALES = ("en", "sv", "da", "no")
DEFAULT = "en"
UNICODE_SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# Suits as plain text that reads on the dark theme (see the module docstring).
SUIT_SYMBOLS = {"S": "♤", "H": "♥", "D": "♦", "C": "♧"}
FOUR_SYMBOLS = {**SUIT_SYMBOLS, "D": "🔷", "C": "☘️"}  # the four-colour deck as text
FOUR_SUITS = ("D", "C")  # the suits the four-colour deck shows differently
JOKER_TEXT = "🃏"
BACK_TEXT = "🎴"  # a face-down card: 🂠 (U+1F0A0) is no emoji and shows as a box on some devices
RANK_LETTERS = {
    "en": {},
    "sv": {"J": "Kn", "Q": "D", "K": "K"},
    "da": {"J": "B", "Q": "D", "K": "K"},
    "no": {"J": "Kn", "Q": "D", "K": "K"},  # knekt, dame, konge: the Swedish faces
}


def locale_of(value: discord.Locale | str | None) -> str:
    """Our locale for a Discord locale (``sv-SE`` → ``sv``, ``da`` → ``da``, ``no`` → ``no``, else English)."""
    code = str(value or "").lower()
    if code.partition("-")[0] in ("nb", "nn"):  # Discord says ``no``; Bokmål and Nynorsk read ``no``
        code = "no"
    for loc in LOCALES:
        if code == loc or code.startswith(loc + "-"):
            return loc
    return DEFAULT


CACHE_NAME = "catalog.pickle"  # beside the catalogues, in __pycache__ as Python keeps its bytecode


def _parsed(files: dict[str, list[tuple[str, str]]], path: Path | None) -> dict[str, list[FluentResource]]:
    """Each locale's catalogue files parsed. Parsing them all costs about as much CPU as importing
    discord.py, in every process that renders (a bot, each test worker), so the parsed files are
    kept as a pickle at ``path`` (in the package's ``__pycache__``), used only while every file's
    text and the parser's version are the ones it was made from (their digest is inside) — like
    Python's own bytecode cache. A cache that cannot be read or written is parsed past, never an
    error."""
    digest = hashlib.sha256(repr((metadata.version("fluent.syntax"), files)).encode()).hexdigest()
    if path is not None:
        with contextlib.suppress(Exception):  # missing, unreadable, stale or from another version
            cached_digest, parsed = pickle.loads(path.read_bytes())
            if cached_digest == digest:
                return parsed
    parsed = {loc: [FluentResource(text) for _, text in texts] for loc, texts in files.items()}
    if path is not None:
        with contextlib.suppress(OSError):  # a read-only install: parse every time
            path.parent.mkdir(exist_ok=True)
            tmp = path.with_name(f"{CACHE_NAME}.{os.getpid()}.tmp")
            tmp.write_bytes(pickle.dumps((digest, parsed), protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, path)  # whole or not at all, whichever process writes last
    return parsed


class Catalog:
    def __init__(self) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        self.keys: dict[str, set[str]] = {}
        root = resources.files("bot.render.locales")
        # every catalogue there is (a new language's folder counts before LOCALES names it)
        found = sorted(e.name for e in root.iterdir()
                       if e.is_dir() and any(f.name.endswith(".ftl") for f in e.iterdir()))
        files = {loc: [(e.name, e.read_text("utf-8"))
                       for e in sorted(root.joinpath(loc).iterdir(), key=lambda e: e.name) if e.name.endswith(".ftl")]
                 for loc in [*LOCALES, *(f for f in found if f not in LOCALES)]}
        cache = Path(str(root)) / "__pycache__" / CACHE_NAME if isinstance(root, Path) else None
        for loc, parsed in _parsed(files, cache).items():
            bundle = FluentBundle([loc], use_isolating=False)
            keys: set[str] = set()
            for res in parsed:
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
        return _tr_cached(locale, key, tuple(sorted(params.items())) if params else ())
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
        return JOKER_TEXT
    return RANK_LETTERS.get(locale, {}).get(rank, rank)


# ---- card faces -------------------------------------------------------------------------------
_four: ContextVar[bool] = ContextVar("four_colour_deck", default=False)


@contextlib.contextmanager
def deck(four: bool) -> Iterator[None]:
    """Render cards in the four-colour deck (``four``) or the ordinary one within this block."""
    token = _four.set(four)
    try:
        yield
    finally:
        _four.reset(token)


def four_colour() -> bool:
    return _four.get()


_face_markup: dict[str, str] = {}  # face key (see bot.render.cardfaces) -> "<:c1_QS:123>"
_face_emoji: dict[str, discord.PartialEmoji] = {}


def set_card_faces(emojis: Mapping[str, discord.PartialEmoji] | None) -> None:
    """Show cards as these emojis (face key → emoji), or as text when ``None``/empty."""
    _face_emoji.clear()
    _face_markup.clear()
    for key, emoji in (emojis or {}).items():
        _face_emoji[key] = emoji
        _face_markup[key] = str(emoji)
    # (the catalogue's lines do not depend on the faces: the lines remembered stay right)


def card_faces_on() -> bool:
    return bool(_face_markup)


_MARKUP = re.compile(r"<a?:c\d+_(?P<key>[A-Za-z0-9]+):\d+>")


def _key_text(key: str) -> str:
    symbols = FOUR_SYMBOLS if key.startswith("f") else SUIT_SYMBOLS
    key = key.removeprefix("f")
    if key == "back":
        return BACK_TEXT
    if key.startswith("X"):
        return JOKER_TEXT
    if key.startswith("s"):
        return symbols[key[1]]
    return key[:-1] + symbols[key[-1]]


def text_cards(text: str) -> str:
    """The same text with every card face's markup (about 29 characters a card) as its text card
    (two or three): what a message falls back to when faces would make it too long for Discord."""
    return _MARKUP.sub(lambda m: _key_text(m["key"]), text) if "<" in text else text


def face_key(locale: str, card: str) -> str:
    """The face showing ``card`` to a reader of ``locale``: ``QS``, ``KnS`` (sv), ``X2``; in the
    four-colour deck (:func:`deck`) ``fQD`` for its own diamonds and clubs."""
    return _face_key(locale, card, _four.get())


@lru_cache(maxsize=8192)
def _face_key(locale: str, card: str, four: bool) -> str:
    body = card.partition("#")[0]
    if is_joker(card):
        return body
    suit = suit_of(card)
    return ("f" if four and suit in FOUR_SUITS else "") + rank_label(locale, rank_of(card)) + suit


def card_text(locale: str, card: str) -> str:
    """Always text (for button labels, select options, placeholders): ``Q♤``, ``D♥`` (sv/da), 🃏;
    in the four-colour deck ``Q🔷``, ``K☘️``."""
    return _card_text(locale, card, _four.get())


@lru_cache(maxsize=8192)
def _card_text(locale: str, card: str, four: bool) -> str:
    if is_joker(card):
        return JOKER_TEXT
    return rank_label(locale, rank_of(card)) + (FOUR_SYMBOLS if four else SUIT_SYMBOLS)[suit_of(card)]


def card_label(locale: str, card: str) -> str:
    """A card in message text: its face when faces are on, else :func:`card_text`."""
    return _face_markup.get(face_key(locale, card)) or card_text(locale, card)


def cards_label(locale: str, cards: list[str], limit: int | None = None) -> str:
    """Cards in message text; with ``limit`` (characters), the last ones that fit after "… "."""
    labels = [card_label(locale, c) for c in cards]
    text = " ".join(labels) or "—"
    if limit is None or len(text) <= limit:
        return text
    kept: list[str] = []
    size = 1  # "…"
    for label in reversed(labels):
        if size + 1 + len(label) > limit:
            break
        kept.append(label)
        size += 1 + len(label)
    return " ".join(["…", *reversed(kept)])


def card_params(locale: str, params: dict[str, Any]) -> dict[str, Any]:
    """A rules error's parameters with its ``card`` / ``cards`` shown as cards (engine codes otherwise)."""
    def ok(card: Any) -> bool:
        try:
            parse_card(card)
        except CardError:
            return False
        return True

    out = dict(params)
    if ok(out.get("card")):
        out["card"] = card_label(locale, out["card"])
    if isinstance(out.get("cards"), list) and all(ok(c) for c in out["cards"]):
        out["cards"] = cards_label(locale, out["cards"])
    return out


def card_emoji(locale: str, card: str) -> discord.PartialEmoji | None:
    """A card's face for a button's or a select option's ``emoji=``; ``None`` without faces."""
    return _face_emoji.get(face_key(locale, card))


def card_button(locale: str, card: str) -> tuple[str, discord.PartialEmoji | None]:
    """``(label, emoji)`` of a button that is just a card: the face alone, or the text alone."""
    emoji = card_emoji(locale, card)
    return ("" if emoji else card_text(locale, card)), emoji


def suit_label(suit: str) -> str:
    """A suit standing alone in message text (a column, an immunity): its sign's face or text."""
    if _four.get() and suit in FOUR_SUITS:
        return _face_markup.get("fs" + suit) or FOUR_SYMBOLS[suit]
    return _face_markup.get("s" + suit) or SUIT_SYMBOLS[suit]


def back_label() -> str:
    """A face-down card in message text."""
    return _face_markup.get("back") or BACK_TEXT


def back_emoji() -> discord.PartialEmoji | str:
    """A face-down card for ``emoji=``."""
    return _face_emoji.get("back") or BACK_TEXT


def with_suits(text: str) -> str:
    """Catalogue text with its bare ♠ ♥ ♦ ♣ shown as :func:`suit_label` (for embeds only)."""
    for suit, char in UNICODE_SUITS.items():
        if char in text:
            text = text.replace(char, suit_label(suit))
    return text


# The Discord locales the command tree is translated into, and our catalogue for each.
TREE_LOCALES = {"sv-SE": "sv", "da": "da", discord.Locale.norwegian.value: "no"}


class FluentTranslator(app_commands.Translator):
    """Localises command and option names/descriptions: ``locale_str(text, key=...)``."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContext
    ) -> str | None:
        # (asked for each of Discord's ~30 locales and every string at each sync: the ones we
        # speak are looked up first, a dict away)
        loc = TREE_LOCALES.get(str(locale))
        key = string.extras.get("key") if loc is not None else None
        if key is None:
            return None
        return catalog().get(loc, key) if catalog().has(loc, key) else None


def T(text: str, key: str) -> app_commands.locale_str:
    """A command-tree string with its catalogue key."""
    return app_commands.locale_str(text, key=key)
