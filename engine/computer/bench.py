"""``./scripts/bench bots``: how well the computer players play, and what a decision costs.

Not a test (nothing here is timed by the suite); every game is seeded, so a run is repeatable.

- Each game, ``good`` against ``easy`` and against random legal play: 2-player Finns i sjön and
  Go Fish (both variations), 3-player Sänkpass (one ``good`` against two of the others), and in
  gin whole matches and, within them, hands. Seats rotate, so ``good`` sits in each seat equally
  often. A game's score for ``good`` is 1 for a win, 1/k for a win shared by k (Sänkpass's ``end``
  rule lets everyone but the matcher win; a Färg-gin 2–2 draw is 1/2), 0 for a loss, and the
  figure is the mean with its 95% Wilson interval. The random player picks uniformly among the
  moves of its turn (the plays, not Sänkpass's show-or-hide toggle).
- Gin against public anchors, each in its own game through a small adapter here: OpenSpiel's
  ``make_simple_gin_rummy_bot`` in OpenSpiel's ``gin_rummy`` (knock at 10, Oklahoma off, gin and
  undercut bonus 25, no dead-hand rule but the wall: the hand is a draw when two cards are
  left), and RLCard's ``GinRummyNoviceRuleAgent`` in RLCard's ``gin-rummy`` (no first up-card,
  the non-dealer starts with 11 cards; no lay-offs; a dead hand when two cards are left). Our
  ``good`` gin decisions (:mod:`.gin`: :func:`take_top`, :func:`best_discard`, :func:`knock_now`)
  play there from what that game shows the seat — its hand, the discard pile, the opponent's
  picked-up cards, and the opponent's moves as they are made — never the opponent's hand. Each
  figure is the share of the hands that scored (a win, or a loss by knock, gin or undercut); the
  drawn hands (wall, dead hand) are counted beside it.
- CPU per decision of ``good`` (``knowledge`` + ``decide``, process CPU time), p50 and p99 per game.
- A yardstick for the fishing games: a player who reads the other hands from the state (no
  computer player, never offered) against random play — what listening could win at most.

The run ends with every target of issue 22 and whether it is met.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..games import gin_melds as gm
from ..registry import get_game
from . import decide, knowledge
from . import gin as gin_policy

Player = Callable[[Any, Any, str, int], dict[str, Any]]

# game rows: (label, game id, options, seats)
ROWS: list[tuple[str, str, dict[str, Any], int]] = [
    ("finns-i-sjon", "finns-i-sjon", {}, 2),
    ("go-fish", "go-fish", {}, 2),
    ("go-fish (by card, play on)", "go-fish", {"ask_mode": "card", "play_on": True}, 2),
    ("sankpass (3 players)", "sankpass", {}, 3),
    ("farg-gin", "farg-gin", {}, 2),
    ("hollywood-gin", "hollywood-gin", {}, 2),
]
TARGET_RANDOM = {"finns-i-sjon": 0.90, "go-fish": 0.90, "sankpass": 0.60, "farg-gin": 0.90, "hollywood-gin": 0.90}
TARGET_EASY = 0.65
TARGET_ANCHOR = 0.55
TARGET_P99_MS = 20.0
MAX_ACTIONS = 60_000


# ---- statistics ----------------------------------------------------------------------------------
def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a proportion ``score / n`` (fractional scores allowed)."""
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


@dataclass
class Tally:
    score: float = 0.0
    games: int = 0
    hands_won: int = 0
    hands_lost: int = 0
    hands_drawn: int = 0
    unfinished: int = 0
    cpu_ms: list[float] = field(default_factory=list)

    def hand(self, outcome: float) -> None:
        """One hand: won (> 0), lost (< 0) or drawn (0)."""
        if outcome > 0:
            self.hands_won += 1
        elif outcome < 0:
            self.hands_lost += 1
        else:
            self.hands_drawn += 1

    def rate(self) -> float:
        return self.score / self.games if self.games else 0.0

    def hand_rate(self) -> float:
        scored = self.hands_won + self.hands_lost
        return self.hands_won / scored if scored else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(self.score, self.games)

    def hand_interval(self) -> tuple[float, float]:
        return wilson(self.hands_won, self.hands_won + self.hands_lost)


# ---- players in our games ------------------------------------------------------------------------
def computer(level: str, cpu: list[float] | None = None) -> Player:
    def play(game: Any, state: Any, seat: str, seed: int) -> dict[str, Any]:
        t0 = time.process_time()
        action = decide(game.id, knowledge(game, state, seat), level, seed)
        if cpu is not None:
            cpu.append((time.process_time() - t0) * 1000)
        return action
    return play


def random_player(game: Any, state: Any, seat: str, seed: int) -> dict[str, Any]:
    acts = [a for a in game.legal_actions(state, seat) if a["type"] not in ("reveal", "hide")]
    return random.Random(seed).choice(acts)


def peeking_player(game: Any, state: Any, seat: str, seed: int) -> dict[str, Any]:
    """The fishing bench's yardstick, no computer player: it reads the other hands from the state
    and asks where the cards are (a book first, then the rank it holds most). What a listener can
    win is bounded by what this one wins."""
    from collections import Counter

    from ..cards import rank_of

    rnd = random.Random(seed)
    mine = Counter(rank_of(c) for c in state.hands[seat])

    def value(a: dict[str, Any]) -> tuple:
        theirs = state.hands[a["target"]]
        if a.get("card"):
            held = a["card"] in theirs and a["card"] not in state.hands[seat]
            rank = rank_of(a["card"])
        else:
            rank = a["rank"]
            held = any(rank_of(c) == rank for c in theirs)
        got = sum(1 for c in theirs if rank_of(c) == rank) if held else 0
        return (held, mine[rank] + got == 4, mine[rank], rnd.random())

    return max(game.legal_actions(state, seat), key=value)


def play_game(game_id: str, options: dict[str, Any], players: dict[str, Player], seed: int,
              tally: Tally, me: str) -> None:
    """One game (a gin match) with these players; adds ``me``'s score and hands to ``tally``."""
    game = get_game(game_id)
    state = game.new(list(players), options, seed)
    rnd = random.Random(seed)
    actions = 0
    while state.phase != "ended" and actions < MAX_ACTIONS:
        seat = state.turn
        action = players[seat](game, state, seat, rnd.getrandbits(32))
        state, events = game.apply(state, seat, action, float(actions))
        actions += 1
        for e in events:
            if e["type"] == "hand_scored":
                tally.hand(1 if e["seat"] == me else -1)
            elif e["type"] == "hand_dead":
                tally.hand(0)
    tally.games += 1
    if state.phase != "ended":
        tally.unfinished += 1
        return
    winners = state.result["winners"]
    if me in winners:
        tally.score += 1 / len(winners)
    elif not winners and state.result["reason"] == "draw":
        tally.score += 1 / len(players)


def pairing(game_id: str, options: dict[str, Any], seats: int, opponent: str, games: int, seed: int,
            player: str = "good") -> Tally:
    tally = Tally()
    good = peeking_player if player == "peeking" else computer("good", tally.cpu_ms)
    other = random_player if opponent == "random" else computer(opponent)
    for i in range(games):
        names = [f"p{k}" for k in range(seats)]
        me = names[i % seats]
        players = {s: (good if s == me else other) for s in names}
        play_game(game_id, options, players, seed + i, tally, me)
    return tally


# ---- OpenSpiel's gin_rummy -------------------------------------------------------------------------
_OS_SUIT = (0, 3, 2, 1)  # OpenSpiel's suits s c d h -> our bit suits S H D C


def os_bit(card: int) -> int:
    return 13 * _OS_SUIT[card // 13] + card % 13


def os_card(bit: int) -> int:
    return 13 * _OS_SUIT.index(bit // 13) + bit % 13


class OpenSpielSeat:
    """Our good gin decisions at a seat of OpenSpiel's gin_rummy, from what that seat sees."""

    def __init__(self, pyspiel: Any, player: int) -> None:
        self.gr = pyspiel.gin_rummy
        self.utils = self.gr.GinRummyUtils(13, 4, 10)
        self.player = player
        self.thrown = 0  # the opponent's discards and let-go-by cards, as bits
        self.rnd = random.Random(player)
        self.cpu: list[float] = []

    def observe(self, state: Any, actor: int, action: int) -> None:
        """Watch a public move of the opponent (called before it is applied)."""
        if actor == self.player:
            return
        phase = state.current_phase()
        gr = self.gr
        if phase == gr.Phase.DISCARD and action < 52:
            self.thrown |= 1 << os_bit(action)
        elif phase in (gr.Phase.DRAW, gr.Phase.FIRST_UPCARD) and action in (gr.DRAW_STOCK_ACTION, gr.PASS_ACTION):
            up = state.upcard()
            if up is not None and up >= 0:
                self.thrown |= 1 << os_bit(up)

    def table(self, state: Any) -> gin_policy.Table:
        hand = sum(1 << os_bit(c) for c in state.hands()[self.player])
        up = state.upcard()
        top = os_bit(up) if up is not None and up >= 0 else None
        pile = sum(1 << os_bit(c) for c in state.discard_pile()) | (1 << top if top is not None else 0)
        known = sum(1 << os_bit(c) for c in state.known_cards()[1 - self.player])
        return gin_policy.Table(hand=hand, top=top, pile=pile, opp_known=known, opp_thrown=self.thrown,
                                stock=state.stock_size(), knock_limit=state.knock_card())

    def step(self, state: Any) -> int:
        t0 = time.process_time()
        try:
            return self._step(state)
        finally:
            self.cpu.append((time.process_time() - t0) * 1000)

    def _step(self, state: Any) -> int:
        gr = self.gr
        legal = state.legal_actions()
        phase = state.current_phase()
        t = self.table(state)
        if phase in (gr.Phase.FIRST_UPCARD, gr.Phase.DRAW):
            if gr.DRAW_UPCARD_ACTION in legal and gin_policy.take_top(t):
                return gr.DRAW_UPCARD_ACTION
            return gr.DRAW_STOCK_ACTION if gr.DRAW_STOCK_ACTION in legal else gr.PASS_ACTION
        if phase == gr.Phase.DISCARD:
            if gr.KNOCK_ACTION in legal:
                dw = gm.min_deadwood_after_discard(t.hand)
                if dw == 0 or gin_policy.knock_now(dw, t):
                    return gr.KNOCK_ACTION
            allowed = [os_bit(a) for a in legal if a < 52]
            return os_card(gin_policy.best_discard(t, allowed, self.rnd))
        if phase == gr.Phase.WALL:
            if gr.KNOCK_ACTION in legal and t.top is not None:
                dw = gm.min_deadwood_after_discard(t.hand | 1 << t.top)
                if gin_policy.knock_now(dw, t):
                    return gr.KNOCK_ACTION
            return gr.PASS_ACTION
        if phase == gr.Phase.KNOCK:
            cards = [a for a in legal if a < 52]
            if cards:  # the knock's discard: the one leaving the least deadwood
                return min(cards, key=lambda c: (gm.min_deadwood(t.hand ^ 1 << os_bit(c)), -gm.CARD_VALUE[os_bit(c)]))
            return self._lay(state, legal, gm.best_arrangement(t.hand).melds)
        if phase == gr.Phase.LAYOFF:
            return self._defend(state, legal, t)
        return legal[0]

    def _lay(self, state: Any, legal: list[int], melds: tuple[int, ...]) -> int:
        """The next meld to lay of our arrangement (OpenSpiel's melds are 3–5 cards: a longer run
        goes down in parts, each leaving a meld or nothing)."""
        gr = self.gr
        for a in legal:
            if a < gr.MELD_ACTION_BASE:
                continue
            mask = sum(1 << os_bit(c) for c in self.utils.int_to_meld[a - gr.MELD_ACTION_BASE])
            for m in melds:
                rest = m ^ mask
                if not mask & ~m and (not rest or gm.meld_kind(rest) is not None):
                    return a
        return gr.PASS_ACTION if gr.PASS_ACTION in legal else legal[0]

    def _defend(self, state: Any, legal: list[int], t: gin_policy.Table) -> int:
        gr = self.gr
        knocker = 1 - self.player
        onto = []
        for mid in state.layed_melds()[knocker]:
            onto.append(sum(1 << os_bit(c) for c in self.utils.int_to_meld[mid]))
        if not state.finished_layoffs():
            plan = gm.defend(t.hand, onto)
            for bit, _ in plan.layoffs:
                if os_card(bit) in legal:
                    return os_card(bit)
            return gr.PASS_ACTION
        return self._lay(state, legal, gm.best_arrangement(t.hand).melds)


def anchor_openspiel(hands: int, seed: int) -> Tally | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("gin_rummy")
    tally = Tally()
    for i in range(hands):
        me = i % 2
        ours = OpenSpielSeat(pyspiel, me)
        bot = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - me)
        rnd = random.Random(seed + i)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = [a for a, _ in state.chance_outcomes()]
                state.apply_action(rnd.choice(outcomes))
                continue
            actor = state.current_player()
            action = ours.step(state) if actor == me else bot.step(state)
            ours.observe(state, actor, action)
            state.apply_action(action)
        tally.games += 1
        tally.hand(state.returns()[me])
        tally.cpu_ms += ours.cpu
    tally.score = tally.hands_won
    return tally


# ---- RLCard's gin-rummy ----------------------------------------------------------------------------
class RLCardSeat:
    """Our good gin decisions at a seat of RLCard's gin-rummy, from that seat's observation.

    RLCard's card ids are our bits (rank + 13 × suit, suits S H D C). Its observation: the hand,
    the top discard, the cards below it, the opponent's known cards; the opponent's moves are
    watched as they are made.
    """

    DRAW, PICK_UP, DEAD, GIN, DISCARD, KNOCK = 2, 3, 4, 5, 6, 58

    def __init__(self, player: int) -> None:
        self.player = player
        self.thrown = 0
        self.rnd = random.Random(player)
        self.cpu: list[float] = []

    def observe(self, obs: Any, actor: int, action: int) -> None:
        if actor == self.player:
            return
        if self.DISCARD <= action < self.KNOCK:
            self.thrown |= 1 << (action - self.DISCARD)
        elif action == self.DRAW:
            top = [i for i in range(52) if obs[1][i]]
            if top:
                self.thrown |= 1 << top[0]

    def step(self, env_state: dict[str, Any], stock: int) -> int:
        t0 = time.process_time()
        try:
            return self._step(env_state, stock)
        finally:
            self.cpu.append((time.process_time() - t0) * 1000)

    def _step(self, env_state: dict[str, Any], stock: int) -> int:
        obs = env_state["obs"]
        legal = list(env_state["legal_actions"])
        mask = [sum(1 << i for i in range(52) if row[i]) for row in obs]
        hand, top_m, dead, known = mask[0], mask[1], mask[2], mask[3]
        top = top_m.bit_length() - 1 if top_m else None
        t = gin_policy.Table(hand=hand, top=top, pile=top_m | dead, opp_known=known, opp_thrown=self.thrown,
                             stock=stock)
        if self.GIN in legal:
            return self.GIN
        if self.PICK_UP in legal or self.DRAW in legal:
            if self.PICK_UP in legal and (self.DRAW not in legal or gin_policy.take_top(t)):
                return self.PICK_UP
            return self.DRAW if self.DRAW in legal else legal[0]
        knocks = [a for a in legal if a >= self.KNOCK]
        if knocks:
            best = min(knocks, key=lambda a: gm.min_deadwood(hand ^ 1 << (a - self.KNOCK)))
            dw = gm.min_deadwood(hand ^ 1 << (best - self.KNOCK))
            if dw == 0 or gin_policy.knock_now(dw, t):
                return best
        discards = [a - self.DISCARD for a in legal if self.DISCARD <= a < self.KNOCK]
        if discards:
            return self.DISCARD + gin_policy.best_discard(t, discards, self.rnd)
        return legal[0]


def _rlcard_winner(env: Any) -> int | None:
    """The hand's winner by the standard rules (RLCard scores no winner itself): gin wins; a knock
    wins if the knocker's deadwood is lower, else the defender undercuts; a dead hand: nobody."""
    from rlcard.games.gin_rummy.utils.action_event import GinAction, KnockAction
    from rlcard.games.gin_rummy.utils.move import ScoreNorthMove, ScoreSouthMove

    rnd = env.game.round
    out = rnd.going_out_action
    goer = rnd.going_out_player_id
    if isinstance(out, GinAction):
        return goer
    if not isinstance(out, KnockAction):
        return None
    dw = {}
    for move in rnd.move_sheet:
        if isinstance(move, ScoreNorthMove):
            dw[0] = move.deadwood_count
        elif isinstance(move, ScoreSouthMove):
            dw[1] = move.deadwood_count
    return goer if dw[goer] < dw[1 - goer] else 1 - goer


def anchor_rlcard(hands: int, seed: int) -> Tally | None:
    try:
        import rlcard
        from rlcard.models.gin_rummy_rule_models import GinRummyNoviceRuleAgent
    except ImportError:
        return None
    import numpy as np

    tally = Tally()
    novice = GinRummyNoviceRuleAgent()
    for i in range(hands):
        me = i % 2
        np.random.seed(seed + i)  # the novice agent draws its lots from numpy's global generator
        env = rlcard.make("gin-rummy", config={"seed": seed + i})
        ours = RLCardSeat(me)
        state, actor = env.reset()
        while not env.is_over():
            if actor == me:
                action = ours.step(state, len(env.game.round.dealer.stock_pile))
            else:
                action = int(novice.step(state))
            ours.observe(state["obs"], actor, action)
            state, actor = env.step(action)
        winner = _rlcard_winner(env)
        tally.games += 1
        tally.hand(0 if winner is None else 1 if winner == me else -1)
        tally.cpu_ms += ours.cpu
    tally.score = tally.hands_won
    return tally


# ---- the report ------------------------------------------------------------------------------------
def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _ci(lo_hi: tuple[float, float]) -> str:
    return f"[{100 * lo_hi[0]:4.1f}–{100 * lo_hi[1]:5.1f}]"


def main(games: int = 1000, gin_games: int = 100, hands: int = 2000, seed: int = 1,
         only: list[str] | None = None, anchors: bool = True) -> int:
    started = time.process_time()
    rows = [r for r in ROWS if not only or r[1] in only]
    results: dict[tuple[str, str], Tally] = {}
    cpu: dict[str, list[float]] = {}
    print(f"computer players, seed {seed}: {games} games a pairing ({gin_games} gin matches), "
          f"{hands} hands per gin anchor")
    print()
    head = f"{'game':<28}{'good vs':<9}{'games':>6}{'good wins':>11}{'95% interval':>16}"
    print(head + f"{'hands won':>11}{'95% interval':>16}{'drawn':>7}")
    for label, gid, options, seats in rows:
        n = gin_games if gid in ("farg-gin", "hollywood-gin") else games
        for opponent in ("random", "easy"):
            t = pairing(gid, options, seats, opponent, n, seed * 1_000_003)
            results[(label, opponent)] = t
            cpu.setdefault(gid, []).extend(t.cpu_ms)
            line = f"{label:<28}{opponent:<9}{t.games:>6}{_pct(t.rate()):>11}{_ci(t.interval()):>16}"
            if t.hands_won + t.hands_lost:
                line += f"{_pct(t.hand_rate()):>11}{_ci(t.hand_interval()):>16}{t.hands_drawn:>7}"
            if t.unfinished:
                line += f"  ({t.unfinished} unfinished)"
            print(line, flush=True)
        if gid in ("finns-i-sjon", "go-fish"):  # the yardstick: what seeing the hands would win
            t = pairing(gid, options, seats, "random", n, seed * 1_000_003, player="peeking")
            print(f"{'  yardstick: sees the hands':<28}{'random':<9}{t.games:>6}{_pct(t.rate()):>11}"
                  f"{_ci(t.interval()):>16}", flush=True)
    anchor_rows: dict[str, Tally | None] = {}
    if anchors and (not only or {"farg-gin", "hollywood-gin"} & set(only)):
        print()
        print(f"{'gin anchor (in its own game)':<37}{'hands':>6}{'good wins':>11}{'95% interval':>16}{'drawn':>7}")
        for name, run in (("OpenSpiel simple_gin_rummy_bot", anchor_openspiel),
                          ("RLCard GinRummyNoviceRuleAgent", anchor_rlcard)):
            t = run(hands, seed * 7919)
            anchor_rows[name] = t
            if t is None:
                print(f"{name:<37}  not installed (pip install -e '.[reference]')")
                continue
            cpu.setdefault(name, []).extend(t.cpu_ms)
            scored = t.hands_won + t.hands_lost
            print(f"{name:<37}{scored:>6}{_pct(t.hand_rate()):>11}{_ci(t.hand_interval()):>16}{t.hands_drawn:>7}",
                  flush=True)
    print()
    print(f"{'CPU per good decision':<37}{'decisions':>10}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")
    for name, values in cpu.items():
        print(f"{name:<37}{len(values):>10}{percentile(values, 0.5):>9.2f}{percentile(values, 0.99):>9.2f}"
              f"{max(values, default=0):>9.2f}")
    print()
    print("targets (issue 22)")
    verdicts = []
    for label, gid, _, _ in rows:
        t = results[(label, "random")]
        goal = TARGET_RANDOM[gid]
        what = "matches" if gid in ("farg-gin", "hollywood-gin") else "games"
        verdicts.append((f"{label}: good beats random in ≥ {goal:.0%} of {what}", t.rate(), t.rate() >= goal))
    for label, gid, _, _ in rows:
        t = results[(label, "easy")]
        what = "matches" if gid in ("farg-gin", "hollywood-gin") else "games"
        verdicts.append((f"{label}: good beats easy in ≥ {TARGET_EASY:.0%} of {what}", t.rate(),
                         t.rate() >= TARGET_EASY))
    for name, t in anchor_rows.items():
        if t is not None:
            verdicts.append((f"{name}: good wins ≥ {TARGET_ANCHOR:.0%} of hands", t.hand_rate(),
                             t.hand_rate() >= TARGET_ANCHOR))
    for name, values in cpu.items():
        p99 = percentile(values, 0.99)
        verdicts.append((f"{name}: a decision ≤ {TARGET_P99_MS:.0f} ms p99", p99, p99 <= TARGET_P99_MS))
    for text, figure, ok in verdicts:
        shown = f"{figure:.2f} ms" if text.endswith("p99") else _pct(figure).strip()
        print(f"  {'met    ' if ok else 'NOT met'}  {text} ({shown})")
    print()
    print(f"bench CPU time {time.process_time() - started:.0f} s; median decision "
          f"{statistics.median([v for vs in cpu.values() for v in vs] or [0]):.2f} ms")
    return 0
