"""Options typed in every language (issue 29): ``/play options:`` takes each value as its code or
as its label in any language the bot has a catalogue for, in any case; a refusal and ``/rules``
show exactly what may be typed, and what they show is accepted (no refusal that loops)."""

from __future__ import annotations

import re

import pytest

from bot.core.live import Refused
from bot.decide.lobby import check_new
from bot.render import screens
from bot.render.i18n import LOCALES, tr
from bot.render.options import locales, normal, parse_text, specs, typed_forms, value_label
from bot.render.ui import playable
from engine import get_game
from tests.bot_helpers import interaction_locale

CHOICES = [(g, s) for g in playable() for s in specs(g) if s.kind in ("bool", "choice")]
FORM = re.compile(r"`(\w+)=([^`]+)`")


def test_every_catalogue_counts():
    assert set(LOCALES) <= set(locales())


@pytest.mark.parametrize(("game", "spec"), CHOICES, ids=[f"{g}-{s.name}" for g, s in CHOICES])
def test_every_label_in_every_language_and_case_is_accepted(game, spec):
    for value in spec.choices:
        for written in locales():
            label = value_label(written, value)
            for typed in (label, label.upper(), label.lower(), label.title(), label.replace("’", "'")):
                for reader in locales():
                    got = parse_text(game, f"{spec.name}={typed}", reader)
                    assert got == {spec.name: value}, (written, typed, reader, got)
                    assert get_game(game).options(got).model_dump()[spec.name] == value


@pytest.mark.parametrize(("game", "spec"), CHOICES, ids=[f"{g}-{s.name}" for g, s in CHOICES])
def test_no_word_names_two_values_in_any_language(game, spec):
    """A label of one value is never, in another language, the label or code of another."""
    seen: dict[str, tuple[object, str]] = {}
    for loc in locales():
        for value in spec.choices:
            word = normal(value_label(loc, value))
            if word in seen:
                assert seen[word][0] == value, (word, seen[word], (value, loc))
            seen[word] = (value, loc)
    codes = {normal(str(v).lower()): v for v in spec.choices if not isinstance(v, bool)}
    for word, (value, loc) in seen.items():
        assert codes.get(word, value) == value, (word, value, loc)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("game", "spec"), CHOICES, ids=[f"{g}-{s.name}" for g, s in CHOICES])
def test_a_refusal_shows_what_may_be_typed_and_each_of_it_is_accepted(game, spec, locale):
    with pytest.raises(Refused) as refused:
        check_new(game, parse_text(game, f"{spec.name}=banana", locale), None, locale)
    text = tr(locale, refused.value.key, **refused.value.params)
    forms = FORM.findall(text)
    assert len(forms) == len(spec.choices), text
    got = set()
    for name, typed in forms:
        assert name == spec.name
        parsed = parse_text(game, f"{name}={typed}", locale)
        check_new(game, parsed, None, locale)  # accepted: no loop
        got.add(parsed[name])
    assert got == set(spec.choices), text


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", playable())
def test_rules_show_what_may_be_typed_for_each_choice(game, locale):
    shown = "\n".join(f.value for f in screens.rules(game, locale).fields)
    for g, spec in CHOICES:
        if g != game:
            continue
        for form in typed_forms(locale, spec):
            assert form in shown, (spec.name, form)
            name, typed = FORM.fullmatch(form).groups()
            assert name == spec.name and parse_text(game, f"{name}={typed}", locale)[name] in spec.choices


def test_a_norwegian_types_her_own_words():
    assert parse_text("sankpass", "jokers=nei reveal=ALDRI", "no")["jokers"] is False
    assert parse_text("go-fish", "history=alle trekk", "no") == {"history": "full"}


def test_labels_with_spaces_run_to_the_next_option():
    text = "on_match=Spelet slutar, jokers=NEJ  hand_size=5 reveal=player's choice deal=samme værdier"
    assert parse_text("sankpass", text, "sv") == {"on_match": "end", "jokers": False, "hand_size": 5,
                                                  "reveal": "choice", "deal": "fixed"}
    assert parse_text("go-fish", "history = alle træk ask_mode=ett kort", "da") == {"history": "full",
                                                                                  "ask_mode": "card"}
    assert parse_text("sankpass", "decks=AUTO jokers=ja", "da") == {"jokers": True}
    with pytest.raises(ValueError, match="hand_size"):
        parse_text("go-fish", "hand_size", "en")
    with pytest.raises(ValueError, match="oops"):
        parse_text("go-fish", "oops hand_size=5", "en")


async def test_a_swede_and_a_dane_type_their_own_words(world):
    bob = world.members[1]
    with interaction_locale("sv-SE"):
        r = await bob.slash(world.channel, "play", game="sankpass", options="jokers=nej on_match=Spelaren åker ut")
    assert not r.ephemeral, r.response.content
    (live,) = [lv for lv in world.service().live.values() if lv.rec.host_id == bob.id]
    assert live.rec.options == {"jokers": False, "on_match": "eliminate"}
    # refused in Danish with the Danish words to type, and the word it suggests opens the table
    with interaction_locale("da"):
        r = await bob.slash(world.channel, "play", game="go-fish", options="history=altid")
        assert r.ephemeral
        assert r.response.content == "Bordets hukommelse kan være: `history=seneste omgang`, `history=alle træk`."
        r = await bob.slash(world.channel, "play", game="go-fish", options="history=alle træk")
    assert not r.ephemeral, r.response.content
    assert {lv.rec.options.get("history") for lv in world.service().live.values() if lv.rec.host_id == bob.id} \
        >= {"full"}


def test_a_new_languages_catalogue_is_read_without_naming_it(tmp_path, monkeypatch):
    """A catalogue folder the code does not list yet (Norwegian, say) is loaded, and its words are
    accepted in /play options: the mechanism reads whatever catalogues exist."""
    import shutil
    from importlib import resources

    from bot.render import i18n, options

    root = tmp_path / "locales"
    shutil.copytree(str(resources.files("bot.render.locales")), root)
    (root / "nb").mkdir()
    (root / "nb" / "main.ftl").write_text("optval-yes = ja\noptval-no = nei\n", "utf-8")

    def clear() -> None:
        i18n.catalog.cache_clear()
        i18n._tr_cached.cache_clear()
        options.words.cache_clear()

    monkeypatch.setattr(i18n.resources, "files", lambda package: root)
    clear()
    try:
        assert "nb" in options.locales()
        assert parse_text("sankpass", "jokers=Nei start_card=JA", "en") == {"jokers": False, "start_card": True}
    finally:
        monkeypatch.undo()
        clear()
    assert "nb" not in options.locales()
