"""Norsk (bokmål), issue 31: every message of every catalogue file renders in ``no`` — every variant of
every selector, with a dummy value for each placeholder — and none of it is left in English where the
English is a phrase. (Danish and Swedish spellings are the glossary's forbidden words: a Norwegian
message may well read as the Danish one, "Min hånd", "Stå over".)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot.render.i18n import catalog, tr

LOCALE_DIR = Path(__file__).resolve().parent.parent / "bot" / "render" / "locales"
FILES = sorted(p.stem for p in (LOCALE_DIR / "en").glob("*.ftl"))
MARK = re.compile(r"‹\w+›")  # a placeholder's dummy value: no word of any language
WORD = re.compile(r"[^\W\d_]{2,}")

# Messages that may read the same in no as in en, each with its reason (keep it short):
SAME_AS_EN = {
    "game-finns-i-sjon": "a game's name is its source name in every language (docs/glossary.md, Game names)",
    "game-farg-gin": "a game's name",
    "game-go-fish": "a game's name",
    "game-hollywood-gin": "a game's name",
    "game-tolv-fiender": "a game's name (and Norwegian as it stands)",
    "optdesc-gin_bonus": "two game names and their numbers: Färg-gin 20, Hollywood Gin 25",
    "language-en": "each language is named in its own language, in every catalogue",
}


def parse(locale: str, file: str) -> dict[str, ast.Message]:
    res = FluentParser().parse((LOCALE_DIR / locale / f"{file}.ftl").read_text("utf-8"))
    assert not [e for e in res.body if isinstance(e, ast.Junk)], f"{locale}/{file}.ftl does not parse"
    return {e.id.name: e for e in res.body if isinstance(e, ast.Message)}


class Placeholders(visitor.Visitor):
    """A message's variables: which select on what variant keys, which go into NUMBER()."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.variants: dict[str, list[str | int]] = {}
        self.numbers: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.variants.setdefault(node.selector.id.name, [])
            for v in node.variants:
                key = v.key
                keys.append(int(key.value) if isinstance(key, ast.NumberLiteral) else key.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        if node.id.name == "NUMBER":
            for arg in node.arguments.positional:
                if isinstance(arg, ast.VariableReference):
                    self.numbers.add(arg.id.name)
        self.generic_visit(node)


PLURAL = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 5}


def value(key: str | int) -> str | int:
    """The value that picks variant ``key``: a number for a number or a plural category."""
    return PLURAL.get(key, key) if isinstance(key, str) else key


def param_sets(*messages: ast.Message) -> list[dict[str, object]]:
    """Parameters that together reach every variant of every selector of these messages."""
    found = Placeholders()
    for m in messages:
        found.visit(m)
    base: dict[str, object] = {name: f"‹{name}›" for name in found.names}
    base |= {name: 0.25 for name in found.numbers}
    base |= {name: value(keys[0]) for name, keys in found.variants.items()}
    sets = [base]
    for name, keys in found.variants.items():
        sets += [{**base, name: value(k)} for k in keys]
    return sets


def render(locale: str, key: str, params: dict[str, object]) -> str:
    bundle = catalog().bundles[locale]
    assert bundle.has_message(key), f"{locale} has no message {key}"
    text, errors = bundle.format_pattern(bundle.get_message(key).value, params)
    assert not errors, (locale, key, params, errors)
    return text


def is_phrase(text: str) -> bool:
    return len(WORD.findall(MARK.sub("", text))) >= 2


@pytest.mark.parametrize("file", FILES)
def test_every_message_renders_in_norwegian_with_no_english_left(file):
    en, no = parse("en", file), parse("no", file)
    assert set(en) - set(no) == set(), f"missing in no/{file}.ftl"
    assert set(no) - set(en) == set(), f"no/{file}.ftl has keys en does not"
    same = []
    for key, message in en.items():
        for params in param_sets(message, no[key]):
            text = render("no", key, params)
            assert text.strip() and "‹" not in MARK.sub("", text), (key, text)
            if text == render("en", key, params) and is_phrase(text) and key not in SAME_AS_EN:
                same.append(f"{key}: {text}")
    assert not same, "English left in no:\n" + "\n".join(sorted(set(same)))


def test_the_allow_lists_are_needed():
    """Each message allowed to read as English does so (else its line should go)."""
    for key in SAME_AS_EN:
        assert tr("no", key) == tr("en", key), key


def test_the_test_can_fail():
    """An English phrase left in a Norwegian message, a missing key and a broken placeholder are
    each caught by the checks above."""
    en = parse("en", "main")["lobby-open"]
    params = param_sets(en)[0]
    assert is_phrase(render("en", "lobby-open", params)) and not is_phrase("‹name› (‹level›)")
    with pytest.raises(AssertionError):
        render("no", "no-such-key", {})
    with pytest.raises(AssertionError):  # a placeholder left without a value is a formatting error
        render("no", "lobby-open", {})


def test_norwegian_plurals_and_numbers():
    assert tr("no", "stats-totals", players=1, games=3) == "1 spiller · 3 spill"
    assert tr("no", "stats-totals", players=2, games=1) == "2 spillere · 1 spill"
    assert tr("no", "result-winners", names="ada", count=1) == "ada vinner!"
    assert tr("no", "result-winners", names="ada, bo", count=2) == "Delt seier: ada, bo!"
    assert tr("no", "stats-rated", rank=1, user="x", rating=1530, wins=1, played=1234).endswith(
        "1\xa0530 · 1\xa0234 spill · 1 seier")
    assert tr("no", "error-option-decks-too-few", option="Kortstokker", decks=1, have=54, seats=6, size=10,
              need=60, min=2).startswith("Kortstokker: én kortstokk har 54 kort")
