"""End to end through simcord: Färg-gin and Hollywood Gin, two players, stacked deals."""

from __future__ import annotations

from typing import Any

from engine.cards import deck
from engine.games.gin import _hand_order
from tests.bot_helpers import (
    button_name,
    button_names,
    card_label,
    card_labels,
    click_named,
    custom_ids,
    embed_text,
    interaction_locale,
    open_table,
    seat_of,
)


def C(text: str) -> list[str]:
    return text.split()


# a takes 2H, throws KS; AH AD AC blocks spades: melding it (deadwood 2, scores in ♥ only) or not
# (deadwood 5, scores in ♠ ♥) is a's choice. b has 61 deadwood and nothing to lay off.
CHOICE = {"upcard": "2H", "hands": {"a": C("AH AD AC 5D 6D 7D 9C 10C JC KS"),
                                    "b": C("3S 5S 8S QS 4H 9H KD 2C 4C 6C")}}
# a takes 3D and knocks with 5H: runs 2S-4S and 9C-JC, sevens without spades: deadwood 3D = 3,
# blocking ♠ ♣. b lays off 5S 6S and 8C and is left with AH 2H = 3: an undercut.
UNDERCUT = {"upcard": "3D", "hands": {"a": C("2S 3S 4S 7H 7D 7C 9C 10C JC 5H"),
                                      "b": C("5S 6S 8D 9D 10D KH KD KC AH 2H")}}
# the same a against a weak b: a knock that wins 50 (b lays off 5S 6S 8C).
KNOCK = {"upcard": "3D", "hands": {"a": UNDERCUT["hands"]["a"],
                                   "b": C("5S 6S 8C KH QH 2H 4H 8D 9D JD")}}
# a takes 5S and goes gin with KH; b keeps 65 deadwood (no lay-offs on a gin).
GIN = {"upcard": "5S", "hands": {"a": C("2S 3S 4S 7H 7D 7C 9C 10C JC KH"),
                                 "b": C("6S 8C QH 2H 4H 8D 9D JD 3C 5C")}}
# nothing happens at once: both pass K♦, then the stock (top first) feeds a few plain turns.
PLAIN = {"upcard": "KD", "stock": C("QS AD 3H 6H"),
         "hands": {"a": UNDERCUT["hands"]["a"], "b": C("5S 6S 8C KH QH 2H 4H 8D 9D JD")}}


def stack(world, *deals: dict[str, Any]) -> dict[str, str]:
    """The next game deals these hands, bob dealing each (alice is förhand). Returns a/b → seat."""
    alice, bob = world.members[:2]
    seats = {"a": seat_of(alice), "b": seat_of(bob)}
    setup = {"deals": [{"dealer": seats["b"], **d, "hands": {seats[k]: v for k, v in d["hands"].items()}}
                       for d in deals]}
    world.service().stack = lambda rec: (setup, None)
    return seats


async def refetch(world, member, message):
    """The message as ``member`` sees it now (after the bot edited it)."""
    for m in world.channel.history(viewer=member):
        if m.id == message.id:
            return m
    raise AssertionError("message not visible to " + member.name)


def cid(message, op: str) -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c)


def select_options(message, op: str) -> list[Any]:
    for row in message.components:
        for item in getattr(row, "children", [row]):
            if getattr(item, "custom_id", None) and f":{op}:" in item.custom_id:
                return list(item.options)
    raise AssertionError(f"no {op} select")


async def hand_view(world, member):
    table = world.table_message()
    r = await member.click(table, custom_id=cid(table, "hand"))
    assert r.ephemeral
    return r.response.message


async def choose(world, member, message, op: str, value: str):
    await member.select(message, [value], custom_id=cid(message, op))
    return await refetch(world, member, message)


async def press(world, member, message, label: str):
    r = await click_named(member, message, label)
    assert r.response.ephemeral
    return await refetch(world, member, r.response.message)


def buttons(message) -> list[dict[str, Any]]:
    out = []
    for row in message.components:
        for c in getattr(row, "children", []):
            if getattr(c, "custom_id", None):
                # what the player sees: a card button's face read as its card (bot_helpers.button_name)
                out.append({"op": c.custom_id.split(":")[3], "label": button_name(c), "disabled": c.disabled})
    return out


def public_texts(world) -> list[str]:
    return [embed_text(m) for m in world.messages(world.members[2]) if not m.flags.ephemeral]


def check_private(world, secret: set[str]) -> None:
    """No card of ``secret`` (hands, stock, pile below the top) on a public message, and no card
    code in any custom_id anyone can see."""
    hidden = {card_label("en", c) for c in secret}
    for text in public_texts(world):
        assert not card_labels(text) & hidden, card_labels(text) & hidden
    for member in world.members:
        for m in world.messages(member):
            for c in custom_ids(m):
                assert not set(c.split(":")) & set(deck()), c


async def test_farg_gin_match_arrangement_choice_undercut_and_closed_suits(world):
    alice, bob = world.members[:2]
    stack(world, CHOICE, UNDERCUT, GIN)
    live = await open_table(world, "farg-gin", players=2, options="target=50")
    a, b = seat_of(alice), seat_of(bob)
    table = embed_text(world.table_message())
    assert "Hand 1 · discard pile 2♥" in table and "▶ alice: take the up-card or pass." in table
    assert "bob deals · stock 31 · Table #1" in table
    assert card_labels(table) == {"2♥"}  # the up-card only
    check_private(world, set(live.state.hands[a]) | set(live.state.hands[b]) | set(live.state.stock))

    # bob sees his ten cards and no moves; alice may take the up-card or pass
    hb = await hand_view(world, bob)
    assert card_labels(embed_text(hb)) >= {card_label("en", c) for c in CHOICE["hands"]["b"]}
    assert not any(op in c for c in custom_ids(hb) for op in (":take:", ":pass:"))
    assert all(x["disabled"] for x in buttons(hb) if x["op"] == "discard"), "his hand, shown: not his turn"
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Take 2♥")
    assert live.state.phase == "discard" and "2H" in live.state.hands[a]

    # the buttons are the hand: one per card, a row per meld, the deadwood apart (the one just
    # taken may not be thrown back); K♠ goes out two ways, differing in what they block: the
    # knock button (K♠'s face, the deadwood left) asks which
    text = embed_text(ha)
    assert "**Tap a card to discard it, or go out with a green button.**\ngoing out scores in ♥" in text
    cards = [b["label"] for b in buttons(ha) if b["op"] == "discard"]
    assert sorted(cards) == sorted(card_label("en", c) for c in _hand_order(live.state.hands[a]))
    rows = [[button_name(c) for c in row.children if ":discard:" in c.custom_id] for row in ha.components]
    assert rows[:2] == [["A♥", "A♦", "A♣"], ["5♦", "6♦", "7♦"]] and "K♠" in rows[-2], rows
    assert [b["disabled"] for b in buttons(ha) if b["label"] == "2♥"] == [True]
    assert not card_labels(ha.embeds[0].description) & set(cards), "each card once: as its button"
    ha = await press(world, alice, ha, "Knock 2 K♠")
    text = embed_text(ha)
    assert "1. 2 deadwood · blocks ♠, ♦, ♣ – scores in ♥" in text
    assert "2. 5 deadwood · blocks ♦, ♣ – scores in ♠, ♥" in text
    # each button says what its way means (issue 23)
    assert [b["label"] for b in buttons(ha) if b["op"] == "arr"] == ["Knock · blocks ♠, ♦, ♣", "Knock · blocks ♦, ♣"]
    await press(world, alice, ha, "Knock · blocks ♦, ♣")

    # 61 − 5 = 56 into ♠ and ♥ (the runs block ♦ ♣); both reach 50 and close for alice
    assert live.state.scores[a] == {"S": 56, "H": 56, "D": 0, "C": 0}
    assert live.state.closed == {"S": a, "H": a}
    assert live.state.hand_no == 2
    tables = [t for t in public_texts(world) if "Table #" in t and "My hand" in t]
    assert len(tables) == 1, "a new hand gets a new table message; the old one no longer looks live"
    moved = [t for t in public_texts(world) if "Table #1 goes on in a newer message" in t]
    assert len(moved) == 1 and "My hand" not in moved[0] and "▶" not in moved[0]
    table = embed_text(world.table_message())
    # until the next hand's first move, the last hand short: how it ended, the defender, the score
    assert "✊ alice knocked with 5 deadwood.\nbob: 61 deadwood\n**alice scores 56 → ♠, ♥**" in table
    assert "To 50 in a suit · 3 suits win" in table
    assert "alice: ♠ 56 🏆  ♥ 56 🏆  ♦ 0  ♣ 0\nbob: ♠ 0  ♥ 0  ♦ 0  ♣ 0" in table
    assert "Hand 2 · discard pile 3♦" in table and "bob deals" in table
    # and in full behind "Full log" (public once the hand is over): melds, deadwood, why blocked
    full = embed_text((await bob.click(world.table_message(), label="Full log")).response)
    assert "✊ alice knocked with 5 deadwood (discarded K♠)." in full
    assert "alice: [5♦ 6♦ 7♦] [9♣ 10♣ J♣] · 5 deadwood: A♥ 2♥ A♦ A♣" in full
    assert "**alice scores 56 → ♠, ♥** · blocked: ♦, ♣" in full

    # hand 2: the card just taken is shown but disabled, and the view says why
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Take 3♦")
    assert [b["disabled"] for b in buttons(ha) if b["label"] == "3♦"] == [True]
    # the undercut: bob lays off, has 3 like alice, and scores 0 + 10 where alice's melds allow
    assert "going out scores in ♦" in embed_text(ha) and "Knock 3 5♥" in {
        n for row in ha.components for c in row.children for n in button_names(c)}
    await press(world, alice, ha, "Knock 3 5♥")
    assert live.state.scores[b] == {"S": 0, "H": 0, "D": 10, "C": 0}
    table = embed_text(world.table_message())
    assert "– ↩️ undercut!" in table and "bob scores 10 (bonus 10 included) → ♦" in table
    assert "bob: 3 deadwood, laid off " in table
    full = embed_text((await bob.click(world.table_message(), label="Full log")).response)
    assert " · laid off " in full
    # after the next hand's first move, the last hand is one line
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Take 5♠")
    table = embed_text(world.table_message())
    assert "Hand 2: ✊ bob scored 10 → ♦." in table and "undercut" not in table and "Last hand" not in table

    # hand 3: gin into ♦ (♠ ♥ closed, ♣ blocked): 65 + 20 closes ♦ and wins the match
    await press(world, alice, ha, "Gin K♥")
    assert live.state.phase == "ended" and live.state.result["winners"] == [a]
    assert live.state.closed == {"S": a, "H": a, "D": a}
    assert live.rec.status == "ended"
    table = embed_text(world.table_message())
    assert "🏁 alice wins the match, first to 50 in ♠, ♥, ♦." in table
    assert "alice: ♠ 56 🏆  ♥ 56 🏆  ♦ 85 🏆" in table and "alice went gin, discarding K♥." in table
    # the last hand in full behind "Full log" (issue 37: the finished table leaves room for the ratings)
    assert "alice scores 85 (bonus 20 included) → ♦" not in table
    log = await alice.click(world.table_message(), custom_id=next(c for c in custom_ids(world.table_message())
                                                                    if ":log:" in c))
    assert "alice scores 85 (bonus 20 included) → ♦" in embed_text(log.response)
    # the match is one click from a rematch: same game and options, both seated, bob hosts
    final = world.table_message()
    r = await bob.click(final, custom_id=next(c for c in custom_ids(final) if ":again:" in c))
    assert not r.ephemeral
    rematch = world.service().live[live.rec.rematch.table_id].rec
    assert (rematch.game, rematch.options, rematch.host_id) == ("farg-gin", {"target": 50}, bob.id)
    assert [p.user_id for p in rematch.players] == [alice.id, bob.id]


async def test_memory_privacy_refusal_and_leaving(world):
    alice, bob, cara = world.members
    stack(world, PLAIN)
    live = await open_table(world, "farg-gin", players=2, options="stand_in=no")
    a, b = seat_of(alice), seat_of(bob)
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Pass")
    hb = await hand_view(world, bob)
    hb = await press(world, bob, hb, "Pass")
    assert "▶ alice: both passed the up-card – draw from the stock." in embed_text(world.table_message())
    ha = await refetch(world, alice, ha)  # kept current by the bot
    assert [c.split(":")[3:] for c in custom_ids(ha) if ":draw:" in c] == [["draw", "stock"]]
    ha = await press(world, alice, ha, "Draw from the stock")
    assert "Q♠" in embed_text(ha) and "alice drew from the stock." in embed_text(world.table_message())
    check_private(world, set(live.state.hands[a]) | set(live.state.hands[b]) | set(live.state.stock))
    await press(world, alice, ha, "Q♠")  # one tap discards
    hb = await refetch(world, bob, hb)
    hb = await press(world, bob, hb, "Draw from the stock")
    await press(world, bob, hb, "K♥")
    table = embed_text(world.table_message())
    assert "discard pile K♥" in table and "bob discarded K♥." in table
    # the pile below its top (Q♠, K♦) and the stock are never shown; nor are the hands
    below = set(live.state.discard[:-1])
    assert below == {"KD", "QS"}
    check_private(world, below | set(live.state.hands[a]) | set(live.state.hands[b]) | set(live.state.stock))
    # cara (not seated) has no hand and sees no ephemeral cards
    r = await cara.click(world.table_message(), label="My hand")
    assert r.ephemeral and not card_labels(embed_text(r.response))

    # alice takes K♥ from the pile and may not throw it straight back
    ha = await refetch(world, alice, ha)
    ha = await press(world, alice, ha, "Take K♥")
    assert "alice took K♥ from the discard pile." in embed_text(world.table_message())
    assert [b["disabled"] for b in buttons(ha) if b["label"] == "K♥"] == [True]
    # not bob's turn: his view offers no moves
    hb = await refetch(world, bob, hb)
    assert "▶ alice: discard – or knock, or go gin." in embed_text(hb)
    assert not any(f":{op}:" in c for c in custom_ids(hb) for op in ("draw", "arr", "go_out"))
    assert all(x["disabled"] for x in buttons(hb) if x["op"] == "discard"), "his cards, shown, not to tap"

    # leaving forfeits the match
    r = await bob.slash(world.channel, "leave")
    assert r.ephemeral
    assert live.state.result["winners"] == [a] and live.state.result["reason"] == "forfeit"
    assert "alice wins: the opponent left the match." in embed_text(world.table_message())


async def test_hollywood_columns_on_a_danish_table(world):
    alice, bob = world.members[:2]
    stack(world, KNOCK, GIN)
    live = await open_table(world, "hollywood-gin", players=2, options="target=60", language="da")
    a = seat_of(alice)
    table = embed_text(world.table_message())
    assert "Runde 1 · kastebunken 3♦" in table and "▶ alice: tag det opvendte kort eller meld pas." in table
    assert "Kolonne 1: alice 0 · bob 0" in table and "Kolonne 3: alice 0" in table and "Kolonne 4" not in table
    assert "Til 60 pr. kolonne · 2 kolonner vinder" in table and "bob giver · trækbunken 31" in table

    ha = await hand_view(world, alice)  # alice's own view follows her (English) locale
    ha = await press(world, alice, ha, "Take 3♦")
    text = embed_text(ha)
    assert "going out scores in Column 1" in text and "blocks" not in text
    await press(world, alice, ha, "Knock 3 5♥")  # one arrangement: nothing to choose
    # first scoring hand: 53 − 3 = 50 in column 1 only
    assert live.state.scores[a] == {"1": 50, "2": 0, "3": 0}
    table = embed_text(world.table_message())
    assert "✊ alice bankede med 3 point i løse kort." in table and "**alice får 50 → Kolonne 1**" in table
    with interaction_locale("da"):  # the full settlement, in the reader's language
        table = embed_text((await bob.click(world.table_message(), label="Hele loggen")).response)
    assert "✊ alice bankede med 3 point i løse kort (smed 5♥)." in table
    assert "**alice får 50 → Kolonne 1** · pointrunde nr. 1" in table
    assert "[9♣ 10♣ B♣]" in table  # Danish rank letters
    assert " · lagde til 5♠ 6♠ → [2♠ 3♠ 4♠], 8♣ → [9♣ 10♣ B♣]" in table

    # second scoring hand: gin, 65 + 25 = 90 into columns 1 and 2; both close, alice wins
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Take 5♠")
    await press(world, alice, ha, "Gin K♥")
    assert live.state.scores[a] == {"1": 140, "2": 90, "3": 0}
    assert live.state.result["winners"] == [a]
    table = embed_text(world.table_message())
    assert "🏁 alice vinder partiet, først til 60 i Kolonne 1, Kolonne 2." in table
    assert "Kolonne 2: alice 90 🏆 · bob 0" in table
    log = await alice.click(world.table_message(), custom_id=next(c for c in custom_ids(world.table_message())
                                                                    if ":log:" in c))
    assert "alice scores 90 (bonus 25 included) → Column 1, Column 2" in embed_text(log.response)  # (her language)


async def test_only_the_ways_out_that_score_are_offered(world):
    alice, bob = world.members[:2]
    # ♠ ♥ ♣ are closed (as if by earlier hands): melding A♦ 2♦ 3♦ would block the only open suit,
    # so the one way to knock discarding K♥ leaves them as deadwood (8) and scores in ♦
    stack(world, {"upcard": "2H", "hands": {"a": C("AD 2D 3D 5S 6S 7S 9C 10C JC KH"),
                                            "b": C("3H 9S QS 4H 9H KD 2C 4C 6C 8H")}})
    live = await open_table(world, "farg-gin", players=2)
    a, b = seat_of(alice), seat_of(bob)
    live.state.closed = {"S": b, "H": b, "C": a}
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Take 2♥")
    assert "going out scores in ♦" in embed_text(ha)
    assert [b["label"] for b in buttons(ha) if b["op"] == "go_out"] == ["K♥"]  # (its face; "✊ Knock 8")
    await press(world, alice, ha, "Knock 8 K♥")
    assert live.state.scores[a]["D"] > 0 and live.state.last_settlement["knocker_deadwood"] == 8


async def test_a_knock_that_would_score_nothing_is_shown_disabled_with_the_reason(world):
    alice, bob = world.members[:2]
    # ♠ ♥ ♣ closed; every way to go out (discarding K♥, deadwood A♠ 2♥) melds diamonds, blocking ♦
    stack(world, {"upcard": "2H", "hands": {"a": C("4D 5D 6D 7D 8D 9C 10C JC KH AS"),
                                            "b": C("3H 9S QS 4H 9H KD 2C 4C 6C 8H")}})
    live = await open_table(world, "farg-gin", players=2)
    a, b = seat_of(alice), seat_of(bob)
    live.state.closed = {"S": b, "H": b, "C": a}
    ha = await hand_view(world, alice)
    ha = await press(world, alice, ha, "Take 2♥")
    assert "going out is not allowed now" in embed_text(ha)
    assert [b["disabled"] for b in buttons(ha) if b["op"] == "go_out"] == [True]
    assert all(not b["disabled"] for b in buttons(ha) if b["op"] == "discard" and b["label"] != "2♥")


async def test_the_lobby_offers_the_gin_options(world):
    r = await world.members[0].slash(world.channel, "play", game="farg-gin")
    lobby = r.response.message
    values = [o.value for o in select_options(lobby, "option")]
    assert "tiebreak=total_points" in values  # numbers (target, bonuses) are typed: see test_bot_lobby_options
    assert not any(v.startswith(("target=", "gin_bonus=")) for v in values)
    await world.members[0].select(lobby, ["tiebreak=total_points"], custom_id=cid(lobby, "option"))
    tid = int(cid(lobby, "option").split(":")[1])
    assert world.service().live[tid].rec.options == {"tiebreak": "total_points"}
    assert "At 2–2 in suits: **total points**" in embed_text(await refetch(world, world.members[0], lobby))


async def test_a_six_card_run_is_laid_out_as_two_runs_of_three(world):
    """Issue 37: a run longer than a row of five buttons takes two rows evenly (3♠ 4♠ 5♠ over
    6♠ 7♠ 8♠, each a run), not five and a lone 8♠ that reads as deadwood; the set and the deadwood
    keep their rows."""
    alice, bob = world.members[:2]
    a, b = seat_of(alice), seat_of(bob)
    setup = {"deals": [{"dealer": b, "upcard": "2H",
                        "hands": {a: ["3S", "4S", "5S", "6S", "7S", "8S", "9H", "9D", "9C", "KD"],
                                  b: ["AH", "AD", "AC", "5D", "6D", "7D", "10C", "JC", "QC", "KS"]}}]}
    world.service().stack = lambda rec: (setup, None)
    await open_table(world, "hollywood-gin", players=2)
    hand = (await alice.click(world.table_message(), label="My hand")).response.message
    rows = [[c.emoji.name.split("_")[-1] for c in row.children if ":discard:" in c.custom_id]  # (faces: c2_3S)
            for row in hand.components]
    assert [r for r in rows if r] == [["3S", "4S", "5S"], ["6S", "7S", "8S"], ["9H", "9D", "9C"], ["KD"]], rows
