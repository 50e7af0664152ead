"""A finished game's replay, end to end through simcord (issue 30): the Replay button only on a
finished table, its private pages for whoever clicks (every hand face up, one position at a time,
◀ ▶ ⏮ ⏭, "Move 1 of 3", the move's line), in English, Swedish and Danish; the game as a file that
``python -m engine replay`` plays to the same end; restarts; forged clicks answered as unknown."""

from __future__ import annotations

import json

import pytest

from bot.core.replays import MARK_EVERY
from bot.storage.models import Player, TableRecord
from engine.replay import run
from tests.bot_helpers import (
    act,
    custom_ids,
    embed_text,
    interaction_locale,
    open_table,
    seat_of,
    stacked,
    started_world,
)
from tests.replay_helpers import (
    expected_outcome,
    finish_go_fish,
    game_file,
    nav_id,
    open_replay,
    play_random,
    replay_id,
    replayed_as_a_process,
    step,
)
from tests.test_bot_edges import emit_on_message

UNKNOWN = "There is no such finished game here."


def shown(message) -> str:
    """What a reader sees of a message, bold marks left out."""
    return embed_text(message).replace("**", "")


def replay_controls(world) -> list[str]:
    """Every replay control on any message of the channel, as any member sees it."""
    out = []
    for member in world.members:
        for m in world.messages(viewer=member):
            out += [c for c in custom_ids(m) if ":replay" in c]
    return out


async def test_a_finished_table_offers_its_replay_privately_every_hand_face_up(world):
    alice, bob, cara = world.members
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    live = await open_table(world, "go-fish")
    for target, rank in ((cara, "A"), (bob, "A"), (bob, "2")):
        assert replay_controls(world) == []  # nothing of a replay while the game is played
        assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(target), "rank": rank})
        await world.settle()
    table = world.table_message()
    assert replay_id(table).startswith(f"ctb:{live.id}:")

    page = await open_replay(bob, table)  # bob, who lost, looks back
    assert page.id not in {m.id for m in world.messages(viewer=alice)}  # his alone
    text = shown(page)
    assert "Go Fish – replay" in text and "The deal · 3 moves · round 1" in text
    assert "alice (5): A♠ A♥ 2♠ 2♥ 2♦" in text  # every hand, face up
    assert "bob (5): A♦ 2♣ 5♠ 6♠ 7♠" in text and "cara (5): 9♠ 9♥ 10♠ 10♥ J♠" in text
    assert "Draw pile: 37" in text
    page = await step(bob, page, "next")
    text = shown(page)
    assert "Move 1 of 3" in text and "▸ alice asked cara for aces" in text
    assert "alice (6): A♠ A♥ A♣ 2♠ 2♥ 2♦" in text  # she drew the ace of clubs
    page = await step(bob, page, "end")  # ⏭: no later round, so the end
    text = shown(page)
    assert "Move 3 of 3" in text and "alice wins with 2 books" in text and "alice (0)" in text
    assert all(":replay:x_" in c for c in custom_ids(page) if c.endswith(("_n", "_f")))  # ▶ ⏭ disabled
    page = await step(bob, page, "previous")
    assert "Move 2 of 3" in shown(page)
    page = await step(bob, page, "start")  # ⏮: the start of the round
    assert "The deal" in shown(page)
    # a spectator (not at the table) may look too: the game was public in the channel
    dan = world.guild.add_member(world.env.create_user("dan"))
    page = await open_replay(dan, table)
    assert "The deal · 3 moves" in shown(page)


@pytest.mark.parametrize(("locale", "words"), [
    ("sv-SE", ("Go Fish – repris", "Given · 3 drag · varv 1", "Händer", "Drag 1 av 3")),
    ("da", ("Go Fish – genafspilning", "Kortene gives · 3 træk · omgang 1", "Hænder", "Træk 1 af 3")),
    ("no", ("Go Fish – reprise", "Kortene gis · 3 trekk · omgang 1", "Hender", "Trekk 1 av 3")),
])
async def test_the_replay_speaks_the_clickers_language(world, locale, words):
    await finish_go_fish(world)
    table = world.table_message()
    with interaction_locale(locale):
        page = await open_replay(world.members[1], table)
        first = shown(page)
        page = await step(world.members[1], page, "next")
    for word in words[:3]:
        assert word in first
    assert words[3] in shown(page)


GAMES = [  # (game, players, options, seed, who leaves after how many moves)
    ("finns-i-sjon", 3, "hand_size=5", 1, None),
    ("go-fish", 3, "", 2, 6),
    ("sankpass", 3, "hand_size=4", 3, None),
    ("farg-gin", 2, "target=1", 4, None),
    ("hollywood-gin", 2, "target=1", 5, None),
    ("tolv-fiender", 2, "", 6, None),
]


@pytest.mark.parametrize(("game", "players", "options", "seed", "leave"), GAMES)
async def test_the_game_file_replays_to_the_same_final_state_and_result(tmp_path, game, players, options, seed,
                                                                         leave):
    async with started_world(tmp_path) as world:
        live = await play_random(world, game, players, options, seed, leave)
        page = await open_replay(world.members[0], world.table_message())
        name, data, answer = await game_file(world, world.members[0], page)
        assert name == f"cardtable-{live.id}-{game}.json" and "python -m engine replay" in answer.content
        scenario = json.loads(data)
        assert scenario["seats"] == [p.name for p in live.rec.players]
        start = await world.service().storage.replay_start(live.id)
        names = {p.seat: p.name for p in live.rec.players}
        state, result = expected_outcome(live, names, start[1])
        outcome = run(scenario)
        assert all(entry["ok"] for entry in outcome["log"])  # every stored step is accepted again
        assert outcome["result"] == result and result is not None
        assert outcome["state"] == state


async def test_the_file_of_an_abandoned_game_carries_the_clock_and_the_command_line_reads_it(world, tmp_path):
    """A game closed after 45 idle minutes: the clock's step is in the file (a tick), and the
    command line itself (``python -m engine replay FILE``) ends it the same way."""
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, ["7C"], first=0)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    alice, bob = world.members[:2]
    await world.env.advance_time(120)
    assert await act(world, live, seat_of(alice), {"type": "ask", "target": seat_of(bob), "rank": "2"})
    await world.env.advance_time(45 * 60)
    assert live.rec.status == "abandoned"
    page = await open_replay(bob, world.table_message())
    assert "Move 2 of 2" in shown(await step(bob, page, "end"))
    name, data, _ = await game_file(world, bob, page)
    scenario = json.loads(data)
    assert [a["type"] for a in scenario["actions"]] == ["tick", "ask", "tick"]
    assert scenario["actions"][0]["seconds"] == pytest.approx(120)
    outcome, (state, result) = await replayed_as_a_process(
        world, live, {seat_of(alice): "alice", seat_of(bob): "bob"}, name, data, tmp_path)
    assert outcome["result"] == result and result["reason"] == "abandoned"
    assert outcome["state"] == state


async def test_a_replay_goes_on_after_a_restart_and_its_marks_serve_a_new_process(world, monkeypatch):
    """The replay's buttons work after a restart (the pages are worked out again from the event
    log), and a position stored as a mark lets a page far into a game start from it."""
    import bot.core.replays as replays

    monkeypatch.setattr(replays, "MARK_EVERY", 2)  # (a short game: a mark every two steps)
    live = await finish_go_fish(world)
    page = await open_replay(world.members[1], world.table_message())
    page = await step(world.members[1], await step(world.members[1], page, "end"), "previous")
    assert "Move 2 of 3" in shown(page)
    marks = await world.service().storage.replay_marks(live.id)
    assert list(marks) == [2]
    await world.restart()
    assert live.id not in world.service().replays
    read: list[int] = []
    storage = world.service().storage
    original = storage.replay_mark

    async def counted(tid: int, version: int) -> str | None:
        read.append(version)
        return await original(tid, version)

    monkeypatch.setattr(storage, "replay_mark", counted)
    page = await step(world.members[1], page, "next")  # a new process: from the stored mark at 2
    assert read == [2]
    assert "Move 3 of 3" in shown(page) and "alice wins with 2 books" in shown(page)
    page = await step(world.members[1], page, "previous")
    assert "Move 2 of 3" in shown(page) and "▸ alice asked bob for aces" in shown(page)
    assert MARK_EVERY == 2048


async def test_forged_replay_clicks_are_answered_as_unknown_and_show_nothing(world):
    alice, bob, cara = world.members
    # another server's finished game
    other = world.env.create_guild()
    channel = other.create_text_channel("elsewhere")
    finished = TableRecord(guild_id=other.id, channel_id=channel.id, host_id=alice.id, game="go-fish",
                           status="ended", players=[Player(user_id=alice.id, name="alice")])
    finished_id = await world.service().storage.create_table(finished, 0.0)
    # an open table here
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, ["7C"], first=0)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    table = world.table_message()
    v = live.state.version
    forged = [f"ctb:{live.id}:{v}:replay:", f"ctb:{live.id}:{v}:replay_file:", f"ctb:{live.id}:{v}:replay:1_n",
              f"ctb:{finished_id}:0:replay:", "ctb:99999999999999999999:0:replay:",
              f"ctb:{live.id}:99999999999999999999:replay:"]
    for custom_id in forged:
        r = emit_on_message(world, alice, table, custom_id)
        await world.settle()
        assert r.response.ephemeral and r.response.content == UNKNOWN and not r.response.embeds, custom_id
        assert not r.response.message.attachments
    assert len(world.service().replays) == 0  # nothing was built for anyone
    # a finished game here: a position past its end is unknown too
    done = await finish_go_fish(world)
    real = replay_id(world.table_message())
    for custom_id in (real + "999_n", real.replace(":replay:", ":replay:4_n"), real + "12x_n"):
        r = emit_on_message(world, bob, world.table_message(), custom_id)
        await world.settle()
        assert r.response.content == UNKNOWN and not r.response.embeds, custom_id
    assert done.rec.status == "ended"


async def test_two_players_open_and_step_their_replays_at_once(world):
    from tests.test_bot_concurrency import burst

    await finish_go_fish(world)
    table = world.table_message()
    alice, bob, cara = world.members
    results = await burst(world, *(lambda m=m: m.click(table, custom_id=replay_id(table)) for m in (alice, bob, cara)))
    pages = [r.response.message for r in results]
    assert all(r.response.ephemeral and "The deal · 3 moves" in shown(r.response.message) for r in results)
    results = await burst(world, *(lambda m=m, p=p: m.click(p, custom_id=nav_id(p, "next"))
                                   for m, p in zip((alice, bob, cara), pages, strict=True)))
    assert all("Move 1 of 3" in shown(r.response.message) for r in results)
    assert len(world.service().replays) == 1  # one timeline serves them all


async def test_replays_older_than_replay_days_are_pruned_in_small_batches_results_and_ratings_kept(tmp_path):
    async with started_world(tmp_path, replay_days=1) as world:
        live = await finish_go_fish(world)
        storage = world.service().storage
        kept = [await storage.fetch(q) for q in ("SELECT * FROM results", "SELECT * FROM placings",
                                                  "SELECT * FROM ratings")]
        table = world.table_message()
        assert await world.service().prune() == 0 and await storage.replay_start(live.id) is not None  # not yet
        later = world.clock.now() + 2 * 86400
        assert await storage.prune_events(later - 86400, batch=2) == 2  # a batch: two rows, oldest first
        assert await storage.replay_start(live.id) is None  # its start went first: no replay any more
        await world.service().prune(now=later)
        assert await storage.fetch("SELECT COUNT(*) FROM table_events WHERE table_id = ?", (live.id,)) == [(0,)]
        assert [await storage.fetch(q) for q in ("SELECT * FROM results", "SELECT * FROM placings",
                                                 "SELECT * FROM ratings")] == kept
        r = await world.members[1].click(table, custom_id=replay_id(table))
        assert r.response.ephemeral and not r.response.embeds
        assert r.response.content == ("This game's replay is no longer kept (replays are kept for 1 day); "
                                      "its result and the ratings stay.")
        r = await world.members[1].slash(world.channel, "history")
        assert f"`#{live.id}`" in shown(r.response)  # still listed, with its result


async def test_a_long_games_file_is_answered_deferred_then_sent(world, monkeypatch):
    """A game too long to write its file within Discord's three seconds: the answer is deferred
    ("thinking…", privately) and the file follows through the interaction's token."""
    from bot.render import replay as replay_view

    monkeypatch.setattr(replay_view, "FILE_DEFER", 1)
    live = await finish_go_fish(world)
    page = await open_replay(world.members[1], world.table_message())
    name, data, answer = await game_file(world, world.members[1], page)
    assert name == f"cardtable-{live.id}-go-fish.json" and answer.ephemeral
    assert run(json.loads(data))["result"]["winners"] == ["alice"]
