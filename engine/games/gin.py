"""Färg-gin (``farg-gin``) and Hollywood Gin (``hollywood-gin``).

Both variants share everything about a hand — the deal, the first-turn take-or-pass, drawing and
discarding, knocking and gin, the defender's lay-offs, dead hands, the memory rules of the table —
in :class:`GinGame`. They differ only in the score sheet, kept in two small classes:

=========================  ================================  ==================================
point                      Färg-gin                          Hollywood Gin
=========================  ================================  ==================================
columns                    ``S H D C`` (one per suit)        ``1 2 3``
where points go            every suit the knocker's melds    the scorer's 1st scoring hand:
                           do not block, unless closed       col 1; 2nd: 1–2; later: 1–3
the match                  3 suits won; 2–2 is a draw         2 columns won
gin bonus                  20                                25
=========================  ================================  ==================================

The meld arithmetic lives in :mod:`engine.games.gin_melds`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import ConfigDict, Field, computed_field, field_validator

from ..cards import CardError, deck, normalise
from ..core import Action, BaseState, Event, Game, Options, Rng, RulesError, SetupError, game_state, trusted
from ..dealing import check_keys, deal
from . import gin_melds as gm

HAND_SIZE = 10
DEAD_STOCK = 2  # a plain discard leaving this many stock cards (or fewer) kills the hand


# ---- options ----------------------------------------------------------------------------------
class GinOptions(Options):
    target: int = Field(default=100, ge=1, le=100_000)
    undercut_bonus: int = Field(default=10, ge=0, le=1000)


class FargOptions(GinOptions):
    gin_bonus: int = Field(default=20, ge=0, le=1000)
    tiebreak: Literal["none", "total_points"] = "none"


class HollywoodOptions(GinOptions):
    gin_bonus: int = Field(default=25, ge=0, le=1000)


# ---- actions ----------------------------------------------------------------------------------
def _as_card(v: Any) -> str:
    if not isinstance(v, str):
        raise ValueError(f"not a card: {v!r}")
    return normalise(v)


class TakeUpcard(Action):
    type: Literal["take_upcard"] = "take_upcard"


class Pass(Action):
    type: Literal["pass"] = "pass"


class Draw(Action):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    type: Literal["draw"] = "draw"
    source: Literal["stock", "discard"] = Field(alias="from")

    @classmethod
    def from_plain(cls, raw: dict[str, Any]) -> Draw | None:
        source = raw.get("from")
        if len(raw) == 2 and (source == "stock" or source == "discard") and type(source) is str:
            return trusted(cls, {"type": "draw", "source": source}, {"type", "source"})
        return None


class Discard(Action):
    type: Literal["discard"] = "discard"
    card: str

    @field_validator("card", mode="before")
    @classmethod
    def _card(cls, v: Any) -> str:
        return _as_card(v)

    @classmethod
    def from_plain(cls, raw: dict[str, Any]) -> Discard | None:
        card = raw.get("card")
        if len(raw) == 2 and type(card) is str and card in gm.CARD_BIT:
            return trusted(cls, {"type": "discard", "card": card}, {"type", "card"})
        return None


class GoOut(Action):
    discard: str
    melds: list[list[str]] | None = None

    @field_validator("discard", mode="before")
    @classmethod
    def _discard(cls, v: Any) -> str:
        return _as_card(v)

    @field_validator("melds")
    @classmethod
    def _melds(cls, v: list[list[str]] | None) -> list[list[str]] | None:
        return None if v is None else [[_as_card(c) for c in meld] for meld in v]

    @classmethod
    def from_plain(cls, raw: dict[str, Any]) -> GoOut | None:
        discard, melds = raw.get("discard"), raw.get("melds")
        if not (type(discard) is str and discard in gm.CARD_BIT and _GO_OUT_KEYS.issuperset(raw)):
            return None
        if melds is not None:
            if type(melds) is not list or not all(
                type(m) is list and all(type(c) is str and c in gm.CARD_BIT for c in m) for m in melds
            ):
                return None
            melds = [list(m) for m in melds]
        return trusted(cls, {"type": raw["type"], "discard": discard, "melds": melds}, set(raw))


_GO_OUT_KEYS = frozenset({"type", "discard", "melds"})


class Knock(GoOut):
    type: Literal["knock"] = "knock"


class GinOut(GoOut):
    type: Literal["gin"] = "gin"


# ---- state ------------------------------------------------------------------------------------
@game_state
class GinState(BaseState):
    phase: str = "upcard"  # upcard | draw | discard | ended
    dealer: str
    stock: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)  # top last
    scores: dict[str, dict[str, int]]
    closed: dict[str, str] = Field(default_factory=dict)  # column -> the seat that won it
    hand_no: int = 0
    passes: int = 0  # passes made in this hand's first turn
    must_draw_stock: bool = False  # both passed the up-card: förhand draws from the stock
    taken: str | None = None  # the card just taken from the discard pile (not discardable now)
    scoring_hands: dict[str, int] = Field(default_factory=dict)  # hands each seat has scored
    deals: list[dict[str, Any]] = Field(default_factory=list)  # stacked deals still to come
    last_move: dict[str, Any] | None = None
    last_settlement: dict[str, Any] | None = None
    sheet: list[dict[str, Any]] = Field(default_factory=list)  # one row per scoring hand
    # The public events of this hand the log no longer holds (it keeps the latest action's),
    # oldest first: never shown, but a player may remember them (``Game.history``; the computer
    # players' memory). Emptied at every deal. Left out of the replay outcome.
    past: list[Event] = Field(default_factory=list)

    # The fast copy (``Game.apply`` copies the state on every action): records only ever replaced
    # whole or appended as new objects are shared (settlements, sheet rows, stacked deals).
    copy_one_level: ClassVar[frozenset[str]] = frozenset({"log", "deals", "sheet", "past"})
    copy_shared: ClassVar[frozenset[str]] = BaseState.copy_shared | {"last_move", "last_settlement"}

    @computed_field  # type: ignore[prop-decorator]
    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def forhand(self) -> str:
        return next(s for s in self.seats if s != self.dealer)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def won(self) -> dict[str, list[str]]:
        return {s: [c for c, w in self.closed.items() if w == s] for s in self.seats}


@game_state
class FargState(GinState):
    game: str = "farg-gin"
    options: FargOptions


@game_state
class HollywoodState(GinState):
    game: str = "hollywood-gin"
    options: HollywoodOptions


def _other(state: GinState, seat: str) -> str:
    return next(s for s in state.seats if s != seat)


def _suits(mask4: int) -> list[str]:
    return [gm.SUITS[i] for i in range(4) if mask4 >> i & 1]


def _meld_cards(meld: int) -> list[str]:
    return gm.to_cards(meld)


def _last_deal(events: list[Event]) -> int:
    """The index of the last ``hand_dealt`` in ``events`` (0 if there is none)."""
    for i in range(len(events) - 1, -1, -1):
        if events[i]["type"] == "hand_dealt":
            return i
    return 0


def _hand_order(cards: list[str]) -> list[str]:
    return sorted(cards, key=gm.CARD_BIT.__getitem__)


# ---- the shared game --------------------------------------------------------------------------
class GinGame(Game[GinState]):
    min_seats = 2
    max_seats = 2
    columns: ClassVar[tuple[str, ...]]
    actions = {"take_upcard": TakeUpcard, "pass": Pass, "draw": Draw, "discard": Discard,
               "knock": Knock, "gin": GinOut}

    # ---- the variant's score sheet (overridden below) ---------------------------------------
    def _entry_columns(self, state: GinState, scorer: str, blocked: int) -> list[str]:
        """The open columns a hand won by ``scorer`` would enter (``blocked``: knocker's melds)."""
        raise NotImplementedError

    def _open_suits(self, state: GinState) -> int:
        """Suits whose blocking matters (Färg-gin: the open ones; Hollywood: none)."""
        return 0

    def _match_over(self, state: GinState, events: list[Event]) -> bool:
        raise NotImplementedError

    # ---- setup --------------------------------------------------------------------------------
    def _new(self, seats, options, rng, first, setup, now) -> GinState:
        check_keys(setup, {"deals"})
        raw = setup.get("deals", [])
        if not isinstance(raw, list):
            raise SetupError("setup.deals", "must be a list of deals")
        deals = [self._check_deal(seats, i, d) for i, d in enumerate(raw)]
        dealer = deals[0].get("dealer") if deals else None
        if first is not None and dealer is not None and first != dealer:
            raise SetupError("setup.deals[0].dealer", f"{dealer!r} contradicts first={first!r}")
        dealer = first or dealer or rng.choice(seats)
        state = self.State(
            seats=seats, hands={s: [] for s in seats}, rng=rng, options=options, dealer=dealer,
            scores={s: dict.fromkeys(self.columns, 0) for s in seats},
            scoring_hands=dict.fromkeys(seats, 0), deals=deals,
        )
        events: list[Event] = []
        self._deal(state, events)
        self._record(state, events)
        return state

    def _check_deal(self, seats: list[str], i: int, entry: Any) -> dict[str, Any]:
        field = f"setup.deals[{i}]"
        check_keys(entry, {"dealer", "hands", "upcard", "stock"}, field)
        out: dict[str, Any] = {"index": i}
        if "dealer" in entry:
            if entry["dealer"] not in seats:
                raise SetupError(f"{field}.dealer", f"{entry['dealer']!r} is not a seat")
            out["dealer"] = entry["dealer"]
        if "upcard" in entry:
            if not isinstance(entry["upcard"], str):
                raise SetupError(f"{field}.upcard", "must be one card")
            try:
                out["upcard"] = normalise(entry["upcard"])
            except CardError as e:
                raise SetupError(f"{field}.upcard", str(e)) from None
        stock = entry.get("stock", [])
        if isinstance(stock, list) and len(stock) > 52 - 2 * HAND_SIZE - 1:
            raise SetupError(f"{field}.stock", f"at most {52 - 2 * HAND_SIZE - 1} cards")
        piles = {"upcard": [out["upcard"]] if "upcard" in out else [], "stock": stock}
        hands, placed, _ = deal(deck(), Rng(seed=0), seats, HAND_SIZE, entry.get("hands"), piles, field)
        out["hands"] = {s: hands[s] for s in (entry.get("hands") or {})}
        out["stock"] = placed["stock"]
        return out

    def _deal(self, state: GinState, events: list[Event]) -> None:
        entry = state.deals.pop(0) if state.deals else {}
        if "dealer" in entry:
            state.dealer = entry["dealer"]
        field = f"setup.deals[{entry.get('index', 0)}]"
        upcard = [entry["upcard"]] if "upcard" in entry else []
        hands, piles, rest = deal(deck(), state.draw(), state.seats, HAND_SIZE, entry.get("hands"),
                                  {"upcard": upcard, "stock": entry.get("stock", [])}, field)
        if not upcard:
            upcard = [rest.pop(0)]
        state.hands = hands
        state.discard = upcard
        state.stock = piles["stock"] + rest
        state.hand_no += 1
        state.phase = "upcard"
        state.turn = state.forhand
        state.passes = 0
        state.must_draw_stock = False
        state.taken = None
        state.last_move = None
        events.append({"type": "hand_dealt", "hand": state.hand_no, "dealer": state.dealer,
                       "forhand": state.forhand, "upcard": upcard[0], "stock_count": len(state.stock)})
        for s in state.seats:
            events.append({"type": "dealt", "seat": s, "count": HAND_SIZE,
                           "secret": {"cards": _hand_order(hands[s])}, "secret_to": [s]})

    # ---- actions --------------------------------------------------------------------------------
    def _apply(self, state: GinState, seat: str, act: Action) -> list[Event]:
        if state.turn != seat:
            raise RulesError("not_your_turn", f"It is {state.turn}'s turn.", turn=state.turn)
        if isinstance(act, (TakeUpcard, Pass)):
            if state.phase != "upcard":
                raise RulesError("not_first_turn", "Taking the up-card or passing is only for the "
                                 "first turn of a hand.", phase=state.phase)
            return self._take_upcard(state, seat) if isinstance(act, TakeUpcard) else self._pass(state, seat)
        if state.phase == "upcard":
            raise RulesError("take_or_pass", "First take the up-card or pass.")
        if isinstance(act, Draw):
            if state.phase != "draw":
                raise RulesError("already_drew", "You have drawn already; now discard.")
            return self._draw(state, seat, act.source)
        if state.phase != "discard":
            raise RulesError("draw_first", "Draw a card first, from the stock or the discard pile.")
        card = act.card if isinstance(act, Discard) else act.discard  # type: ignore[attr-defined]
        self._check_discard(state, seat, card)
        if isinstance(act, Discard):
            return self._discard(state, seat, card)
        assert isinstance(act, GoOut)
        return self._go_out(state, seat, act)

    def _take_upcard(self, state: GinState, seat: str) -> list[Event]:
        card = state.discard.pop()
        state.hands[seat].append(card)
        state.taken = card
        state.phase = "discard"
        state.last_move = {"seat": seat, "move": "took_upcard", "card": card}
        return [{"type": "took_upcard", "seat": seat, "card": card}]

    def _pass(self, state: GinState, seat: str) -> list[Event]:
        state.passes += 1
        state.last_move = {"seat": seat, "move": "passed", "card": state.discard[-1]}
        events: list[Event] = [{"type": "passed", "seat": seat, "card": state.discard[-1]}]
        if seat == state.forhand and state.passes == 1:
            state.turn = state.dealer
        else:
            state.turn = state.forhand
            state.phase = "draw"
            state.must_draw_stock = True
        return events

    def _draw(self, state: GinState, seat: str, source: str) -> list[Event]:
        if source == "discard":
            if state.must_draw_stock:
                raise RulesError("must_draw_stock", "Both passed the up-card: draw from the stock.")
            if not state.discard:
                raise RulesError("discard_empty", "The discard pile is empty.")
            card = state.discard.pop()
            state.taken = card
            event: Event = {"type": "drew", "seat": seat, "from": "discard", "card": card}
            state.last_move = {"seat": seat, "move": "drew", "from": "discard", "card": card}
        else:
            card = state.stock.pop(0)
            event = {"type": "drew", "seat": seat, "from": "stock", "stock_count": len(state.stock),
                     "secret": {"card": card}, "secret_to": [seat]}
            state.last_move = {"seat": seat, "move": "drew", "from": "stock"}
        state.hands[seat].append(card)
        state.must_draw_stock = False
        state.phase = "discard"
        return [event]

    def _check_discard(self, state: GinState, seat: str, card: str) -> None:
        if card not in state.hands[seat]:
            raise RulesError("card_not_in_hand", f"You do not hold {card}.", card=card)
        if card == state.taken:
            raise RulesError("just_taken", f"You may not discard {card}: you just took it from the "
                             "discard pile.", card=card)

    def _discard(self, state: GinState, seat: str, card: str) -> list[Event]:
        state.hands[seat].remove(card)
        state.discard.append(card)
        state.taken = None
        state.last_move = {"seat": seat, "move": "discarded", "card": card}
        events: list[Event] = [{"type": "discarded", "seat": seat, "card": card}]
        if len(state.stock) <= DEAD_STOCK:
            events.append({"type": "hand_dead", "hand": state.hand_no, "stock_count": len(state.stock),
                           "dealer": state.dealer})
            state.last_settlement = {"hand": state.hand_no, "kind": "dead", "dealer": state.dealer}
            self._deal(state, events)  # the same dealer deals again
            return events
        state.turn = _other(state, seat)
        state.phase = "draw"
        return events

    # ---- going out ------------------------------------------------------------------------------
    def _choices(self, state: GinState, seat: str, discard: str) -> list[dict[str, Any]]:
        """The arrangements of the hand without ``discard`` within the knock limit, one per set of
        blocked suits, best first, each marked whether the must-score rule allows it."""
        rest = [c for c in state.hands[seat] if c != discard]
        mask = gm.to_mask(rest)
        if gm.min_deadwood(mask) > gm.KNOCK_LIMIT:
            return []
        open_suits = self._open_suits(state)
        out = []
        for a in gm.knock_choices(mask, open_suits):
            out.append({"arrangement": a, "columns": self._entry_columns(state, seat, a.blocked)})
        if not open_suits:  # blocking is irrelevant: the best arrangement is the only choice
            out = out[:1]
        return out

    def _describe(self, a: gm.Arrangement) -> dict[str, Any]:
        return {"melds": [_meld_cards(m) for m in a.melds], "deadwood": a.deadwood,
                "deadwood_cards": gm.to_cards(a.dead), "blocked": _suits(a.blocked)}

    def _go_out(self, state: GinState, seat: str, act: GoOut) -> list[Event]:
        gin_wanted = isinstance(act, GinOut)
        rest = [c for c in state.hands[seat] if c != act.discard]
        if act.melds is not None:
            arr = self._given_arrangement(rest, act.discard, act.melds)
        else:
            choices = self._choices(state, seat, act.discard)
            if gin_wanted:
                choices = [c for c in choices if c["arrangement"].deadwood == 0]
            if not choices:
                arr = gm.best_arrangement(gm.to_mask(rest))
            else:
                arr = choices[0]["arrangement"]
        if gin_wanted and arr.deadwood > 0:
            raise RulesError("not_gin", f"That is not gin: {arr.deadwood} deadwood is left.",
                             deadwood=arr.deadwood)
        if arr.deadwood > gm.KNOCK_LIMIT:
            raise RulesError("deadwood_too_high", f"You may knock with at most {gm.KNOCK_LIMIT} "
                             f"deadwood; you would have {arr.deadwood}.",
                             deadwood=arr.deadwood, limit=gm.KNOCK_LIMIT)
        if not self._entry_columns(state, seat, arr.blocked):
            allowed = [self._describe(c["arrangement"]) for c in self._choices(state, seat, act.discard)
                       if c["columns"] and (c["arrangement"].deadwood == 0 or not gin_wanted)]
            raise RulesError(
                "knock_scores_nothing",
                "You may not go out now: your points could not enter any open column"
                + (" with these melds." if allowed else "."),
                blocked=_suits(arr.blocked), allowed=allowed, discard=act.discard)
        return self._settle(state, seat, act.discard, arr)

    def _given_arrangement(self, rest: list[str], discard: str, melds: list[list[str]]) -> gm.Arrangement:
        seen: set[str] = set()
        masks = []
        for meld in melds:
            for c in meld:
                if c == discard:
                    raise RulesError("discard_in_meld", f"{c} is your discard; it cannot be in a meld.",
                                     card=c)
                if c not in rest:
                    raise RulesError("meld_card_not_in_hand", f"You do not hold {c}.", card=c)
                if c in seen:
                    raise RulesError("meld_card_twice", f"{c} is used in two melds.", card=c)
                seen.add(c)
            m = gm.to_mask(meld)
            if gm.meld_kind(m) is None:
                raise RulesError("invalid_meld", f"Not a run or a set: {' '.join(meld)}.", cards=meld)
            masks.append(m)
        used = sum(masks)
        dead = gm.to_mask(rest) ^ used
        blocked = 0
        for m in masks:
            blocked |= gm.meld_blocks(m)
        return gm.Arrangement(gm._canon(masks), gm.mask_value(dead), dead, blocked)

    def _settle(self, state: GinState, knocker: str, discard: str, arr: gm.Arrangement) -> list[Event]:
        opts = state.options
        defender = _other(state, knocker)
        state.hands[knocker].remove(discard)
        state.discard.append(discard)
        state.taken = None
        gin = arr.deadwood == 0
        defence = gm.defend(gm.to_mask(state.hands[defender]), None if gin else arr.melds)
        if gin:
            kind, scorer = "gin", knocker
            points = defence.deadwood + opts.gin_bonus
        elif defence.deadwood > arr.deadwood:
            kind, scorer = "knock", knocker
            points = defence.deadwood - arr.deadwood
        else:
            kind, scorer = "undercut", defender
            points = arr.deadwood - defence.deadwood + opts.undercut_bonus
        columns = self._entry_columns(state, scorer, arr.blocked)
        state.scoring_hands[scorer] += 1
        for col in columns:
            state.scores[scorer][col] += points
        closed_now = {}
        for col in columns:
            if col not in state.closed and state.scores[scorer][col] >= opts.target:
                state.closed[col] = scorer
                closed_now[col] = scorer
        knocker_melds = [_meld_cards(m) for m in arr.melds]
        settlement: dict[str, Any] = {
            "hand": state.hand_no, "kind": kind, "knocker": knocker, "defender": defender,
            "discard": discard,
            "knocker_melds": knocker_melds, "knocker_deadwood_cards": gm.to_cards(arr.dead),
            "knocker_deadwood": arr.deadwood,
            "defender_melds": [_meld_cards(m) for m in defence.melds],
            "layoffs": [{"card": gm.CARDS[bit], "onto": knocker_melds[k]} for bit, k in defence.layoffs],
            "defender_deadwood_cards": gm.to_cards(defence.dead),
            "defender_deadwood": defence.deadwood,
            "scorer": scorer, "points": points,
            "bonus": opts.gin_bonus if kind == "gin" else opts.undercut_bonus if kind == "undercut" else 0,
            "columns": columns, "closed_now": closed_now,
            "scoring_hand": state.scoring_hands[scorer],
        }
        settlement.update(self._settlement_extra(state, arr, columns))
        state.last_settlement = settlement
        state.sheet.append({"hand": state.hand_no, "seat": scorer, "kind": kind, "points": points,
                            "columns": columns})
        state.last_move = {"seat": knocker, "move": "gin" if gin else "knocked", "card": discard}
        events: list[Event] = [
            {"type": "gin" if gin else "knocked", "seat": knocker, "discard": discard,
             "melds": knocker_melds, "deadwood_cards": settlement["knocker_deadwood_cards"],
             "deadwood": arr.deadwood},
            {"type": "defender_shown", "seat": defender, "melds": settlement["defender_melds"],
             "layoffs": settlement["layoffs"], "deadwood_cards": settlement["defender_deadwood_cards"],
             "deadwood": defence.deadwood},
            {"type": "hand_scored", "seat": scorer, "kind": kind, "points": points, "columns": columns,
             "hand": state.hand_no},
        ]
        events += [{"type": "column_closed", "column": c, "seat": s} for c, s in closed_now.items()]
        if self._match_over(state, events):
            return events
        state.dealer = _other(state, state.dealer)
        self._deal(state, events)
        return events

    def _settlement_extra(self, state: GinState, arr: gm.Arrangement, columns: list[str]) -> dict[str, Any]:
        return {}

    def _leave(self, state: GinState, seat: str) -> list[Event]:
        state.left.append(seat)
        other = _other(state, seat)
        return [{"type": "left", "seat": seat},
                self._end(state, [other], "forfeit", **self._figures(state))]

    def _figures(self, state: GinState) -> dict[str, Any]:
        return {"won": state.won, "scores": {s: dict(c) for s, c in state.scores.items()},
                "totals": {s: sum(c.values()) for s, c in state.scores.items()},
                "target": state.options.target}

    # ---- memory: the log keeps only the latest action's events -----------------------------------
    def _record(self, state: GinState, events: list[Event]) -> None:
        super()._record(state, events)
        if events:
            log = state.log
            dropped, state.log = log[:-len(events)], log[-len(events):]
            if any(e["type"] == "hand_dealt" for e in events):
                state.past = []  # a new hand: nothing of the last one is in play any more
            elif dropped:  # (``past`` begins with this hand's deal, if it holds one)
                past = state.past
                kept = len(past)
                past.extend(dropped)
                deal = _last_deal(dropped)
                if deal or dropped[0]["type"] == "hand_dealt":  # the previous action dealt a new hand
                    del past[:kept + deal]

    def history(self, state: GinState) -> list[Event]:
        """The public events since this hand's deal (its ``hand_dealt`` first)."""
        log = state.log
        deal = _last_deal(log)
        if deal or (log and log[0]["type"] == "hand_dealt"):
            return log[deal:]
        return [*state.past, *log]  # (``past`` begins with this hand's deal)

    # ---- queries --------------------------------------------------------------------------------
    def legal_actions(self, state: GinState, seat: str) -> list[dict[str, Any]]:
        if state.phase == "ended" or state.turn != seat:
            return []
        if state.phase == "upcard":
            return [{"type": "take_upcard"}, {"type": "pass"}]
        if state.phase == "draw":
            out = [{"type": "draw", "from": "stock"}]
            if not state.must_draw_stock and state.discard:
                out.append({"type": "draw", "from": "discard"})
            return out
        hand = _hand_order(state.hands[seat])
        out = [{"type": "discard", "card": c} for c in hand if c != state.taken]
        if gm.min_deadwood_after_discard(gm.to_mask(hand)) > gm.KNOCK_LIMIT:
            return out  # no discard leaves a knockable hand (the usual case): skip the search
        for c in hand:
            if c == state.taken:
                continue
            for i, ch in enumerate(self._choices(state, seat, c)):
                if not ch["columns"]:
                    continue
                a = ch["arrangement"]
                act: dict[str, Any] = {"type": "gin" if a.deadwood == 0 else "knock", "discard": c}
                if i:
                    act["melds"] = [_meld_cards(m) for m in a.melds]
                out.append(act)
        return out

    def _awaiting(self, state: GinState) -> str | None:
        if state.phase == "upcard":
            return "take_or_pass"
        if state.phase == "draw":
            return "draw_stock" if state.must_draw_stock else "draw"
        if state.phase == "discard":
            return "discard"
        return None

    def public_view(self, state: GinState) -> dict[str, Any]:
        return {
            "game": self.id,
            "phase": state.phase,
            "turn": state.turn,
            "awaiting": self._awaiting(state),
            "seats": list(state.seats),
            "left": list(state.left),
            "options": state.options.model_dump(),
            "hand_no": state.hand_no,
            "dealer": state.dealer,
            "forhand": state.forhand,
            "hand_counts": {s: len(h) for s, h in state.hands.items()},
            "stock_count": len(state.stock),
            "discard_top": state.discard[-1] if state.discard else None,
            "last_move": state.last_move,
            # a stand-in came or went with the latest action (the memory rules show no other log)
            "stand_ins": [dict(e) for e in state.log if e["type"] in ("stand_in", "rejoined")],
            "columns": list(self.columns),
            "scores": {s: dict(c) for s, c in state.scores.items()},
            "closed": dict(state.closed),
            "won": state.won,
            "totals": {s: sum(c.values()) for s, c in state.scores.items()},
            "scoring_hands": dict(state.scoring_hands),
            "sheet": [dict(r) for r in state.sheet],
            "last_settlement": state.last_settlement,
            "result": state.result,
        }

    def private_view(self, state: GinState, seat: str) -> dict[str, Any]:
        view = super().private_view(state, seat)
        hand = _hand_order(state.hands.get(seat, []))
        view["hand"] = hand
        mask = gm.to_mask(hand)
        if len(hand) > HAND_SIZE:
            # 11 cards: the best discard and what is left after it
            options = [o for o in gm.discard_options(mask) if gm.CARDS[o[0]] != state.taken]
            best = min(options, key=lambda o: (o[1], -gm.CARD_VALUE[o[0]], o[0]))
            view["best_discard"] = gm.CARDS[best[0]]
            mask ^= 1 << best[0]
        a = gm.best_arrangement(mask, self._open_suits(state))
        view["melds"] = [_meld_cards(m) for m in a.melds]
        view["deadwood_cards"] = gm.to_cards(a.dead)
        view["deadwood"] = a.deadwood
        choices: list[dict[str, Any]] = []
        if state.turn == seat and state.phase == "discard":
            for c in hand:
                if c == state.taken:
                    continue
                for i, ch in enumerate(self._choices(state, seat, c)):
                    arr = ch["arrangement"]
                    d = self._describe(arr)
                    action: dict[str, Any] = {"type": "gin" if arr.deadwood == 0 else "knock",
                                              "discard": c, "melds": d["melds"]}
                    choices.append({"discard": c, **d, "gin": arr.deadwood == 0,
                                    "columns": ch["columns"], "allowed": bool(ch["columns"]),
                                    "default": i == 0, "action": action})
        allowed = [i for i, ch in enumerate(choices) if ch["allowed"]]
        best_i = min(allowed, key=lambda i: (choices[i]["deadwood"], not choices[i]["default"], i),
                     default=None)
        for i, ch in enumerate(choices):
            ch["selected"] = i == best_i
        view["go_out_choices"] = choices
        return view


# ---- Färg-gin ---------------------------------------------------------------------------------
class FargGin(GinGame):
    """Four suit columns; the knocker's melds block suits, whoever scores."""

    id = "farg-gin"
    Options = FargOptions
    State = FargState
    columns = tuple(gm.SUITS)

    def _open_suits(self, state: GinState) -> int:
        return sum(1 << i for i, s in enumerate(gm.SUITS) if s not in state.closed)

    def _entry_columns(self, state: GinState, scorer: str, blocked: int) -> list[str]:
        return [s for i, s in enumerate(gm.SUITS) if not blocked >> i & 1 and s not in state.closed]

    def _settlement_extra(self, state, arr, columns) -> dict[str, Any]:
        why = []
        for m in arr.melds:
            b = gm.meld_blocks(m)
            if b:
                why.append({"suit": _suits(b)[0], "meld": _meld_cards(m), "kind": gm.meld_kind(m)})
        skipped = [s for i, s in enumerate(gm.SUITS) if s not in columns and not arr.blocked >> i & 1]
        return {"blocked": _suits(arr.blocked), "blocked_by": why, "closed_skipped": skipped}

    def _match_over(self, state: GinState, events: list[Event]) -> bool:
        won = {s: len(c) for s, c in state.won.items()}
        need = len(self.columns) // 2 + 1  # 3 of 4
        winners = [s for s, n in won.items() if n >= need]
        if winners:
            events.append(self._end(state, winners, "suits_won", **self._figures(state)))
            return True
        if len(state.closed) < len(self.columns):
            return False
        fig = self._figures(state)
        if state.options.tiebreak == "total_points":
            totals = fig["totals"]
            best = max(totals.values())
            leaders = [s for s, t in totals.items() if t == best]
            if len(leaders) == 1:
                events.append(self._end(state, leaders, "tiebreak_total_points", **fig))
                return True
        ev = self._end(state, [], "draw", **fig)
        state.result["losers"] = []  # type: ignore[index]
        ev["losers"] = []
        events.append(ev)
        return True


# ---- Hollywood Gin ----------------------------------------------------------------------------
class HollywoodGin(GinGame):
    """Three columns entered by the scorer's count of scoring hands; no blocking."""

    id = "hollywood-gin"
    Options = HollywoodOptions
    State = HollywoodState
    columns = ("1", "2", "3")

    def _entry_columns(self, state: GinState, scorer: str, blocked: int) -> list[str]:
        n = min(state.scoring_hands[scorer] + 1, len(self.columns))
        return [c for c in self.columns[:n] if c not in state.closed]

    def _match_over(self, state: GinState, events: list[Event]) -> bool:
        winners = [s for s, c in state.won.items() if len(c) >= 2]
        if winners:
            events.append(self._end(state, winners, "columns_won", **self._figures(state)))
            return True
        return False
