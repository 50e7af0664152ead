"""Norsk (bokmål), issue 31, end to end through simcord: a player whose Discord speaks Norwegian (the
locale ``no``) reads their hand and every private answer in Norwegian at a table whose public language
is another; ``/play language:no``, a Norwegian server and the server setting give a Norwegian table."""

from __future__ import annotations

import discord

from bot.render.i18n import tr
from tests.bot_helpers import (
    card_labels,
    custom_ids,
    embed_text,
    interaction_locale,
    open_table,
    seat_of,
    stacked,
)

STOCK = ["3C", "KC", "QC", "JC"]
ALICE = ["AS", "AH", "2S", "2H", "2D"]
BOB = ["JS", "QH", "KD", "2C", "5S"]  # the court cards read Kn D K in Norwegian


def cid(message, part):
    return next(c for c in custom_ids(message) if f":{part}:" in c)


def norwegian(text: str) -> bool:
    """The hand view's own words in Norwegian, none in Swedish or English."""
    return (tr("no", "your-hand") in text and tr("sv", "your-hand") not in text
            and tr("en", "your-hand") not in text)


async def test_a_norwegian_hand_and_private_messages_at_a_swedish_table(world):
    alice, bob, _ = world.members
    stacked(world, {0: ALICE, 1: BOB}, STOCK)
    r = await alice.slash(world.channel, "play", game="finns-i-sjon", language="sv", options="hand_size=5")
    lobby = r.response.message
    with interaction_locale("no"):
        r = await bob.slash(world.channel, "settings", hand="dm")  # a private answer, in Norwegian
        assert r.response.ephemeral
        assert tr("no", "settings-hand", mode=tr("no", "delivery-name-dm")) in r.response.content
        await bob.click(lobby, custom_id=cid(lobby, "join"))
    await alice.click(lobby, custom_id=cid(lobby, "start"))
    live = next(lv for lv in world.service().live.values() if lv.rec.status == "playing")
    assert live.rec.locale == "sv"

    table = world.table_message()  # the public table speaks the table's language
    text = embed_text(table)
    assert tr("sv", "turn-of", name="alice") in text and "Sjön" in text and "Min hand" in text
    assert "Sjøen" not in text and "står for tur" not in text

    dm = bob.user.dm_channel.history()[-1]  # bob's hand, kept in his DMs: Norwegian
    assert norwegian(embed_text(dm)) and {"Kn♠", "D♥", "K♦"} <= card_labels(embed_text(dm))
    assert tr("no", "turn-of", name="alice") in embed_text(dm)

    with interaction_locale("no"):  # bob opens his hand at the table too: Norwegian, privately
        r = await bob.click(table, label="Min hand")
        assert r.response.ephemeral and norwegian(embed_text(r.response))
        r = await bob.slash(world.channel, "play", game="go-fish", options="hand_size=banana")  # a refusal
        assert r.response.ephemeral
        assert r.response.content.startswith(tr("no", "option-hand_size") + " må være et helt tall fra 1 til ")
        r = await bob.slash(world.channel, "rules", game="finns-i-sjon")
        assert r.response.ephemeral and "Svensk Hopp i havet" in embed_text(r.response)

    # alice (English) asks bob for aces: he has none, and the Swedish table says so in Swedish
    hand = (await alice.click(table, label="Min hand")).response.message
    assert tr("en", "your-hand") in embed_text(hand)
    await alice.click(hand, custom_id=cid(hand, "rank").rsplit(":", 1)[0] + ":A")
    assert "”Finns i sjön!”" in embed_text(world.table_message())
    dm = bob.user.dm_channel.history()[-1]  # bob's DM hand follows, still in Norwegian
    assert live.state.turn == seat_of(bob)
    assert norwegian(embed_text(dm)) and tr("no", "fish-your-turn-rank", target="alice") in embed_text(dm)


async def test_play_language_no_gives_a_norwegian_table_and_each_reader_their_own_hand(world):
    alice, bob, _ = world.members
    stacked(world, {0: ALICE, 1: BOB}, STOCK)
    live = await open_table(world, "go-fish", players=2, language="no", options="hand_size=5")
    assert live.rec.locale == "no"
    table = world.table_message()
    text = embed_text(table)
    assert tr("no", "turn-of", name="alice") in text and "Trekkbunken" in text
    assert {"Min hånd", "Hele loggen"} <= {getattr(c, "label", None) for row in table.components
                                           for c in row.children}
    r = await alice.click(table, label="Min hånd")  # alice's Discord is English: her hand is English
    assert tr("en", "your-hand") in embed_text(r.response) and not norwegian(embed_text(r.response))
    with interaction_locale("no"):
        r = await bob.click(table, label="Min hånd")
    assert norwegian(embed_text(r.response)) and {"Kn♠", "D♥", "K♦"} <= card_labels(embed_text(r.response))
    # alice asks bob for aces: «Gå og fisk!» on the table
    hand = (await alice.click(table, label="Min hånd")).response.message
    await alice.click(hand, custom_id=cid(hand, "rank").rsplit(":", 1)[0] + ":A")
    assert "«Gå og fisk!»" in embed_text(world.table_message())


async def test_a_norwegian_server_and_the_server_setting_give_norwegian_tables(world):
    guild = world.env.create_guild("Norsk server", preferred_locale="no")
    channel = guild.create_text_channel("kort")
    a = guild.add_member(world.env.create_user("astrid"))
    with interaction_locale("en-US", guild_locale="no"):
        r = await a.slash(channel, "play", game="sankpass")
    text = embed_text(r.response)
    assert "Sänkpass – lobby" in text and "Spillere 1 (plass til 2–10)" in text

    # /settings language:no on an English server: Manage Server only, and answered in Norwegian
    admin = world.guild.create_role("admin", permissions=discord.Permissions(manage_guild=True))
    ola = world.guild.add_member(world.env.create_user("ola"), roles=[admin])
    with interaction_locale("no"):
        r = await world.members[0].slash(world.channel, "settings", language="no")
        assert r.response.ephemeral and r.response.content == tr("no", "error-manage-guild")
        r = await ola.slash(world.channel, "settings", language="no")
    assert r.response.ephemeral and tr("no", "settings-language", language="Norsk") in r.response.content
    assert await world.service().storage.guild_locale(world.guild.id) == "no"
    r = await world.members[0].slash(world.channel, "play", game="tolv-fiender")  # an English member
    assert "Tolv fiender – lobby" in embed_text(r.response) and "Spillere 1 (plass til 1–4)" in embed_text(r.response)
    r = await world.members[0].slash(world.channel, "settings")
    assert tr("en", "settings-language", language="Norsk") in r.response.content
