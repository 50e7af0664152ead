"""The rating math on its own (bot/storage/rating.py): a finished game's order (winners share first,
the game's own ranking of the rest, a leaver last, computer levels), OpenSkill's update (ties, many
players, two seats of one level), the scale players read, and the rebuild's replay of many games."""

from __future__ import annotations

import random

import pytest

from bot.storage import rating
from bot.storage.models import Player, TableRecord
from bot.storage.rating import MODEL, Placing, Skill, placings_for, rate, replay_all, shown
from engine import get_game


def rec_for(game: str, seats: list[str], computers: dict[str, str] | None = None) -> TableRecord:
    computers = computers or {}
    return TableRecord(guild_id=1, channel_id=1, host_id=int(seats[0]), game=game, status="ended",
                       players=[Player(user_id=int(s), name=f"p{s}", computer=computers.get(s)) for s in seats])


def places(rec: TableRecord, state) -> dict[str, int]:
    got = placings_for(rec, state)
    assert got is not None
    return {p.seat: p.place for p in got}


def test_a_new_player_reads_1500_and_the_scale_is_30_points_a_unit_of_the_conservative_rating():
    assert Skill().shown == 1500 and shown(rating.MU, rating.SIGMA) == 1500
    assert shown(30.0, 1.0) == 1500 + 30 * 27
    assert Skill(30, 1).conservative == 27


def test_two_players_winner_up_loser_down_and_sure_of_both():
    after, shifts = rate([Placing("a", "u1", 1), Placing("b", "u2", 2)], {})
    assert after["u1"].mu > rating.MU > after["u2"].mu
    assert after["u1"].sigma < rating.SIGMA and after["u2"].sigma < rating.SIGMA
    assert [s.before.shown for s in shifts] == [1500, 1500]
    assert shifts[0].after.shown > 1500 > shifts[1].after.shown


def test_a_shared_win_is_a_tie_and_many_players_are_one_game():
    after, _ = rate([Placing("a", "u1", 1), Placing("b", "u2", 1), Placing("c", "u3", 2), Placing("d", "u4", 3),
                     Placing("e", "u5", 4)], {})
    assert after["u1"] == after["u2"]
    # the model alone gives the runner-up (u3) more than the two who shared the win: capped at theirs
    raw = MODEL.rate([[MODEL.rating()] for _ in range(5)], ranks=[1, 1, 2, 3, 4])
    assert raw[2][0].mu > raw[0][0].mu
    assert after["u1"].mu == after["u3"].mu > after["u4"].mu > after["u5"].mu
    # without such a tie nothing is capped: the model's own numbers
    after, _ = rate([Placing(str(i), f"u{i}", i) for i in range(1, 6)], {})
    raw = MODEL.rate([[MODEL.rating()] for _ in range(5)], ranks=[1, 2, 3, 4, 5])
    assert [after[f"u{i}"].mu for i in range(1, 6)] == [t[0].mu for t in raw]
    # a tie of everyone moves no μ (up to rounding) and still teaches the model
    after, _ = rate([Placing("a", "u1", 1), Placing("b", "u2", 1)], {})
    assert abs(after["u1"].mu - rating.MU) < 1e-9 and after["u1"].sigma < rating.SIGMA


def test_two_seats_of_one_computer_level_move_its_one_rating_by_their_mean():
    placings = [Placing("p", "u1", 1), Placing("1", "c-easy", 2), Placing("2", "c-easy", 3)]
    after, shifts = rate(placings, {})
    alone = MODEL.rate([[MODEL.rating()], [MODEL.rating()], [MODEL.rating()]], ranks=[1, 2, 3])
    mean = (alone[1][0].mu + alone[2][0].mu) / 2
    assert after["c-easy"].mu == pytest.approx(mean)
    assert set(after) == {"u1", "c-easy"}
    assert shifts[1].after == shifts[2].after == after["c-easy"]  # both seats show the level's line


def test_the_order_of_a_fishing_game_winners_first_then_by_books_and_a_leaver_last():
    game = get_game("go-fish")
    seats = ["11", "22", "33", "44"]
    state = game.new(seats, {}, 3)
    state.books = {"11": ["A", "2"], "22": ["3"], "33": ["4"], "44": ["5", "6", "7"]}
    state.left = ["44"]  # most books, but left: last
    state.phase = "ended"
    state.result = {"winners": ["11"], "losers": ["22", "33", "44"], "reason": "all_books",
                    "books": {"11": 2, "22": 1, "33": 1, "44": 3}}
    assert places(rec_for("go-fish", seats), state) == {"11": 1, "22": 2, "33": 2, "44": 3}


def test_the_order_of_sankpass_matched_and_eliminated():
    game = get_game("sankpass")
    seats = ["11", "22", "33", "44"]
    state = game.new(seats, {}, 3)
    state.phase = "ended"
    state.result = {"winners": ["11", "22", "44"], "losers": ["33"], "reason": "matched", "loser": "33"}
    assert places(rec_for("sankpass", seats), state) == {"11": 1, "22": 1, "33": 2, "44": 1}
    # eliminate: put out in the order 33, 22; 11 is the last one in play; 44 left
    state.eliminated, state.left = ["33", "22"], ["44"]
    state.result = {"winners": ["11"], "losers": ["22", "33", "44"], "reason": "last_player"}
    assert places(rec_for("sankpass", seats), state) == {"11": 1, "22": 2, "33": 3, "44": 4}


def test_a_gin_draw_is_a_tie_and_an_abandoned_or_cooperative_game_is_not_rated():
    game = get_game("farg-gin")
    state = game.new(["11", "22"], {}, 3)
    state.phase = "ended"
    state.result = {"winners": [], "losers": [], "reason": "draw"}
    assert places(rec_for("farg-gin", ["11", "22"]), state) == {"11": 1, "22": 1}
    state.result = {"winners": [], "losers": [], "reason": "abandoned"}
    assert placings_for(rec_for("farg-gin", ["11", "22"]), state) is None
    tolv = get_game("tolv-fiender")
    state = tolv.new(["11", "22"], {}, 3)
    state.phase = "ended"
    state.result = {"winners": ["11", "22"], "losers": [], "reason": "victory"}
    assert placings_for(rec_for("tolv-fiender", ["11", "22"]), state) is None
    assert not rating.rated("tolv-fiender") and rating.rated("sankpass")


def test_computer_seats_are_their_levels_and_a_person_who_left_is_below_computers_that_left():
    game = get_game("finns-i-sjon")
    seats = ["11", "1", "2"]
    state = game.new(seats, {}, 3)
    state.left = ["11", "1"]  # the person left; then the first computer, as computers do
    state.phase = "ended"
    state.result = {"winners": ["2"], "losers": ["11", "1"], "reason": "players_left", "books": {}}
    rec = rec_for("finns-i-sjon", seats, {"1": "good", "2": "easy"})
    got = placings_for(rec, state)
    assert got == [Placing("11", "u11", 3), Placing("1", "c-good", 2), Placing("2", "c-easy", 1)]


def test_replay_all_is_the_same_as_rating_game_by_game():
    rng = random.Random(5)
    games = []
    for _ in range(200):
        n = rng.randint(2, 5)
        who = rng.sample(["u1", "u2", "u3", "u4", "u5", "u6", "c-easy", "c-good"], n)
        games.append(((rng.choice([1, 2]), rng.choice(["go-fish", "sankpass"])),
                      [Placing(str(i), e, rng.randint(1, n)) for i, e in enumerate(who)]))
    board = replay_all(games)
    current: dict[tuple[int, str, str], Skill] = {}
    for (guild, game), placings in games:
        after, _ = rate(placings, {p.entrant: current[(guild, game, p.entrant)] for p in placings
                                   if (guild, game, p.entrant) in current})
        for e, s in after.items():
            current[(guild, game, e)] = s
    assert {k: v[0] for k, v in board.items()} == current
    # and in two halves, going on from the first
    half = replay_all(games[:80])
    assert replay_all(games[80:], half) == board
