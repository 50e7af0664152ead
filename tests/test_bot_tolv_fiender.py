"""End to end through simcord: Tolv fiender with three members (a jester, the speech window, the
chooser's pick, paying in order, a seat vacated after 90 s of silence) and a solo game."""

from __future__ import annotations

from typing import Any

from bot.render.ui.base import Ctx
from bot.render.ui.tolv_fiender import TolvUI
from engine import get_game
from engine.cards import deck
from tests.bot_helpers import (
    button_name,
    card_label,
    card_labels,
    custom_ids,
    embed_text,
    interaction_locale,
    open_table,
    seat_of,
)

GAME = "tolv-fiender"


def stack(world: Any, hands: dict[int, list[str]], tavern: list[str], castle: list[str], first: int = 0) -> None:
    ids = [str(m.id) for m in world.members]

    def setup(rec: Any) -> tuple[dict[str, Any], str]:
        return ({"hands": {ids[i]: cards for i, cards in hands.items()}, "tavern": tavern,
                 "castle": castle}, ids[first])

    world.service().stack = setup


def visible(world: Any, member: Any, message: Any) -> Any:
    """``message`` as ``member`` sees it now (after the bot edited it)."""
    for m in world.channel.history(viewer=member):
        if m.id == message.id:
            return m
    raise AssertionError("message not visible to " + member.name)


def button_id(message: Any, op: str, arg: str | None = None) -> str:
    ids = [c for c in custom_ids(message) if c.split(":")[3] == op and (arg is None or c.split(":")[4] == arg)]
    assert ids, (op, arg, custom_ids(message))
    return ids[0]


def buttons(message: Any) -> list[dict[str, Any]]:
    out = []
    for row in message.components:
        for c in getattr(row, "children", []):
            out.append({"custom_id": c.custom_id, "label": c.label, "disabled": c.disabled,
                        "style": c.style, "name": button_name(c)})
    return out


async def pick(world: Any, member: Any, message: Any, cards: list[str]) -> Any:
    """Toggle ``cards`` (by their faces or labels) in ``member``'s hand view, one click each."""
    for card in cards:
        label = card_label("en", card)
        cid = next(b["custom_id"] for b in buttons(message)
                   if b["name"].split("· ")[-1] == label and ":card:" in b["custom_id"])
        r = await member.click(message, custom_id=cid)
        assert r.response.ephemeral
        message = visible(world, member, message)
    return message


def hand_cards(message: Any) -> set[str]:
    """The reader's hand as its view shows it: its card buttons (the buttons are the hand)."""
    message = getattr(message, "message", None) or message  # (an interaction's response: its message)
    return {b["name"] for b in buttons(message) if ":card:" in b["custom_id"]}


def check_privacy(world: Any, live: Any, ever_held: dict[str, set[str]], public: set[str]) -> None:
    """Public messages show only public cards; a hand view only its reader's cards and public ones;
    no custom_id carries a card."""
    public_labels = {card_label("en", c) for c in public}
    for member in world.members:
        for msg in world.channel.history(viewer=member):
            labels = card_labels(embed_text(msg))
            if msg.flags.ephemeral:
                allowed = {card_label("en", c) for c in ever_held.get(seat_of(member), set())} | public_labels
                assert labels <= allowed, (member.name, labels - allowed)
            else:
                assert labels <= public_labels, ("public message shows private cards", labels - public_labels)
            for cid in custom_ids(msg):
                assert not card_labels(cid)
                assert not any(part in deck() or part.startswith("X") for part in cid.split(":")), cid


def remember(live: Any, ever: dict[str, set[str]]) -> None:
    for seat, hand in live.state.hands.items():
        ever.setdefault(seat, set()).update(hand)


HANDS = {
    0: ["X1", "10D", "9S", "8H", "AC", "2H"],
    1: ["7S", "6D", "5C", "4H", "3S", "2D"],
    2: ["10S", "10H", "9D", "8C", "7H", "6S"],
}
CASTLE = ["JC", "JS", "QH"]


async def test_three_players_jester_speech_pick_pay_and_vacated_seat(world):
    alice, bob, cara = world.members
    stack(world, HANDS, ["3D", "4D"], CASTLE)
    live = await open_table(world, GAME)
    state = live.state
    ever: dict[str, set[str]] = {}
    remember(live, ever)
    public = set(CASTLE[:1])
    ids = {m: seat_of(m) for m in world.members}

    # the table: enemy J♣ with its numbers and immunity, counts, seats, the awaited seat and its deadline
    table = world.table_message()
    text = embed_text(table)
    # each line its icon and its word (issue 23)
    assert "👹 Enemy 1/3: **J♣** ❤️ 20/20 ⚔️ 10 🔒♣" in text
    assert f"▶️ **alice** to play ⏱️ <t:{int(state.deadline)}:R>" in text
    assert "👥 Players: ▶️ **alice** 🎴 6 · **bob** 🎴 6 · **cara** 🎴 6" in text
    assert "🏰 Castle 2 · ⏭️ next J" in text  # castle: two more, a jack next
    assert "🍺 Tavern 23" in text and state.tavern_count == 23  # tavern count (40 + 1 jester − 18 dealt)
    assert "🗡️ Played: —" in text and "🪦 Discard 0: —" in text
    assert not any(":say:" in c for c in custom_ids(table)), "no speech outside the jester's window"

    # bob, not to act, sees exactly his cards and no move
    hb = await bob.click(table, label="My hand")
    assert hb.response.ephemeral
    assert hand_cards(hb.response) == {card_label("en", c) for c in HANDS[1]}
    assert not any(op in c for c in custom_ids(hb.response) for op in (":play:", ":yield:"))
    assert all(b["disabled"] for b in buttons(hb.response.message) if ":card:" in b["custom_id"]), "not to play"
    assert "Waiting for alice to play." in embed_text(hb.response)

    # alice toggles the jester: the preview says what it does; Play is enabled only for a legal set
    ha = (await alice.click(table, label="My hand")).response.message
    assert [b["name"] for b in buttons(ha) if ":card:" in b["custom_id"]] == [  # by suit
        "9♠", "2♥", "8♥", "10♦", "A♣", "🃏"]
    play = next(b for b in buttons(ha) if b["name"] == "Play")
    assert play["disabled"]
    ha = await pick(world, alice, ha, ["AC", "2H", "8H"])   # three cards: not a move
    assert next(b for b in buttons(ha) if b["name"] == "Play")["disabled"]
    assert "Play one card, an ace with one other card" in embed_text(ha)
    ha = await pick(world, alice, ha, ["2H"])                # A♣ + 8♥: clubs blocked, 9 damage
    assert not next(b for b in buttons(ha) if b["name"] == "Play")["disabled"]
    pv = embed_text(ha)
    assert "🗡️ 9 → 💥 9 damage" in pv and "🔒 ♣ does nothing" in pv and "♥ 0 cards go from the discard" in pv
    assert state.version == live.state.version, "a selection changes no state"
    ha = await pick(world, alice, ha, ["AC", "8H"])
    jester = next(b["custom_id"] for b in buttons(ha) if b["name"] == "🃏")
    await alice.click(ha, custom_id=jester)
    ha = visible(world, alice, ha)
    assert "The enemy loses its immunity 🔓" in embed_text(ha)
    r = await alice.click(ha, label="Play")
    assert live.state.awaiting == "choose_next" and live.state.turn == ids[alice]
    remember(live, ever)
    public |= {"X1"}

    # the speech window: one preset control on the table, for the others; statements as icons
    table = world.table_message()
    text = embed_text(table)
    assert "🔓" in text and "👉 **alice** chooses who goes next 🃏 ⏱️ <t:" in text
    assert "🃏 Jester: immunity gone 🔓" in text
    assert sorted(c.split(":")[4] for c in custom_ids(table) if ":say:" in c) == ["go", "rather_not"]
    rb = await bob.click(table, label="I’d like to go")
    # answered by editing the table to show it (never into anyone's hand): no table edit of its own
    assert not rb.response.ephemeral and rb.response.id == table.id
    assert "**bob** 🎴 6 🙋" in embed_text(world.table_message())
    bobs = {card_label("en", c) for c in live.state.hands[ids[bob]]}
    assert not card_labels(embed_text(world.table_message())) & bobs
    assert live.state.speech == {ids[bob]: "go"}
    rc = await cara.click(world.table_message(), label="I’d rather not")
    assert not rc.response.ephemeral
    rc = await cara.click(world.table_message(), label="I’d like to go")  # changeable until the choice
    text = embed_text(world.table_message())
    assert "**bob** 🎴 6 🙋" in text and "**cara** 🎴 6 🙋" in text
    await cara.click(world.table_message(), label="I’d rather not")
    assert "**cara** 🎴 6 🙅" in embed_text(world.table_message())
    # the speech rule (issue 23): each speaker's current statement only, on their seat; the
    # changes of mind leave no line on the table or in the full log
    table = world.table_message()
    players = next(line for line in embed_text(table).splitlines() if line.startswith("👥"))
    assert players.count("🙋") == 1 and players.count("🙅") == 1
    assert "🙋" not in table.embeds[0].fields[-1].value and "🙅" not in table.embeds[0].fields[-1].value
    full = embed_text((await cara.click(table, label="Full log")).response)
    assert "🙋" not in full and "🙅" not in full
    assert "You said: 🙅" in embed_text(
        (await cara.click(world.table_message(), label="My hand")).response)

    # the chooser may not speak: she gets her seat picker, with why in her language; nothing changes
    before = live.state.model_dump_json()
    with interaction_locale("sv-SE"):
        refused = await alice.click(world.table_message(), label="I’d like to go")
    assert refused.response.ephemeral
    assert "Det är du som väljer: välj en spelare i stället." in embed_text(refused.response.message)
    assert any(":choose:" in c for c in custom_ids(refused.response.message))
    assert live.state.model_dump_json() == before

    # the chooser's seat picker (in her hand view, the one just opened) shows the statements; she picks bob
    ha = visible(world, alice, refused.response.message)
    pickers = [b for b in buttons(ha) if ":choose:" in b["custom_id"]]
    assert [b["name"] for b in pickers] == ["alice", "bob", "cara"]
    assert all(b["disabled"] for b in buttons(ha) if ":card:" in b["custom_id"]), "her hand, shown: not to play"
    await alice.click(ha, custom_id=button_id(ha, "choose", ids[bob]))
    assert live.state.turn == ids[bob] and live.state.awaiting == "play"
    table = world.table_message()
    text = embed_text(table)
    assert not any(":say:" in c for c in custom_ids(table)), "the window closed with the choice"
    players = next(line for line in text.splitlines() if line.startswith("👥"))
    assert "🙋" not in players and "🙅" not in players
    # the log keeps the statements in force when the choice was made, once: not the toggles
    assert "👉 alice picks bob (🙋 bob · 🙅 cara)" in text
    full = embed_text((await cara.click(table, label="Full log")).response)
    assert full.count("🙋") == 1 and full.count("🙅") == 1
    check_privacy(world, live, ever, public)

    # bob plays 5♣ against J♣ without immunity: clubs double it; he then pays 10 in order
    hb = (await bob.click(table, label="My hand")).response.message
    hb = await pick(world, bob, hb, ["5C"])
    assert "♣ the damage is doubled" in embed_text(hb) and "❤️ 10 left; then it strikes back for ⚔️ 10" in embed_text(hb)
    r = await bob.click(hb, label="Play")
    assert live.state.awaiting == "pay" and live.state.pay_due == 10
    public |= {"5C"}
    text = embed_text(world.table_message())
    assert "**J♣** ❤️ 10/20 ⚔️ 10 🔓" in text and "💸 **bob** pays ⚔️ 10" in text
    assert "💸 **bob** 🎴 5" in text and "♣ Double → 💥 10" in text
    # an older view that still offers every card: one from before a restart (a view replaced by a
    # newer one loses its controls instead, see test_bot_stale.py)
    stale = visible(world, bob, r.response.message)
    await world.restart()
    live = world.service().live[live.rec.id]
    hb = (await bob.click(world.table_message(), label="My hand")).response.message
    assert next(b for b in buttons(hb) if b["name"] == "Pay")["disabled"]
    hb = await pick(world, bob, hb, ["2D", "4H"])
    assert "💸 **6/10** 4 still to cover." in embed_text(hb)
    paid = {b["name"]: b["label"] for b in buttons(hb) if ":card:" in b["custom_id"]}
    assert paid["2♦"].startswith("1·") and paid["4♥"].startswith("2·"), "the order paid, on the cards"
    hb = await pick(world, bob, hb, ["3S", "6D"])
    assert "💸 **15/10**" in embed_text(hb) and "Covered: press Pay." in embed_text(hb)
    rest = [b for b in buttons(hb) if ":card:" in b["custom_id"] and b["name"] == "7♠"]
    assert rest and rest[0]["disabled"], "no card may be added once the strike is covered"
    # the older view still offers 7♠: adding it past cover is refused, with the engine's message
    before = live.state.model_dump_json()
    refusal = await bob.click(stale, custom_id=next(
        b["custom_id"] for b in buttons(stale) if b["name"] == "7♠"))
    assert "The strike of 10 is already covered" in embed_text(refusal.response)
    assert live.state.model_dump_json() == before
    assert live.rec.drafts[ids[bob]]["sel"] == ["2D", "4H", "3S", "6D"]
    # answered in place, the older view is bob's current one now; the newer one says it was replaced
    assert "replaced by a newer one" in embed_text(visible(world, bob, hb))
    await bob.click(visible(world, bob, stale), label="Pay")
    assert live.state.discard == ["2D", "4H", "3S", "6D"]
    assert live.state.turn == ids[cara] and live.state.awaiting == "play"
    public |= {"2D", "4H", "3S", "6D"}
    text = embed_text(world.table_message())
    assert "🪦 Discard 4: ♠ 3 ♥ 4 ♦ 2 6" in text  # by suit, face up
    assert "💸 bob pays 2♦ 4♥ 3♠ 6♦ = 15/10" in text
    check_privacy(world, live, ever, public)

    # cara stays silent: after 89 s nothing happens, at 90 s her seat is vacated
    deadline = live.state.deadline
    assert f"▶️ **cara** to play ⏱️ <t:{int(deadline)}:R>" in embed_text(world.table_message())
    await world.env.advance_time(89)
    assert ids[cara] not in live.state.left and live.state.turn == ids[cara]
    await world.env.advance_time(1)
    assert live.state.left == [ids[cara]]
    assert live.state.turn == ids[alice] and live.state.awaiting == "play"
    public |= set(HANDS[2])
    text = embed_text(world.table_message())
    assert "🚪 ~~cara~~" in text
    assert f"▶️ **alice** to play ⏱️ <t:{int(live.state.deadline)}:R>" in text
    assert "⏱️ 🚪 cara ran out of time → 🪦 10♠ 10♥ 9♦ 8♣ 7♥ 6♠" in text and "🪦 Discard 10:" in text
    # cara's hand view now says her seat is empty and offers nothing
    hc = await cara.click(world.table_message(), label="My hand")
    assert "Your seat is empty" in embed_text(hc.response)
    assert not any(op in c for c in custom_ids(hc.response) for op in (":card:", ":play:", ":say:"))
    check_privacy(world, live, ever, public)


async def test_solo_jester_exact_kill_and_a_silver_win(world):
    alice = world.members[0]
    hand = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    fresh = ["10C", "10S", "AC", "2H", "3H", "4H", "5H", "6H"]
    stack(world, {0: hand}, fresh, ["JD", "JH"])
    live = await open_table(world, GAME, players=1)
    seat = seat_of(alice)
    table = world.table_message()
    text = embed_text(table)
    assert "🃏 Jesters left: 2" in text and "**J♦** ❤️ 20/20 ⚔️ 10 🔒♦" in text and "🏰 Castle 1 · ⏭️ next J" in text
    h = (await alice.click(table, label="My hand")).response.message
    assert hand_cards(h) == {card_label("en", c) for c in hand}
    assert any(b["name"] == "Yield" for b in buttons(h))
    # the solo jester: the whole hand to the discard pile, eight new cards
    await alice.click(h, label="Jester (2 left)")
    assert set(live.state.hands[seat]) == set(fresh) and live.state.jesters_used == 1
    h = visible(world, alice, h)
    assert hand_cards(h) == {card_label("en", c) for c in fresh}
    assert any(b["name"] == "Jester (1 left)" for b in buttons(h))
    text = embed_text(world.table_message())
    assert "🃏 Jesters left: 1" in text and "🪦 Discard 8: ♠ A–8" in text  # a run of ranks as a range
    # 10♣ doubled is exactly 20: J♦ goes face down on top of the tavern, for all to see
    h = await pick(world, alice, h, ["10C"])
    assert "☠️ Exact kill" in embed_text(h)
    await alice.click(h, label="Play")
    text = embed_text(world.table_message())
    assert "**J♥** ❤️ 20/20 ⚔️ 10 🔒♥" in text and "🔝 J♦" in text
    assert "☠️ J♦ defeated exactly → 🍺 top of the tavern" in text
    assert live.state.turn == seat and live.state.awaiting == "play"
    # A♣ + 10♠: (1 + 10) × 2 = 22 defeats the last enemy
    h = await pick(world, alice, visible(world, alice, h), ["AC", "10S"])
    pv = embed_text(h)
    assert "🗡️ 11 → 💥 22 damage" in pv and "♠ 🛡️ the enemy’s attack drops to 0 (−11)" in pv
    await alice.click(h, label="Play")
    assert live.state.phase == "ended" and live.state.result["medal"] == "silver"
    final = embed_text(world.table_message())
    assert "🏆 ☠️ 2/2 🥈" in final and "a silver win" in final
    assert live.rec.status == "ended"
    over = visible(world, alice, h)
    assert not any(":play:" in c for c in custom_ids(over))
    assert all(b["disabled"] for b in buttons(over)), "the hand that is left, shown: nothing to click"


def test_pay_selection_refuses_past_cover_and_ignores_foreign_steps():
    """The hand view's draft logic without Discord: the engine's previews drive it."""
    game, ui = get_game(GAME), TolvUI()
    state = game.new(["a", "b"], {}, 1, now=0.0, setup={
        "hands": {"a": ["5C", "9D", "AH", "2H", "3H", "4H", "6H"]}, "castle": ["JC", "QC"]})
    state, _ = game.apply(state, "a", {"type": "play", "cards": ["AH"]}, 1.0)  # strike of 10
    draft: dict[str, Any] = {}
    for card in ["2H", "9D"]:
        view = ui.private_view(game, state, "a", draft)
        assert ui.on_control("card", str(view["hand"].index(card)), [], draft, view) is None
    view = ui.private_view(game, state, "a", draft)
    assert view["pay_preview"]["covered"] and not view["pay_preview"]["can_add"]
    action = ui.on_control("card", str(view["hand"].index("3H")), [], draft, view)
    assert action == {"type": "pay", "cards": ["2H", "9D", "3H"]}  # the engine refuses it
    assert draft["sel"] == ["2H", "9D"]
    assert ui.on_control("pay", "", [], draft, view) == {"type": "pay", "cards": ["2H", "9D"]}
    # b is not the one to pay: no selection, his card buttons shown but disabled
    bview = ui.private_view(game, state, "b", {"step": "pay", "sel": ["5C"]})
    assert bview["selection"] == [] and ui.on_control("card", "0", [], {}, bview) is None
    rendered = ui.hand(bview, Ctx("da", {"a": "alice", "b": "bob"}, "b"), {})
    assert rendered.controls and all(c.disabled for c in rendered.controls)
    assert rendered.embed.description.startswith("**Venter på, at alice betaler 10.")
