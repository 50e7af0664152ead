"""The gin meld solver: minimal deadwood, knock arrangements, the defender's lay-offs.

Cards are bits of a 52-bit mask: bit ``13 * suit + rank`` with suits in ``S H D C`` order and
ranks ``A 2 … K`` (0–12). A 13-bit *suit pattern* is one suit's slice of a mask.

Why it is fast. Runs live inside one suit, so with runs only the minimal deadwood is the sum of
four per-suit minima, each a lookup in an 8192-entry table (:data:`RUN_DW`). Sets are the only
thing tying suits together, and a 10- or 11-card hand has at most three ranks held three or
four times: the solver tries every way to use those sets (none, one of the triples, the four of
a kind), removes the set cards from the suit patterns and sums the table again. Most random hands
hold no set candidate at all and cost four lookups. With a card to discard (11 cards) the same
trick applies with a second table, :data:`DISCARD_GAIN`, the best change from throwing away one
card of a suit.

Arrangements (which melds, not just how much deadwood) are found by a plain search over the
hand's melds; the engine only needs them a few times per turn.

Values: A = 1, 2–10 face value, J Q K = 10. Ace is low only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import NamedTuple

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_BITS = 8191  # 13 ones
RANK_VALUE = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)
KNOCK_LIMIT = 10
ALL_SUITS = 0b1111

_RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


# ---- cards <-> bits -----------------------------------------------------------------------
def card_bit(card: str) -> int:
    """The bit index of a card in notation (``"10H"`` -> 13 + 9)."""
    return 13 * _SUIT_INDEX[card[-1]] + _RANK_INDEX[card[:-1]]


CARDS: tuple[str, ...] = tuple(f"{r}{s}" for s in SUITS for r in RANKS)  # by bit index
CARD_VALUE: tuple[int, ...] = tuple(RANK_VALUE[i % 13] for i in range(52))


_CARD_MASK = {f"{r}{s}": 1 << (13 * i + j) for i, s in enumerate(SUITS) for j, r in enumerate(RANKS)}
CARD_BIT: dict[str, int] = {c: i for i, c in enumerate(CARDS)}  # card in notation -> bit index


def to_mask(cards: Iterable[str]) -> int:
    """The mask of distinct cards in notation."""
    return sum(map(_CARD_MASK.__getitem__, cards))


def to_cards(mask: int) -> list[str]:
    """The cards of a mask, by suit (S H D C) then rank."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def mask_value(mask: int) -> int:
    return (_VAL[mask & SUIT_BITS] + _VAL[(mask >> 13) & SUIT_BITS]
            + _VAL[(mask >> 26) & SUIT_BITS] + _VAL[mask >> 39])


# ---- per-suit tables ------------------------------------------------------------------------
def _build_tables() -> tuple[list[int], list[int], list[int], list[int]]:
    val = [0] * 8192
    for b in range(1, 8192):
        low = b & -b
        val[b] = val[b ^ low] + RANK_VALUE[low.bit_length() - 1]
    # run_dw[b]: least deadwood of the pattern using runs only; run_pick[b]: a run (13-bit)
    # containing b's lowest card in an optimal split, or 0 when that card is deadwood.
    run_dw = [0] * 8192
    run_pick = [0] * 8192
    for b in range(1, 8192):
        low = b & -b
        i = low.bit_length() - 1
        best = run_dw[b ^ low] + RANK_VALUE[i]
        pick = 0
        run = low
        j = i + 1
        while j < 13 and b >> j & 1:
            run |= 1 << j
            if j - i >= 2 and run_dw[b ^ run] < best:
                best = run_dw[b ^ run]
                pick = run
            j += 1
        run_dw[b] = best
        run_pick[b] = pick
    # gain[b]: the best change to run_dw from discarding one card of the pattern (≤ 0);
    # a large number for the empty pattern (nothing to discard there).
    gain = [1000] * 8192
    for b in range(1, 8192):
        best = 1000
        rest = b
        while rest:
            low = rest & -rest
            rest ^= low
            g = run_dw[b ^ low] - run_dw[b]
            if g < best:
                best = g
        gain[b] = best
    return val, run_dw, run_pick, gain


_VAL, RUN_DW, _RUN_PICK, DISCARD_GAIN = _build_tables()


def _set_options(a: int, b: int, c: int, d: int, t: int) -> list[tuple[int, int, int, int]]:
    """Every way to use the sets of the ranks in ``t`` (held ≥ 3 times): removal patterns."""
    combos = [(0, 0, 0, 0)]
    while t:
        r = t & -t
        t ^= r
        held = (a & r, b & r, c & r, d & r)
        opts = []
        if all(held):  # four of a kind, or any of its four triples
            opts.append(held)
            for k in range(4):
                opts.append(tuple(0 if i == k else r for i in range(4)))
        else:
            opts.append(held)
        combos = [(x0 | y0, x1 | y1, x2 | y2, x3 | y3)
                  for (x0, x1, x2, x3) in combos for (y0, y1, y2, y3) in [(0, 0, 0, 0), *opts]]
    return combos  # type: ignore[return-value]


def min_deadwood(mask: int) -> int:
    """Least deadwood of a hand (any size), every card counted."""
    a = mask & SUIT_BITS
    b = (mask >> 13) & SUIT_BITS
    c = (mask >> 26) & SUIT_BITS
    d = mask >> 39
    t = (a & b & (c | d)) | (c & d & (a | b))
    rd = RUN_DW
    if not t:
        return rd[a] + rd[b] + rd[c] + rd[d]
    best = 1000
    for x0, x1, x2, x3 in _set_options(a, b, c, d, t):
        v = rd[a ^ x0] + rd[b ^ x1] + rd[c ^ x2] + rd[d ^ x3]
        if v < best:
            best = v
    return best


def min_deadwood_after_discard(mask: int) -> int:
    """Least deadwood left after the best discard (an 11-card hand about to go out)."""
    a = mask & SUIT_BITS
    b = (mask >> 13) & SUIT_BITS
    c = (mask >> 26) & SUIT_BITS
    d = mask >> 39
    t = (a & b & (c | d)) | (c & d & (a | b))
    rd = RUN_DW
    g = DISCARD_GAIN
    if not t:
        return rd[a] + rd[b] + rd[c] + rd[d] + min(g[a], g[b], g[c], g[d])
    best = 1000
    for x0, x1, x2, x3 in _set_options(a, b, c, d, t):
        a1, b1, c1, d1 = a ^ x0, b ^ x1, c ^ x2, d ^ x3
        v = rd[a1] + rd[b1] + rd[c1] + rd[d1] + min(g[a1], g[b1], g[c1], g[d1])
        if v < best:
            best = v
    return best


# ---- melds and arrangements -------------------------------------------------------------------
class Arrangement(NamedTuple):
    melds: tuple[int, ...]  # meld masks, in a canonical order
    deadwood: int  # deadwood value
    dead: int  # deadwood mask
    blocked: int  # suits blocked, 4 bits (bit i = SUITS[i])


def _runs_in_pattern(b: int) -> list[int]:
    out = []
    for i in range(13):
        if not b >> i & 1:
            continue
        run = 1 << i
        j = i + 1
        while j < 13 and b >> j & 1:
            run |= 1 << j
            if j - i >= 2:
                out.append(run)
            j += 1
    return out


_RUNS13: dict[int, list[int]] = {}


def melds_in(mask: int) -> list[int]:
    """Every meld (runs of 3+, triples, fours of a kind) made of the hand's cards."""
    out: list[int] = []
    pats = [(mask >> (13 * s)) & SUIT_BITS for s in range(4)]
    for s, p in enumerate(pats):
        if p & (p >> 1) & (p >> 2):
            runs = _RUNS13.get(p)
            if runs is None:
                runs = _RUNS13[p] = _runs_in_pattern(p)
            out.extend(r << (13 * s) for r in runs)
    a, b, c, d = pats
    t = (a & b & (c | d)) | (c & d & (a | b))
    while t:
        r = t & -t
        t ^= r
        i = r.bit_length() - 1
        suits = [s for s in range(4) if pats[s] & r]
        full = sum(1 << (13 * s + i) for s in suits)
        out.append(full)
        if len(suits) == 4:
            out.extend(full ^ (1 << (13 * s + i)) for s in suits)
    return out


def meld_kind(meld: int) -> str | None:
    """``"run"``, ``"set"`` (three of a rank), ``"four"`` or ``None`` if not a meld."""
    n = meld.bit_count()
    if n < 3:
        return None
    pats = [(meld >> (13 * s)) & SUIT_BITS for s in range(4)]
    used = [p for p in pats if p]
    if len(used) == 1:
        p = used[0]
        low = p & -p
        return "run" if (p + low) & p == 0 else None  # consecutive bits
    if all(p == used[0] for p in used) and used[0].bit_count() == 1:
        return "four" if n == 4 else "set"
    return None


def meld_blocks(meld: int) -> int:
    """The suits a meld blocks in Färg-gin: a run its suit, a triple the missing suit."""
    pats = [(meld >> (13 * s)) & SUIT_BITS for s in range(4)]
    present = sum(1 << s for s in range(4) if pats[s])
    if present.bit_count() == 1:
        return present
    if present.bit_count() == 3:
        return ALL_SUITS ^ present
    return 0


def _canon(melds: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(melds, key=lambda m: ((m & -m).bit_length(), m)))


def arrangements(mask: int, limit: int | None = None) -> Iterator[Arrangement]:
    """Every way to meld the hand (including melding less than possible), deadwood ≤ ``limit``.

    Arrangements are sets of disjoint melds; the same cards split differently (a run of six as
    one run or two) are separate arrangements.
    """
    melds = melds_in(mask)
    total = mask_value(mask)
    n = len(melds)
    vals = [mask_value(m) for m in melds]
    blocks = [meld_blocks(m) for m in melds]
    chosen: list[int] = []

    def rec(i: int, used: int, value: int, blocked: int) -> Iterator[Arrangement]:
        dw = total - value
        if limit is None or dw <= limit:
            yield Arrangement(_canon(chosen), dw, mask ^ used, blocked)
        for j in range(i, n):
            m = melds[j]
            if not m & used:
                chosen.append(m)
                yield from rec(j + 1, used | m, value + vals[j], blocked | blocks[j])
                chosen.pop()

    yield from rec(0, 0, 0, 0)


def best_arrangement(mask: int, open_suits: int = ALL_SUITS) -> Arrangement:
    """An arrangement with the least deadwood; ties: fewest open suits blocked, then fewest melds."""
    return min(arrangements(mask), key=lambda a: _rank(a, open_suits))


def _rank(a: Arrangement, open_suits: int) -> tuple:
    return (a.deadwood, (a.blocked & open_suits).bit_count(), a.blocked.bit_count(), len(a.melds),
            a.melds)


def knock_choices(mask: int, open_suits: int = ALL_SUITS, limit: int = KNOCK_LIMIT) -> list[Arrangement]:
    """The arrangements within ``limit``, one per set of blocked suits (the best of each group).

    Sorted best first: least deadwood, then fewest open suits blocked.
    """
    groups: dict[int, Arrangement] = {}
    for a in arrangements(mask, limit):
        cur = groups.get(a.blocked)
        if cur is None or _rank(a, open_suits) < _rank(cur, open_suits):
            groups[a.blocked] = a
    return sorted(groups.values(), key=lambda a: _rank(a, open_suits))


@lru_cache(maxsize=4096)
def discard_options(mask: int) -> tuple[tuple[int, int], ...]:
    """For an 11-card hand: (card bit, least deadwood after discarding it) for every card."""
    out = []
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        out.append((low.bit_length() - 1, min_deadwood(mask ^ low)))
    return tuple(out)


# ---- lay-offs ---------------------------------------------------------------------------------
def layoffs(cards: int, onto: Iterable[int]) -> list[tuple[int, int]]:
    """Which of ``cards`` can be laid off onto the melds ``onto``: [(card bit, meld index)].

    Runs are extended at either end, chaining (a 5 then a 4 onto 6-7-8); a triple takes its
    missing fourth card. Runs first: a card fitting both a run and a triple goes on the run,
    where it may carry further cards.
    """
    onto = list(onto)
    out: list[tuple[int, int]] = []
    free = cards
    for k, m in enumerate(onto):
        if meld_kind(m) != "run":
            continue
        lo = (m & -m).bit_length() - 1
        hi = m.bit_length() - 1
        j = lo - 1
        while j >= 0 and j // 13 == lo // 13 and free >> j & 1:
            out.append((j, k))
            free ^= 1 << j
            j -= 1
        j = hi + 1
        while j < 52 and j // 13 == hi // 13 and free >> j & 1:
            out.append((j, k))
            free ^= 1 << j
            j += 1
    for k, m in enumerate(onto):
        if meld_kind(m) != "set":
            continue
        rank = ((m & -m).bit_length() - 1) % 13
        for s in range(4):
            bit = 13 * s + rank
            if not m >> bit & 1 and free >> bit & 1:
                out.append((bit, k))
                free ^= 1 << bit
    return out


class Defence(NamedTuple):
    melds: tuple[int, ...]
    layoffs: tuple[tuple[int, int], ...]  # (card bit, index of the knocker's meld)
    dead: int
    deadwood: int


def defend(mask: int, knocker_melds: Iterable[int] | None) -> Defence:
    """The defender's least deadwood: own melds plus lay-offs (``None``: no lay-offs, a gin).

    Ties: fewest lay-offs, then the arrangement order of :func:`arrangements`.
    """
    onto = None if knocker_melds is None else list(knocker_melds)
    best: Defence | None = None
    for a in arrangements(mask):
        lay = [] if onto is None else layoffs(a.dead, onto)
        dead = a.dead
        for bit, _ in lay:
            dead ^= 1 << bit
        d = Defence(a.melds, tuple(lay), dead, mask_value(dead))
        if best is None or (d.deadwood, len(d.layoffs)) < (best.deadwood, len(best.layoffs)):
            best = d
    assert best is not None
    return best
