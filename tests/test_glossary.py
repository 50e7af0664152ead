"""The catalogues follow docs/glossary.md: its forbidden words, the rank words, the game names, option
descriptions that name their choices, no endings glued onto a name, and the catalogues in step."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot.render.i18n import LOCALES, rank_plural, tr
from bot.render.screens import option_description_key, option_values, rules, value_label
from bot.render.ui import playable
from bot.render.ui.base import Ctx
from bot.render.ui.fishing import FishingUI
from engine.cards import RANKS

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "bot" / "render" / "locales"
GLOSSARY = ROOT / "docs" / "glossary.md"
FILES = sorted(p.stem for p in (LOCALE_DIR / "en").glob("*.ftl"))


# ---- reading the catalogues as written (not through the bundle) -------------------------------
class _Vars(visitor.Visitor):
    def __init__(self) -> None:
        self.shown: set[str] = set()
        self.selectors: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        for variant in node.variants:
            self.visit(variant)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.shown.add(node.id.name)


def _text(node: object) -> str:
    """A pattern as its source text, every variant included, comments left out."""
    if isinstance(node, ast.Pattern):
        return "".join(_text(e) for e in node.elements)
    if isinstance(node, ast.TextElement):
        return node.value
    if isinstance(node, ast.Placeable):
        inner = node.expression
        if isinstance(inner, ast.SelectExpression):
            return " | ".join(_text(v.value) for v in inner.variants)
        if isinstance(inner, ast.VariableReference):
            return "{ $" + inner.id.name + " }"
        if isinstance(inner, ast.MessageReference):
            return "{ " + inner.id.name + " }"
        if isinstance(inner, (ast.StringLiteral, ast.NumberLiteral)):
            return str(inner.value)
        if isinstance(inner, ast.Placeable):
            return _text(inner)
    return ""


def messages(locale: str, file: str) -> list[ast.Message]:
    return list(_messages(locale, file))


@functools.cache  # (parsed once a test process: the forbidden-word rows alone read every file ~100 times)
def _messages(locale: str, file: str) -> tuple[ast.Message, ...]:
    res = FluentParser().parse((LOCALE_DIR / locale / f"{file}.ftl").read_text("utf-8"))
    junk = [e.content for e in res.body if isinstance(e, ast.Junk)]
    assert not junk, f"{locale}/{file}.ftl does not parse: {junk}"
    return tuple(e for e in res.body if isinstance(e, ast.Message))


def texts(locale: str, file: str) -> dict[str, str]:
    return dict(_texts(locale, file))


@functools.cache
def _texts(locale: str, file: str) -> tuple[tuple[str, str], ...]:
    return tuple((m.id.name, _text(m.value)) for m in _messages(locale, file) if m.value is not None)


# ---- the glossary's table of forbidden words -----------------------------------------------------
def forbidden_rows() -> list[tuple[str, str, str, str]]:
    text = GLOSSARY.read_text("utf-8")
    section = text.split("## Words the catalogues must not use", 1)[1]
    rows = []
    for line in section.splitlines():
        if not line.startswith("| ") or line.startswith("| lang ") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        lang, where, pattern, instead = cells[:4]
        pattern = pattern.strip("`").replace("\\|", "|")
        rows.append((lang, where, pattern, instead))
    return rows


ROWS = forbidden_rows()


def test_the_glossary_lists_forbidden_words():
    assert len(ROWS) >= 30
    for lang, where, pattern, _ in ROWS:
        assert lang == "*" or lang in LOCALES, lang
        assert where in ("*", "go-fish", *FILES), where
        re.compile(pattern)


def in_scope(where: str, file: str, key: str) -> bool:
    if where == "*":
        return True
    if where == "go-fish":
        return file == "fishing" and not key.endswith("finns-i-sjon")
    return where == file


@pytest.mark.parametrize(("lang", "where", "pattern", "instead"), ROWS,
                         ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in ROWS])
def test_no_catalogue_uses_a_word_the_glossary_forbids(lang, where, pattern, instead):
    rx = re.compile(pattern, re.IGNORECASE)
    hits = []
    for loc in (LOCALES if lang == "*" else (lang,)):
        for file in FILES:
            for key, text in texts(loc, file).items():
                if in_scope(where, file, key) and rx.search(text):
                    hits.append(f"{loc}/{file}.ftl {key}: {text[:120]}")
    assert not hits, f"use {instead!r} instead:\n" + "\n".join(hits)


def test_the_glossary_links_nowhere_outside_the_repository():
    text = GLOSSARY.read_text("utf-8")
    assert not re.search(r"https?://|www\.", text)
    for target in re.findall(r"\]\(([^)]+)\)", text):
        if target.startswith("#"):
            continue
        assert (GLOSSARY.parent / target.split("#")[0]).resolve().is_relative_to(ROOT), target


# ---- ranks as words ------------------------------------------------------------------------------
RANK_WORDS = {  # (one, many), as the glossary's rank table has them
    "en": {"A": ("ace", "aces"), "2": ("two", "twos"), "3": ("three", "threes"), "4": ("four", "fours"),
           "5": ("five", "fives"), "6": ("six", "sixes"), "7": ("seven", "sevens"), "8": ("eight", "eights"),
           "9": ("nine", "nines"), "10": ("ten", "tens"), "J": ("jack", "jacks"), "Q": ("queen", "queens"),
           "K": ("king", "kings"), "X": ("joker", "jokers")},
    "sv": {"A": ("ess", "ess"), "2": ("tvåa", "tvåor"), "3": ("trea", "treor"), "4": ("fyra", "fyror"),
           "5": ("femma", "femmor"), "6": ("sexa", "sexor"), "7": ("sjua", "sjuor"), "8": ("åtta", "åttor"),
           "9": ("nia", "nior"), "10": ("tia", "tior"), "J": ("knekt", "knektar"), "Q": ("dam", "damer"),
           "K": ("kung", "kungar"), "X": ("joker", "jokrar")},
    "da": {"A": ("es", "esser"), "2": ("toer", "toere"), "3": ("treer", "treere"), "4": ("firer", "firere"),
           "5": ("femmer", "femmere"), "6": ("sekser", "seksere"), "7": ("syver", "syvere"), "8": ("otter", "ottere"),
           "9": ("nier", "niere"), "10": ("tier", "tiere"), "J": ("knægt", "knægte"), "Q": ("dame", "damer"),
           "K": ("konge", "konger"), "X": ("joker", "jokere")},
    "no": {"A": ("ess", "ess"), "2": ("toer", "toere"), "3": ("treer", "treere"), "4": ("firer", "firere"),
           "5": ("femmer", "femmere"), "6": ("sekser", "seksere"), "7": ("sjuer", "sjuere"), "8": ("åtter", "åttere"),
           "9": ("nier", "niere"), "10": ("tier", "tiere"), "J": ("knekt", "knekter"), "Q": ("dame", "damer"),
           "K": ("konge", "konger"), "X": ("joker", "jokere")},
}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_rank_has_its_word_and_real_plural_through_the_formatter(locale):
    for rank in [*RANKS, "X"]:
        one, many = RANK_WORDS[locale][rank]
        assert rank_plural(locale, rank, 1) == one
        assert rank_plural(locale, rank, 2) == many == rank_plural(locale, rank)
        assert tr(locale, "rank-words", rank=int(rank) if rank.isdigit() else rank, count=5) == many


def test_the_rank_words_are_the_glossarys():
    table = GLOSSARY.read_text("utf-8")
    for locale, words in RANK_WORDS.items():
        for one, many in words.values():
            assert f"{one} / {many}" in table, (locale, one, many)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_fishing_log_says_ranks_as_words(locale):
    ui, ctx = FishingUI("go-fish"), Ctx(locale=locale, names={"a": "Klas", "b": "ada_99"})
    for rank in RANKS:
        one, many = RANK_WORDS[locale][rank]
        asked = ui.event_line({"type": "asked", "seat": "a", "target": "b", "rank": rank}, ctx)
        book = ui.event_line({"type": "book", "seat": "a", "rank": rank}, ctx)
        gave_one = ui.event_line({"type": "gave", "seat": "b", "to": "a", "count": 1, "rank": rank}, ctx)
        gave_two = ui.event_line({"type": "gave", "seat": "b", "to": "a", "count": 2, "rank": rank}, ctx)
        assert re.search(rf"\b{many}\b", asked) and re.search(rf"\b{many}\b", book), (asked, book)
        assert re.search(rf"\b1 {one}\b", gave_one) and re.search(rf"\b2 {many}\b", gave_two), (gave_one, gave_two)


# ---- names -----------------------------------------------------------------------------------------
SUFFIXED = re.compile(r"\{ \$\w+ \}(?:[\w'’]|:\w)")  # { $name }s, { $name }'s, { $rank }:or, { $rank }'ere


@pytest.mark.parametrize("locale", LOCALES)
def test_no_message_glues_an_ending_onto_a_variable(locale):
    hits = [f"{file}.ftl {key}: {text}" for file in FILES for key, text in texts(locale, file).items()
            if SUFFIXED.search(text)]
    assert not hits


@pytest.mark.parametrize("locale", LOCALES)
def test_a_name_is_never_made_a_genitive(locale):
    for name in ("Klas", "Mads", "ada_99"):
        for key in ("turn-of", "sank-ev-revealed", "tolv-ev-turn", "tolv-await-play"):
            line = tr(locale, key, name=name)
            assert re.search(rf"(?<!\w){re.escape(name)}(?![\w'’:])", line), line
        line = tr(locale, "error-not-your-turn", turn=name)
        assert re.search(rf"(?<!\w){re.escape(name)}(?![\w'’:])", line), line


# ---- game names ------------------------------------------------------------------------------------
GAME_NAMES = {"finns-i-sjon": "Finns i sjön", "go-fish": "Go Fish", "sankpass": "Sänkpass",
              "farg-gin": "Färg-gin", "hollywood-gin": "Hollywood Gin", "tolv-fiender": "Tolv fiender"}


def test_a_game_has_its_source_name_in_every_language():
    assert set(playable()) <= set(GAME_NAMES)
    glossary = GLOSSARY.read_text("utf-8")
    for game, name in GAME_NAMES.items():
        assert f"| `{game}` | {name} |" in glossary
        assert {tr(loc, f"game-{game}") for loc in LOCALES} == {name}


# ---- options ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", playable())
@pytest.mark.parametrize("locale", LOCALES)
def test_every_option_description_names_the_words_its_choices_show(game, locale):
    for name, values in option_values(game):
        desc = tr(locale, option_description_key(game, name, locale))
        assert desc != option_description_key(game, name, locale)
        words = [value_label(locale, v) for v in values if v is None or (isinstance(v, str))]
        for word in words:
            assert re.search(rf"(?<!\w){re.escape(word)}(?!\w)", desc, re.IGNORECASE), (name, word, desc)


@pytest.mark.parametrize("game", playable())
@pytest.mark.parametrize("locale", LOCALES)
def test_the_rules_embed_shows_every_option_line_whole(game, locale):
    embed = rules(game, locale)
    assert all(len(f.value) <= 1024 for f in embed.fields)
    shown = "\n".join(f.value for f in embed.fields)
    for name, _ in option_values(game):
        desc = tr(locale, option_description_key(game, name, locale))
        assert f"(`{name}`," in shown and desc in shown
    assert "–" not in embed.footer.text or game not in ("farg-gin", "hollywood-gin")  # "2 players", not "2–2"


# ---- the catalogues in step ------------------------------------------------------------------------
@pytest.mark.parametrize("file", FILES)
def test_the_catalogues_have_the_same_messages_in_the_same_order(file):
    order = {loc: [m.id.name for m in messages(loc, file)] for loc in LOCALES}
    assert all(order[loc] == order["en"] for loc in LOCALES), [loc for loc in LOCALES if order[loc] != order["en"]]


@pytest.mark.parametrize("file", FILES)
def test_a_translation_shows_the_same_variables(file):
    """Every language shows the same information; a variable may serve only to pick a plural."""
    found: dict[str, dict[str, _Vars]] = {}
    for loc in LOCALES:
        found[loc] = {}
        for m in messages(loc, file):
            v = _Vars()
            v.visit(m)
            found[loc][m.id.name] = v
    for key, en in found["en"].items():
        for loc in LOCALES[1:]:
            other = found[loc][key]
            assert other.shown == en.shown, (loc, key)
            assert other.selectors <= en.selectors | en.shown, (loc, key)


# ---- the rules summaries say the rules ----------------------------------------------------------
OVERKILL = {"en": "if it is more, the enemy goes to the discard pile",
            "sv": "fäller du den med för mycket går den i kasthögen",
            "da": "giver du den mere, kommer den i kastebunken",
            "no": "gir du den mer, havner den i kastebunken"}
NO_STRIKE = {"en": "Either way the enemy does not strike",
             "sv": "Hur som helst slår den inte tillbaka",
             "da": "Uanset hvad slår den ikke",
             "no": "Uansett slår den ikke tilbake"}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_tolv_fiender_summary_sends_an_overkilled_enemy_to_the_discard_pile_without_a_strike(locale):
    text = tr(locale, "rules-tolv-fiender")
    assert OVERKILL[locale] in text and NO_STRIKE[locale] in text


# ---- the native review's fixes (issue 23) stay fixed ------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_a_message_names_a_command_by_its_localised_name(locale):
    command = "/" + tr(locale, "cmd-rules")
    for key in ("error-options-too-long", "error-option-unknown", "error-option-syntax", "cmd-play-options"):
        assert command in tr(locale, key, max=1000, game="Sänkpass", name="x", part="x"), key
    assert command == {"en": "/rules", "sv": "/regler", "da": "/regler", "no": "/regler"}[locale]


NATIVE = {  # the review's wording, key by key (sv, da)
    "tolv-pv-loses": ("Med det här draget förlorar bordet.", "Med dette træk taber bordet."),
    "error-unknown-op": ("Den knappen hör inte till det här bordet.", None),
    # issue 29
    "tolv-h-played": ("🗡️ Spelade kort", "🗡️ Spillede kort"),
    "note-outdated": ("Visningen var inte längre aktuell – här är den nya.", None),
    "lobby-cancelled": ("Bordet avbröts.", None),
    "option-decks": (None, "Dæk"),
    "option-reveal": (None, "Vis hænder"),
    "error-duplicate-card": (None, "Et kort er valgt to gange."),
    "error-invalid-meld": ("Det är varken en stege, en triss eller ett fyrtal.", None),
    "option-play_on": ("Spela tills alla fyrtal ligger ute", "Spil videre, til alle sæt er lagt ned"),
    "fish-end-all-books": ("Alla 13 fyrtal ligger ute.", "Alle 13 sæt er lagt ned."),
    "sank-ev-passed": (None, "⏭ Klas skal melde pas (automatisk)."),
    "optdesc-jokers": (None, "to pr. dæk, over esset, kan ikke bruges som et andet kort"),
}


@pytest.mark.parametrize("key", sorted(NATIVE))
def test_the_native_reviews_wording(key):
    for locale, want in zip(("sv", "da"), NATIVE[key], strict=True):
        if want is not None:
            assert tr(locale, key, name="Klas") == want


NATIVE_PARAMS = {  # the review's wording (issue 29) in messages with parameters: (params, sv, da)
    "error-ace-value-not-allowed": ({"card": "A♥"},
                                    "Vid det här bordet kan du inte välja om A♥ räknas lågt eller högt.",
                                    "Ved dette bord kan du ikke vælge, om A♥ tæller lavt eller højt."),
    "tolv-ev-hearts": ({"suit": "♥", "count": 3}, None, "♥ Heling: 3 fra 🪦 tilbage under 🍺"),
    "tolv-ev-vacated-timeout": ({"name": "Klas", "count": 0, "cards": ""}, "⏱️ 🚪 tiden gick ut för Klas",
                                "⏱️ 🚪 tiden løb ud for Klas"),
    "gin-defender-short": ({"name": "Klas", "points": 8, "count": 2}, "Klas: 8 i överkort, passade in 2 kort",
                           "Klas: 8 point i løse kort, lagde 2 kort til"),
    "error-missing-permission": ({"perms": "X"}, "Jag kan inte ha ett bord igång här", "Jeg kan ikke køre et bord her"),
    "table-stalled": ({"name": "Klas", "since": "x"}, "stängs automatiskt", None),
    "error-lobbies-per-user": ({"count": 3}, "starta eller avbryt en av dem", None),
    "error-lobbies-per-channel": ({"count": 3}, None, "deltag i en af dem"),
    "optdesc-on_match": ({}, "spelaren åker ut: bara den spelaren åker ut", None),
    "rules-finns-i-sjon": ({}, None, "skal spilleren give dig dem alle"),
}


@pytest.mark.parametrize("key", sorted(NATIVE_PARAMS))
def test_the_native_reviews_wording_with_parameters(key):
    params, *wants = NATIVE_PARAMS[key]
    for locale, want in zip(("sv", "da"), wants, strict=True):
        if want is not None:
            assert want in tr(locale, key, **params), (locale, tr(locale, key, **params))


NATIVE_37 = {  # the native review of issue 37, key by key: (params, {locale: what the message says})
    "table-stalled": ({"name": "Klas", "since": "<t:1:R>"},
                      {"en": "Waiting for Klas – the last move was <t:1:R>.",
                       "sv": "Väntar på Klas – senaste draget var <t:1:R>.",
                       "da": "Venter på Klas – det sidste træk var <t:1:R>.",
                       "no": "Venter på Klas – siste trekk var <t:1:R>."}),
    "rating-head": ({}, {"sv": "Rating på servern"}),
    "stats-rating-note": ({"base": 25}, {"sv": "Rangordnat efter rating: 25 från början",
                                         "no": "opp med seirer"}),
    "stats-rating-note ": ({"base": 25}, {"sv": "stabiliseras ju mer du spelar"}),
    "replay-gone": ({"days": 30}, {"sv": "(repriser sparas i 30 dagar); resultatet och ratingen finns kvar.",
                                   "da": "resultatet og ratingen bevares."}),
    "gin-out-blocked": ({}, {"sv": "Du skulle kunna gå ut, men "}),
    "tolv-your-pay": ({"amount": 10}, {"sv": "Fienden slår tillbaka med 10:"}),
    "tolv-pv-strike": ({"health": 5, "attack": 10}, {"sv": "sedan slår den tillbaka med ⚔️ 10"}),
    "tolv-warn-cannot-pay": ({"attack": 10, "value": 4}, {"sv": "slå tillbaka med 10,"}),
    "tolv-warn-yield": ({"attack": 10, "value": 4}, {"sv": "slår fienden tillbaka med 10,"}),
    "tolv-warn-no-cards-you": ({"attack": 10}, {"sv": "slå tillbaka med 10,"}),
    "tolv-warn-no-cards-next": ({"attack": 10, "name": "Klas"}, {"sv": "slå tillbaka med 10,"}),
    "stats-rated": ({"rank": 1, "user": "Klas", "rating": 30, "played": 5, "wins": 3}, {"no": "3 seirer"}),
    "rules-tolv-fiender": ({}, {"no": "Tolv fiender er et samarbeidsspill: sammen beseirer dere fire knekter"}),
    "history-abandoned": ({}, {"no": "forlatt og stengt"}),
    "stats-vs-computer": ({"won": 3, "played": 5}, {"no": "Mot datamaskinen: vant 3 av 5"}),
    "error-too-many-aces": ({}, {"no": "Tre eller fire ess kan ikke spilles sammen."}),
    "seats-taken": ({"count": 3, "seats": "2–6", "min": 2, "max": 6}, {"no": "Spillere 3 (plass til 2–6)"}),
    "tolv-pv-exact": ({}, {"no": "☠️ Beseiret nøyaktig: "}),
    "history-empty-filtered": ({}, {"sv": "Inga avslutade partier passar med urvalet.",
                                    "da": "Ingen afsluttede spil passer til udvalget.",
                                    "no": "Ingen avsluttede spill passer til utvalget."}),
    "history-unknown": ({}, {"en": "/history", "sv": "kör /historik igen", "da": "kør /historik igen",
                             "no": "kjør /historikk på nytt"}),
    "cmd-history-mine": ({}, {"sv": "Bara partier jag har spelat"}),
}


@pytest.mark.parametrize("key", sorted(NATIVE_37))
def test_the_issue_37_reviews_wording(key):
    params, wants = NATIVE_37[key]
    for locale, want in wants.items():
        assert want in tr(locale, key.strip(), **params), (locale, tr(locale, key.strip(), **params))


def test_a_message_names_the_history_command_from_the_catalogue():
    for locale in LOCALES:
        source = texts(locale, "after")["history-unknown"]
        assert "/{ cmd-history }" in source, (locale, source)
    assert "lukkes automatisk" in tr("da", "table-stalled", name="Klas", since="x")


def test_the_tolv_legend_brings_cards_from_the_discard_pile_back():
    assert "♥ kort ur kasthögen tillbaka under leken" in tr("sv", "tolv-legend", back="🎴")
    assert "♥ kort fra kastebunken tilbage under trækbunken" in tr("da", "tolv-legend", back="🎴")


DA_GAME_OPTIONS = ("cmd-play-options-name", "cmd-play-options", "cmd-rules-desc", "options", "change-option",
                   "error-options-too-long", "error-option-unknown", "error-option-syntax", "options-saved")


def test_danish_says_spilindstillinger_for_a_games_options_and_indstillinger_only_for_the_command():
    """The /spil parameter, the lobby and the refusals say "spilindstilling(er)"; plain "indstilling"
    is left to /indstillinger (the player's own settings) and what it sets."""
    for key in DA_GAME_OPTIONS:
        assert "spilindstilling" in tr("da", key, max=500, game="Sänkpass", name="x", part="x").lower(), key
    plain = {key for file in FILES for key, text in texts("da", file).items()
             if re.search(r"(?<!spil)indstilling", text, re.IGNORECASE)}
    assert plain == {"cmd-settings", "hand-dm-failed"}, plain
    assert "spilindstillinger" in GLOSSARY.read_text("utf-8")


def test_the_sankpass_player_who_is_out_is_ude_and_solo_is_a_noun():
    assert "er ude, de andre spiller videre" in tr("da", "optdesc-on_match") and "går ud" not in tr(
        "da", "optdesc-on_match")
    assert "er ute, de andre spiller videre" in tr("no", "optdesc-on_match") and "går ut" not in tr(
        "no", "optdesc-on_match")
    for locale, word in (("sv", "i enmansspel"), ("da", "i solospil"), ("no", "i solospill")):
        assert word in tr(locale, "tolv-legend", back="🎴")
    assert tr("sv", "stats-coop-solo", solo=2, gold=1, silver=0, bronze=0).startswith("Enmansspel: 2 partier")
    assert tr("da", "stats-coop-solo", solo=2, gold=1, silver=0, bronze=0).startswith("Solospil: 2 spil")
    assert tr("no", "stats-coop-solo", solo=2, gold=1, silver=0, bronze=0).startswith("Solospill: 2 spill")


@pytest.mark.parametrize("locale", LOCALES)
def test_a_view_of_the_hand_stops_updating_not_the_hand(locale):
    view = {"en": "This hand view", "sv": "Den här visningen av din hand", "da": "Denne visning af din hånd",
            "no": "Denne visningen av hånden din"}[locale]
    for key in ("hand-replaced", "hand-expired"):
        assert tr(locale, key, link="x").startswith(view), key


@pytest.mark.parametrize("locale", LOCALES)
def test_deadwood_is_an_amount(locale):
    amount = {"en": "8 deadwood", "sv": "8 i överkort", "da": "8 point i løse kort",
              "no": "8 poeng dødvekt"}[locale]
    for key, params in (("gin-hand-shown", {"name": "Klas", "melds": "[…]", "cards": "A♥", "points": 8}),
                        ("gin-settle-knock", {"name": "Klas", "card": "K♠", "deadwood": 8}),
                        ("gin-arr-farg-gin", {"n": 1, "deadwood": 8, "blocked": "♦"}),
                        ("gin-hand-facts", {"deadwood": 8, "stock": 20})):
        assert amount in tr(locale, key, **params), key


@pytest.mark.parametrize("locale", LOCALES)
def test_the_legend_explains_every_icon_of_the_table_sigma_too(locale):
    legend = tr(locale, "tolv-legend", back="🎴")
    for icon in ("👹", "❤️", "⚔️", "🛡️", "🔒", "🔓", "🗡️", "💥", "☠️", "🏰", "⏭️", "🍺", "🔝", "🪦", "▶️", "💸",
                 "👉", "🏳️", "🚪", "🙋", "🙅", "⏱️", "Σ", "🏆", "💀", "🥇"):
        assert icon in legend, icon


GLOSSARY_TERMS = {  # the terms the glossary gained (issue 23): where the catalogues use them
    ("tolv-h-castle", "count"): {"en": "Castle", "sv": "Slottet", "da": "Borgen", "no": "Borgen"},
    ("option-start_card", None): {"en": "Start card", "sv": "Startkort", "da": "Startkort", "no": "Startkort"},
    ("gin-you-discard-out", None): {"en": "go out", "sv": "gå ut", "da": "gå ud", "no": "gå ut"},
    # issue 37: after the game
    ("replay-button", None): {"en": "Replay", "sv": "Repris", "da": "Genafspil", "no": "Reprise"},
    ("cmd-history", None): {"en": "history", "sv": "historik", "da": "historik", "no": "historikk"},
    ("rating-head", None): {"en": "rating", "sv": "rating", "da": "rating", "no": "rating"},
}


@pytest.mark.parametrize(("key", "param"), sorted(GLOSSARY_TERMS))
def test_the_glossarys_new_terms_are_the_catalogues(key, param):
    glossary = GLOSSARY.read_text("utf-8")
    for locale, word in GLOSSARY_TERMS[key, param].items():
        assert word.lower() in tr(locale, key, **({param: 2} if param else {})).lower(), (locale, key)
        assert word.lower() in glossary.lower()


# ---- no message nothing shows (issue 29) -------------------------------------------------------------
# Keys the code builds from a prefix and a value (an f-string or a concatenation): a key with one of
# these prefixes counts as shown. Each names what completes it; every other key must appear whole in
# the code (bot/, cogs/) or in another message ({ key }).
DYNAMIC = {
    "error-": "an engine refusal's code (bot.decide.moves.error_text; Tolv fiender's preview)",
    "game-": "a game id", "rules-": "a game id", "option-": "an option's name", "optdesc-": "an option's name",
    "optval-": "an option's value", "computer-": "a computer's level", "delivery-name-": "where a hand is kept",
    "language-": "a language code", "perm-": "a channel permission",
    "gin-await-": "what a gin hand awaits", "gin-you-": "what a gin hand awaits", "gin-move-": "a gin move",
    "gin-settle-": "how a gin hand ended", "gin-short-": "how a gin hand ended", "gin-result-": "a game id",
    "gin-sheet-rules-": "a game id", "gin-arr-": "a game id",
    "sank-ev-": "a Sänkpass event", "sank-result-": "why Sänkpass ended", "sank-ace-": "an ace's value",
    "tolv-ev-": "a Tolv fiender event", "tolv-await-": "what the table awaits", "tolv-result-": "a medal",
    "fish-end-": "why a fishing game ended", "fish-stock-": "a game id", "fish-q-miss-": "a game id",
    "ev-no-": "a game id", "phrase-": "a quick phrase's key (bot.core.phrases)",
}


def _code_strings() -> tuple[set[str], set[str]]:
    """The string literals in the bot's code, and the literal heads of the keys it builds."""
    import ast

    literals: set[str] = set()
    heads: set[str] = set()
    for path in [*ROOT.glob("bot/**/*.py"), *ROOT.glob("cogs/**/*.py")]:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                heads.add(str(node.values[0].value))
            elif isinstance(node, ast.BinOp) and isinstance(node.left, ast.Constant):
                heads.add(str(node.left.value))
    return literals, heads


def _engine_codes() -> set[str]:
    codes: set[str] = set()
    for path in ROOT.glob("engine/**/*.py"):
        text = path.read_text("utf-8")
        codes |= set(re.findall(r'(?:RulesError|SetupError)\(\s*"([a-z_]+)"', text))
        codes |= set(re.findall(r'code="([a-z_]+)"', text))
    return codes


def test_every_message_is_one_some_code_can_show():
    literals, heads = _code_strings()
    assert not [p for p in DYNAMIC if p not in heads], "a prefix the code no longer builds a key from"
    codes, games = _engine_codes(), [*GAME_NAMES]
    referenced: set[str] = set()
    for file in FILES:
        referenced |= set(re.findall(r"\{ *([a-z][\w-]*) *\}", (LOCALE_DIR / "en" / f"{file}.ftl").read_text("utf-8")))
    unused = []
    for file in FILES:
        for m in messages("en", file):
            key = m.id.name
            if key in literals or key in referenced:
                continue
            prefix = next((p for p in DYNAMIC if key.startswith(p)), None)
            if prefix == "error-":  # only a code the engine (or the bot, literally) raises
                code = key.removeprefix("error-")
                code = next((code.removeprefix(g + "-") for g in games if code.startswith(g + "-")), code)
                if code.replace("-", "_") in codes:
                    continue
            elif prefix is not None:
                continue
            unused.append(f"{file}.ftl {key}")
    assert not unused, "messages nothing shows (remove them from every catalogue):\n" + "\n".join(unused)
