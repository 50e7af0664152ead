"""A mixed table (issue 35), end to end through simcord: at a Swedish table, an English player (bob)
and a Norwegian one (cara) each read the table in their own language — the 🌐 button's live copy,
the full log, the finished table's result and ratings — and talk with the 💬 quick phrases, which
reach the table in Swedish and each reader's views in theirs. Tolv fiender has no phrase: its one
statement stays the only thing anyone can say there."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.core import phrases
from bot.core.live import Refused
from bot.decide import phrases as decide_phrases
from bot.render import screens
from bot.render.i18n import LOCALES, tr
from engine import get_game
from tests.bot_helpers import act, custom_ids, embed_text, interaction_locale, open_table
from tests.requests_log import RequestLog
from tests.test_bot_concurrency import burst, emit_custom


def cid(message: Any, op: str, arg: str | None = None) -> str:
    return next(c for c in custom_ids(message) if f":{op}:" in c and (arg is None or c.endswith(f":{arg}")))


WORDS = ("table-log", "my-hand", "full-log")  # a table's own words: its log's heading, its buttons


def speaks(text: str, locale: str) -> bool:
    """The table's own words in ``locale``, none of another language's."""
    own = {tr(locale, k) for k in WORDS}
    others = {tr(o, k) for o in LOCALES if o != locale for k in WORDS} - own
    return all(w in text for w in own if w != tr(locale, "table-log")) and not any(w in text for w in others)


def current(world: Any, member: Any, message: Any) -> Any:
    """The message as ``member`` sees it now (an ephemeral one: theirs only)."""
    return next(m for m in world.messages(member) if m.id == message.id)


async def mixed(world: Any, game: str = "finns-i-sjon", **slash: Any) -> Any:
    """A Swedish table: alice (Swedish Discord) hosts, bob (English) and cara (Norwegian) join."""
    alice, bob, cara = world.members
    with interaction_locale("sv"):
        r = await alice.slash(world.channel, "play", game=game, language="sv", **slash)
    lobby = r.response.message
    await bob.click(lobby, custom_id=cid(lobby, "join"))
    with interaction_locale("no"):
        await cara.click(lobby, custom_id=cid(lobby, "join"))
    with interaction_locale("sv"):
        await alice.click(lobby, custom_id=cid(lobby, "start"))
    return world.service().live[int(cid(lobby, "join").split(":")[1])]


async def live_copy(world: Any, member: Any, locale: str) -> Any:
    with interaction_locale(locale):
        r = await member.click(world.table_message(), custom_id=cid(world.table_message(), "mirror"))
    assert r.response.ephemeral
    return r.response.message


async def full_log(world: Any, member: Any, locale: str) -> str:
    with interaction_locale(locale):
        r = await member.click(world.table_message(), custom_id=cid(world.table_message(), "log"))
    assert r.response.ephemeral
    return embed_text(r.response)


async def play_to_the_end(world: Any, live: Any, seed: int = 1) -> None:
    game, rng = get_game(live.rec.game), random.Random(seed)
    for _ in range(2000):
        if live.rec.status != "playing":
            return
        seat = screens.awaited_seat(live.rec, live.state) or live.state.turn
        await act(world, live, seat, rng.choice(game.legal_actions(live.state, seat)))
        await world.settle()
    raise AssertionError("the game did not end")


async def test_each_reader_follows_a_swedish_table_in_their_own_language_to_the_end(world):
    alice, bob, cara = world.members
    live = await mixed(world, options="hand_size=3")
    table = world.table_message()
    assert speaks(embed_text(table), "sv")
    assert "🌐" in str(table.components) and tr("sv", "mirror-button") in str(table.components)

    log = RequestLog(world.env)
    with log.recording():
        copies = {bob: await live_copy(world, bob, "en"), cara: await live_copy(world, cara, "no")}
        watcher = world.guild.add_member(world.env.create_user("dag"))  # not seated: a copy all the same
        copies[watcher] = await live_copy(world, watcher, "en")
        for member, loc in ((bob, "en"), (cara, "no"), (watcher, "en")):
            text = embed_text(copies[member])
            assert speaks(text, loc), (loc, text)
            assert tr(loc, "turn-of", name=live.rec.name_of(live.state.turn)) in text
            assert "mirror" not in str(custom_ids(copies[member])), "a copy does not offer another"
            log_text = await full_log(world, member, loc)
            assert tr(loc, "full-log") in log_text and tr("sv", "full-log") not in log_text

        mark = log.mark()
        await play_to_the_end(world, live)
        assert log.since(mark, "bot") == [], "the moves kept every copy current through its own token"

    assert live.rec.status in ("ended", "abandoned") and live.rec.ratings
    table_text = embed_text(world.table_message())
    assert speaks(table_text, "sv") and tr("sv", "rating-head") in table_text
    for member, loc in ((bob, "en"), (cara, "no"), (watcher, "en")):
        text = embed_text(current(world, member, copies[member]))
        assert speaks(text, loc), (loc, text)
        assert tr(loc, "rating-head") in text, "the result and its ratings in the reader's language"
        log_text = await full_log(world, member, loc)
        assert tr(loc, "full-log") in log_text and tr("sv", "full-log") not in log_text


async def test_the_live_copy_keeps_updating_over_a_restart(world):
    _, bob, _ = world.members
    live = await mixed(world, options="hand_size=3")
    copy = await live_copy(world, bob, "en")
    await world.restart(graceful=True)
    live = world.service().live[live.id]
    seat = screens.awaited_seat(live.rec, live.state)
    await act(world, live, seat, get_game(live.rec.game).legal_actions(live.state, seat)[0])
    await world.settle()
    text = embed_text(current(world, bob, copy))
    assert speaks(text, "en") and tr("en", "turn-of", name=live.rec.name_of(live.state.turn)) in text


async def test_a_phrase_reaches_the_table_and_each_view_in_each_readers_language(world):
    alice, bob, cara = world.members
    live = await mixed(world, options="hand_size=3")
    table = world.table_message()
    with interaction_locale("sv"):
        hand_a = (await alice.click(table, custom_id=cid(table, "hand"))).response.message
    with interaction_locale("no"):
        hand_c = (await cara.click(table, custom_id=cid(table, "hand"))).response.message
    copy_b = await live_copy(world, bob, "en")
    version = live.state.version

    r = await bob.click(table, custom_id=cid(table, "phrases"))  # the list, in bob's language
    assert r.response.ephemeral
    picker = r.response.message
    assert all(tr("en", f"phrase-{k}") in str(picker.components) for k in phrases.PHRASES)
    with interaction_locale("no"):
        r = await cara.click(table, custom_id=cid(table, "phrases"))
    picker_c = r.response.message
    assert tr("no", "phrase-good-luck") in str(picker_c.components)

    r = await bob.click(picker, custom_id=cid(picker, "phrase", "good-luck"))
    assert tr("en", "phrase-said", phrase="🍀 Good luck!") in embed_text(current(world, bob, picker))
    assert "🍀 " + tr("sv", "phrase-line", name="bob", phrase="Lycka till!") in embed_text(world.table_message())
    assert "Good luck!" in embed_text(current(world, bob, copy_b))
    assert "Lycka till!" in embed_text(current(world, alice, hand_a))
    assert "Lykke til!" in embed_text(current(world, cara, hand_c))
    assert live.state.version == version, "a phrase is no move"

    # the rate limit: a second phrase within 10 s is refused, and nothing shows it
    r = await bob.click(picker, custom_id=cid(picker, "phrase", "thanks"))
    assert r.response.ephemeral and r.response.content == tr("en", "phrase-too-soon", seconds=10)
    assert "Tack!" not in embed_text(world.table_message()) and live.rec.phrase.key == "good-luck"
    # ... also two at once, before the bot handled either: one is said
    await world.env.advance_time(10)
    results = await burst(world, lambda: emit_custom(world, bob, picker, cid(picker, "phrase", "thanks")),
                          lambda: emit_custom(world, bob, picker, cid(picker, "phrase", "oops")))
    refused = [x for x in results if x.response.content == tr("en", "phrase-too-soon", seconds=10)]
    assert len(refused) == 1 and live.rec.phrase.key in ("thanks", "oops")
    # a watcher may read but not talk; a key that is no phrase is refused
    watcher = world.guild.add_member(world.env.create_user("dag"))
    r = await watcher.click(table, custom_id=cid(world.table_message(), "phrases"))
    assert r.response.content == tr("en", "error-not-seated")
    await world.env.advance_time(10)
    said = live.rec.phrase
    r = await emit_custom(world, cara, picker_c, cid(picker_c, "phrase", "thanks").replace(":thanks", ":hello"))
    assert r.response.ephemeral and live.rec.phrase == said

    # not in the game's event log, its replay or its file: the stored events hold no phrase
    events = await world.service().storage.events(live.id)
    assert not any("phrase" in str(e) or "good-luck" in str(e) for e in events)

    await world.env.advance_time(phrases.SHOWN_FOR)  # a minute on, the next render no longer shows it
    seat = screens.awaited_seat(live.rec, live.state)
    await act(world, live, seat, get_game(live.rec.game).legal_actions(live.state, seat)[0])
    await world.settle()
    assert "💬" not in embed_text(world.table_message()).split("\n")[0]
    assert not any(tr("sv", f"phrase-{k}") in embed_text(world.table_message()) for k in phrases.PHRASES)


async def test_tolv_fiender_offers_no_phrase_and_no_other_statement(world):
    alice, bob, cara = world.members
    live = await open_table(world, "tolv-fiender")
    table = world.table_message()
    hand = (await alice.click(table, custom_id=cid(table, "hand"))).response.message
    assert not [c for c in custom_ids(table) + custom_ids(hand) if ":phrases:" in c or ":phrase:" in c]
    before = (live.rec.model_dump(), live.state.model_dump())
    ver = live.state.version
    forged = [f"ctb:{live.id}:{ver}:phrases:", *(f"ctb:{live.id}:0:phrase:{k}" for k in phrases.PHRASES),
              *(f"ctb:{live.id}:{ver}:say:{arg}" for arg in ("go", "rather_not", "good-luck", "hello", ""))]
    for member in (alice, bob):
        for custom_id in forged:
            r = await emit_custom(world, member, table, custom_id)
            assert r.acknowledged and r.response is not None and r.response.ephemeral, custom_id
    assert (live.rec.model_dump(), live.state.model_dump()) == before, "nobody said anything"
    for key in phrases.PHRASES:  # and the decision itself refuses a phrase there, whoever asks
        with pytest.raises(Refused) as refused:
            decide_phrases.say(live, alice.id, key, world.clock.now(), "en")
        assert refused.value.key == "phrase-not-here"
    assert tr("en", "phrase-not-here").startswith("Tolv fiender has no quick phrases")


def test_no_tolv_fiender_view_offers_any_statement_but_its_one():
    """Along random games, solo and at three: neither the table nor any hand view offers a phrase,
    and the only things anyone may say are the statement's two answers, only while a jester's
    player chooses who goes next."""
    from tests.test_hand_height import record
    from tests.test_render_limits import positions

    for n in (1, 3):
        seats = [str(10**17 + i) for i in range(n)]
        rec = record("tolv-fiender", seats, "en", {})
        for seed in range(3):
            for state in positions("tolv-fiender", {}, seed, seats):
                view = get_game("tolv-fiender").public_view(state)
                choosing = bool(view["awaiting"]) and view["awaiting"]["type"] == "choose_next"
                rendered = [screens.table(rec, state, "en")[1], screens.table(rec, state, "en", copy=True)[1],
                            *(screens.hand(rec, state, s, "en", {})[1] for s in seats)]
                ids = [c for v in rendered for c in custom_ids(v)]
                assert not [c for c in ids if ":phrase" in c]
                said = {c.rsplit(":", 1)[1] for c in ids if ":say:" in c}
                assert said <= {"go", "rather_not"} and (not said or choosing)
