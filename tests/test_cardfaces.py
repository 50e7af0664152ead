"""The card faces as images: every card, the jokers and the back; size; red apart from black;
still distinct when shrunk to Discord's inline emoji size; the text fallback."""

from __future__ import annotations

import io
import itertools
import re

import discord
import pytest
from PIL import Image, ImageChops, ImageStat

from bot.render import cardfaces
from bot.render.emojis import OUR_NAME, emoji_name
from bot.render.i18n import card_label, card_text, cards_label, face_key, set_card_faces, suit_label, with_suits
from bot.render.i18n import deck as card_deck
from bot.render.ui.base import add_lines
from engine.cards import deck

INLINE = 22  # px: a custom emoji inline in Discord's message text
DARK, LIGHT = (49, 51, 56), (255, 255, 255)  # Discord's message background, dark and light theme


def image(key: str) -> Image.Image:
    return Image.open(io.BytesIO(cardfaces.png(key)))


def test_every_card_of_every_locale_has_a_face_and_a_valid_emoji_name():
    keys = cardfaces.face_keys()
    assert len(keys) == len(set(keys))
    needed = {face_key(loc, c) for loc in ("en", "sv", "da", "no") for c in deck(jokers=True)}
    assert len({face_key("en", c) for c in deck(jokers=True)}) == 54  # 52 cards and two jokers
    with card_deck(True):  # the four-colour deck's own diamonds and clubs (issue 23)
        needed |= {face_key(loc, c) for loc in ("en", "sv", "da", "no") for c in deck(jokers=True)}
    assert needed | {"back", "sS", "sH", "sD", "sC", "fsD", "fsC"} == set(keys)
    for key in keys:
        name = emoji_name(key, cardfaces.ART_VERSION)
        assert re.fullmatch(r"[A-Za-z0-9_]{2,32}", name) and OUR_NAME.fullmatch(name), name


@pytest.mark.parametrize("key", cardfaces.face_keys())
def test_a_face_is_a_small_square_png_that_stands_on_both_themes(key):
    data = cardfaces.png(key)
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 256 * 1024  # Discord's emoji limit
    img = image(key)
    assert img.size == (128, 128) and img.mode == "RGBA"
    assert img.getpixel((0, 0))[3] == 0  # rounded corners: transparent outside the card
    if key.removeprefix("f").startswith("s"):
        return  # a bare suit sign: its halo is checked below
    # a white card with a dark outline: light against the dark theme, outlined against the light one
    r, g, b, a = img.getpixel((64, 5))  # on the outline, top middle
    assert a == 255 and max(r, g, b) < 90
    if key != "back":  # the back is a blue field inside its white margin
        inside = list(pixels(img.crop((12, 12, 116, 116))))
        assert sum(min(p) > 230 for p in inside) > 0.45 * len(inside)  # mostly white card


def pixels(img: Image.Image):
    """(r, g, b) of every pixel (Image.getdata is deprecated from Pillow 13)."""
    data = img.convert("RGB").tobytes()
    return zip(data[0::3], data[1::3], data[2::3], strict=True)


def ink(key: str) -> tuple[int, int]:
    """(red, black) pixel counts on the face, the outline and the card's white excluded."""
    img = image(key).convert("RGB").crop((12, 12, 116, 116))
    red = black = 0
    for r, g, b in pixels(img):
        if r > 150 and g < 90 and b < 90:
            red += 1
        elif max(r, g, b) < 60:
            black += 1
    return red, black


@pytest.mark.parametrize("rank", ["A", "7", "10", "Q", "Kn"])
def test_red_suits_are_red_and_black_suits_black(rank):
    for suit in "HD":
        red, black = ink(rank + suit)
        assert red > 600 and black == 0, (rank + suit, red, black)
    for suit in "SC":
        red, black = ink(rank + suit)
        assert black > 600 and red == 0, (rank + suit, red, black)
    assert ink("X2")[0] > 600 and ink("X1") == (0, ink("X1")[1]) and ink("X1")[1] > 600


def test_the_bare_black_suit_signs_have_a_white_halo_for_the_dark_theme():
    for suit in "SC":
        img = image("s" + suit)
        on_dark = Image.new("RGB", img.size, DARK)
        on_dark.paste(img, (0, 0), img)
        light = sum(1 for p in pixels(on_dark) if min(p) > 200)
        assert light > 800, (suit, light)


def small(key: str, background=DARK) -> Image.Image:
    img = image(key).resize((INLINE, INLINE), Image.LANCZOS)
    out = Image.new("RGB", img.size, background)
    out.paste(img, (0, 0), img)
    return out.convert("L")


def test_faces_stay_apart_at_inline_emoji_size():
    """Shrunk to 22 px, every two faces of one colour still differ clearly; spade and club of one
    rank (the pair that looked alike) by a visible margin too."""
    faces = [k for k in cardfaces.face_keys() if not k.removeprefix("f").startswith("s")]
    four = {k[1:]: k for k in faces if k.startswith("f")}  # the four-colour deck's own faces
    shrunk = {k: small(k) for k in faces}

    def diff(a: str, b: str) -> float:
        return ImageStat.Stat(ImageChops.difference(shrunk[a], shrunk[b])).mean[0]

    # within each deck (the ordinary one, and the four-colour one: its ♦ ♣ faces, the rest shared)
    for keys in ([k for k in faces if not k.startswith("f")],
                 [four.get(k, k) for k in faces if not k.startswith("f")]):
        closest = min(itertools.combinations(keys, 2), key=lambda p: diff(*p))
        assert diff(*closest) > 2.0, closest
    for rank in cardfaces.RANK_GLYPHS:
        assert diff(rank + "S", rank + "C") > 6.0, rank


def test_drawing_is_deterministic():
    assert cardfaces.draw("QS").tobytes() == cardfaces.draw("QS").tobytes()


def test_text_cards_keep_black_suits_off_discords_emoji():
    """Without faces: ♤ ♧ (no emoji in Unicode, so Discord leaves them as text) and ♥ ♦."""
    assert [card_text("en", c) for c in ("QS", "10C", "AH", "KD")] == ["Q♤", "10♧", "A♥", "K♦"]
    assert card_label("en", "QS") == "Q♤" and suit_label("S") == "♤"
    assert with_suits("♠ 🛡️ and ♣ ×2, ♥ ♦") == "♤ 🛡️ and ♧ ×2, ♥ ♦"
    assert not {"♠", "♣"} & set(card_label("sv", "JS") + card_label("da", "AC"))


def test_long_card_lists_are_shortened_by_whole_faces():
    """A face is ~30 characters of markup: a full pile or a long settlement must never cut one."""
    set_card_faces({k: discord.PartialEmoji(name=emoji_name(k, 1), id=10**18 + i)
                    for i, k in enumerate(cardfaces.face_keys())})
    pile = deck()[:52]
    text = cards_label("en", pile, limit=1024)
    assert len(text) <= 1024 and text.startswith("… ")
    shown = text[2:].split(" ")
    assert shown == [card_label("en", c) for c in pile[-len(shown):]]  # the newest cards, whole
    e = discord.Embed()
    lines = [cards_label("en", pile[i:i + 10]) for i in range(0, 50, 10)]
    add_lines(e, "Last hand", lines)
    assert e.fields[0].name == "Last hand" and len(e.fields) > 1
    assert all(len(f.value) <= 1024 for f in e.fields)
    assert "\n".join(f.value for f in e.fields) == "\n".join(lines)


def test_rules_errors_name_cards_as_cards():
    from bot.render.i18n import card_params

    assert card_params("sv", {"card": "JS", "cards": ["AH", "X1"], "name": "bob"}) == {
        "card": "Kn♤", "cards": "A♥ 🃏", "name": "bob"}
    assert card_params("en", {"card": "not a card", "cards": ["ZZ"]}) == {"card": "not a card", "cards": ["ZZ"]}
