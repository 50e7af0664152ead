"""Card faces through simcord: registering them as application emojis at start-up (first start,
restart, new art, someone else's emojis, a refused upload, ``CARD_FACES=text``) and the faces on
the table, on hand buttons (labels stay text), in the log and in /rules."""

from __future__ import annotations

from typing import Any

import discord
import simcord

from bot.render import cardfaces
from bot.render.emojis import emoji_name
from bot.render.i18n import card_emoji, card_label, suit_label
from engine.games.gin import _hand_order
from tests.bot_helpers import SimClock, is_table, make_bot, open_table, seat_of, stacked

KEYS = cardfaces.face_keys()


def emoji_calls(env: Any, since: int = 0) -> list[tuple[str, str]]:
    return [(r.method, r.path) for r in env.http_requests[since:] if "/emojis" in r.path]


def app_emojis(env: Any) -> dict[str, int]:
    return {e.name: e.id for e in env.backend.application_emojis.values()}


async def boot(db: str, **settings: Any) -> Any:
    clock = SimClock()
    env = simcord.Env(make_bot(db, clock, **settings))
    await env.start()
    clock.env = env
    return env


async def restart(env: Any, db: str, **settings: Any) -> None:
    old = env.bot
    await env.restart_bot(make_bot(db, SimClock(), **settings))
    await old.storage.close()


async def stop(env: Any) -> None:
    await env.shutdown()
    await env.bot.storage.close()


async def test_first_start_uploads_every_face_once_and_a_restart_uploads_nothing(tmp_path):
    db = str(tmp_path / "bot.db")
    env = await boot(db)
    try:
        v = cardfaces.ART_VERSION
        uploads = [c for c in emoji_calls(env) if c[0] == "POST"]
        assert len(uploads) == len(KEYS)
        assert set(app_emojis(env)) == {emoji_name(k, v) for k in KEYS}
        assert env.bot.card_faces
        qs = app_emojis(env)[emoji_name("QS", v)]
        assert card_label("en", "QS") == f"<:c{v}_QS:{qs}>"
        assert card_label("sv", "JH") == f"<:c{v}_KnH:{app_emojis(env)[f'c{v}_KnH']}>"
        assert card_emoji("en", "QS") == discord.PartialEmoji(name=f"c{v}_QS", id=qs)

        before, ids = len(env.http_requests), app_emojis(env)
        await restart(env, db)
        assert emoji_calls(env, before) == [("GET", f"/applications/{env.bot.application_id}/emojis")]
        assert app_emojis(env) == ids and env.bot.card_faces
        assert card_label("en", "QS") == f"<:c{v}_QS:{qs}>"
    finally:
        await stop(env)


async def test_new_art_replaces_our_old_faces_and_leaves_other_emojis_alone(tmp_path, monkeypatch):
    db = str(tmp_path / "bot.db")
    env = await boot(db)
    try:
        v = cardfaces.ART_VERSION
        old_ids = app_emojis(env)
        # the application's own emojis, some with names close to ours
        foreign = ["party_parrot", f"c{v}_logo", f"c{v}_QS_big", "cx_QS", f"C{v}_QS", f"c{v}_1S"]
        for name in foreign:
            env.backend.create_application_emoji(name)
        monkeypatch.setattr(cardfaces, "ART_VERSION", v + 1)
        before = len(env.http_requests)
        await restart(env, db)
        calls = emoji_calls(env, before)
        assert sum(m == "POST" for m, _ in calls) == len(KEYS)
        deleted = {int(p.rsplit("/", 1)[1]) for m, p in calls if m == "DELETE"}
        assert deleted == set(old_ids.values())
        assert set(app_emojis(env)) == {emoji_name(k, v + 1) for k in KEYS} | set(foreign)
        assert card_label("en", "QS").startswith(f"<:c{v + 1}_QS:")
    finally:
        await stop(env)


async def test_a_refused_upload_falls_back_to_text_cards_and_a_later_start_completes(tmp_path):
    db = str(tmp_path / "bot.db")
    clock = SimClock()
    env = simcord.Env(make_bot(db, clock))
    env.inject_error("POST", "/applications/*/emojis", status=400, code=30018,
                     message="Maximum number of emojis reached", times=1)
    await env.start()
    clock.env = env
    try:
        assert not env.bot.card_faces
        assert card_label("en", "QS") == "Q♤" and card_emoji("en", "QS") is None
        # the bot plays on with text cards
        await env.bot.tree.sync()
        world = _World(env)
        stacked(world, {0: ["AS", "AH", "2S"], 1: ["AD", "2C", "5S"]}, ["3C", "KC"])
        await open_table(world, "finns-i-sjon", players=2, options="hand_size=3")
        hand = (await world.members[0].click(world.table_message(), label="My hand")).response.message
        cards = [c.label for row in hand.components for c in row.children if ":rank:" in c.custom_id]
        assert "A♤" in cards and all(c.emoji is None for row in hand.components for c in row.children
                                     if ":rank:" in c.custom_id) and "<:" not in hand.embeds[0].description
        # the next start uploads what is missing and shows faces
        await restart(env, db)
        assert env.bot.card_faces and set(app_emojis(env)) == {emoji_name(k, cardfaces.ART_VERSION) for k in KEYS}
    finally:
        await stop(env)


async def test_card_faces_text_never_touches_the_emojis(tmp_path):
    db = str(tmp_path / "bot.db")
    env = await boot(db, card_faces="text")
    try:
        assert emoji_calls(env) == [] and not env.bot.card_faces
        assert card_label("da", "QC") == "D♧" and suit_label("S") == "♤"
    finally:
        await stop(env)


class _World:
    """The bits of tests.bot_helpers.World that open_table and stacked use, on a given env."""

    def __init__(self, env: Any) -> None:
        self.env = env
        self.guild = env.create_guild()
        self.channel = self.guild.create_text_channel("cards")
        self.members = [self.guild.add_member(env.create_user(n)) for n in ("alice", "bob", "cara")]

    def service(self) -> Any:
        return self.env.bot.service

    def table_message(self) -> Any:
        for m in reversed(self.channel.history()):
            if is_table(m):
                return m
        raise AssertionError("no table message")


def face(card: str, locale: str = "en") -> str:
    return card_label(locale, card)


def is_face(emoji: Any, card: str, locale: str = "en") -> bool:
    return emoji is not None and emoji.id is not None and str(emoji) == face(card, locale)


def cards(text: str) -> list[str]:
    return text.split()


def refetch(world: Any, member: Any, message: Any) -> Any:
    return next(m for m in world.channel.history(viewer=member) if m.id == message.id)


async def test_sankpass_table_log_and_hand_buttons_show_faces(world):
    alice, bob, _ = world.members
    world.service().stack = lambda rec: ({"hands": {seat_of(alice): ["9S", "5H", "KD", "2S"],
                                                    seat_of(bob): ["10S", "4H", "8D", "3C"]}}, seat_of(alice))
    await open_table(world, "sankpass", players=2, options="hand_size=4")
    assert world.bot.card_faces
    table = world.table_message()
    hand_button = next(c for row in table.components for c in row.children if ":hand:" in c.custom_id)
    assert hand_button.emoji.name == f"c{cardfaces.ART_VERSION}_back" and hand_button.emoji.id

    ha = (await alice.click(table, label="My hand")).response.message
    cards = [c for row in ha.components for c in row.children if ":play:" in c.custom_id]
    assert [is_face(c.emoji, k) for c, k in zip(cards, ["2S", "5H", "9S", "KD"], strict=True)] == [True] * 4
    assert all(not c.label for c in cards)  # the face alone: no ♠ text to vanish on a grey button
    assert not any(face(c) in ha.embeds[0].description for c in ["2S", "5H", "9S", "KD"]), "each card once"

    await alice.click(ha, custom_id=cards[2].custom_id)  # 9♠ opens the pile
    text = world.table_message().embeds[0]
    everything = (text.description or "") + "".join(f.value for f in text.fields)
    assert face("9S") in everything and "9♤" not in everything and "9♠" not in everything
    # bob's buttons carry the face and say in the label what the card would do
    hb = (await bob.click(world.table_message(), label="My hand")).response.message
    ten = next(c for row in hb.components for c in row.children if is_face(c.emoji, "10S"))
    assert ten.label == "⬆️" and ten.style == discord.ButtonStyle.success
    log = await bob.click(world.table_message(), label="Full log")
    assert face("9S") in log.response.embeds[0].description


async def test_gin_card_buttons_and_take_button_carry_faces(world):
    alice, bob = world.members[:2]
    a, b = seat_of(alice), seat_of(bob)
    setup = {"deals": [{"dealer": b, "upcard": "2H",
                        "hands": {a: cards("AH AD AC 5D 6D 7D 9C 10C JC KS"),
                                  b: cards("3S 5S 8S QS 4H 9H KD 2C 4C 6C")}}]}
    world.service().stack = lambda rec: (setup, None)
    await open_table(world, "farg-gin", players=2, options="target=50")
    assert face("2H") in world.table_message().embeds[0].description  # the up-card
    ha = (await alice.click(world.table_message(), label="My hand")).response.message
    take = next(c for row in ha.components for c in row.children if ":take:" in c.custom_id)
    assert is_face(take.emoji, "2H") and take.label == "Take"  # the face names the card (issue 23)
    await alice.click(ha, custom_id=take.custom_id)
    ha = refetch(world, alice, ha)
    buttons = [c for row in ha.components for c in row.children]
    # tap-to-discard: each card button is just the card's face, no label
    discard = [c for c in buttons if ":discard:" in c.custom_id]
    hand = _hand_order([*cards("AH AD AC 5D 6D 7D 9C 10C JC KS"), "2H"])
    assert all(not c.label for c in discard)
    assert sorted(c.emoji.name for c in discard) == sorted(f"c{cardfaces.ART_VERSION}_{k}" for k in hand)
    # a button naming a card shows its face, the words without the card (labels cannot show markup)
    knock = next(c for c in buttons if ":go_out:" in c.custom_id)
    assert knock.label == "✊ Knock 2" and is_face(knock.emoji, "KS")  # the deadwood it leaves
    # the suit columns of Färg-gin show the suit signs
    assert suit_label("S") in "".join(f.value for f in world.table_message().embeds[0].fields)


async def test_rules_show_suit_signs_as_faces(world):
    r = await world.members[0].slash(world.channel, "rules", game="tolv-fiender")
    text = r.response.embeds[0].description
    assert suit_label("S") in text and suit_label("C") in text and "♠" not in text and "♣" not in text
