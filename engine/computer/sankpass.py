"""Sänkpass: which card to play (and, with ``ace: "choice"``, at which value).

A seat's decisions are the play of its turn and, with ``reveal: "choice"``, showing or hiding its
hand at any moment. A computer never shows its hand (it only helps the others); if its hand is
shown, it hides it when asked.

The game is a race: every turn sheds one card, a sink (playing lower) costs the next turn, and
the same rank as the top card loses (or eliminates). So **good** scores each play:

- a match only when every play matches (it must play);
- a sink costs a turn, unless it is the last card (the last card wins anyway);
- among plays that go higher it spends the lowest card that does, and it sinks with its lowest:
  the high cards are what beats the tops to come. Measured (``python -m engine bots``, 1,000
  three-player games against two ``easy``), spending the lowest card won a 60% share; also liking
  tops the next player probably cannot beat (so that they sink) cost that (47%): it spends the
  high cards the next tops need;
- when the next player is down to their last card — which wins unless it matches — it leaves the
  rank they most likely hold (a shown hand is known exactly; otherwise the unseen copies count),
  even at the cost of a sink;
- it keeps for its last card one whose rank is least likely to be on top when its turn comes
  (fewest unseen copies), and avoids being left with copies of one rank only, which a top of that
  rank would force to match.

**The endgame** (once some hand at the table is down to four cards or fewer, and more than one
play is worth a look) is searched instead: up to six candidate plays, the rule's order first, are
each followed to the end of the game in 64 sampled worlds — the others' hidden hands drawn from
the unseen copies, shown hands as they are — by a small simulator of the rules, everyone playing
a cheap policy (ours: the lowest card that goes higher, else sink with the lowest; the others
half as that, half as ``easy``). The same worlds and lots serve every candidate; the best mean
score wins, a tie goes to the rule. When every play is a sink it sinks with its lowest, as the
rule says. The lots come from the seeded ``random.Random``, so the choice stays a pure function
of the knowledge, the level and the seed. Measured against two ``easy`` (seeds 1–3, 9,000 games
in all): the rule alone 59.7%, with the search 60.4%; against two random players no change
(59.5% → 59.6%, 2,000 games). With every hand known (a measurement only, 1,000 games) the rule
wins 60.6% and the same search 68.1%: the hidden hands, not the search, are what is missing.
Searching earlier (from six cards: 59.8%), more worlds (128–200), other models of the others, and
weighting the worlds by how likely the others' past plays were in them did no better (2,000
games each).

What is unseen is worked out from the knowledge alone: the deck (decks × 52, jokers), less the
pile, its own hand and the shown hands. Owed passes come from the history (a ``lower`` play owes
one until its ``passed`` event).

**easy** never matches unless it must, but otherwise plays at random: one time in two a random
card that goes higher (if it has one), else any card that does not match.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..cards import JOKER_RANK, RANKS, rank_of

VALUES: dict[str, int] = {r: i for i, r in enumerate(RANKS[1:], start=2)} | {"A": 14, JOKER_RANK: 15}

SINK = 1.0  # the turn a sink costs
NEXT_LAST = 4.0  # the next player's last card: the chance it wins
SPEND = 0.1  # per value step spent above the lowest card that goes higher
LAST_CARD = 1.5  # the kept last card: the chance its rank is on top when our turn comes
ONE_RANK = 0.8  # a hand left with copies of one rank only
EASY_HIGHER = 0.5


def _value(play: dict[str, Any]) -> int:
    if rank_of(play["card"]) == "A" and play.get("ace") == "low":
        return 1
    return VALUES[rank_of(play["card"])]


def _unseen(view: dict[str, Any]) -> Counter[str]:
    """Copies of each rank nobody has shown: in the others' hidden hands, the stock, or removed."""
    decks = view["decks"]
    jokers = view["options"]["jokers"]
    left = Counter({r: 4 * decks for r in RANKS})
    if jokers:
        left[JOKER_RANK] = 2 * decks
    for c in view["pile"]:
        left[rank_of(c)] -= 1
    for c in view["hand"]:
        left[rank_of(c)] -= 1
    for seat, cards in view.get("revealed_hands", {}).items():
        if seat != view["seat"]:
            for c in cards:
                left[rank_of(c)] -= 1
    return +left


def _owing(know: Any) -> set[str]:
    owe: set[str] = set()
    for e in know.history:
        kind = e["type"]
        if kind == "played" and e.get("outcome") == "lower":
            owe.add(e["seat"])
        elif kind == "passed" or kind in ("eliminated", "left"):
            owe.discard(e["seat"])
    return owe


def _next_seat(view: dict[str, Any], me: str, owe: set[str]) -> str | None:
    """The seat that plays on the top we leave: the next in play, past those owing a pass."""
    seats = view["seats"]
    out = set(view["left"]) | set(view["eliminated"])
    i = seats.index(me)
    for step in range(1, len(seats)):
        s = seats[(i + step) % len(seats)]
        if s in out or s in owe:
            continue
        return s
    return None


def _score(play: dict[str, Any], know: Any, unseen: Counter[str], owe: set[str]) -> float:
    view = know.view
    me = view["seat"]
    hand = view["hand"]
    outcome = play["outcome"]
    if outcome == "match":
        return -1000.0
    value = _value(play)
    rank = rank_of(play["card"])
    if len(hand) == 1:
        return 0.0  # the last card wins
    score = 0.0
    if outcome == "lower":
        score -= SINK
    total = sum(unseen.values())
    # the next player, on the top we leave
    nxt = _next_seat(view, me, owe | ({me} if outcome == "lower" else set()))
    if nxt is not None and nxt != me:
        shown = view.get("revealed_hands", {}).get(nxt)
        count = view["hand_counts"].get(nxt, 0)
        if count == 1:
            if shown is not None:
                p_match = 1.0 if rank_of(shown[0]) == rank else 0.0
            else:
                p_match = unseen[rank] / total if total else 0.0
            score -= NEXT_LAST * (1.0 - p_match)
    # spending: the lowest card that goes higher is the cheapest
    if outcome == "higher":
        cheapest = min(_value(p) for p in view["plays"] if p["outcome"] == "higher")
        score -= SPEND * (value - cheapest)
    elif outcome == "open":
        score -= SPEND * value * 0.5
    else:  # a sink: sink with a low card, keep the high ones
        score -= SPEND * value * 0.5
    rest = list(hand)
    rest.remove(play["card"])
    ranks = Counter(rank_of(c) for c in rest)
    if len(rest) == 1 and total:
        score -= LAST_CARD * unseen[rank_of(rest[0])] / total
    elif len(ranks) == 1 and len(rest) > 1:
        score -= ONE_RANK
    return score


def decide(know: Any, level: str, rnd: random.Random) -> dict[str, Any]:
    legal = list(know.legal)
    plays = [a for a in legal if a["type"] == "play"]
    if not plays:  # not our turn: hide a shown hand, else the only thing offered
        hide = [a for a in legal if a["type"] == "hide"]
        return hide[0] if hide else legal[0]
    view = know.view
    outcome = {(p["card"], p.get("ace")): p["outcome"] for p in view["plays"]}
    options = [{**a, "outcome": outcome[(a["card"], a.get("ace"))]} for a in plays]
    safe = [o for o in options if o["outcome"] != "match"]
    if not safe:
        return _strip(rnd.choice(options))
    if level == "easy":
        higher = [o for o in safe if o["outcome"] in ("higher", "open")]
        if higher and rnd.random() < EASY_HIGHER:
            return _strip(rnd.choice(higher))
        return _strip(rnd.choice(safe))
    unseen = _unseen(view)
    owe = _owing(know)
    scored = sorted(((_score(o, know, unseen, owe), i) for i, o in enumerate(safe)), reverse=True)
    # one candidate per value played (copies of a rank are the same play), the rule's best first
    seen: set[int] = set()
    cands: list[dict[str, Any]] = []
    for _, i in scored:
        v = _value(safe[i]) * 100 + VALUES[rank_of(safe[i]["card"])]
        if v not in seen:
            seen.add(v)
            cands.append(safe[i])
    cands = cands[:MAX_CANDIDATES]
    near = min(n for s, n in view["hand_counts"].items() if s not in view["left"] and s not in view["eliminated"])
    if len(cands) == 1 or len(view["hand"]) == 1 or near > SEARCH_CARDS or all(
            c["outcome"] == "lower" for c in cands):  # sinking only: with the lowest, as the rule says
        return _strip(cands[0])
    return _strip(cands[_search(know, cands, rnd)])


def _strip(option: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in option.items() if k != "outcome"}


# ---- good: determinized rollouts ----------------------------------------------------------------
# A world is one way the unseen cards could lie (the others' hidden hands, drawn from the unseen
# copies); each candidate play is followed to the end of the game in each world by a small
# simulator of the rules (ranks as values, ace 14, joker 15; the top's rank and value apart, for
# a low ace), with everyone playing a cheap policy. The same worlds and the same lots serve every
# candidate, so their difference is the play's, not the luck's.
SEARCH_CARDS = 4  # search once a hand at the table is this small
WORLDS = 64  # worlds sampled a decision
MAX_CANDIDATES = 6
OPP_GREEDY = 0.5  # the others in a rollout: this share of their turns as good's rule, else as easy


def _rollout(hands: list[list[int]], owe: list[bool], out: list[bool], turn: int, top_r: int, top_v: int,
             me: int, end_on_match: bool, rnd: random.Random) -> float:
    """Play on from ``turn`` to the end; ``me``'s score (1 a win, 1/k shared by k, 0 a loss)."""
    n = len(hands)
    alive = n - sum(out)
    rand = rnd.random
    for _ in range(400):
        if out[turn]:
            turn = (turn + 1) % n
            continue
        if owe[turn]:
            owe[turn] = False
            turn = (turn + 1) % n
            continue
        hand = hands[turn]
        safe = [v for v in hand if v != top_r]
        if not safe:
            card = hand[0]
        elif turn == me or rand() < OPP_GREEDY:
            higher = [v for v in safe if v > top_v]
            card = min(higher) if higher else min(safe)
        else:
            higher = [v for v in safe if v > top_v]
            if higher and rand() < EASY_HIGHER:
                card = higher[int(rand() * len(higher))]
            else:
                card = safe[int(rand() * len(safe))]
        hand.remove(card)
        if card == top_r:
            if end_on_match:
                return 0.0 if turn == me else 1.0 / (alive - 1)
            if turn == me:
                return 0.0
            out[turn] = True
            hand.clear()
            alive -= 1
            if alive == 1:
                return 1.0
        elif not hand:
            return 1.0 if turn == me else 0.0
        elif card < top_v:
            owe[turn] = True
        top_r = top_v = card
        turn = (turn + 1) % n
    return 0.0


def _search(know: Any, safe: list[dict[str, Any]], rnd: random.Random) -> int:
    """The index in ``safe`` of the play whose rollouts score best."""
    view = know.view
    seats = view["seats"]
    me = seats.index(view["seat"])
    gone = set(view["left"]) | set(view["eliminated"])
    owe_now = _owing(know)
    shown = view.get("revealed_hands", {})
    counts = view["hand_counts"]
    unseen = _unseen(view)
    pool = [VALUES[r] for r, k in sorted(unseen.items()) for _ in range(k)]
    hidden = [i for i, s in enumerate(seats) if i != me and s not in gone and s not in shown]
    mine = [VALUES[rank_of(c)] for c in view["hand"]]
    end_on_match = view["options"]["on_match"] == "end"
    n = len(seats)
    totals = [0.0] * len(safe)
    for _ in range(WORLDS):
        rnd.shuffle(pool)
        base: list[list[int]] = [[] for _ in seats]
        at = 0
        for i, s in enumerate(seats):
            if i == me or s in gone:
                continue
            if s in shown:
                base[i] = [VALUES[rank_of(c)] for c in shown[s]]
            elif i in hidden:
                k = counts.get(s, 0)
                base[i] = pool[at:at + k]
                at += k
        lot = rnd.getrandbits(32)
        for j, play in enumerate(safe):
            hands = [list(h) for h in base]
            hands[me] = list(mine)
            value = VALUES[rank_of(play["card"])]
            hands[me].remove(value)
            if not hands[me]:
                totals[j] += 1.0
                continue
            played_v = _value(play)
            owe = [s in owe_now for s in seats]
            out = [s in gone for s in seats]
            if play["outcome"] == "lower":
                owe[me] = True
            totals[j] += _rollout(hands, owe, out, (me + 1) % n, value, played_v, me, end_on_match,
                                  random.Random(lot))
    return max(range(len(safe)), key=lambda j: (totals[j], -j))  # a tie goes to the rule's choice
