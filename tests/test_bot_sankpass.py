"""Sänkpass end to end through simcord: sinks and forced passes, shown hands, the match
confirmation, aces played low or high, wins, privacy, refusals and the Swedish table."""

from __future__ import annotations

from bot.render.ui import get_ui
from bot.render.ui.base import Ctx
from engine import get_game
from engine.cards import deck
from tests.bot_helpers import (
    button_name,
    card_label,
    card_labels,
    click_named,
    custom_ids,
    embed_text,
    find_button,
    interaction_locale,
    open_table,
    plain,
    seat_of,
)


def stack(world, hands: dict[int, list[str]], first: int = 0) -> None:
    """Deal these hands (by member index); ``first`` starts."""
    ids = [seat_of(m) for m in world.members]
    world.service().stack = lambda rec: ({"hands": {ids[i]: h for i, h in hands.items()}}, ids[first])


def latest(world, member, message):
    """The message as ``member`` sees it now (after the bot edited it)."""
    return next(m for m in world.channel.history(viewer=member) if m.id == message.id)


def table_text(world) -> str:
    return embed_text(world.table_message())


async def full_log(world, member) -> str:
    """The table's "Full log", as ``member`` opens it (a finished table's short log gives its
    rows to the ratings: issue 37)."""
    table = world.table_message()
    r = await member.click(table, custom_id=next(c for c in custom_ids(table) if ":log:" in c))
    return embed_text(r.response)


def field(message, name: str) -> str | None:
    for e in message.embeds:
        for f in e.fields:
            if f.name == name:
                return plain(f.value)
    return None


def buttons(message) -> list[str]:
    """What the buttons of a message show (a card face as its card, else the label), in order."""
    out = []
    for row in message.components:
        for c in getattr(row, "children", []):
            if button_name(c):
                out.append(button_name(c))
    return out


async def hand_view(world, member):
    """A fresh private hand view for ``member`` (the table's "My hand")."""
    table = world.table_message()
    r = await member.click(table, custom_id=next(c for c in custom_ids(table) if ":hand:" in c))
    assert r.response.ephemeral
    return r.response.message


async def tap(member, message, label: str):
    """Click a button of a hand view (by its card or label); returns the edited hand view."""
    r = await click_named(member, message, label)
    assert r.response.ephemeral, "hand-view clicks are answered privately"
    return r.response.message


def check_privacy(world, public_ok: set[str], held: dict[str, set[str]]) -> None:
    """Public messages show only cards that were played or shown; a private view shows only the
    reader's own cards and public ones; no custom_id carries a card."""
    public = {card_label("en", c) for c in public_ok}
    for member in world.members:
        for msg in world.channel.history(viewer=member):
            labels = card_labels(embed_text(msg))
            if msg.flags.ephemeral:
                mine = {card_label("en", c) for c in held[seat_of(member)]}
                assert labels <= mine | public, (member.name, labels - mine - public)
            else:
                assert labels <= public, ("public message shows a private card", labels - public)
            for cid in custom_ids(msg):
                assert not card_labels(cid)
                assert not set(cid.split(":")) & set(deck(jokers=True)), cid


ALICE = ["9S", "5H", "KD", "2S"]
BOB = ["10S", "4H", "8D", "3S"]
CARA = ["JS", "7D", "8C", "QH"]


async def test_sink_pass_reveal_and_match_confirmation(world):
    alice, bob, cara = world.members
    stack(world, {0: ALICE, 1: BOB, 2: CARA})
    live = await open_table(world, "sankpass", options="hand_size=4")
    held = {seat_of(m): set(h) for m, h in zip(world.members, (ALICE, BOB, CARA), strict=True)}
    shown: set[str] = set()
    text = table_text(world)
    assert "alice to play." in text
    assert "empty – the first card can be anything" in text
    assert "alice – 4 cards" in text and "bob – 4 cards" in text

    # alice's hand: one button per card, low to high, plus the reveal toggle
    ha = await hand_view(world, alice)
    assert buttons(ha)[:4] == ["2♠", "5♥", "9♠", "K♦"]
    assert "Show my hand" in buttons(ha)
    ha = await tap(alice, ha, "9♠")
    assert live.state.pile == ["9S"]
    assert "alice opened the pile with 9♠." in table_text(world)
    assert "**9♠** ◀ top" in table_text(world)

    # not bob's turn? It is: bob's view colours cards by what they would do on 9♠
    hb = await hand_view(world, bob)
    signs = {button_name(c): {c.label, str(c.emoji)} for row in hb.components for c in row.children}
    assert "⬆️" in signs["10♠"] and "⬇️" in signs["4♥"]

    # cara shows her hand off-turn: it is listed on the table
    hc = await hand_view(world, cara)
    hc = await tap(cara, hc, "Show my hand")
    assert live.state.revealed == [seat_of(cara)]
    shown |= set(CARA)
    assert "cara – 4 cards · 👁 7♦ 8♣ J♠ Q♥" in field(world.table_message(), "Players")
    assert "cara shows their hand." in table_text(world)
    assert "Hide my hand" in buttons(hc)

    # not your turn: the cards are shown, but disabled (enabled means accepted)
    ha = latest(world, alice, ha)
    assert "bob to play." in embed_text(ha)
    cards = [c for row in ha.components for c in row.children if ":play:" in (c.custom_id or "")]
    assert cards and all(c.disabled for c in cards)
    hb = latest(world, bob, hb)
    assert not any(c.disabled for row in hb.components for c in row.children if ":play:" in (c.custom_id or ""))

    # bob sinks with 4♥: he owes a pass, shown on the table
    hb = await tap(bob, latest(world, bob, hb), "4♥")
    text = table_text(world)
    assert "bob sank with 4♥ – passes next turn." in text
    assert "bob – 3 cards · ⏭ owes a pass" in text
    assert "You sank: your next turn is passed automatically." in embed_text(hb)

    # cara plays 7♦: her shown hand on the table follows
    hc = await tap(cara, latest(world, cara, hc), "7♦")
    assert "cara – 3 cards · 👁 8♣ J♠ Q♥" in field(world.table_message(), "Players")
    assert "cara played 7♦ – higher." in table_text(world)

    # alice sinks with 5♥: bob's pass is taken automatically, cara is next on the same 5♥
    ha = await tap(alice, latest(world, alice, ha), "5♥")
    text = table_text(world)
    assert "⏭ bob must pass (automatic)." in text
    assert "cara to play." in text and "**5♥** ◀ top" in text
    assert live.state.turn == seat_of(cara) and live.state.owes_pass == [seat_of(alice)]
    assert "bob – 3 cards · ⏭" not in text and "alice – 2 cards · ⏭ owes a pass" in text
    check_privacy(world, set(live.state.pile) | shown, held)

    # cara hides her hand: it leaves the table
    hc = await tap(cara, latest(world, cara, hc), "Hide my hand")
    assert "👁" not in field(world.table_message(), "Players")
    assert "cara hides their hand." in table_text(world)
    assert not card_labels(table_text(world)) & {"J♠", "Q♥", "8♣"}
    hc = await tap(cara, latest(world, cara, hc), "8♣")
    assert "⏭ alice must pass (automatic)." in table_text(world)
    assert live.state.turn == seat_of(bob)

    # bob taps 8♦ on 8♣: a second step asks first; Cancel changes nothing
    hb = await hand_view(world, bob)
    before = live.state.model_dump_json()
    hb = await tap(bob, hb, "8♦")
    assert live.state.model_dump_json() == before
    assert "8♦ has the same rank as the top card 8♣: playing it loses the game." in embed_text(hb)
    assert buttons(hb)[:2] == ["8♦", "Cancel"]  # the card's face, and the words beside it
    assert find_button(hb, "Confirm: play 8♦").label == "⚠️ Confirm: play"
    hb = await tap(bob, hb, "Cancel")
    assert live.state.model_dump_json() == before
    assert "10♠" in buttons(hb) and not any(b.startswith("Confirm") for b in buttons(hb))
    hb = await tap(bob, hb, "8♦")
    hb = await tap(bob, hb, "Confirm: play 8♦")
    assert live.state.phase == "ended"
    assert live.state.result["loser"] == seat_of(bob)
    assert live.state.result["winners"] == [seat_of(alice), seat_of(cara)]
    assert live.rec.status == "ended"
    text = table_text(world)
    assert "💥 bob played 8♦ – the same rank as the top card!" in await full_log(world, alice)
    assert "bob played 8♦ on 8♣, the same rank, and loses. Winners: alice, cara!" in text
    assert "Game over" in embed_text(hb)
    check_privacy(world, set(live.state.pile), held)  # the hidden hand left the table


async def test_ace_choice_elimination_and_win(world):
    alice, bob, cara = world.members
    stack(world, {0: ["AS", "5H"], 1: ["AD", "9C"], 2: ["4S", "6D"]})
    live = await open_table(world, "sankpass", options="hand_size=2 ace=choice on_match=eliminate reveal=off")
    held = {seat_of(alice): {"AS", "5H"}, seat_of(bob): {"AD", "9C"}, seat_of(cara): {"4S", "6D"}}

    ha = await hand_view(world, alice)
    assert "Show my hand" not in buttons(ha)  # reveal: off
    ha = await tap(alice, ha, "A♠")  # an ace asks its value first
    assert live.state.pile == []
    assert "Play A♠ low (1, below 2) or high (above K)?" in embed_text(ha)
    ha = await tap(alice, ha, "A♠ (low)")
    assert live.state.pile_values == [1]
    assert "**A♠ (low)** ◀ top" in table_text(world)

    # bob's ace on an ace is the same rank either way: value, then confirmation
    hb = await hand_view(world, bob)
    hb = await tap(bob, hb, "A♦")
    hb = await tap(bob, hb, "A♦ (high)")
    assert "playing it puts you out of the game" in embed_text(hb)
    hb = await tap(bob, hb, "Confirm: play (high) A♦")
    text = table_text(world)
    assert "❌ bob is out; 1 card leaves play." in text
    assert "bob – 0 cards · ❌ out" in text and "**A♦ (high)** ◀ top" in text
    assert "You are out of this game." in embed_text(latest(world, bob, hb))

    # cara sinks under the high ace; alice plays her last card and wins
    hc = await hand_view(world, cara)
    await tap(cara, hc, "4♠")
    assert live.state.owes_pass == [seat_of(cara)]
    ha = await tap(alice, latest(world, alice, ha), "5♥")
    assert live.state.result["reason"] == "emptied_hand"
    assert live.state.result["winners"] == [seat_of(alice)]
    assert "alice played their last card and wins!" in table_text(world)
    check_privacy(world, set(live.state.pile), held)


async def test_swedish_table(world):
    alice, bob, _ = world.members
    stack(world, {0: ["JS", "QH"], 1: ["KD", "3C"]})
    live = await open_table(world, "sankpass", players=2, language="sv", options="hand_size=2")
    with interaction_locale("sv-SE"):
        ha = await hand_view(world, alice)
        assert buttons(ha)[:2] == ["Kn♠", "D♥"]
        assert "Din tur: högen är tom, lägg vilket kort du vill." in embed_text(ha)
        ha = await tap(alice, ha, "Kn♠")
        hb = await hand_view(world, bob)
        await tap(bob, hb, "K♦")
        ha = await tap(alice, latest(world, alice, ha), "D♥")
    text = table_text(world)
    assert live.state.result["winners"] == [seat_of(alice)]
    with interaction_locale("sv-SE"):
        log = await full_log(world, alice)
    assert "alice öppnade högen med Kn♠." in log
    assert "bob lade K♦ – högre." in log
    assert "⬇️ alice sänkte med D♥ – passar nästa tur." in text and "⬇️ alice sänkte med D♥" in log
    assert "alice lade sitt sista kort och vinner!" in text
    assert "**D♥** ◀ överst" in text and "Högen (3 kort)" in text
    assert "J♠" not in text and "Q♥" not in text


def test_a_big_hand_gets_one_button_per_rank():
    """More distinct cards than fit in four rows (the fifth holds Show my hand): one per rank."""
    game, ui = get_game("sankpass"), get_ui("sankpass")
    big = ["2S", "2H", "3S", "3H", "4S", "4H", "5S", "5H", "6S", "6H", "7S", "7H", "8S", "8H",
           "9S", "9H", "10S", "10H", "JS", "AS", "X1"]
    state = game.new(["a", "b"], {"hand_size": 21}, 7, now=0, setup={"hands": {"a": big}}, first="a")
    view = game.private_view(state, "a")
    out = ui.hand(view, Ctx("en", {"a": "alice", "b": "bob"}, "a"), {})
    plays = [c for c in out.controls if c.op == "play"]
    assert [plain(c.label) for c in plays] == ["2 ×2", "3 ×2", "4 ×2", "5 ×2", "6 ×2", "7 ×2", "8 ×2", "9 ×2",
                                        "10 ×2", "J♠", "A♠", "🃏"]
    assert max(c.row for c in plays) <= 3 and all(c.arg.isdigit() for c in plays)
    # twenty distinct cards fit: one button each, in rank order, a rank's cards together
    fits = game.new(["a", "b"], {"hand_size": 20}, 7, now=0, setup={"hands": {"a": big[:18] + big[19:]}}, first="a")
    cards = [c for c in ui.hand(game.private_view(fits, "a"), Ctx("en", {}, "a"), {}).controls if c.op == "play"]
    assert len(cards) == 20 and plain(cards[0].label) == "2♠" and plain(cards[-1].label) == "🃏"
    # a tap plays a card of that rank
    assert ui.on_control("play", plays[-1].arg, [], {}, view) == {"type": "play", "card": "X1"}
    # ten distinct cards fit: one button each, jokers marked 🃏
    small = game.new(["a", "b"], {}, 7, now=0, setup={"hands": {"a": [*big[:8], "AS", "X1"]}}, first="a")
    out = ui.hand(game.private_view(small, "a"), Ctx("en", {}, "a"), {})
    assert [plain(c.label) for c in out.controls if c.op == "play"][-3:] == ["5♥", "A♠", "🃏"]
