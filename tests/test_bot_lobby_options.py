"""End to end through simcord: every lobby option is reachable (issue 10, point 8).

Choices (yes/no, named values) are offered by the lobby's selects, every value of each; numbers
are typed into a modal opened by the host's "Numbers…" button, in the host's language, any valid
value; a value the game refuses is answered in words naming the option and what it allows.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.render.i18n import tr
from bot.render.options import specs
from bot.render.ui import playable
from tests.bot_helpers import custom_ids, embed_text, interaction_locale


def cid(message: Any, op: str) -> str:
    return next(c for c in custom_ids(message) if c.split(":")[3] == op)


def latest(world: Any, member: Any, message: Any) -> Any:
    return next(m for m in world.channel.history(viewer=member) if m.id == message.id)


def select_values(message: Any) -> set[str]:
    out = set()
    for row in message.components:
        for item in getattr(row, "children", []):
            if getattr(item, "options", None):
                out |= {o.value for o in item.options}
    return out


def modal_fields(shown: Any) -> dict[str, dict[str, Any]]:
    """The text fields of a modal the bot showed: custom_id → field."""
    out: dict[str, dict[str, Any]] = {}

    def walk(c: Any) -> None:
        if isinstance(c, dict):
            if c.get("type") == 4:  # text input
                out[c["custom_id"]] = c
            for v in c.values():
                walk(v)
        elif isinstance(c, list):
            for v in c:
                walk(v)

    walk(shown.modal)
    return out


async def open_lobby(world: Any, game: str, **slash: Any) -> Any:
    r = await world.members[0].slash(world.channel, "play", game=game, **slash)
    assert not r.ephemeral
    return r.response.message


@pytest.mark.parametrize("game", playable())
async def test_every_choice_of_every_game_is_offered(world, game):
    lobby = await open_lobby(world, game)
    offered = select_values(lobby)
    for s in specs(game):
        if s.kind in ("bool", "choice"):
            others = {f"{s.name}={str(v).lower()}" for v in s.choices if v != s.default}
            assert others <= offered, (s.name, others - offered)
    numbers = [s for s in specs(game) if s.kind == "number"]
    assert any(":numbers:" in c for c in custom_ids(lobby)) == bool(numbers)
    assert not any("=" in v and v.split("=")[0] in {s.name for s in numbers} for v in offered)


async def test_numbers_in_a_modal_any_valid_value_and_refusals_in_words(world):
    alice, bob, _ = world.members
    lobby = await open_lobby(world, "sankpass")
    tid = int(cid(lobby, "join").split(":")[1])
    live = world.service().live[tid]

    # only the host may open it
    r = await bob.click(lobby, custom_id=cid(lobby, "numbers"))
    assert r.ephemeral and "Only the host" in r.response.content and r.modal is None

    # the host, in Swedish: labels and hints in her language, current values filled in
    with interaction_locale("sv-SE"):
        shown = await alice.click(lobby, custom_id=cid(lobby, "numbers"))
    assert shown.modal is not None and shown.modal["title"] == f"Tal för bord #{tid}"
    assert shown.modal["custom_id"] == f"ctb:{tid}:0:numbers:"
    fields = modal_fields(shown)
    decks, size = (f"ctb:{tid}:0:num:{n}" for n in ("decks", "hand_size"))
    assert set(fields) == {decks, size}
    assert fields[decks]["placeholder"] == "1–20, eller tomt för auto"
    assert fields[size].get("value") == "10" and fields[size]["placeholder"] == "1–52, eller tomt för 10"

    # any valid value: 17 decks (far from the default), 3 cards a hand
    r = await alice.submit_modal(shown, {decks: "17", size: "3"})
    assert live.rec.options == {"decks": 17, "hand_size": 3}
    text = embed_text(latest(world, alice, lobby))
    # the table speaks English
    assert f"{tr('en', 'option-decks')}: **17**" in text and f"{tr('en', 'option-hand_size')}: **3**" in text

    # refused in words, in the host's language, naming the option and its range; nothing changes
    shown = await alice.click(latest(world, alice, lobby), custom_id=cid(lobby, "numbers"))
    r = await alice.submit_modal(shown, {decks: "99", size: "3"})
    assert r.ephemeral
    assert r.response.content == tr("en", "option-decks") + " must be a whole number from 1 to 20, or auto."
    with interaction_locale("da"):
        shown = await alice.click(latest(world, alice, lobby), custom_id=cid(lobby, "numbers"))
        r = await alice.submit_modal(shown, {decks: "2", size: "many"})
    assert r.response.content == tr("da", "option-hand_size") + " skal være et helt tal fra 1 til 52."
    assert "Input should" not in r.response.content
    assert live.rec.options == {"decks": 17, "hand_size": 3}

    # empty means auto (or the default); the select can also put a typed number back to auto
    shown = await alice.click(latest(world, alice, lobby), custom_id=cid(lobby, "numbers"))
    r = await alice.submit_modal(shown, {decks: "", size: ""})
    assert live.rec.options == {}
    assert f"{tr('en', 'option-decks')}: **auto**" in embed_text(latest(world, alice, lobby))


async def test_a_modal_submitted_after_a_restart_is_still_answered(world):
    alice = world.members[0]
    lobby = await open_lobby(world, "farg-gin")
    tid = int(cid(lobby, "join").split(":")[1])
    shown = await alice.click(lobby, custom_id=cid(lobby, "numbers"))
    await world.restart()
    target = f"ctb:{tid}:0:num:target"
    await alice.submit_modal(shown, {target: "250"})
    assert world.service().live[tid].rec.options == {"target": 250}


async def test_refusals_of_option_text_and_of_a_start_are_in_words(world):
    alice, bob, cara = world.members
    r = await bob.slash(world.channel, "play", game="go-fish", options="hand_size=banana")
    assert r.response.content == tr("en", "option-hand_size") + " must be a whole number from 1 to 26, or auto."
    r = await bob.slash(world.channel, "play", game="go-fish", options="history=forever")
    assert r.response.content == "Table memory can be: `history=since last turn`, `history=every move`."
    r = await bob.slash(world.channel, "play", game="go-fish", options="decks=2")
    assert r.response.content == "Go Fish has no option called “decks”. See /rules for its options."
    r = await bob.slash(world.channel, "play", game="go-fish", options="hand_size")
    assert "name=value" in r.response.content
    # a size that fits the bounds but not this many players is refused at the start, in words
    lobby = await open_lobby(world, "finns-i-sjon", options="hand_size=20")
    for m in (bob, cara):
        await m.click(lobby, custom_id=cid(lobby, "join"))
    r = await alice.click(latest(world, alice, lobby), custom_id=cid(lobby, "start"))
    assert r.ephemeral
    assert r.response.content == tr("en", "option-hand_size") + \
        ": 3 players can get at most 17 cards each from one deck, not 20."
    assert "Seats 3 of 2–8" in embed_text(latest(world, alice, lobby))  # still a lobby


async def test_rules_show_the_range_of_each_number(world):
    r = await world.members[0].slash(world.channel, "rules", game="sankpass")
    text = embed_text(r.response)
    assert f"**{tr('en', 'option-decks')}** (`decks`, auto)" in text and "1–20, or empty for auto" in text
