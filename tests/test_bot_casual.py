"""Casual games (issue 36, part 3): the lobby's rated / casual choice (rated by default).

A casual game is played, listed by /history (marked casual), replayed and downloadable like any
other, and moves no rating: it leaves no placings, so ``python -m bot ratings --rebuild`` skips it
too, and /stats counts it for nothing (no line, no game, no "against the computer"). Only the host
may choose, and the choice is offered only where games are rated (not in Tolv fiender).
"""

from __future__ import annotations

from typing import Any

from bot.ops.ratings import rebuild, unrated
from bot.render.i18n import tr
from tests.bot_helpers import act, custom_ids, embed_text, interaction_locale, seat_of, stacked
from tests.replay_helpers import open_replay
from tests.test_bot_lobby_options import cid, latest, open_lobby, select_values
from tests.test_bot_rematch import again_id


async def casual_go_fish(world: Any) -> Any:
    """The Go Fish game of ``finish_go_fish`` (alice books aces and twos and wins), played casual."""
    alice, bob, cara = world.members[:3]
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    lobby = await open_lobby(world, "go-fish")
    assert "rating=casual" in select_values(lobby)
    assert "· rated" in embed_text(lobby)  # rated by default, and the lobby says so
    await alice.select(lobby, ["rating=casual"], custom_id=cid(lobby, "option"))
    lobby = latest(world, alice, lobby)
    assert "· casual" in embed_text(lobby) and "rating=rated" in select_values(lobby)
    for m in (bob, cara):
        await m.click(lobby, custom_id=cid(lobby, "join"))
    await alice.click(lobby, custom_id=cid(lobby, "start"))
    live = world.service().live[int(cid(lobby, "join").split(":")[1])]
    assert live.rec.casual
    for target, rank in ((cara, "A"), (bob, "A"), (bob, "2")):
        assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(target), "rank": rank})
        await world.settle()
    assert live.rec.status == "ended"
    return live


async def test_a_casual_game_moves_no_rating_and_stats_do_not_count_it(world):
    alice = world.members[0]
    storage = world.service().storage
    live = await casual_go_fish(world)
    text = embed_text(world.table_message())
    assert "Ratings on this server" not in text and live.rec.ratings is None
    assert f"Table #{live.id} · casual" in text  # the table says it was casual
    assert await storage.fetch("SELECT COUNT(*) FROM placings") == [(0,)]
    assert await storage.fetch("SELECT COUNT(*) FROM ratings") == [(0,)]
    assert await storage.fetch("SELECT user_id, outcome, casual FROM results WHERE user_id = ?", (alice.id,)) == [
        (alice.id, "win", 1)]
    r = await alice.slash(world.channel, "stats", game="go-fish")
    assert "<@" not in (r.response.embeds[0].description or "")  # nobody ranked: the game counted for nothing
    # the rebuild skips it too, and does not take it for a game from before ratings
    assert await unrated(storage) == 0
    report = await rebuild(storage, write=True)
    assert (report.games, report.ratings) == (0, 0)
    assert await storage.fetch("SELECT COUNT(*) FROM ratings") == [(0,)]


async def test_history_lists_a_casual_game_marked_casual_with_its_replay(world):
    alice = world.members[0]
    live = await casual_go_fish(world)
    for loc, word in (("en-US", "casual"), ("sv-SE", "på skoj")):
        with interaction_locale(loc):
            r = await alice.slash(world.channel, "history")
        desc = r.response.embeds[0].description
        assert f"`#{live.id}`" in desc and f"🎲 {word}" in desc, desc
    # its replay and its game file, as any finished game's
    replay = await open_replay(alice, world.table_message())
    assert any(":replay:" in c for c in custom_ids(replay))


async def test_a_rated_game_is_not_marked_and_moves_the_ratings(world):
    from tests.replay_helpers import finish_go_fish

    live = await finish_go_fish(world)
    assert not live.rec.casual and live.rec.ratings
    r = await world.members[0].slash(world.channel, "history")
    assert "casual" not in r.response.embeds[0].description


async def test_only_the_host_chooses_casual_in_their_language_and_nothing_changes(world):
    alice, bob = world.members[:2]
    lobby = await open_lobby(world, "sankpass")
    await bob.click(lobby, custom_id=cid(lobby, "join"))
    live = world.service().live[int(cid(lobby, "join").split(":")[1])]
    before = live.rec.model_dump()
    for loc, lang in (("en-US", "en"), ("da", "da")):
        with interaction_locale(loc):
            r = await bob.select(latest(world, bob, lobby), ["rating=casual"], custom_id=cid(lobby, "option"))
        assert r.ephemeral and r.response.content == tr(lang, "error-host-only", host="alice"), r.response.content
    assert live.rec.model_dump() == before and not live.rec.casual
    # the host can go casual and back again
    await alice.select(latest(world, alice, lobby), ["rating=casual"], custom_id=cid(lobby, "option"))
    assert live.rec.casual
    await alice.select(latest(world, alice, lobby), ["rating=rated"], custom_id=cid(lobby, "option"))
    assert not live.rec.casual


async def test_tolv_fiender_offers_no_choice(world):
    lobby = await open_lobby(world, "tolv-fiender")
    assert not any(v.startswith("rating=") for v in select_values(lobby))
    assert "rated" not in embed_text(lobby)


async def test_play_again_keeps_the_table_casual(world):
    await casual_go_fish(world)
    table = world.table_message()
    r = await world.members[1].click(table, custom_id=again_id(table))
    (lobby,) = [lv for lv in world.service().live.values() if lv.rec.status == "lobby"]
    assert lobby.rec.casual, r


async def test_old_results_read_as_rated(tmp_path):
    """A database from before the choice (migration 010): its rows are rated."""
    from bot.storage import open_storage
    from bot.storage.models import TableRecord

    assert TableRecord.model_validate_json('{"guild_id": 1, "channel_id": 2, "host_id": 3, "game": "go-fish"}'
                                           ).casual is False
    storage = open_storage(f"sqlite:///{tmp_path / 'x.db'}")
    await storage.open()
    try:
        await storage.write("INSERT INTO game_tables (guild_id, channel_id, host_id, game, status, locale, record,"
                            " version, created_at, updated_at)"
                            " VALUES (1, 2, 3, 'go-fish', 'ended', 'en', '{}', 0, 0, 0)")
        await storage.write("INSERT INTO results (table_id, guild_id, game, user_id, outcome, at)"
                            " VALUES (1, 1, 'go-fish', 3, 'win', 0)")
        assert await storage.fetch("SELECT casual FROM results") == [(0,)]
    finally:
        await storage.close()
