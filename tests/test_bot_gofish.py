"""End to end through simcord: both Go Fish games from /play to the result, with three members."""

from __future__ import annotations

from bot.render.i18n import tr
from engine.cards import deck
from tests.bot_helpers import (
    card_label,
    card_labels,
    custom_ids,
    embed_text,
    find_button,
    open_table,
    plain,
    seat_of,
    stacked,
)

WORLD: list = []


def hand_text(result) -> str:
    assert result.response.ephemeral, "a hand view must be ephemeral"
    return embed_text(result.response)


async def ask(member, message, target, rank, suit=None, clicks=None):
    """Ask ``target`` for ``rank`` (and ``suit``) in a hand view: pick the target only if the view
    does not already ask them, then tap the rank (and the card). ``clicks`` counts the clicks."""
    clicks = clicks if clicks is not None else []
    if f"ask {target.name} " not in embed_text(message) and f"{target.name} for?" not in embed_text(message):
        await member.select(message, [seat_of(target)],
                            custom_id=next(c for c in custom_ids(message) if ":target:" in c))
        clicks.append("target")
        message = await refetch(member, message)
    r = await member.click(message, custom_id=next(c for c in custom_ids(message) if c.endswith(f":rank:{rank}")))
    clicks.append("rank")
    if suit:
        message = await refetch(member, r.response.message)
        card = find_button(message, card_label("en", rank + suit))  # a button that is the card's face
        assert card.custom_id.endswith(f":card:{suit}") and card.emoji and not card.label
        r = await member.click(message, custom_id=next(c for c in custom_ids(message) if c.endswith(f":card:{suit}")))
        clicks.append("card")
    return r


async def refetch(member, message):
    """The message as ``member`` sees it now (after the bot edited it)."""
    for m in WORLD[0].channel.history(viewer=member):
        if m.id == message.id:
            return m
    raise AssertionError("message not visible to " + member.name)


def check_privacy(world, live, ever_held):
    """No public message shows a card; an ephemeral one shows only cards its reader has held."""
    for member in world.members:
        for msg in world.channel.history(viewer=member):
            text = embed_text(msg)
            labels = card_labels(text)
            if msg.flags.ephemeral:
                allowed = {card_label("en", c) for c in ever_held[seat_of(member)]}
                assert labels <= allowed, (member.name, labels - allowed)
            else:
                assert not labels, ("public message shows cards", labels)
            for cid in custom_ids(msg):
                assert not card_labels(cid)
                assert not any(c in cid.split(":") for c in deck())


def remember(live, ever_held):
    for seat, hand in live.state.hands.items():
        ever_held.setdefault(seat, set()).update(hand)


async def test_finns_i_sjon_full_game(world):
    alice, bob, cara = world.members
    WORLD[:] = [world]
    stacked(world, {
        0: ["AS", "AH", "AD", "2S", "2H", "2D", "3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "5D", "KS", "KH"],
        1: ["AC", "2C", "3C", "4C", "5C", "6S", "6H", "6D", "6C", "7S", "7H", "7D", "7C", "8S", "8H", "8D", "8C"],
        2: ["9S", "9H", "9D", "9C", "10S", "10H", "10D", "10C", "JS", "JH", "JD", "JC",
            "QS", "QH", "QD", "QC", "KD"],
    }, ["KC"], first=0)
    live = await open_table(world, "finns-i-sjon", options="hand_size=17")
    ever: dict[str, set[str]] = {}
    remember(live, ever)
    table = world.table_message()
    text = embed_text(table)
    assert "alice to play." in text
    assert "bob – 5 cards · books: 6 7 8" in text and "cara – 1 card · books: 9 10 J Q" in text

    # bob opens his hand: it shows exactly his cards and no ask controls (not his turn)
    hb = await bob.click(table, label="My hand")
    assert card_labels(hand_text(hb)) == {"A♣", "2♣", "3♣", "4♣", "5♣"}
    assert not any(":ask:" in c for c in custom_ids(hb.response))

    h = await alice.click(table, label="My hand")
    msg = h.response.message
    clicks: list[str] = []
    for rank in ["A", "2", "3", "4", "5"]:
        r = await ask(alice, msg, bob, rank, clicks=clicks)
        assert r.response.ephemeral
        remember(live, ever)
        msg = r.response.message
    # fewer clicks: whom to ask is picked once, then remembered; a rank button asks at once
    assert clicks == ["target", "rank", "rank", "rank", "rank", "rank"]
    # bob's open hand view was kept current while Discord allows editing it
    assert "(no cards)" in embed_text(await refetch(bob, hb.response.message))
    r = await ask(alice, msg, cara, "K")
    remember(live, ever)
    assert live.state.phase == "ended"
    assert live.state.books[seat_of(alice)] == ["A", "2", "3", "4", "5", "K"]
    assert live.rec.status == "ended"
    final = embed_text(world.table_message())
    assert "alice wins with 6 books!" in final
    assert "alice asked bob for As." in final or live.state.options.history == "recent"
    check_privacy(world, live, ever)
    # the result is on the leaderboard
    s = await bob.slash(world.channel, "stats")
    board = embed_text(s.response)
    assert f"1. <@{alice.id}> – " in board and " · 1 game · 1 win" in board  # ranked by rating
    assert f"<@{bob.id}> – " in board and " · 1 game · 0 wins**" in board  # the reader's own line, in bold


async def test_go_fish_full_game_with_shown_draw(world):
    alice, bob, cara = world.members
    WORLD[:] = [world]
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    live = await open_table(world, "go-fish", options="history=full")
    ever: dict[str, set[str]] = {}
    remember(live, ever)
    msg = (await alice.click(world.table_message(), label="My hand")).response.message
    r = await ask(alice, msg, cara, "A")          # Go fish! draws A♣, shows it, goes again
    remember(live, ever)
    assert live.state.turn == seat_of(alice)
    table_text = embed_text(world.table_message())
    assert 'alice asked cara for aces: “Go fish!” – drew a card.' in table_text
    assert "alice drew A♣, showed it and asks again." in table_text
    r = await ask(alice, r.response.message, bob, "A")
    remember(live, ever)
    r = await ask(alice, r.response.message, bob, "2")
    remember(live, ever)
    assert live.state.phase == "ended" and live.state.result["reason"] == "empty_hand"
    assert live.state.result["books"] == {seat_of(alice): 2, seat_of(bob): 0, seat_of(cara): 0}
    assert "alice wins with 2 books!" in embed_text(world.table_message())
    # why it ended (issue 23), on the table and in every hand view; a finished hand goes nowhere
    assert "alice has no cards left, so the game is over." in embed_text(world.table_message())
    for member in (alice, bob):
        view = (await member.click(world.table_message(), label="My hand")).response
        assert "alice wins with 2 books!\nalice has no cards left, so the game is over." in embed_text(view)
        assert all(c.disabled for row in view.message.components for c in row.children), "nothing to click"
    # the public card A♣ was shown by the rules; every other card stayed private
    for member in world.members:
        for m in world.channel.history(viewer=member):
            if not m.flags.ephemeral:
                assert card_labels(embed_text(m)) <= {"A♣"}
    # the full log is offered (history: full) as an ephemeral view
    log = await cara.click(world.table_message(), label="Full log")
    assert log.ephemeral and "alice asked bob for twos." in embed_text(log.response)


async def test_go_fish_ask_for_a_card(world):
    alice, bob, _ = world.members
    WORLD[:] = [world]
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    live = await open_table(world, "go-fish", options="ask_mode=card")
    msg = (await alice.click(world.table_message(), label="My hand")).response.message
    r = await ask(alice, msg, bob, "A", suit="D")
    assert live.state.hands[seat_of(alice)].count("AD") == 1
    assert "alice asked bob for A♦: got 1." in embed_text(world.table_message())
    assert r.response.ephemeral


async def test_the_cards_to_ask_for_come_after_the_hand(world):
    """Issue 37: once the rank is chosen (ask for a card), the hand stays where it was, its rank
    selected, and the cards to ask for — the player holds none of them — come on the last row
    with ↩️, as every view's moves do; above the hand, on a phone they read as the hand."""
    alice, bob, _ = world.members
    WORLD[:] = [world]
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    await open_table(world, "go-fish", options="ask_mode=card")
    msg = (await alice.click(world.table_message(), label="My hand")).response.message
    await alice.select(msg, [seat_of(bob)], custom_id=next(c for c in custom_ids(msg) if ":target:" in c))
    msg = await refetch(alice, msg)
    r = await alice.click(msg, custom_id=next(c for c in custom_ids(msg) if c.endswith(":rank:A")))
    rows = [[c.custom_id.split(":")[3] for c in row.children] for row in r.response.message.components]
    assert rows[0] == ["target"] and rows[-1] == ["card", "card", "back"], rows
    assert all(op == "rank" for row in rows[1:-1] for op in row) and sum(map(len, rows[1:-1])) == 5, "the hand"
    assert [c.emoji.name.split("_")[-1] for c in r.response.message.components[-1].children[:2]] == ["AD", "AC"]


async def test_the_table_shows_the_latest_round_and_the_log_keeps_the_rest(world):
    """Readable tables (issue 10, point 9): one line per question, the latest round only; every
    move stays behind "Full log" (history: full)."""
    alice, bob, cara = world.members
    stacked(world, {0: ["AS", "2S", "3S", "4S", "5S"], 1: ["AH", "2H", "3H", "4H", "5H"],
                    2: ["6D", "7D", "8D", "9D", "10D"]}, ["KC", "KD", "KH", "KS", "QC", "QD", "QH", "QS"], first=0)
    live = await open_table(world, "go-fish", options="history=full")
    a, b, c = (seat_of(m) for m in world.members)
    svc = world.service()
    # alice takes bob's ace, then misses (draws K♣); bob misses; cara misses; alice takes bob's 3
    for seat, target, rank in ((a, b, "A"), (a, c, "2"), (b, c, "3"), (c, a, "6"), (a, b, "3")):
        assert await svc.act(None, live, seat, {"type": "ask", "target": target, "rank": rank})
    await world.settle()
    latest = next(f for f in world.table_message().embeds[0].fields if f.name == "Latest round")
    assert plain(latest.value).splitlines() == [
        "bob asked cara for threes: “Go fish!” – drew a card.",
        "cara asked alice for sixes: “Go fish!” – drew a card.",
        "alice asked bob for threes: got 1.",
    ]
    log = await cara.click(world.table_message(), label="Full log")
    assert "alice asked bob for aces." in embed_text(log.response)
    assert tr("en", "log-full") in embed_text(log.response)
