"""``/stats`` end to end through simcord, after finished, left and abandoned games, in English,
Swedish and Danish; and the stats queries and embed on their own (rankings, the reader's line
outside the top, cooperative table results, Discord's embed limits, localised numbers)."""

from __future__ import annotations

import contextlib
import sqlite3
from typing import Any

import pytest

from bot.render.stats_view import MAX_DESCRIPTION, MAX_FIELD, fit, stats_embed
from bot.storage import Storage, migrations, rating
from bot.storage.models import Player, TableRecord
from bot.storage.rating import Placing, replay_all
from bot.storage.results import ResultRow, results_for
from bot.storage.sqlite import SQLiteStorage
from bot.storage.stats import Board, CoopBoard, Level, Line, Stats, TableGame, cooperative, stats_for
from engine import get_game
from tests.bot_helpers import embed_text, interaction_locale, open_table, seat_of, stacked

NBSP = "\xa0"


def stack_tolv(world: Any, hands: dict[int, list[str]], castle: list[str], first: int = 0) -> None:
    ids = [str(m.id) for m in world.members]

    def setup(rec: Any) -> tuple[dict[str, Any], str]:
        return ({"hands": {ids[i]: cards for i, cards in hands.items()}, "castle": castle}, ids[first])

    world.service().stack = setup


async def act(world: Any, live: Any, member: Any, action: dict[str, Any]) -> None:
    assert await world.service().act(None, live, seat_of(member), action)
    await world.settle()  # let the table re-render (and the turn ping follow, which stores its id)


async def play_the_evening(world: Any) -> dict[str, Any]:
    """Five tables: an abandoned Finns i sjön game, a finished Go Fish game, a Finns i sjön game
    ended by leaving (the leaver ahead in books), a solo Tolv fiender win and a lost two-player one."""
    alice, bob, cara = world.members
    tables = {}
    # 1. Finns i sjön, abandoned after 45 idle minutes: counts for nobody (first: the moves below
    #    are applied from the test task, whose timers would not follow simcord's virtual time)
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, [], first=0)
    live = await open_table(world, "finns-i-sjon", players=2, options="hand_size=5")
    await world.env.advance_time(45 * 60)
    assert live.rec.status == "abandoned"
    # 2. Go Fish, finished: alice books aces and twos and her hand runs out (empty_hand)
    stacked(world, {0: ["AS", "AH", "2S", "2H", "2D"], 1: ["AD", "2C", "5S", "6S", "7S"],
                    2: ["9S", "9H", "10S", "10H", "JS"]}, ["AC", "KC"], first=0)
    live = await open_table(world, "go-fish")
    for target, rank in ((cara, "A"), (bob, "A"), (bob, "2")):
        await act(world, live, alice, {"type": "ask", "target": seat_of(target), "rank": rank})
    assert live.state.result["winners"] == [seat_of(alice)] and live.rec.status == "ended"
    tables["go-fish"] = live
    # 3. Finns i sjön, ended by leaving: cara laid down the kings at the deal and leaves a book
    #    ahead; then alice leaves; bob, the one remaining with no book, wins
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"],
                    2: ["KS", "KH", "KD", "KC", "7S"]}, ["7H"], first=0)
    live = await open_table(world, "finns-i-sjon", options="hand_size=5 stand_in=no")
    assert live.state.books[seat_of(cara)] == ["K"]
    r = await cara.slash(world.channel, "leave")
    assert r.response.ephemeral and live.state.phase == "play"
    text = embed_text(world.table_message())
    assert "cara – 0 cards · books: K (left: books out of play)" in text
    await alice.slash(world.channel, "leave")
    assert live.state.result["winners"] == [seat_of(bob)]
    assert live.state.result["losers"] == [seat_of(alice), seat_of(cara)]
    assert "bob wins: everyone else has left the table." in embed_text(world.table_message())
    tables["finns-i-sjon"] = live
    # 4. Tolv fiender solo (cara): 10♣ doubled kills the one enemy exactly, no jester: gold
    world.members[:] = [cara, alice, bob]  # cara hosts and plays alone
    try:
        stack_tolv(world, {0: ["10C", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]}, ["JD"])
        live = await open_table(world, "tolv-fiender", players=1)
        await act(world, live, cara, {"type": "play", "cards": ["10C"]})
    finally:
        world.members[:] = [alice, bob, cara]
    assert live.state.result["reason"] == "victory" and live.state.result["medal"] == "gold"
    # 5. Tolv fiender, alice and bob: the jack falls (1 enemy defeated), then bob cannot pay the queen
    stack_tolv(world, {0: ["10S", "3D", "4D", "5D", "6D", "7D", "8D"],
                       1: ["10H", "AS", "AH", "AD", "AC", "2S", "2H"]}, ["JC", "QC"])
    live = await open_table(world, "tolv-fiender", players=2)
    await act(world, live, alice, {"type": "play", "cards": ["10S"]})
    await act(world, live, bob, {"type": "play", "cards": ["10H"]})
    await act(world, live, bob, {"type": "yield"})
    res = live.state.result
    assert res["reason"] == "cannot_pay" and res["enemies_defeated"] == 1 and res["winners"] == []
    final = embed_text(world.table_message())
    assert "💀 ☠️ 1/2" in final and "after defeating 1 enemy" in final  # how far the table got
    return tables


def ranked(*members: Any) -> list[Any]:
    """Equal wins and games: the lower user id first."""
    return sorted(members, key=lambda m: m.id)


async def test_stats_after_finished_left_and_abandoned_games_in_three_languages(world):
    alice, bob, cara = world.members
    await play_the_evening(world)
    storage = world.service().storage
    rows = await storage.fetch("SELECT game, user_id, outcome, players, medal, defeated FROM results"
                               " ORDER BY table_id, user_id")
    assert ("finns-i-sjon", cara.id, "loss", 3, None, None) in rows  # the leaver ahead: a loss
    assert ("finns-i-sjon", bob.id, "win", 3, None, None) in rows
    assert ("tolv-fiender", cara.id, "win", 1, "gold", 1) in rows
    assert ("tolv-fiender", bob.id, "loss", 2, None, 1) in rows
    assert sum(1 for r in rows if r[2] == "abandoned") == 2

    # the rated games' placings: the leavers (cara first, then alice) share the last place
    placings = await storage.fetch("SELECT game, entrant, place FROM placings ORDER BY seq, entrant")
    assert ("finns-i-sjon", f"u{bob.id}", 1) in placings and ("finns-i-sjon", f"u{cara.id}", 2) in placings
    assert ("finns-i-sjon", f"u{alice.id}", 2) in placings and ("go-fish", f"u{alice.id}", 1) in placings
    assert not any(g == "tolv-fiender" for g, _, _ in placings)  # cooperative: not rated

    # English, all games: a field per game, each ranked by rating
    r = await alice.slash(world.channel, "stats")
    assert r.response.ephemeral
    e = r.response.embeds[0]
    assert e.title == "🏆 Leaderboard – all games"
    assert e.description.startswith("Ranked by rating: 1,500 to start")
    fields = {f.name: f.value for f in e.fields}
    assert list(fields) == ["Finns i sjön", "Go Fish", "Tolv fiender – the table's results"]
    second, third = ranked(bob, cara)
    assert fields["Go Fish"].split("\n") == [
        f"**1. <@{alice.id}> – 1,598 · 1 game · 1 win**",  # the reader, bold
        f"2. <@{second.id}> – 1,482 · 1 game · 0 wins",
        f"3. <@{third.id}> – 1,482 · 1 game · 0 wins",
        "*3 players · 1 game*",  # the abandoned table is not counted
    ]
    assert fields["Finns i sjön"].startswith(f"1. <@{bob.id}> – 1,598 · 1 game · 1 win")
    coop = fields["Tolv fiender – the table's results"]
    assert coop.split("\n") == [
        "2 games · won by the table: 1 (50%)",
        "Solo: 1 game · 🥇 1 · 🥈 0 · 🥉 0",
        "Best result: all 12 enemies defeated 🥇",
        "Latest: 💀 1/12 · 🏆 🥇",
        "**You: 1 game, the table won 0.**",
    ]
    assert "wins" not in coop  # no ranking among teammates

    # one game: its top, the reader's line (bold), the totals; how it is ranked below
    r = await cara.slash(world.channel, "stats", game="finns-i-sjon")
    e = r.response.embeds[0]
    assert e.title == "🏆 Leaderboard – Finns i sjön"
    lines = e.description.split("\n")
    assert lines[0] == f"1. <@{bob.id}> – 1,598 · 1 game · 1 win"
    assert f"**{2 + (cara.id > alice.id)}. <@{cara.id}> – 1,482 · 1 game · 0 wins**" in lines
    assert lines[-1] == "*3 players · 1 game*"
    assert e.footer.text.startswith("Ranked by rating")
    r = await cara.slash(world.channel, "stats", game="tolv-fiender")
    e = r.response.embeds[0]
    assert e.title == "🏆 Tolv fiender – the table's results"
    assert "**You: 1 game, the table won 1.**" in e.description
    r = await cara.slash(world.channel, "stats", game="sankpass")
    assert r.response.embeds[0].description == "No finished games of Sänkpass on this server yet."

    # Swedish: words and numbers ("1 598" with a no-break space)
    with interaction_locale("sv-SE"):
        r = await bob.slash(world.channel, "stats")
    e = r.response.embeds[0]
    assert e.title == "🏆 Topplista – alla spel"
    fields = {f.name: f.value for f in e.fields}
    assert list(fields) == ["Finns i sjön", "Go Fish", "Tolv fiender – bordets resultat"]
    assert fields["Finns i sjön"].startswith(f"**1. <@{bob.id}> – 1{NBSP}598 · 1 parti · 1 vinst**")
    assert f"<@{cara.id}> – 1{NBSP}482 · 1 parti · 0 vinster" in fields["Go Fish"]
    assert e.description.startswith(f"Rangordnat efter rating: 1{NBSP}500 från början")
    assert fields["Tolv fiender – bordets resultat"].split("\n") == [
        f"2 partier · bordet vann: 1 (50{NBSP}%)",
        "Enmansspel: 1 parti · 🥇 1 · 🥈 0 · 🥉 0",
        "Bästa resultat: alla 12 fiender besegrade 🥇",
        "Senaste: 💀 1/12 · 🏆 🥇",
        "**Du: 1 parti, bordet vann 0.**",
    ]

    # Danish
    with interaction_locale("da"):
        r = await cara.slash(world.channel, "stats", game="go-fish")
    e = r.response.embeds[0]
    assert e.title == "🏆 Rangliste – Go Fish"
    assert e.description.startswith(f"1. <@{alice.id}> – 1.598 · 1 spil · 1 sejr")
    assert f"<@{cara.id}> – 1.482 · 1 spil · 0 sejre**" in e.description
    assert e.description.endswith("*3 spillere · 1 spil*")
    with interaction_locale("da"):
        r = await cara.slash(world.channel, "stats", game="tolv-fiender")
    assert "**Du: 1 spil, bordet vandt 1.**" in r.response.embeds[0].description
    assert "Bedste resultat: alle 12 fjender besejret 🥇" in r.response.embeds[0].description


async def test_stats_on_an_empty_server_and_for_a_newcomer(world):
    alice, bob, cara = world.members
    r = await alice.slash(world.channel, "stats")
    assert r.response.embeds[0].description == "No finished games on this server yet."
    with interaction_locale("sv-SE"):
        r = await alice.slash(world.channel, "stats")
    assert r.response.embeds[0].description == "Inga avslutade partier på servern ännu."
    # a two-player game ended by leaving at 0–0: the one remaining wins; cara never played
    stacked(world, {0: ["2S", "3S", "4S", "5S", "6S"], 1: ["2H", "3H", "4H", "5H", "6H"]}, [], first=0)
    await open_table(world, "finns-i-sjon", players=2, options="hand_size=5 stand_in=no")
    await alice.slash(world.channel, "leave")
    r = await cara.slash(world.channel, "stats")
    field = r.response.embeds[0].fields[0].value
    assert f"1. <@{bob.id}> – 1,603 · 1 game · 1 win" in field  # two new players: 1,500 → 1,603 and 1,445
    assert f"2. <@{alice.id}> – 1,445 · 1 game · 0 wins" in field
    assert "*You have no finished games here yet.*" in field
    with interaction_locale("da"):
        r = await cara.slash(world.channel, "stats", game="finns-i-sjon")
    assert "*Du har ingen afsluttede spil her endnu.*" in r.response.embeds[0].description


# ---- the queries on their own ----------------------------------------------------------------
GUILD = 7


async def store(tmp_path: Any) -> Storage:
    s = SQLiteStorage(tmp_path / "stats.db")
    await s.open()
    return s


async def add_table(s: Storage, tid: int, game: str, rows: list[ResultRow], guild: int = GUILD,
                    at: float = 0.0, computers: dict[int, str] | None = None) -> None:
    """A finished table with these result rows (a win is first place, a loss second) and, for a
    competitive game, its placings and rating update, as a game's last move stores them."""
    computers = computers or {}
    rows = [r._replace(computers=len(computers)) for r in rows]
    rec = TableRecord(id=tid, guild_id=guild, channel_id=1, host_id=rows[0].user_id, game=game,
                      status="ended", players=[Player(user_id=r.user_id, name=str(r.user_id)) for r in rows]
                      + [Player(user_id=n, name=f"c{n}", computer=level) for n, level in computers.items()])
    rec.id = await s.create_table(rec, at)
    placings = None
    if not cooperative(game) and all(r.outcome != "abandoned" for r in rows):
        placings = [Placing(str(r.user_id), rating.person(r.user_id), 1 if r.outcome == "win" else 2) for r in rows]
        placings += [Placing(str(n), rating.computer(level), 2) for n, level in computers.items()]
    await s.save_action(rec, "{}", 1, None, {"type": "test"}, [], at, rows, placings=placings)


def row(user: int, outcome: str, players: int = 2, medal: str | None = None,
        defeated: int | None = None) -> ResultRow:
    return ResultRow(user, outcome, players, medal, defeated)


async def test_ranking_by_rating_and_the_readers_line_outside_the_top(tmp_path):
    s = await store(tmp_path)
    try:
        # users 1..15 play user 100 once each; user k also wins k−1 more games against user 200
        tid = 0
        games = []
        for k in range(1, 16):
            tid += 1
            await add_table(s, tid, "go-fish", [row(k, "win"), row(100, "loss")])
            games.append(((GUILD, "go-fish"), [Placing("a", f"u{k}", 1), Placing("b", "u100", 2)]))
            for _ in range(k - 1):
                tid += 1
                await add_table(s, tid, "go-fish", [row(k, "win"), row(200, "loss")])
                games.append(((GUILD, "go-fish"), [Placing("a", f"u{k}", 1), Placing("b", "u200", 2)]))
        tid += 1
        await add_table(s, tid, "go-fish", [row(1, "abandoned"), row(100, "abandoned")])  # rates nobody
        await add_table(s, tid + 1, "go-fish", [row(1, "win"), row(2, "loss")], guild=GUILD + 1)  # elsewhere
        expected = replay_all(games)
        order = sorted(((sk.conservative, n, f"u{e[2][1:]}") for e, (sk, n, _) in expected.items()),
                       key=lambda x: (-x[0], -x[1], x[2]))
        reader = int(order[12][2][1:])  # the 13th: outside the top ten
        data = await stats_for(s, GUILD, reader, "go-fish")
        board = data.boards[0]
        assert isinstance(board, Board)
        assert [f"u{x.user_id}" for x in board.top] == [e for _, _, e in order[:10]]
        assert all(x.wins == x.played for x in board.top)  # the winners of their games, by what they showed
        assert len(board.top) == 10 and board.players == 17
        assert board.tables == sum(range(1, 16))  # neither the abandoned table nor the other server
        me = board.me
        assert me is not None and me.rank == 13 and me.user_id == reader  # outside the top, with its true rank
        skill, played, wins = expected[(GUILD, "go-fish", f"u{reader}")]
        assert (me.rating, me.wins, me.played) == (skill.shown, wins, played)
        last = (await stats_for(s, GUILD, 200, "go-fish")).boards[0].me
        assert last is not None and last.rank == 17 and last.wins == 0 and last.played == 105
        text = stats_embed(data, "en").description
        lines = text.split("\n")
        assert lines[10] == "…" and lines[11].startswith(f"**13. <@{reader}> – {me.rating:,} · {played} game")
        assert lines[12] == "*17 players · 120 games*"
        # the reader with no games here
        assert (await stats_for(s, GUILD, 999, "go-fish")).boards[0].me is None
        # all games: each game's board, shorter; the cooperative one apart
        await add_table(s, 500, "sankpass", [row(3, "win", 3), row(100, "loss", 3), row(15, "loss", 3)])
        await add_table(s, 501, "tolv-fiender", [row(3, "win", 2, None, 12), row(100, "win", 2, None, 12)])
        data = await stats_for(s, GUILD, 3, None)
        assert [b.game for b in data.boards] == ["go-fish", "sankpass", "tolv-fiender"]
        assert all(len(b.top) <= 3 for b in data.boards if isinstance(b, Board))
        assert data.boards[1].me == Line(1, 3, 1598, 1, 1)
        coop = data.boards[2]
        assert isinstance(coop, CoopBoard) and (coop.played, coop.won, coop.solo) == (1, 1, 0)
        # a game with a computer: rated against its level, which is shown beside the people
        await add_table(s, 502, "sankpass", [row(3, "win", 2)], computers={1: "good"})
        board = (await stats_for(s, GUILD, 3, "sankpass")).boards[0]
        assert [x.user_id for x in board.top] == [3, 100, 15] and board.top[0].played == 2
        [good] = board.computers
        assert (good.level, good.wins, good.played) == ("good", 0, 1) and good.rating < 1500
        text = stats_embed(Stats("sankpass", boards=[board]), "en").description
        assert f"🤖 good {good.rating:,}" in text
        assert (await stats_for(s, GUILD, 3, "sankpass")).computer == (1, 1)  # against the computer: 1 of 1
    finally:
        await s.close()


async def test_cooperative_table_results(tmp_path):
    s = await store(tmp_path)
    try:
        await add_table(s, 1, "tolv-fiender", [row(1, "win", 1, "gold", 12)], at=1)
        await add_table(s, 2, "tolv-fiender", [row(1, "win", 1, "bronze", 12)], at=2)
        await add_table(s, 3, "tolv-fiender", [row(1, "loss", 1, None, 7)], at=3)
        # a four-player loss; one player had left (a loss like the others)
        await add_table(s, 4, "tolv-fiender", [row(u, "loss", 4, None, 9) for u in (1, 2, 3, 4)], at=4)
        await add_table(s, 5, "tolv-fiender", [row(2, "win", 2, None, 12), row(3, "loss", 2, None, 12)], at=5)
        await add_table(s, 6, "tolv-fiender", [row(2, "abandoned", 2, None, 3), row(3, "abandoned", 2, None, 3)])
        board = (await stats_for(s, GUILD, 3, "tolv-fiender")).boards[0]
        assert board == CoopBoard(
            game="tolv-fiender", played=5, won=3, solo=3, medals={"gold": 1, "silver": 0, "bronze": 1},
            best_defeated=12,
            recent=[TableGame(True, None, 12), TableGame(False, None, 9), TableGame(False, None, 7),
                    TableGame(True, "bronze", 12), TableGame(True, "gold", 12)],
            my_played=2, my_won=0)
        text = stats_embed(Stats("tolv-fiender", boards=[board]), "sv").description
        assert text.split("\n")[:4] == [
            f"5 partier · bordet vann: 3 (60{NBSP}%)",
            "Enmansspel: 3 partier · 🥇 1 · 🥈 0 · 🥉 1",
            "Bästa resultat: alla 12 fiender besegrade 🥇",
            "Senaste: 🏆 · 💀 9/12 · 💀 7/12 · 🏆 🥉 · 🏆 🥇",
        ]
        # only losses: the best result says how far a table got
        await add_table(s, 7, "tolv-fiender", [row(9, "loss", 1, None, 5)], guild=GUILD + 1)
        board = (await stats_for(s, GUILD + 1, 9, "tolv-fiender")).boards[0]
        lines = stats_embed(Stats("tolv-fiender", boards=[board]), "da").description.split("\n")
        assert lines[2] == "Bedste resultat: 5 af 12 fjender besejret"
        assert lines[-1] == "**Du: 1 spil, bordet vandt 0.**"
    finally:
        await s.close()


# ---- pure parts ------------------------------------------------------------------------------
@pytest.mark.parametrize(("locale", "rate"), [("en", "33.3%"), ("sv", f"33,3{NBSP}%"), ("da", f"33,3{NBSP}%"),
                                               ("no", f"33,3{NBSP}%")])
def test_numbers_are_localised(locale, rate):
    board = Board("go-fish", [Line(1, 5, 1234, 3702, 5678)], None, 1, 5678)
    text = stats_embed(Stats("go-fish", boards=[board]), locale).description
    big = {"en": ("1,234", "5,678", "3,702"), "sv": (f"1{NBSP}234", f"5{NBSP}678", f"3{NBSP}702"),
           "da": ("1.234", "5.678", "3.702"), "no": (f"1{NBSP}234", f"5{NBSP}678", f"3{NBSP}702")}[locale]
    words = {"en": ("games", "wins"), "sv": ("partier", "vinster"), "da": ("spil", "sejre"),
             "no": ("spill", "seirer")}[locale]
    assert text.split("\n")[0] == f"1. <@5> – {big[0]} · {big[1]} {words[0]} · {big[2]} {words[1]}"
    coop = CoopBoard("tolv-fiender", 3, 1, 0, {"gold": 0, "silver": 0, "bronze": 0}, 5, [], 0, 0)
    assert stats_embed(Stats("tolv-fiender", boards=[coop]), locale).description.split("\n")[0].endswith(f"({rate})")


def test_the_embed_never_exceeds_discord_limits():
    huge = 10**15
    top = [Line(i + 1, 10**18 + i, huge, huge, huge) for i in range(200)]
    me = Line(10**6, 10**18 + 999, huge, huge - 1, huge)
    levels = [Level("good", huge, huge, huge), Level("easy", -huge, huge, huge)]
    boards: list[Board | CoopBoard] = [Board(f"g{i}", top, me, huge, huge, levels) for i in range(40)]
    coop = CoopBoard("tolv-fiender", huge, huge, huge, {"gold": huge, "silver": huge, "bronze": huge}, 12,
                     [TableGame(False, None, 11)] * 50, huge, huge)
    stats = Stats(None, boards=[*boards, coop], computer=(huge, huge))
    for loc in ("en", "sv", "da", "no"):
        e = stats_embed(stats, loc)
        assert len(e.fields) <= 25 and len(e.description) <= MAX_DESCRIPTION
        assert all(len(f.value) <= MAX_FIELD and len(f.name) <= 256 for f in e.fields)
        assert len(e) <= 6000  # discord.py's count of every text in the embed
        assert all(f"<@{me.user_id}>" in f.value for f in e.fields)  # the reader's line survives each cut
        one = stats_embed(Stats("go-fish", boards=[Board("go-fish", top, me, huge, huge)]), loc)
        assert len(one.description) <= MAX_DESCRIPTION and f"<@{me.user_id}>" in one.description


def test_fit_keeps_the_last_lines():
    lines = [f"line {i}" for i in range(100)] + ["me", "totals"]
    text = fit(lines, 60, keep_last=2)
    assert len(text) <= 60 and text.endswith("me\ntotals") and text.startswith("line 0\n")
    assert fit(["x" * 50], 10) == "x" * 9 + "…"


def test_results_rows_of_a_finished_game():
    game = get_game("finns-i-sjon")
    rec = TableRecord(guild_id=1, channel_id=1, host_id=1, game="finns-i-sjon",
                      players=[Player(user_id=u, name=str(u)) for u in (1, 2, 3)])
    state = game.new(["1", "2", "3"], {}, 1, setup={"hands": {"3": ["KS", "KH", "KD", "KC", "2S", "3S", "4S"]}})
    state, _ = game.apply(state, "3", {"type": "leave"}, 0)
    state, _ = game.apply(state, "2", {"type": "leave"}, 0)
    assert results_for(rec, state) == [ResultRow(1, "win", 3, None, None), ResultRow(2, "loss", 3, None, None),
                                       ResultRow(3, "loss", 3, None, None)]
    tolv = get_game("tolv-fiender")
    state = tolv.new(["1"], {}, 1, setup={"hands": {"1": ["10C", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]},
                                          "castle": ["JD"]})
    state, _ = tolv.apply(state, "1", {"type": "play", "cards": ["10C"]}, 0)
    rec = TableRecord(guild_id=1, channel_id=1, host_id=1, game="tolv-fiender", players=[Player(user_id=1, name="a")])
    assert results_for(rec, state) == [ResultRow(1, "win", 1, "gold", 1)]


async def test_migration_002_upgrades_a_database_with_old_results(tmp_path):
    """A database from before 002: its result rows keep counting, with NULL details."""
    path = tmp_path / "old.db"
    first = migrations("sqlite")[0]
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.executescript(first[2])
        db.executescript(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
            " applied_at TEXT NOT NULL);"
            f"INSERT INTO schema_migrations VALUES ({first[0]}, '{first[1]}', 'then');"
            "INSERT INTO game_tables (guild_id, channel_id, host_id, game, status, locale, record,"
            " created_at, updated_at) VALUES (7, 1, 1, 'tolv-fiender', 'ended', 'en', '{}', 0, 0);"
            "INSERT INTO results VALUES (1, 7, 'tolv-fiender', 1, 'win', 0);"
            "INSERT INTO game_tables (guild_id, channel_id, host_id, game, status, locale, record,"
            " created_at, updated_at) VALUES (7, 1, 1, 'sankpass', 'ended', 'en', '{}', 0, 0);"
            "INSERT INTO results VALUES (2, 7, 'sankpass', 1, 'win', 0);"
            "INSERT INTO results VALUES (2, 7, 'sankpass', 2, 'loss', 0);")
        db.commit()
    s = SQLiteStorage(path)
    await s.open()
    try:
        versions = await s.fetch("SELECT version FROM schema_migrations ORDER BY version")
        assert versions == [(v,) for v, _, _ in migrations("sqlite")]
        assert await s.fetch("SELECT players, medal, defeated FROM results WHERE table_id = 1") == [
            (None, None, None)]
        data = await stats_for(s, 7, 1)
        assert [b.game for b in data.boards] == ["tolv-fiender"]  # (rated as the bot starts)
        coop = data.boards[-1]
        assert isinstance(coop, CoopBoard) and (coop.played, coop.won, coop.solo) == (1, 1, 0)
        assert coop.medals == {"gold": 0, "silver": 0, "bronze": 0} and coop.recent == [TableGame(True, None, 0)]
        assert "Best result: all 12 enemies defeated" in stats_embed(data, "en").fields[-1].value
    finally:
        await s.close()
