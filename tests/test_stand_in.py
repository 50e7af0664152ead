"""A computer stands in for an away player (issue 36, part 1): the engine's side, and the one rule
the results and the ratings share (a player who left is a leaver unless they rejoined in time)."""

from __future__ import annotations

import pytest

from bot.storage.models import Player, TableRecord
from bot.storage.rating import placings_for
from bot.storage.results import results_for
from engine import RulesError, get_game, leavers
from engine.replay import run

C = str.split


def sankpass(first: str = "a") -> object:
    game = get_game("sankpass")
    hands = {"a": C("2S 5H 9C KD"), "b": C("3S 6H 10C QD"), "c": C("4S 7H JC AD")}
    return game, game.new(["a", "b", "c"], {"hand_size": 4}, 1, first=first, setup={"hands": hands})


def test_stand_in_keeps_the_seat_and_its_hand_and_logs_it():
    game, state = sankpass()
    new, events = game.apply(state, "b", {"type": "stand_in"}, 1)
    assert new.away == ["b"] and new.left == [] and new.hands["b"] == state.hands["b"]
    assert events == [{"type": "stand_in", "seat": "b"}] and new.log[-1]["type"] == "stand_in"
    assert game.legal_actions(new, "b") == game.legal_actions(state, "b"), "the seat plays on as it was"
    with pytest.raises(RulesError) as e:
        game.apply(new, "b", {"type": "stand_in"}, 2)
    assert e.value.code == "already_away"
    with pytest.raises(RulesError) as e:
        game.apply(new, "a", {"type": "rejoin"}, 2)
    assert e.value.code == "not_away"


def test_rejoin_off_turn_is_at_once():
    game, state = sankpass(first="a")
    state, _ = game.apply(state, "b", {"type": "stand_in"}, 1)
    state, events = game.apply(state, "b", {"type": "rejoin"}, 2)
    assert state.away == [] and state.back == [] and events == [{"type": "rejoined", "seat": "b"}]


def test_rejoin_mid_decision_waits_until_the_turn_has_passed():
    game, state = sankpass(first="b")
    state, _ = game.apply(state, "b", {"type": "stand_in"}, 1)
    state, events = game.apply(state, "b", {"type": "rejoin"}, 2)
    assert state.away == ["b"] and state.back == ["b"] and events == []
    with pytest.raises(RulesError) as e:
        game.apply(state, "b", {"type": "rejoin"}, 3)
    assert e.value.code == "rejoin_pending"
    play = game.legal_actions(state, "b")[0]  # the stand-in's move ends the turn: the seat goes back with it
    state, events = game.apply(state, "b", play, 4)
    assert state.away == [] and events[-1] == {"type": "rejoined", "seat": "b"}


def test_a_stand_in_that_leaves_clears_the_mark():
    game, state = sankpass()
    state, _ = game.apply(state, "b", {"type": "stand_in"}, 1)
    state, _ = game.apply(state, "b", {"type": "leave"}, 2)
    assert state.away == [] and state.left == ["b"] and leavers(state) == ["b"]


def test_tolv_fiender_has_no_stand_in():
    game = get_game("tolv-fiender")
    state = game.new(["a", "b"], {}, 1)
    with pytest.raises(RulesError) as e:
        game.apply(state, "a", {"type": "stand_in"}, 1)
    assert e.value.code == "no_stand_in"


def test_the_replay_format_reads_the_stand_in():
    base = {"game": "sankpass", "seats": ["a", "b"], "options": {"hand_size": 3}, "first": "a",
            "setup": {"hands": {"a": C("2S 5H 9C"), "b": C("3S 6H 10C")}}}
    plain = run({**base, "actions": [{"seat": "a", "type": "play", "card": "2S"}]})
    assert plain["state"]["away"] == [] and plain["state"]["back"] == []
    used = run({**base, "actions": [{"seat": "b", "type": "stand_in"}, {"seat": "a", "type": "play", "card": "2S"}]})
    assert used["state"]["away"] == ["b"] and all(e["ok"] for e in used["log"])


def record(seats: list[str]) -> TableRecord:
    return TableRecord(id=1, guild_id=1, channel_id=1, host_id=int(seats[0]), game="sankpass", status="playing",
                       players=[Player(user_id=int(s), name=f"p{s}") for s in seats])


def test_the_stand_in_wins_the_seat_but_its_player_ranks_as_a_leaver():
    """The stand-in empties the hand first: the game names the seat its winner, yet the person who
    left is a loss, placed last — and a player who rejoined before the end is none."""
    game = get_game("sankpass")
    hands = {"11": C("KD"), "22": C("2S"), "33": C("4S")}
    state = game.new(["11", "22", "33"], {"hand_size": 1}, 1, first="11", setup={"hands": hands})
    away, _ = game.apply(state, "11", {"type": "stand_in"}, 1)
    over, _ = game.apply(away, "11", {"type": "play", "card": "KD"}, 2)
    assert over.phase == "ended" and over.result["winners"] == ["11"]
    rows = {r.user_id: r.outcome for r in results_for(record(["11", "22", "33"]), over)}
    assert rows == {11: "loss", 22: "loss", 33: "loss"}
    places = {p.seat: p.place for p in placings_for(record(["11", "22", "33"]), over)}
    assert places["11"] > max(places["22"], places["33"]), places
    # Rejoin pressed on its turn waits for the move, which ends the game: not back before the end
    back, _ = game.apply(away, "11", {"type": "rejoin"}, 2)
    done, _ = game.apply(back, "11", {"type": "play", "card": "KD"}, 3)
    outcome = {r.user_id: r.outcome for r in results_for(record(["11", "22", "33"]), done)}
    assert done.away == ["11"] and outcome[11] == "loss"
    # back in time (off its turn): a player like any other
    early = game.new(["11", "22", "33"], {"hand_size": 1}, 1, first="22", setup={"hands": hands})
    early, _ = game.apply(early, "11", {"type": "stand_in"}, 1)
    early, _ = game.apply(early, "11", {"type": "rejoin"}, 2)
    assert early.away == [] and leavers(early) == []


@pytest.mark.parametrize(("locale", "came", "back", "mark"), [
    ("en", "🤖 alice left – a computer plays in their place.", "↩️ alice is back and plays again.", "🤖 for alice"),
    ("sv", "🤖 alice har gått – datorn spelar i stället.", "↩️ alice är tillbaka och spelar själv igen.",
     "🤖 för alice"),
    ("da", "🤖 alice er gået – computeren spiller i stedet.", "↩️ alice er tilbage og spiller selv igen.",
     "🤖 for alice"),
    ("no", "🤖 alice har gått – datamaskinen spiller i stedet.", "↩️ alice er tilbake og spiller selv igjen.",
     "🤖 for alice")])
def test_the_log_says_it_in_every_language(locale, came, back, mark):
    """Every game's log (and gin's table, which keeps none) says who a computer stands in for and
    who came back; while it stands in, the seat is named so on every view."""
    from bot.render.screens import ctx_for
    from bot.render.ui import get_ui

    game = get_game("sankpass")
    rec = record(["11", "22"])
    rec.players[0].name = "alice"
    state = game.new(["11", "22"], {"hand_size": 3}, 1, first="22")
    away, _ = game.apply(state, "11", {"type": "stand_in"}, 1)
    ctx = ctx_for(rec, locale, state=away)
    assert ctx.name("11") == mark and ctx.person("11") == "alice"
    ui = get_ui("sankpass")
    assert ui.line(away.log[-1], ctx) == came
    again, _ = game.apply(away, "11", {"type": "rejoin"}, 2)
    assert ui.line(again.log[-1], ctx_for(rec, locale, state=again)) == back


@pytest.mark.parametrize("game_id", ["sankpass", "finns-i-sjon"])
def test_the_log_names_the_stand_in_only_for_the_moves_it_made(game_id):
    """alice's own moves stay hers in the log; the moves made while a computer stood in for her
    read "🤖 for alice"; after she is back, her new moves are hers again."""
    from bot.render.screens import ctx_for
    from bot.render.ui import get_ui

    game, ui = get_game(game_id), get_ui(game_id)
    rec = record(["11", "22"])
    rec.game = game_id
    rec.players[0].name, rec.players[1].name = "alice", "bob"
    opts = {"hand_size": 5} if game_id == "sankpass" else {"hand_size": 7, "history": "full"}
    state = game.new(["11", "22"], opts, 3, first="11", setup={"hands": {
        "11": C("2S 4H 6D 8C 10S"), "22": C("3H 5D 7C 9S JH")}} if game_id == "sankpass" else {})

    def move(state, seat):
        return game.apply(state, seat, game.legal_actions(state, seat)[0], state.clock + 1)[0]

    state = move(state, "11")  # alice herself
    state = game.apply(state, "11", {"type": "stand_in"}, state.clock + 1)[0]
    while state.turn != "11" and state.phase != "ended":
        state = move(state, state.turn)
    assert state.phase != "ended", "(a seed whose game goes on)"
    state = move(state, "11")  # the stand-in
    assert state.phase != "ended", "(a seed whose game goes on)"
    lines = ui.history(game.public_view(state), ctx_for(rec, "en", state=state))
    cut = next(i for i, line in enumerate(lines) if "a computer plays in their place" in line)
    assert any(line.startswith("alice") for line in lines[:cut]), lines[:cut]
    assert not any("🤖 for alice" in line for line in lines[:cut]), lines[:cut]
    assert any("🤖 for alice" in line for line in lines[cut + 1:]), lines
    if state.turn != "11":
        state = game.apply(state, "11", {"type": "rejoin"}, state.clock + 1)[0]
        assert state.away == []
        lines = ui.history(game.public_view(state), ctx_for(rec, "en", state=state))
        assert any("🤖 for alice" in line for line in lines), "the stand-in's moves stay its own"


@pytest.mark.parametrize("game_id", ["farg-gin", "hollywood-gin"])
def test_gins_latest_move_names_who_made_it(game_id):
    """Gin's table keeps no log, only the latest move: it names the stand-in for the move the
    stand-in made, also once alice is back (by Rejoin mid-turn: with that move; or after it), and
    plain alice for the move she made herself before she left."""
    from bot.render.screens import ctx_for
    from bot.render.ui import get_ui

    game, ui = get_game(game_id), get_ui(game_id)
    rec = record(["11", "22"])
    rec.game = game_id
    rec.players[0].name, rec.players[1].name = "alice", "bob"

    def latest(state) -> str:
        return ui.table(game.public_view(state), ctx_for(rec, "en", state=state)).description.split("\n")

    def move(state, seat):
        legal = [a for a in game.legal_actions(state, seat) if a["type"] not in ("knock", "gin")]
        return game.apply(state, seat, legal[0], state.clock + 1)[0]

    state = game.new(["11", "22"], {}, 5)
    while state.turn != "11":
        state = move(state, state.turn)
    state = move(state, "11")  # alice herself, then she leaves
    mine = next(line for line in latest(state) if line.startswith("alice "))
    state = game.apply(state, "11", {"type": "stand_in"}, state.clock + 1)[0]
    assert mine in latest(state) and not any(line.startswith("🤖 for alice ") for line in latest(state))
    while state.turn != "11":
        state = move(state, state.turn)
    state = game.apply(state, "11", {"type": "rejoin"}, state.clock + 1)[0]  # mid-turn: back once it is over
    assert state.back == ["11"]
    while "11" in state.away:
        state = move(state, "11")  # the stand-in's moves, the last of them handing the seat back
    lines = latest(state)
    assert any(line.startswith("🤖 for alice ") for line in lines), lines
    assert not any(line.startswith("alice ") for line in lines), lines
