"""Play again end to end through simcord (issue 10, point 11): a finished table's final message
offers it; pressed, it opens a new lobby in the channel with the same game and options, everyone
who played seated and the presser as host; pressed twice, or by two players at once, it opens one."""

from __future__ import annotations

from typing import Any

from simcord import interactions as sim_interactions
from simcord.backend import serializers
from simcord.enums import ComponentType, InteractionType
from simcord.results import InteractionResult

from tests.bot_helpers import custom_ids, embed_text, open_table, seat_of, stacked

DEFEAT = {0: ["2H", "AS", "AC", "AD", "2S", "2D", "2C"], 1: ["3H", "3S", "3D", "3C", "4H", "4S", "4D"]}


def again_id(message: Any) -> str:
    return next(c for c in custom_ids(message) if ":again:" in c)


def link_buttons(message: Any) -> list[Any]:
    return [c for row in message.components for c in getattr(row, "children", []) if getattr(c, "url", None)]


def lobbies(world: Any) -> list[Any]:
    """Public lobby messages that can still be joined."""
    return [m for m in world.messages() if any(":join:" in c for c in custom_ids(m))]


async def lose_at_tolv_fiender(world: Any) -> Any:
    """A two-player Tolv fiender table that alice loses at once: 2♥ cannot pay the strike of 10."""
    ids = [seat_of(m) for m in world.members]
    world.service().stack = lambda rec: ({"hands": {ids[i]: h for i, h in DEFEAT.items()},
                                          "castle": ["JC", "JS"]}, ids[0])
    live = await open_table(world, "tolv-fiender", players=2)
    assert await world.service().act(None, live, ids[0], {"type": "play", "cards": ["2H"]})
    await world.settle()
    assert live.rec.status == "ended" and live.state.result["reason"] == "cannot_pay"
    return live


async def test_a_defeat_is_one_click_from_a_rematch(world):
    alice, bob, cara = world.members
    old = await lose_at_tolv_fiender(world)
    final = world.table_message()
    assert "Play again" in embed_text(final)
    # only its players may use it
    r = await cara.click(final, custom_id=again_id(final))
    assert r.response.ephemeral and r.response.content == "You are not seated at this table."

    r = await bob.click(final, custom_id=again_id(final))
    assert not r.ephemeral, "the new lobby is a public message in the same channel"
    lobby_msg = r.response.message
    assert old.rec.rematch is not None and old.rec.rematch.message_id == lobby_msg.id
    new = world.service().live[old.rec.rematch.table_id]
    assert new.id != old.id and new.rec.status == "lobby"
    assert new.rec.game == "tolv-fiender" and new.rec.options == old.rec.options
    assert new.rec.channel_id == world.channel.id and new.rec.locale == old.rec.locale
    assert [p.user_id for p in new.rec.players] == [alice.id, bob.id] and new.rec.host_id == bob.id
    text = embed_text(lobby_msg)
    assert f"<@{alice.id}> · <@{bob.id}>" in text
    stored = await world.service().storage.load_table(new.id)
    assert stored is not None and stored[0].status == "lobby"

    # the final message now links to the lobby instead of offering the button again
    final = next(m for m in world.messages() if m.id == final.id)
    assert not any(":again:" in c for c in custom_ids(final))
    (link,) = link_buttons(final)
    assert link.url == f"https://discord.com/channels/{world.guild.id}/{world.channel.id}/{lobby_msg.id}"
    assert f"#{new.id}" in link.label

    # each may leave; the host may start with who is left
    await alice.click(lobby_msg, label="Leave")
    assert [p.user_id for p in new.rec.players] == [bob.id]
    lobby_msg = next(m for m in world.messages() if m.id == lobby_msg.id)
    world.service().stack = None  # a fresh deal
    await bob.click(lobby_msg, label="Start")
    assert new.rec.status == "playing" and new.state is not None


def press_payload(world: Any, member: Any, message: Any, custom_id: str) -> tuple[Any, dict[str, Any]]:
    """The INTERACTION_CREATE payload of a button press, built as simcord's ``click()`` does."""
    backend = world.env.backend
    stored = backend.get_message(world.channel.id, message.id)
    record, payload = sim_interactions.base_payload(
        backend, type=InteractionType.MESSAGE_COMPONENT, channel_id=world.channel.id,
        guild_id=world.guild.id, user_id=member.id,
        data={"custom_id": custom_id, "component_type": ComponentType.BUTTON})
    payload["message"] = dict(serializers.message_payload(backend, stored))
    record.source_message_id = stored.id
    return record, payload


async def test_two_presses_at_once_open_one_lobby(world):
    alice, bob, _ = world.members
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}, ["3C", "KC"])
    old = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5 stand_in=no")
    await bob.slash(world.channel, "leave")  # a two-player game cannot go on: it is over
    await world.settle()
    assert old.rec.status in ("ended", "abandoned")
    final = world.table_message()
    cid = again_id(final)

    presses = [press_payload(world, m, final, cid) for m in (alice, bob, alice)]
    for _, payload in presses:
        world.env.backend.emit("INTERACTION_CREATE", payload)
    await world.settle()

    rows = await world.service().storage.fetch("SELECT id FROM game_tables WHERE status='lobby'")
    assert len(rows) == 1, "one lobby, however many presses"
    assert len(lobbies(world)) == 1
    answers = [InteractionResult(world.env, record).response for record, _ in presses]
    public = [a for a in answers if not a.ephemeral]
    told = [a for a in answers if a.ephemeral]
    assert len(public) == 1 and len(told) == 2
    lobby_msg = public[0].message
    for a in told:
        assert "already open" in a.content
        assert f"/{world.channel.id}/{lobby_msg.id}" in a.content
    new = world.service().live[rows[0][0]]
    assert old.rec.rematch.table_id == new.id and old.rec.options == new.rec.options == {"hand_size": 5}
    assert {p.user_id for p in new.rec.players} == {alice.id, bob.id}

