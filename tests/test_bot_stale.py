"""No message that stopped updating still looks live (issue 10, points 4 and 10), end to end
through simcord: an old table message, a replaced hand view, a hand view whose 15-minute token
is running out, and a hand moved to DMs and back."""

from __future__ import annotations

from typing import Any

from tests.bot_helpers import custom_ids, embed_text, interaction_locale, open_table, seat_of, stacked

HANDS2 = {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}
STOCK = ["3C", "KC", "QC", "JC"]


def now(world: Any, member: Any, message: Any) -> Any:
    """``message`` as ``member`` sees it now."""
    return next(m for m in world.channel.history(viewer=member) if m.id == message.id)


def link_to(world: Any, message_id: int) -> str:
    return f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/{message_id}"


async def poke(world: Any, member: Any, view: Any) -> Any:
    """Use the first control of a hand view that keeps the hand here (a button, or a select's
    first option): the click is answered by editing the view in place."""
    for row in view.components:
        for c in getattr(row, "children", []):
            cid = getattr(c, "custom_id", None) or ""
            if not cid or getattr(c, "disabled", False):
                continue
            if cid.startswith("ctb:"):
                return await member.click(view, custom_id=cid)
            return await member.select(view, [c.options[0].value], custom_id=cid)
    raise AssertionError("no control to use")


async def my_hand(world: Any, member: Any) -> Any:
    r = await member.click(world.table_message(), label="My hand")
    assert r.response.ephemeral
    return r.response.message


async def test_an_old_table_message_links_to_the_new_one(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    r = await alice.slash(world.channel, "play", game="finns-i-sjon", options="hand_size=5")
    lobby = r.response.message
    await bob.click(lobby, label="Join")
    await alice.click(now(world, alice, lobby), label="Start")
    await world.settle()
    live = world.service().live[int(custom_ids(lobby)[0].split(":")[1])]
    first = world.table_message()
    # the lobby keeps who sat down and the options, loses its controls, and links to the table
    lobby = now(world, alice, lobby)
    assert not custom_ids(lobby) and f"<@{alice.id}>" in embed_text(lobby)
    assert lobby.content == f"▶️ The game has started: {link_to(world, first.id)}"

    # the table message grows too old to edit: the next move posts a new one
    world.bot.settings.table_message_max_age = 60
    await world.env.advance_time(61)
    assert await world.service().act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob),
                                                                   "rank": "A"})
    await world.settle()
    second = world.table_message()
    assert second.id != first.id and live.rec.message_id == second.id
    old = now(world, alice, first)
    assert not old.embeds and not custom_ids(old), "no stale table, no controls"
    assert old.content == f"➡️ Table #{live.id} goes on in a newer message: {link_to(world, second.id)}"


async def test_a_replaced_hand_view_says_so_and_loses_its_controls(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    first = await my_hand(world, alice)
    assert custom_ids(first)
    second = await my_hand(world, alice)
    first = now(world, alice, first)
    assert not custom_ids(first) and not first.embeds
    assert "replaced by a newer one" in first.content and "My hand" in first.content
    assert link_to(world, live.rec.message_id) in first.content
    # the newer one is the one kept current
    assert custom_ids(now(world, alice, second))
    assert live.hands[seat_of(alice)].message_id == second.id
    # bob's view is his own: alice's second view replaced nothing of his
    hb = await my_hand(world, bob)
    await my_hand(world, alice)
    assert custom_ids(now(world, bob, hb))


async def test_a_hand_view_says_it_stopped_updating_before_its_token_dies(world):
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    ha = await my_hand(world, alice)
    hb = await my_hand(world, bob)
    await world.env.advance_time(10 * 60)
    # alice uses her view at 10 min: answered in place, its token is renewed
    r = await poke(world, alice, now(world, alice, ha))
    assert r.response.ephemeral and r.response.message.id == ha.id
    await world.env.advance_time(4 * 60 - 1)
    assert custom_ids(now(world, bob, hb)), "still live at 13:59"
    await world.env.advance_time(1)
    await world.settle()
    hb = now(world, bob, hb)
    assert not custom_ids(hb) and not hb.embeds
    assert "no longer updates" in hb.content and "My hand" in hb.content
    assert link_to(world, live.rec.message_id) in hb.content
    assert seat_of(bob) not in live.hands
    assert custom_ids(now(world, alice, ha)), "alice's view was renewed at 10 minutes"
    await world.env.advance_time(10 * 60)
    await world.settle()
    assert "no longer updates" in now(world, alice, ha).content
    # "My hand" gives a fresh one, kept current again
    fresh = await my_hand(world, bob)
    assert custom_ids(fresh) and live.hands[seat_of(bob)].message_id == fresh.id


async def test_moving_the_hand_to_dms_and_back_says_what_it_means(world):
    """/settings hand: DMs moves the hand of an open game there at once (no row on every hand
    view for it, issue 29); the view left behind says so and how to undo it; back, the DM says
    where the hand is now."""
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    hb = await my_hand(world, bob)
    assert not any(op in c for c in custom_ids(hb) for op in (":to_dm:", ":to_ephemeral:"))
    await bob.slash(world.channel, "settings", hand="dm")
    await world.settle()
    # the view left behind explains the setting: later games too, and how to undo it
    hb = now(world, bob, hb)
    assert not custom_ids(hb) and not hb.embeds
    assert "later games too" in hb.content and "/settings hand: here" in hb.content
    assert await world.service().delivery(bob.id) == "dm"
    dm = bob.user.dm_channel.history()
    assert len(dm) == 1 and dm[0].embeds and "A♦" in embed_text(dm[0])
    assert seat_of(bob) in live.rec.dm_hands

    # back: the DM message stops looking like a hand and points to "My hand"
    await bob.slash(world.channel, "settings", hand="ephemeral")
    dm = bob.user.dm_channel.history()
    assert len(dm) == 1 and not dm[0].embeds and not custom_ids(dm[0])
    assert "back at the table" in dm[0].content and "My hand" in dm[0].content
    assert link_to(world, live.rec.message_id) in dm[0].content
    assert await world.service().delivery(bob.id) == "ephemeral"
    assert seat_of(bob) not in live.rec.dm_hands
    # the game goes on: the old DM is no longer edited
    assert await world.service().act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob),
                                                                   "rank": "A"})
    await world.settle()
    assert "back at the table" in bob.user.dm_channel.history()[0].content


async def test_settings_hand_here_releases_the_dm_hands(world):
    alice, bob, _ = world.members
    await bob.slash(world.channel, "settings", hand="dm")
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    dm = bob.user.dm_channel.history()
    assert len(dm) == 1 and dm[0].embeds
    # after a restart the table is resumed unparsed; its DM hand is still found and released
    await world.restart()
    live = world.service().live[live.id]
    assert "not parsed yet" in repr(live)
    await bob.slash(world.channel, "settings", hand="ephemeral")
    dm = bob.user.dm_channel.history()
    assert not dm[0].embeds and not custom_ids(dm[0]) and "back at the table" in dm[0].content
    assert seat_of(bob) not in live.rec.dm_hands


async def test_the_dm_choice_is_explained_in_the_players_language(world):
    _, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    with interaction_locale("sv-SE"):
        hb = await my_hand(world, bob)
        await bob.slash(world.channel, "settings", hand="dm")
    await world.settle()
    text = now(world, bob, hb).content
    assert "Det gäller även dina kommande spel" in text and "/inställningar hand: här" in text
    with interaction_locale("da"):
        await bob.slash(world.channel, "settings", hand="ephemeral")
    text = bob.user.dm_channel.history()[0].content
    assert 'Tryk på »Min hånd« ved bordet' in text


async def test_a_move_updates_the_other_seats_open_view_and_an_idle_table_refreshes_nothing(world):
    """After a move, another seat's open hand view is brought up to date; with no open view and
    no DM hand there is nothing to refresh (and no task is started for it)."""
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    hands = world.service().hands
    for member in (alice, bob):
        assert await hands.delivery(member.id) == "ephemeral"
    assert not hands.refresh_needed(live)
    view = await my_hand(world, bob)
    assert "A♦" in embed_text(view)
    assert hands.refresh_needed(live, skip=seat_of(alice)) and not hands.refresh_needed(live, skip=seat_of(bob))
    assert await world.service().act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob),
                                                                   "rank": "A"})
    await world.settle()
    view = now(world, bob, view)
    assert "A♦" not in embed_text(view) and custom_ids(view), "bob's open view shows the ace gone"


async def test_hand_views_open_over_a_graceful_restart_keep_updating_and_expire(world):
    """A restart (a deploy) does not leave open hand views silently stale: their tokens are kept as
    the bot stops, so the new process updates them and retires them at 14 minutes."""
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    ha = await my_hand(world, alice)
    await world.env.advance_time(60)
    hb = await my_hand(world, bob)
    assert "A♦" in embed_text(hb)
    await world.restart(graceful=True)
    live = world.service().tables[live.id]
    assert set(live.hands) == {seat_of(alice), seat_of(bob)}
    # a move after the restart reaches bob's view, opened before it
    assert await world.service().act(None, live, seat_of(alice), {"type": "ask", "target": seat_of(bob),
                                                                   "rank": "A"})
    await world.settle()
    hb = now(world, bob, hb)
    assert "A♦" not in embed_text(hb) and custom_ids(hb), "bob's view shows the ace gone"
    assert "A♦" in embed_text(now(world, alice, ha)), "alice's view shows the ace she got"
    # 14 minutes after each was opened, each says it no longer updates
    await world.env.advance_time(13 * 60)
    await world.settle()
    assert "no longer updates" in now(world, alice, ha).content
    assert custom_ids(now(world, bob, hb)), "bob's, opened a minute later, still lives"
    await world.env.advance_time(60)
    await world.settle()
    hb = now(world, bob, hb)
    assert "no longer updates" in hb.content and not custom_ids(hb)
    assert not live.hands
    rows = await world.service().storage.fetch("SELECT COUNT(*) FROM hand_views")
    assert rows[0][0] == 0, "taken back at start, none left behind"


async def test_a_killed_bot_keeps_no_hand_views_and_dead_tokens_are_dropped(world):
    """Killed (no graceful stop), the bot keeps nothing: the old views stay as they were, and
    their buttons still work."""
    alice, bob, _ = world.members
    stacked(world, HANDS2, STOCK)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    ha = await my_hand(world, alice)
    await world.restart()
    assert not world.service().tables[live.id].hands
    r = await poke(world, alice, now(world, alice, ha))
    assert r.response.message.id == ha.id and custom_ids(r.response.message), "answered in place"
    # kept, but the bot came back after the view's 14 minutes: not taken back (the storage test
    # checks the dead tokens themselves are dropped)
    await world.service().before_stop()
    await world.env.advance_time(14 * 60)
    await world.restart()
    assert not world.service().tables[live.id].hands
    rows = await world.service().storage.fetch("SELECT COUNT(*) FROM hand_views")
    assert rows[0][0] == 0
