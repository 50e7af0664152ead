"""The four-colour deck and the aces' faces (issue 23): ♠ black, ♥ red, ♦ blue, ♣ green as a second
set of faces; a per-user choice in /settings that colours what only that user sees (the public
table stays the ordinary deck for everyone); text cards with an equivalent (🔷 ☘️); and the ace's
letter kept apart from its pip at Discord's emoji size."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.render import cardfaces
from bot.render.emojis import OUR_NAME, emoji_name
from bot.render.i18n import card_label, card_text, deck, set_card_faces, suit_label, text_cards
from tests.bot_helpers import custom_ids, embed_text, open_table, seat_of, stacked
from tests.test_render_limits import faces

EMOJI_PX = 22  # Discord's inline emoji size


def shapes(key: str, size: int = EMOJI_PX, colour: str = "red") -> int:
    """How many separate shapes of ``colour`` a face shows at ``size`` px (8-connected, strongly
    coloured pixels)."""
    img = Image.open(io.BytesIO(cardfaces.png(key))).convert("RGBA").resize((size, size), Image.LANCZOS)
    px = img.load()
    channel = {"red": 0, "green": 1, "blue": 2}[colour]

    def strong(p: tuple[int, int, int, int]) -> bool:
        others = [p[i] for i in range(3) if i != channel]
        return p[3] > 200 and p[channel] - max(others) > 80

    todo = {(x, y) for x in range(size) for y in range(size) if strong(px[x, y])}
    count = 0
    while todo:
        count += 1
        stack = [todo.pop()]
        while stack:
            x, y = stack.pop()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (x + dx, y + dy) in todo:
                        todo.discard((x + dx, y + dy))
                        stack.append((x + dx, y + dy))
    return count


@pytest.mark.parametrize(("key", "colour"), [("AH", "red"), ("AD", "red"), ("fAD", "blue")])
def test_the_aces_letter_and_its_pip_stay_two_shapes_at_emoji_size(key, colour):
    assert shapes(key, colour=colour) == 2
    assert shapes(key, 32, colour) == 2


def test_the_four_colour_deck_is_a_second_set_of_faces_within_discords_budget():
    keys = cardfaces.face_keys()
    assert len(keys) == len(set(keys)) == 105 <= 2000  # 71 ordinary + 34: diamonds and clubs again
    four = [k for k in keys if k.startswith("f")]
    assert len(four) == 34 and all(k[-1] in "DC" for k in four)
    for k in keys:
        name = emoji_name(k, cardfaces.ART_VERSION)
        assert OUR_NAME.fullmatch(name) and OUR_NAME.fullmatch(name)["key"] == k and len(name) <= 32
    # its diamonds are blue, its clubs green, where the ordinary deck has red and black
    assert shapes("fQD", colour="blue") >= 1 and shapes("QD", colour="blue") == 0
    assert shapes("fsC", 64, "green") >= 1 and shapes("sC", 64, "green") == 0
    assert shapes("f7C", colour="green") >= 1 and shapes("7C", colour="green") == 0


def test_cards_render_in_the_readers_deck():
    set_card_faces(faces())
    try:
        v = cardfaces.ART_VERSION
        assert f"c{v}_QD:" in card_label("en", "QD") and f"c{v}_sC:" in suit_label("C")
        with deck(True):
            assert f"c{v}_fQD:" in card_label("en", "QD") and f"c{v}_fKnC:" in card_label("sv", "JC")
            assert f"c{v}_QS:" in card_label("en", "QS") and f"c{v}_QH:" in card_label("en", "QH")
            assert f"c{v}_fsC:" in suit_label("C") and f"c{v}_sS:" in suit_label("S")
            assert text_cards(card_label("en", "QD")) == "Q🔷"
        assert f"c{v}_QD:" in card_label("en", "QD"), "only inside the block"
    finally:
        set_card_faces(None)
    # text cards: Discord cannot colour text, so the four-colour deck's ♦ and ♣ are other signs
    assert (card_text("en", "KC"), card_text("en", "KD"), card_text("en", "KS")) == ("K♧", "K♦", "K♤")
    with deck(True):
        assert (card_text("en", "KC"), card_text("en", "KD"), card_text("en", "KS")) == ("K☘️", "K🔷", "K♤")


async def test_four_colours_are_one_players_choice_for_what_only_they_see(world):
    alice, bob, _ = world.members
    stacked(world, {0: ["QD", "QC", "3S", "4H", "5D"], 1: ["KD", "KC", "6S", "7H", "8D"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "2C", "2D"], first=0)
    r = await alice.slash(world.channel, "settings", deck="four")
    assert r.ephemeral and "four colours: ♠ black, ♥ red, ♦ blue, ♣ green" in r.response.content
    assert await world.service().storage.four_colour(alice.id) is True
    await open_table(world, "finns-i-sjon", options="hand_size=5")
    v = cardfaces.ART_VERSION

    def faces(response: Any) -> set[str]:
        """The face emojis of a hand view's card buttons (the buttons are the hand)."""
        return {c.emoji.name for row in response.message.components for c in row.children if getattr(c, "emoji", None)}

    mine = (await alice.click(world.table_message(), label="My hand")).response
    assert {f"c{v}_fQD", f"c{v}_fQC", f"c{v}_3S"} <= faces(mine)
    theirs = (await bob.click(world.table_message(), label="My hand")).response
    assert f"c{v}_KD" in faces(theirs) and not any("_fK" in f for f in faces(theirs))
    # the public table is the same message for everyone: the ordinary deck
    assert "_f" not in embed_text(world.table_message()) and not any("_f" in c for c in custom_ids(mine))
    # kept over a restart (stored), and known as the tables load: the first view after the
    # restart is answered in four colours at once (not in the ordinary deck, then redrawn)
    await world.restart()
    mine = (await alice.click(world.table_message(), label="My hand")).response
    assert f"c{v}_fQD" in faces(mine) and f"c{v}_QD" not in faces(mine)
    theirs = (await bob.click(world.table_message(), label="My hand")).response
    assert f"c{v}_KD" in faces(theirs) and not any("_fK" in f for f in faces(theirs))
    await alice.slash(world.channel, "settings", deck="two")
    mine = (await alice.click(world.table_message(), label="My hand")).response
    assert f"c{v}_QD" in faces(mine) and seat_of(alice)
