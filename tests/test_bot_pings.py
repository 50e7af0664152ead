"""Turn pings end to end through simcord (issue 10, point 3): one short message mentioning the
awaited player, at most one per table, deleted once they act; none to who just acted, none for a
decision already pinged, none in a solo game, none to a player who switched them off."""

from __future__ import annotations

from typing import Any

from tests.bot_helpers import custom_ids, open_table, seat_of

SANK = {0: ["9S", "5H", "KD", "2S"], 1: ["10S", "4H", "8D", "3S"], 2: ["JS", "7D", "8C", "QH"]}
FISH = {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"]}
FISH_STOCK = ["3C", "KC", "QC", "JC"]
TOLV = {0: ["X1", "10D", "9S", "8H", "AC", "2H"], 1: ["7S", "6D", "5C", "4H", "3S", "2D"],
        2: ["10S", "10H", "9D", "8C", "7H", "6S"]}


def stack(world: Any, setup: dict[str, Any], first: int = 0) -> None:
    """The next game deals ``setup`` (``hands`` by member index, other piles as given)."""
    ids = [seat_of(m) for m in world.members]
    setup = {**setup, "hands": {ids[i]: cards for i, cards in setup["hands"].items()}}
    world.service().stack = lambda rec: (setup, ids[first])


def pings(world: Any) -> list[tuple[Any, list[int]]]:
    """Every turn ping in the channel, with the users Discord notified of it."""
    out = []
    for m in world.messages():
        if not m.flags.ephemeral and (m.content or "").startswith("🔔"):
            stored = world.env.backend.get_message(world.channel.id, m.id)
            out.append((m, list(stored.ping_user_ids)))
    return out


def pinged(world: Any) -> list[int]:
    """Whom the channel's pings notify; asserts there is at most one."""
    found = pings(world)
    assert len(found) <= 1, "at most one ping per table at a time"
    return [uid for _, users in found for uid in users]


async def act(world: Any, live: Any, member: Any, action: dict[str, Any]) -> None:
    assert await world.service().act(None, live, seat_of(member), action)
    await world.settle()


async def test_pings_follow_the_turn_without_flooding(world):
    alice, bob, cara = world.members
    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4")
    await world.settle()
    assert pinged(world) == [], "alice pressed Start: she knows it is her turn"

    await act(world, live, alice, {"type": "play", "card": "9S"})
    (ping, users), = pings(world)
    assert users == [bob.id], "a mention that notifies bob, and only bob"
    assert f"<@{bob.id}>" in ping.content and f"table #{live.id}" in ping.content
    table = world.table_message()
    assert f"/{world.channel.id}/{table.id}" in ping.content, "it links to the table"
    assert live.rec.ping is not None and live.rec.ping.message_id == ping.id

    # cara shows her hand off-turn: bob is still awaited, already pinged: nothing new
    await act(world, live, cara, {"type": "reveal"})
    assert [p.id for p, _ in pings(world)] == [ping.id]

    # bob sinks: his ping is deleted, cara is pinged
    await act(world, live, bob, {"type": "play", "card": "4H"})
    assert pinged(world) == [cara.id]
    await act(world, live, cara, {"type": "play", "card": "7D"})
    assert pinged(world) == [alice.id]
    # alice sinks: bob's pass is taken automatically, the turn goes to cara, only she is pinged
    await act(world, live, alice, {"type": "play", "card": "5H"})
    assert live.state.turn == seat_of(cara)
    assert pinged(world) == [cara.id]
    # the ping carries one control, the table's "My hand" (issue 23), and every older ping is gone
    (ping, _), = pings(world)
    assert [c.split(":")[3] for c in custom_ids(ping)] == ["hand"]
    r = await cara.click(ping, custom_id=custom_ids(ping)[0])
    assert r.response.ephemeral and "your hand" in (r.response.embeds[0].title or "")
    assert seat_of(cara) in live.hands  # a hand view like the table's: kept current


async def test_no_ping_to_who_keeps_the_turn_and_none_again_after_a_restart(world):
    alice, bob, _ = world.members
    stack(world, {"hands": FISH, "stock": FISH_STOCK})
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    # alice catches twice: she keeps the turn, nobody is pinged
    await act(world, live, alice, {"type": "ask", "target": seat_of(bob), "rank": "A"})
    await act(world, live, alice, {"type": "ask", "target": seat_of(bob), "rank": "2"})
    assert live.state.turn == seat_of(alice) and pinged(world) == []
    # she misses: the turn passes to bob, who is pinged
    await act(world, live, alice, {"type": "ask", "target": seat_of(bob), "rank": "A"})
    assert live.state.turn == seat_of(bob) and pinged(world) == [bob.id]
    (ping, _), = pings(world)

    # after a restart the waiting decision is not pinged again, and the standing ping is known
    await world.restart()
    live = world.service().live[live.id]
    await world.settle()
    assert [p.id for p, _ in pings(world)] == [ping.id]
    # bob misses: his ping (from before the restart) is deleted, alice is pinged
    await act(world, live, bob, {"type": "ask", "target": seat_of(alice), "rank": "5"})
    assert live.state.turn == seat_of(alice)
    assert pinged(world) == [alice.id] and pings(world)[0][0].id != ping.id
    # the game ends when a player leaves a two-player game: no ping stands after it
    await act(world, live, bob, {"type": "leave"})
    assert live.rec.status in ("ended", "abandoned") and pinged(world) == []
    assert live.rec.ping is None


async def test_ping_setting_off_and_on(world):
    alice, bob, cara = world.members
    r = await bob.slash(world.channel, "settings", ping="off")
    assert r.response.ephemeral and "Turn pings: off." in r.response.content
    assert await world.service().storage.pings_enabled(bob.id) is False
    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4", language="da")
    await act(world, live, alice, {"type": "play", "card": "9S"})
    assert live.state.turn == seat_of(bob) and pinged(world) == [], "bob switched pings off"
    await act(world, live, bob, {"type": "play", "card": "10S"})
    assert pinged(world) == [cara.id], "cara did not"
    # a ping speaks to its player, in their language (cara's Discord: English), at a Danish table
    assert f"<@{cara.id}>, your turn: Sänkpass, table #{live.id}" in pings(world)[0][0].content
    # the setting survives a restart; switched on again, bob is pinged at his next turn
    await world.restart()
    r = await bob.slash(world.channel, "settings")
    assert "Turn pings: off." in r.response.content
    r = await bob.slash(world.channel, "settings", ping="on")
    assert "Turn pings: on" in r.response.content
    live = world.service().live[live.id]
    await act(world, live, cara, {"type": "play", "card": "JS"})
    await act(world, live, alice, {"type": "play", "card": "KD"})
    assert live.state.turn == seat_of(bob) and pinged(world) == [bob.id]


async def test_no_pings_in_a_solo_game(world):
    alice = world.members[0]
    hand = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    stack(world, {"hands": {0: hand}, "tavern": ["10C", "10S", "AC", "2H", "3H", "4H", "5H", "6H"],
                  "castle": ["JD", "JH"]})
    live = await open_table(world, "tolv-fiender", players=1)
    await act(world, live, alice, {"type": "solo_jester"})
    await act(world, live, alice, {"type": "play", "cards": ["10C"]})
    await act(world, live, alice, {"type": "play", "cards": ["AC", "10S"]})
    assert live.rec.status == "ended"
    assert pings(world) == []


async def test_tolv_fiender_speech_pings_the_chooser_only_once(world):
    alice, bob, cara = world.members
    stack(world, {"hands": TOLV, "tavern": ["3D", "4D"], "castle": ["JC", "JS", "QH"]})
    live = await open_table(world, "tolv-fiender")
    # alice plays the jester: she chooses who goes next (she just acted: no ping)
    await act(world, live, alice, {"type": "play", "cards": ["X1"]})
    assert live.state.awaiting == "choose_next" and pinged(world) == []
    # bob and cara speak (optional): the game still awaits alice's choice, nobody is pinged
    for member, wish in ((bob, "go"), (cara, "rather_not")):  # through the table's own controls
        table = world.table_message()
        r = await member.click(table, custom_id=next(c for c in custom_ids(table) if f":say:{wish}" in c))
        assert not r.response.ephemeral and r.response.id == table.id, "answered by editing the table itself"
        await world.settle()
    assert live.state.speech == {seat_of(bob): "go", seat_of(cara): "rather_not"}
    assert pinged(world) == []
    # she picks bob: bob is pinged; he plays and must pay (still him, he just acted: ping gone)
    await act(world, live, alice, {"type": "choose_next", "target": seat_of(bob)})
    assert pinged(world) == [bob.id]
    await act(world, live, bob, {"type": "play", "cards": ["5C"]})
    assert live.state.awaiting == "pay" and pinged(world) == []
    await act(world, live, bob, {"type": "pay", "cards": ["2D", "4H", "3S", "6D"]})
    assert live.state.turn == seat_of(cara) and pinged(world) == [cara.id]
    # cara stays silent: after 90 s her seat is vacated and the turn (and the ping) moves on
    await world.env.advance_time(90)
    await world.settle()
    assert seat_of(cara) in live.state.left
    assert pinged(world) == [seat_of_id(live.state.turn)]


def seat_of_id(seat: str) -> int:
    return int(seat)


async def test_a_burst_of_moves_costs_one_ping(world):
    alice, bob, cara = world.members
    world.bot.settings.table_edit_delay = 0.5  # moves within half a second share one table edit
    stack(world, {"hands": SANK})
    live = await open_table(world, "sankpass", options="hand_size=4")
    pings_svc = world.service().pings
    sent: list[str] = []
    original = pings_svc._send

    async def recording(live_: Any, seat: str) -> Any:
        sent.append(seat)
        return await original(live_, seat)

    pings_svc._send = recording
    service = world.service()
    assert await service.act(None, live, seat_of(alice), {"type": "play", "card": "9S"})
    assert await service.act(None, live, seat_of(bob), {"type": "play", "card": "10S"})
    await world.settle()
    assert sent == [seat_of(cara)], "bob's turn passed before the table was edited: only cara is pinged"
    assert pinged(world) == [cara.id]
    # a ping already standing for the same decision is left alone by a later burst
    assert await service.act(None, live, seat_of(alice), {"type": "reveal"})
    await world.settle()
    assert sent == [seat_of(cara)] and pinged(world) == [cara.id]
