"""``/history`` end to end through simcord (issue 30): this server's finished games newest first,
each with its players, result and date, filtered by game and "only mine", in pages, each opening
its replay; in DMs the reader's own games on every server, with no other member's name; in
English, Swedish and Danish; forged clicks answered as unknown."""

from __future__ import annotations

from typing import Any

from bot.storage.history import PAGE
from tests.bot_helpers import act, custom_ids, embed_text, interaction_locale, open_table, seat_of, stacked
from tests.replay_helpers import finish_go_fish
from tests.test_bot_concurrency import emit_custom


def emit_button(world: Any, member: Any, message: Any, custom_id: str) -> Any:
    """A click on a button of ``message`` whose custom_id is ``custom_id`` (a hand-built payload)."""
    import copy

    import simcord.interactions
    from simcord.backend import serializers
    from simcord.results import InteractionResult

    backend = world.env.backend
    stored = backend.get_message(message.channel.id, message.id)
    shown = copy.deepcopy(dict(serializers.message_payload(backend, stored)))
    button = next(c for row in shown["components"] for c in row["components"] if c["type"] == 2)
    button["custom_id"] = custom_id
    record, payload = simcord.interactions.base_payload(
        backend, type=3, channel_id=message.channel.id, guild_id=world.guild.id, user_id=member.id,
        data={"custom_id": custom_id, "component_type": 2})
    payload["message"] = shown
    record.source_message_id = stored.id
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(world.env, record)


def cid(message: Any, op: str, end: str = "") -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c and c.endswith(end))


async def finish_finns_by_leaving(world: Any) -> Any:
    """alice and bob only: alice leaves at once, bob wins."""
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, [], first=0)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    assert await act(world, live, seat_of(world.members[0]), {"type": "leave"})
    await world.settle()
    assert live.rec.status == "ended"
    return live


async def test_history_lists_this_servers_finished_games_filters_pages_and_opens_replays(world):
    alice, bob, cara = world.members
    fish = await finish_go_fish(world)
    finns = await finish_finns_by_leaving(world)
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, [], first=0)
    await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")  # still being played: not listed
    r = await cara.slash(world.channel, "history")
    assert r.response.ephemeral
    page = r.response.message
    text = embed_text(page)
    assert text.index(f"`#{finns.id}`") < text.index(f"`#{fish.id}`")  # newest first
    assert f"`#{finns.id + 1}`" not in text
    assert "alice, bob · 🏆 bob" in text and "alice, bob, cara · 🏆 alice" in text
    assert "<t:" in text  # the date, in each reader's own time zone and language
    assert "all games · everyone’s · page 1 of 1" in text
    # only mine: cara did not play the Finns i sjön game
    r = await cara.click(page, custom_id=cid(page, "history", ".t"))
    mine = embed_text(r.response.message)
    assert f"`#{fish.id}`" in mine and f"`#{finns.id}`" not in mine and "only mine" in mine
    page = r.response.message
    r = await cara.click(page, custom_id=cid(page, "history", ".t"))  # back to everyone's
    page = r.response.message
    assert "everyone’s" in embed_text(page)
    # one game, by the select (and the slash option)
    r = await cara.select(page, ["finns-i-sjon"], custom_id=cid(page, "history_game"))
    one = embed_text(r.response.message)
    assert f"`#{finns.id}`" in one and f"`#{fish.id}`" not in one and "Finns i sjön · everyone’s" in one
    r = await cara.slash(world.channel, "history", game="go-fish", mine=True)
    assert f"`#{fish.id}`" in embed_text(r.response) and f"`#{finns.id}`" not in embed_text(r.response)
    # a line opens the game's replay, privately
    page = (await cara.slash(world.channel, "history")).response.message
    r = await cara.select(page, [str(fish.id)], custom_id=cid(page, "history_open"))
    assert r.response.ephemeral and "Go Fish – replay" in embed_text(r.response.message)
    assert "The deal · 3 moves" in embed_text(r.response.message)
    # pages of PAGE games
    for _ in range(PAGE):
        await finish_go_fish(world)
    r = await alice.slash(world.channel, "history")
    first = r.response.message
    assert "page 1 of 2" in embed_text(first) and embed_text(first).count("`#") == PAGE
    r = await alice.click(first, custom_id=cid(first, "history", ".n"))
    second = r.response.message
    assert "page 2 of 2" in embed_text(second) and embed_text(second).count("`#") == 2
    assert f"`#{fish.id}`" in embed_text(second)  # the oldest, last
    r = await alice.click(second, custom_id=cid(second, "history", ".p"))
    assert "page 1 of 2" in embed_text(r.response.message)


async def test_history_in_dms_lists_my_games_on_every_server_without_other_members_names(world):
    alice, bob, cara = world.members
    fish = await finish_go_fish(world)
    # a second server where alice plays dan
    other = world.env.create_guild()
    channel = other.create_text_channel("games")
    alice2 = other.add_member(alice.user)
    dan = other.add_member(world.env.create_user("dan"))
    world.channel, world.members[:] = channel, [alice2, dan, cara]
    try:
        elsewhere = await finish_finns_by_leaving(world)
    finally:
        world.channel, world.members[:] = world.guild.channels["cards"], [alice, bob, cara]
    r = await alice.user.slash("history")
    assert r.response.ephemeral
    page = r.response.message
    text = embed_text(page)
    assert "Your finished games" in text and f"`#{fish.id}`" in text and f"`#{elsewhere.id}`" in text
    for name in ("bob", "cara", "dan"):
        assert name not in text, name
    assert "alice, Player 2, Player 3 · 🏆 alice" in text and "alice, Player 2 · 🏆 Player 2" in text
    assert ":history:" in " ".join(custom_ids(page)) and ".t" not in " ".join(custom_ids(page))  # no "only mine"
    # its replay opens there too, with the same discretion
    r = await alice.user.select(page, [str(elsewhere.id)], custom_id=cid(page, "history_open"))
    shown = embed_text(r.response.message)
    assert "Finns i sjön – replay" in shown and "dan" not in shown and "Player 2" in shown
    # bob's DMs list only bob's games
    r = await bob.user.slash("history")
    assert f"`#{fish.id}`" in embed_text(r.response) and f"`#{elsewhere.id}`" not in embed_text(r.response)


async def test_history_speaks_swedish_danish_and_norwegian(world):
    await finish_go_fish(world)
    with interaction_locale("sv-SE"):
        r = await world.members[2].slash(world.channel, "history")
    assert "Avslutade partier" in embed_text(r.response) and "alla spel · allas · sida 1 av 1" in embed_text(r.response)
    with interaction_locale("da"):
        r = await world.members[2].slash(world.channel, "history")
    assert "Afsluttede spil" in embed_text(r.response) and "alle spil · alles · side 1 af 1" in embed_text(r.response)
    with interaction_locale("no"):
        r = await world.members[2].slash(world.channel, "history")
    assert "Avsluttede spill" in embed_text(r.response) and "alle spill · alles · side 1 av 1" in embed_text(r.response)
    r = await world.members[0].slash(world.channel, "history", game="sankpass")
    assert "No finished games match." in embed_text(r.response)


async def test_forged_history_clicks_are_answered_as_unknown(world):
    alice, bob, cara = world.members
    await finish_go_fish(world)
    other = world.env.create_guild()
    channel = other.create_text_channel("games")
    world.channel, world.members[:] = channel, [other.add_member(alice.user), other.add_member(bob.user), cara]
    try:
        elsewhere = await finish_finns_by_leaving(world)
    finally:
        world.channel, world.members[:] = world.guild.channels["cards"], [alice, bob, cara]
    page = (await cara.slash(world.channel, "history")).response.message
    open_id = cid(page, "history_open")
    for values in ([str(elsewhere.id)], ["99999999999999999999"], ["12x"], [str(elsewhere.id + 50)]):
        r = await emit_custom(world, cara, page, open_id, values)
        assert r.response.ephemeral and r.response.content == "There is no such finished game here.", values
        assert not r.response.embeds
    for arg in ("9.all.a.n", "0.nogame.a", "0.all.z", "x", "1" * 30 + ".all.a"):
        r = emit_button(world, cara, page, f"ctb:0:0:history:{arg}")
        await world.settle()
        assert r.response.ephemeral and "run /history again" in r.response.content and not r.response.embeds, arg
    # in DMs, a game the reader did not play (cara was not at the other server's table)
    dm_page = (await cara.user.slash("history")).response.message
    r = await emit_custom(world, cara.user, dm_page, cid(dm_page, "history_open"), [str(elsewhere.id)])
    assert r.response.content == "There is no such finished game here."


async def test_a_game_in_a_private_channel_is_listed_and_replayed_only_for_who_can_see_it(world):
    """A channel only alice and bob can see: their game there is not in cara's /history, and a
    click naming it is answered as unknown; alice and bob see it (and so would cara, had she played)."""
    import discord

    alice, bob, cara = world.members
    private = world.guild.create_text_channel("private", overwrites={
        world.guild.default_role: discord.PermissionOverwrite(view_channel=False),
        alice: discord.PermissionOverwrite(view_channel=True), bob: discord.PermissionOverwrite(view_channel=True),
        world.guild.me: discord.PermissionOverwrite(view_channel=True)})
    public = await finish_go_fish(world)
    world.channel = private
    try:
        hidden = await finish_finns_by_leaving(world)
    finally:
        world.channel = world.guild.channels["cards"]
    page = (await cara.slash(world.channel, "history")).response.message
    assert f"`#{public.id}`" in embed_text(page) and f"`#{hidden.id}`" not in embed_text(page)
    r = await emit_custom(world, cara, page, cid(page, "history_open"), [str(hidden.id)])
    assert r.response.content == "There is no such finished game here." and not r.response.embeds
    for member in (alice, bob):
        text = embed_text((await member.slash(world.channel, "history")).response)
        assert f"`#{hidden.id}`" in text and f"`#{public.id}`" in text
