"""End to end through simcord: warnings before a losing move, results that say why, and Tolv
fiender's legend (issue 10, points 6 and 9)."""

from __future__ import annotations

from typing import Any

import discord

from bot.render.i18n import tr
from tests.bot_helpers import embed_text, interaction_locale, open_table, seat_of
from tests.test_bot_tolv_fiender import buttons, pick, stack, visible

GAME = "tolv-fiender"


def legend(loc: str) -> str:
    """The legend as a player reads it (cards in the tests' notation: the back as 🎴)."""
    return tr(loc, "tolv-legend", back="🎴")


def labels(message: Any) -> list[str]:
    """The words on a view's buttons (the cards' buttons have none: their faces)."""
    return [b["label"] for b in buttons(message) if b["label"]]


async def test_a_play_the_hand_cannot_survive_asks_first_and_the_result_says_why(world):
    alice, bob = world.members[:2]
    # J♦ strikes for 10; alice's hand is worth 15: after 6♥ only 9 is left to pay with
    stack(world, {0: ["AS", "AH", "2S", "2H", "AC", "2C", "6H"], 1: ["7S", "6D", "5C", "4H", "3S", "2D", "9C"]},
          [], ["JD", "QS"])
    live = await open_table(world, GAME, players=2)
    ha = (await alice.click(world.table_message(), label="My hand")).response.message
    ha = await pick(world, alice, ha, ["6H"])
    assert "⚠️ With this move the table loses." in embed_text(ha)  # the preview says so before any click
    before = live.state.model_dump_json()

    r = await alice.click(ha, label="Play")
    ha = visible(world, alice, r.response.message)
    text = embed_text(ha)
    assert tr("en", "tolv-warn-cannot-pay", attack=10, value=9) in text
    assert "strike back for 10" in text and "worth 9" in text
    assert labels(ha)[:2] == ["Play anyway", "Back"]
    assert live.state.model_dump_json() == before  # nothing happened yet

    r = await alice.click(ha, label="Back")  # back to choosing: the selection is kept
    ha = visible(world, alice, r.response.message)
    assert "Play anyway" not in labels(ha) and "⚠️ With this move the table loses." in embed_text(ha)
    assert [b["name"] for b in buttons(ha) if b["style"] == discord.ButtonStyle.success] == ["6♥"], "still chosen"
    assert live.state.model_dump_json() == before

    await alice.click(ha, label="Play")
    await alice.click(visible(world, alice, ha), label="Play anyway")
    assert live.state.phase == "ended" and live.state.result["reason"] == "cannot_pay"
    assert live.state.result["due"] == 10 and live.state.result["hand_value"] == 9
    line = "The table lost after defeating 0 enemies: alice could not cover a strike of 10 with a hand worth 9."
    assert line in embed_text(world.table_message())
    assert line in embed_text(visible(world, alice, ha))


async def test_a_safe_play_goes_through_at_once(world):
    alice, bob = world.members[:2]
    stack(world, {0: ["AS", "AH", "2S", "2H", "AC", "2C", "6H"], 1: ["7S", "6D", "5C", "4H", "3S", "2D", "9C"]},
          [], ["JD", "QS"])
    live = await open_table(world, GAME, players=2)
    ha = (await alice.click(world.table_message(), label="My hand")).response.message
    ha = await pick(world, alice, ha, ["AS"])
    assert "the table loses" not in embed_text(ha)
    await alice.click(ha, label="Play")
    assert live.state.awaiting == "pay" and live.state.turn == seat_of(alice)


async def test_yielding_into_a_strike_the_hand_cannot_cover_asks_first(world):
    alice, bob = world.members[:2]
    # Q♥ strikes for 15; alice's hand is worth 10 (in Swedish, the reader's language)
    stack(world, {0: ["AS", "AH", "AD", "AC", "2S", "2H", "2D"], 1: ["7S", "6D", "5C", "4H", "3S", "9D", "9C"]},
          [], ["QH", "KS"])
    live = await open_table(world, GAME, players=2)
    with interaction_locale("sv-SE"):
        ha = (await alice.click(world.table_message(), label="My hand")).response.message
        r = await alice.click(ha, label=tr("sv", "tolv-yield"))
        ha = visible(world, alice, r.response.message)
        assert tr("sv", "tolv-warn-yield", attack=15, value=10) in embed_text(ha)
        assert "slår fienden tillbaka med 15" in embed_text(ha)
        assert live.state.awaiting == "play"
        await alice.click(ha, label="Stå över ändå")
    assert live.state.result["reason"] == "cannot_pay" and live.state.result["due"] == 15


async def test_the_legend_answers_privately_in_the_readers_language_and_is_in_rules(world):
    alice, bob, cara = world.members
    stack(world, {0: ["AS", "AH", "2S", "2H", "AC", "2C"], 1: ["7S", "6D", "5C", "4H", "3S", "2D"],
                  2: ["10S", "10H", "9D", "8C", "7H", "6S"]}, [], ["JD"])
    await open_table(world, GAME)
    table = world.table_message()
    assert "🂠" not in embed_text(table)
    assert "🎴" in embed_text(table)
    for locale, loc in (("en-US", "en"), ("sv-SE", "sv"), ("da", "da"), ("no", "no")):
        with interaction_locale(locale):
            r = await cara.click(table, label="?")
        assert r.ephemeral
        text = embed_text(r.response)
        assert tr(loc, "legend") in text and legend(loc) in text
        assert "🎴" in text and "🪦" in text and "🍺" in text
        # the card back and the suits are the faces the table shows (no bare ♠ ♣ to vanish)
        shown = r.response.embeds[0].description
        assert shown.count("<:") == 5 and not {"♠", "♣", "🎴"} & set(shown)
    # a passer-by (not seated) may read it too
    outsider = world.guild.add_member(world.env.create_user("dan"))
    r = await outsider.click(table, label="?")
    assert r.ephemeral and legend("en") in embed_text(r.response)
    r = await alice.slash(world.channel, "rules", game=GAME)
    assert legend("en") in embed_text(r.response)
    assert "🂠" not in embed_text(r.response)
