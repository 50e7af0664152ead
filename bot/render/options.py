"""A game's options as a lobby offers them, and refusals of an option in words.

Each option of a game's options model is a :class:`Spec`: a yes/no, a choice among named values
(the lobby's selects offer every value), or a whole number within its bounds (the lobby's
"Numbers…" button opens a modal with one text field per number: any valid value; an empty field
means auto or the default). A value the engine refuses — out of range, not a number, not one of
the choices, more cards than a deck holds — is answered with a catalogue message naming the
option and what it allows, never with pydantic's text.
"""

from __future__ import annotations

import re
import types
import typing
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Any

import discord

from engine import SetupError, get_game

from .i18n import catalog, tr

NUMBER_MAX_LENGTH = 7  # characters in a number field (the largest bound, 100 000, has 6)


@dataclass(frozen=True)
class Spec:
    name: str
    kind: str  # "bool", "choice" or "number"
    choices: tuple[Any, ...] = ()
    lo: int | None = None
    hi: int | None = None
    auto: bool = False  # may be None: auto (or the game's default for the table's size)
    default: Any = None


@cache
def specs(game_id: str) -> tuple[Spec, ...]:
    """The options of a game in the model's order."""
    out = []
    for name, field in get_game(game_id).Options.model_fields.items():
        ann = field.annotation
        args = typing.get_args(ann)
        origin = typing.get_origin(ann)
        if ann is bool:
            out.append(Spec(name, "bool", (True, False), default=field.default))
        elif origin is typing.Literal:
            out.append(Spec(name, "choice", args, default=field.default))
        elif ann is int or (origin in (typing.Union, types.UnionType) and int in args):
            lo = next((m.ge for m in field.metadata if hasattr(m, "ge")), None)
            hi = next((m.le for m in field.metadata if hasattr(m, "le")), None)
            out.append(Spec(name, "number", lo=lo, hi=hi, auto=type(None) in args, default=field.default))
    return tuple(out)


@cache
def table_specs(game_id: str) -> tuple[Spec, ...]:
    """The table's own options, beside the game's: set in the lobby and ``/play options:`` like
    them, kept on the table's record (an attribute of the option's name), never given to the
    engine. ``stand_in``: a computer plays for a player who leaves (bot.core.computers)."""
    from ..core import computers  # (local: the options module is read by the lowest layers too)

    return (Spec("stand_in", "bool", (True, False), default=True),) if computers.supports(game_id) else ()


def lobby_specs(game_id: str) -> tuple[Spec, ...]:
    """Every option a lobby offers: the game's, then the table's."""
    return specs(game_id) + table_specs(game_id)


def split(game_id: str, options: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """``/play options:`` as (the game's options, the table's)."""
    own = {s.name for s in table_specs(game_id)}
    return {k: v for k, v in options.items() if k not in own}, {k: v for k, v in options.items() if k in own}


def spec(game_id: str, name: str) -> Spec | None:
    return next((s for s in lobby_specs(game_id) if s.name == name), None)


def numbers(game_id: str) -> list[Spec]:
    return [s for s in specs(game_id) if s.kind == "number"]


# ---- words ----------------------------------------------------------------------------------
def value_label(locale: str, value: Any) -> str:
    if value is None:
        return tr(locale, "optval-auto")
    if isinstance(value, bool):
        return tr(locale, "optval-yes" if value else "optval-no")
    key = f"optval-{value}"
    text = tr(locale, key)
    return str(value) if text == key else text


def encode_value(value: Any) -> str:
    if value is None:
        return "auto"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def range_text(locale: str, s: Spec) -> str:
    """``1–26`` (``1–26, or empty for auto``): what a number field takes."""
    text = tr(locale, "option-range", min=s.lo if s.lo is not None else "…", max=s.hi if s.hi is not None else "…")
    return tr(locale, "option-range-auto", range=text) if s.auto else text


def option_name(locale: str, name: str) -> str:
    key = f"option-{name}"
    text = tr(locale, key)
    return name if text == key else text


NUMBER_CODES = ("less_than_equal", "greater_than_equal", "less_than", "greater_than", "int_parsing",
                "int_type", "int_from_float")


def refusal(locale: str, game_id: str, e: SetupError) -> tuple[str, dict[str, Any]]:
    """A refused option (or option text) in words — which option, and what it allows — as a
    catalogue key and its parameters (worded in ``locale``)."""
    name = e.field.removeprefix("options.").split(".")[0]
    s = spec(game_id, name)
    option = option_name(locale, name)
    code = e.code or ""
    if code == "hands_too_big":
        return "error-option-hands-too-big", {"option": option, **e.params}
    if code == "decks_too_few":
        return "error-option-decks-too-few", {"option": option, **e.params}
    if s is None:
        return "error-option-unknown", {"name": name[:40], "game": tr(locale, f"game-{game_id}")}
    if s.kind == "number" and code in NUMBER_CODES:
        return "error-option-number", {"option": option, "min": s.lo, "max": s.hi, "auto": "yes" if s.auto else "no"}
    if s.kind in ("choice", "bool"):
        return "error-option-choice", {"option": option, "choices": ", ".join(typed_forms(locale, s))}
    return "error-option-invalid", {"option": option}


def typed_forms(locale: str, s: Spec) -> list[str]:
    """What may be typed in ``/play options:`` for each value of a choice, in the reader's words,
    as code: ```jokers=nej```. The refusal and ``/rules`` show these; :func:`parse_text` accepts them."""
    return [f"`{s.name}={value_label(locale, v)}`" for v in s.choices]


# ---- text → values ----------------------------------------------------------------------------
# A value may be typed as its code (``full``, ``true``) or as its label in any language the bot has
# a catalogue for (``alla drag``, ``nej``, ``Spillerens valg``), in any case. The languages are the
# catalogues loaded (:func:`bot.render.i18n.catalog`), so a new catalogue's words are accepted as
# soon as it exists.
BOOL_CODES = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}
_QUOTES = "\"'“”„‟«»‹›‚‘’`´"
_PAIR = re.compile(r"(?<![\w])([A-Za-z_]\w*)\s*=\s*")


def normal(text: str) -> str:
    """A typed word as it is compared: case folded, apostrophes alike (’ and '), quotes around it,
    underscores and runs of spaces as one space."""
    t = unicodedata.normalize("NFC", text).casefold()
    t = re.sub(r"[’‘`´]", "'", t).strip().strip(_QUOTES + " ,")
    return " ".join(t.replace("_", " ").split())


def locales() -> tuple[str, ...]:
    """Every language with a catalogue."""
    return tuple(catalog().bundles)


@cache
def words(game_id: str, name: str, locale: str) -> dict[str, Any]:
    """Each word that may be typed for option ``name`` → its value: the codes first, then the
    labels in ``locale``, then in every other language (a word is one value's only, across every
    language: ``tests/test_options_typed.py``)."""
    s = spec(game_id, name)
    out: dict[str, Any] = {}
    if s is None or s.kind == "number":
        return out
    for v in s.choices:
        out.setdefault(normal(encode_value(v)), v)
    if s.kind == "bool":
        for code, v in BOOL_CODES.items():
            out.setdefault(code, v)
    for loc in (locale, *sorted(set(locales()) - {locale})):
        for v in s.choices:
            out.setdefault(normal(value_label(loc, v)), v)
    return out


def auto_words() -> set[str]:
    return {"auto", *(normal(tr(loc, "optval-auto")) for loc in locales())}


def coerce(game_id: str, name: str, text: str, locale: str = "en") -> Any:
    """A typed value from its text form (``"5"`` → 5, ``"nej"`` → False, ``"alla drag"`` →
    ``"full"``); the engine validates (and refuses, in words, what is none of them)."""
    s = spec(game_id, name)
    if s is None:
        return text
    if s.kind == "number":
        try:
            return int(text.replace(" ", "").replace("\u00a0", ""))
        except ValueError:
            return text
    return words(game_id, name, locale).get(normal(text), text)


def parse_text(game_id: str, text: str, locale: str = "en") -> dict[str, Any]:
    """``"hand_size=5 history=alla drag"`` → ``{"hand_size": 5, "history": "full"}`` (the engine
    validates). A value runs to the next ``name=`` (labels have spaces: ``on_match=spelet
    slutar``); ``auto`` in any language leaves the option at auto or its default. Raises
    ``ValueError(part)`` for text that is not ``name=value``."""
    out: dict[str, Any] = {}
    pairs = list(_PAIR.finditer(text))
    head = text[:pairs[0].start()] if pairs else text
    if head.strip(" ,\t\n"):
        raise ValueError(head.strip(" ,\t\n").split()[0])
    for k, m in enumerate(pairs):
        end = pairs[k + 1].start() if k + 1 < len(pairs) else len(text)
        name, value = m[1].lower(), text[m.end():end].strip(" ,\t\n")
        if normal(value) in auto_words():
            continue
        out[name] = coerce(game_id, name, value, locale)
    return out


def with_numbers(game_id: str, options: dict[str, Any], fields: dict[str, str]) -> dict[str, Any]:
    """``options`` with the number fields of the modal applied: empty means auto / the default."""
    out = dict(options)
    for s in numbers(game_id):
        if s.name not in fields:
            continue
        text = fields[s.name].strip()
        if not text or normal(text) in auto_words():
            out.pop(s.name, None)
        else:
            out[s.name] = coerce(game_id, s.name, text)
    return out


# ---- the numbers modal -------------------------------------------------------------------------
def numbers_modal(game_id: str, tid: int, locale: str, current: dict[str, Any]) -> discord.ui.Modal:
    """One text field per number option, filled with the current value, in the reader's language.
    Its custom_id follows the components' scheme (``ctb:<table>:0:numbers:``); it is answered
    through :meth:`bot.service.TableService.on_modal`, also after a restart."""
    title = tr(locale, "options-numbers-title", id=tid)
    modal = discord.ui.Modal(title=title[:45], custom_id=f"ctb:{tid}:0:numbers:", timeout=None)
    for s in numbers(game_id)[:5]:
        value = current.get(s.name)
        hint = range_text(locale, s)
        if not s.auto and s.default is not None:
            hint = tr(locale, "option-range-default", range=hint, default=s.default)
        modal.add_item(discord.ui.TextInput(
            label=option_name(locale, s.name)[:45], custom_id=f"ctb:{tid}:0:num:{s.name}",
            placeholder=hint[:100], default=None if value is None else str(value), required=False,
            max_length=NUMBER_MAX_LENGTH))
    modal.stop()  # not kept in discord.py's modal store: the submit is routed by its custom_id
    return modal
