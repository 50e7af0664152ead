"""The bot's table mechanics end to end through simcord: restarts, stale and double clicks,
who may act, languages, idle closing, DM hands, lobby options, /rules, /leave."""

from __future__ import annotations

import asyncio

import discord

from bot.render.i18n import catalog
from bot.storage.stats import stats_for
from tests.bot_helpers import (
    card_labels,
    custom_ids,
    embed_text,
    interaction_locale,
    open_table,
    seat_of,
    stacked,
)

HANDS = {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"], 2: ["9S", "9H", "10S", "10H", "JS"]}
HANDS2 = {0: HANDS[0], 1: HANDS[1]}
STOCK = ["3C", "KC", "QC", "JC"]


def latest(world, member, message_id):
    return next(m for m in world.channel.history(viewer=member) if m.id == message_id)


def cid(message, part):
    return next(c for c in custom_ids(message) if f":{part}:" in c)


async def test_restart_resumes_and_old_buttons_work(world):
    alice, bob, _ = world.members
    stacked(world, HANDS, STOCK)
    live = await open_table(world, "finns-i-sjon", options="hand_size=5")
    table = world.table_message()
    hand = (await alice.click(table, label="My hand")).response.message
    await alice.select(hand, [seat_of(bob)], custom_id=cid(hand, "target"))
    before = live.state.model_dump_json()

    await world.restart()
    assert world.bot.resumed_tables == 1
    resumed = world.service().live[live.rec.id]
    assert resumed.state.model_dump_json() == before
    assert resumed.rec.drafts[seat_of(alice)] == {"target": seat_of(bob)}
    # the pre-restart hand view still works: tap a rank to ask
    hand = latest(world, alice, hand.id)
    r = await alice.click(hand, custom_id=cid(hand, "rank").rsplit(":", 1)[0] + ":A")
    assert r.response.ephemeral
    assert sorted(resumed.state.hands[seat_of(alice)]) == ["2D", "2H", "2S", "AD", "AH", "AS"]
    # the pre-restart table button opens a current hand view
    r = await bob.click(table, label="My hand")
    assert card_labels(embed_text(r.response)) == {"2♣", "5♠", "6♠", "7♠"}
    # and every accepted action was stored before the answer
    events = await world.service().storage.events(live.rec.id)
    assert [e["action"]["type"] for e in events] == ["start", "ask"]


async def test_stale_view_is_answered_with_the_current_one(world):
    alice, bob, _ = world.members
    stacked(world, HANDS, STOCK)
    live = await open_table(world, "finns-i-sjon", options="hand_size=5")
    old = (await alice.click(world.table_message(), label="My hand")).response.message
    # a view the bot no longer keeps current yet still shows controls: one from before a restart
    # (a view replaced by a newer one loses its controls, see test_bot_stale.py)
    await world.restart()
    live = world.service().live[live.rec.id]
    new = (await alice.click(world.table_message(), label="My hand")).response.message
    await alice.select(new, [seat_of(bob)], custom_id=cid(new, "target"))
    new = latest(world, alice, new.id)
    await alice.click(new, custom_id=cid(new, "rank").rsplit(":", 1)[0] + ":A")
    version = live.state.version
    snapshot = live.state.model_dump_json()
    r = await alice.select(old, [seat_of(bob)], custom_id=cid(old, "target"))
    assert r.response.ephemeral
    assert "That view was out of date" in embed_text(r.response)
    assert live.state.version == version and live.state.model_dump_json() == snapshot


async def test_double_click_applies_once(world):
    alice, bob, _ = world.members
    stacked(world, HANDS, STOCK)
    live = await open_table(world, "finns-i-sjon", options="hand_size=5")
    service = world.service()
    v = live.state.version
    action = {"type": "ask", "target": seat_of(bob), "rank": "A"}
    results = await asyncio.gather(service.act(None, live, seat_of(alice), action, ver=v),
                                   service.act(None, live, seat_of(alice), action, ver=v))
    assert sorted(results) == [False, True]
    assert live.state.version == v + 1
    assert live.state.hands[seat_of(alice)].count("AD") == 1


async def test_out_of_turn_and_non_seated_are_refused(world):
    alice, bob, cara = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    snapshot = live.state.model_dump_json()
    # bob acts out of turn (through the service, as a forged click would)
    assert not await world.service().act(None, live, seat_of(bob), {"type": "ask", "target": seat_of(alice),
                                                                     "rank": "5"})
    assert live.state.model_dump_json() == snapshot
    # bob's hand view offers him nothing to click while it is not his turn
    r = await bob.click(world.table_message(), label="My hand")
    assert not any(":target:" in c for c in custom_ids(r.response))
    assert all(c.disabled for row in r.response.message.components for c in row.children), "his cards: shown"
    assert "alice to play." in embed_text(r.response)
    # cara is not seated: her click on the table is refused, privately, and shows no cards
    r = await cara.click(world.table_message(), label="My hand")
    assert r.response.ephemeral and r.response.content == "You are not seated at this table."
    assert live.state.model_dump_json() == snapshot


async def test_lobby_rules_for_host_join_leave_and_options(world):
    alice, bob, cara = world.members
    r = await alice.slash(world.channel, "play", game="go-fish")
    lobby = r.response.message
    await bob.click(lobby, label="Join")
    r = await bob.click(lobby, label="Join")
    assert r.response.content == "You have already joined this table."
    r = await bob.click(latest(world, bob, lobby.id), label="Start")
    assert r.response.ephemeral and r.response.content == "Only the host, alice, can do that."  # named
    await alice.select(lobby, ["play_on=true"], custom_id=cid(lobby, "option"))
    text = embed_text(latest(world, alice, lobby.id))
    assert "Play on until all books are down: **yes**" in text and "Seats 2 of 2–6" in text
    r = await cara.select(latest(world, cara, lobby.id), ["history=full"],
                          custom_id=cid(latest(world, cara, lobby.id), "option"))
    assert "Only the host" in r.response.content
    await alice.click(latest(world, alice, lobby.id), label="Leave")
    text = embed_text(latest(world, alice, lobby.id))
    assert "Seats 1 of 2–6" in text
    live = next(iter(world.service().live.values()))
    assert live.rec.host_id == bob.id and live.rec.options == {"play_on": True}
    r = await bob.slash(world.channel, "play", game="go-fish", options="hand_size=banana")
    assert r.response.ephemeral and "must be a whole number from 1 to 26" in r.response.content


async def test_tables_render_in_swedish_and_danish(world):
    alice, bob, _ = world.members
    stacked(world, {0: ["JS", "QH", "KD", "2S", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}, STOCK)
    await open_table(world, "finns-i-sjon", players=2, language="sv", options="hand_size=5")
    text = embed_text(world.table_message())
    assert "På tur: alice." in text and "Sjön" in text and "Min hand" in text
    with interaction_locale("da"):
        r = await alice.click(world.table_message(), label="Min hand")
    text = embed_text(r.response)
    assert {"B♠", "D♥", "K♦"} <= card_labels(text) and "din hånd" in text
    with interaction_locale("sv-SE"):
        r = await alice.click(world.table_message(), label="Min hand")
    assert {"Kn♠", "D♥", "K♦"} <= card_labels(embed_text(r.response))


async def test_server_locale_sets_the_table_language(world):
    guild = world.env.create_guild("Dansk server", preferred_locale="da")
    channel = guild.create_text_channel("kort")
    a = guild.add_member(world.env.create_user("asta"))
    with interaction_locale("en-US", guild_locale="da"):
        r = await a.slash(channel, "play", game="go-fish")
    assert "Go Fish – lobby" in embed_text(r.response)


async def test_command_names_are_localised_in_the_synced_tree(world):
    commands = {c.name: c for c in await world.bot.tree.fetch_commands()}
    assert set(commands) == {"play", "leave", "rules", "stats", "history", "settings"}
    assert commands["history"].name_localizations[discord.Locale.swedish] == "historik"
    assert commands["history"].name_localizations[discord.Locale.danish] == "historik"
    play = commands["play"]
    assert play.name_localizations[discord.Locale.swedish] == "spela"
    assert play.name_localizations[discord.Locale.danish] == "spil"
    assert commands["settings"].name_localizations[discord.Locale.swedish] == "inställningar"
    game = next(o for o in play.options if o.name == "game")
    assert game.name_localizations[discord.Locale.swedish] == "spel"
    assert play.description_localizations[discord.Locale.danish].startswith("Åbn et bord")
    assert play.name_localizations[discord.Locale.norwegian] == "spill"
    assert commands["settings"].name_localizations[discord.Locale.norwegian] == "innstillinger"
    assert game.name_localizations[discord.Locale.norwegian] == "spill"
    assert play.description_localizations[discord.Locale.norwegian].startswith("Åpne et bord")
    language = next(o for o in play.options if o.name == "language")
    assert [c.value for c in language.choices] == ["en", "sv", "da", "no"]
    assert {c.name_localizations.get(discord.Locale.norwegian, c.name) for c in language.choices} == {
        "English", "Svenska", "Dansk", "Norsk"}


async def test_idle_lobby_and_table_are_closed_as_abandoned(world):
    alice, bob, _ = world.members
    r = await alice.slash(world.channel, "play", game="go-fish")
    lobby_id = int(cid(r.response.message, "join").split(":")[1])
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    await world.env.advance_time(45 * 60 - 1)
    assert live.rec.status == "playing" and world.service().live[lobby_id].rec.status == "lobby"
    await world.env.advance_time(1)
    assert world.service().live[lobby_id].rec.status == "abandoned"
    assert live.rec.status == "abandoned" and live.state.result["reason"] == "abandoned"
    assert "closed as abandoned" in embed_text(world.table_message())
    assert "closed after 45 minutes" in embed_text(latest(world, alice, r.response.message.id))
    data = await stats_for(world.service().storage, world.guild.id, alice.id)
    assert data.empty  # abandoned games do not count


async def test_hand_in_dms_is_kept_current(world):
    alice, bob, _ = world.members
    r = await bob.slash(world.channel, "settings", hand="dm")
    assert "in your DMs" in r.response.content
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    history = bob.user.dm_channel.history()
    assert history and card_labels(embed_text(history[-1])) == {"A♦", "2♣", "5♠", "6♠", "7♠"}
    # alice takes bob's ace: bob's DM hand is edited to match
    hand = (await alice.click(world.table_message(), label="My hand")).response.message
    assert not any(":target:" in c for c in custom_ids(hand))  # one player to ask: no need to pick
    await alice.click(hand, custom_id=cid(hand, "rank").rsplit(":", 1)[0] + ":A")
    history = bob.user.dm_channel.history()
    assert len(history) == 1 and card_labels(embed_text(history[-1])) == {"2♣", "5♠", "6♠", "7♠"}
    assert live.rec.dm_hands[seat_of(bob)].message_id == history[-1].id


async def test_rules_and_leave(world):
    alice, bob, cara = world.members
    r = await cara.slash(world.channel, "rules", game="finns-i-sjon")
    assert r.response.ephemeral and "Collect books of four" in embed_text(r.response)
    stacked(world, HANDS, STOCK)
    live = await open_table(world, "finns-i-sjon", players=3, options="hand_size=5 stand_in=no")
    r = await cara.slash(world.channel, "leave")
    assert r.response.ephemeral and f"You left table #{live.rec.id}." == r.response.content
    assert seat_of(cara) in live.state.left and live.state.hands[seat_of(cara)] == []
    assert "cara left the table." in embed_text(world.table_message())
    r = await cara.slash(world.channel, "leave")
    assert r.response.content == "You are not seated at any table in this channel." or "over" in r.response.content


def test_catalogues_have_the_same_keys():
    keys = catalog().keys
    assert keys["en"] == keys["sv"] == keys["da"] == keys["no"]


def table_edits(world, message_id):
    return [r for r in world.env.http_requests
            if r.method == "PATCH" and r.path.endswith(f"/messages/{message_id}")]


async def test_a_burst_of_actions_costs_one_table_edit(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    service = world.service()
    service.settings.table_edit_delay = 0.05
    table_id = live.rec.message_id
    before = len(table_edits(world, table_id))
    assert await service.act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": "A"})
    assert await service.act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": "2"})
    # acted from the test task, not through simcord, so the render waits on the real loop clock
    await asyncio.sleep(0.2)
    await world.env.settle()
    assert len(table_edits(world, table_id)) == before + 1
    assert "alice asked bob for twos: got 1." in embed_text(world.table_message())


async def test_an_old_table_message_is_replaced_by_a_new_one(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    first = live.rec.message_id
    world.service().settings.table_message_max_age = 60
    await world.env.advance_time(61)
    assert await world.service().act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob),
                                                                   "rank": "A"})
    await world.settle()
    assert live.rec.message_id != first and world.table_message().id == live.rec.message_id


async def test_deadlines_are_rearmed_after_a_restart(world):
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    await world.env.advance_time(30 * 60)
    await world.restart()
    await world.env.advance_time(15 * 60)
    resumed = world.service().live[live.rec.id]
    assert resumed.rec.status == "abandoned" and resumed.state.result["reason"] == "abandoned"


async def test_a_closed_table_leaves_memory_and_is_reloaded_on_a_click(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5 stand_in=no")
    await bob.slash(world.channel, "leave")
    assert live.rec.status == "ended" and live.rec.id in world.service().live
    await world.env.advance_time(15 * 60)
    assert live.rec.id not in world.service().live
    r = await alice.click(world.table_message(), label="My hand")  # reloaded from the database
    # 0–0 in books ended by leaving: the leaver forfeits, the one remaining wins (revised ruling)
    assert r.response.ephemeral and "alice wins: everyone else has left the table." in embed_text(r.response)
    assert "bob – 0 cards · books: — (left: books out of play)" in embed_text(world.table_message())


async def test_a_restart_resumes_tables_unparsed_with_their_stored_deadlines(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    lobby = (await alice.slash(world.channel, "play", game="go-fish")).response.message
    lobby_id = int(next(c for c in custom_ids(lobby) if ":join:" in c).split(":")[1])
    armed = dict(world.service().deadlines.when)
    await world.restart()
    service = world.service()
    resumed = service.live[live.rec.id]
    assert "not parsed yet" in repr(resumed) and "not parsed yet" in repr(service.live[lobby_id])
    assert service.deadlines.when == armed, "deadlines come from the stored column"
    # first use parses it, and the game goes on
    assert await service.act(None, resumed, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": "A"})
    assert "not parsed yet" not in repr(resumed)
