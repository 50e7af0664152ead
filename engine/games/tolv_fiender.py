"""Tolv fiender: 1–4 players together against twelve enemies (rules: shared/rules/tolv-fiender.md).

The flow of a turn is kept in a few small steps, each leaving the game waiting for exactly one
seat (``state.turn``) to do one kind of thing (``state.awaiting``):

* ``play``: play a card or a combination, yield, or (solo) use a jester;
* ``pay``: discard cards that cover the enemy's strike (``state.pay_due``), or (solo) a jester;
* ``choose_next``: after a jester, name who takes the next turn; meanwhile every other seated
  player may ``say`` one preset wish.

Every new wait restarts the seat's 90-second clock. Inside :meth:`_apply` the engine does not know
``now``, so a new wait marks ``wait_since`` as pending (``None``) and :meth:`apply` fills in the
action's time; a timeout fired by :meth:`_tick` starts the next wait at the missed deadline, so one
long tick vacates several seats in deadline order.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Literal

from pydantic import Field, computed_field, field_validator

from ..cards import is_joker, normalise, rank_of, sorted_cards, suit_of
from ..core import Action, BaseState, Event, Game, Options, RulesError, SetupError, card_list, game_state
from ..dealing import check_keys, deal

VALUES: dict[str, int] = {
    "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
    "J": 10, "Q": 15, "K": 20, "X": 0,
}
ENEMY_STATS: dict[str, tuple[int, int]] = {"J": (20, 10), "Q": (30, 15), "K": (40, 20)}
HAND_SIZE = {1: 8, 2: 7, 3: 6, 4: 5}
DECK_JESTERS = {1: (), 2: (), 3: ("X1",), 4: ("X1", "X2")}
SOLO_JESTERS = 2
VACATE_AFTER = 90.0  # seconds of silence after which the awaited seat counts as left
POWER_ORDER = ("H", "D", "S", "C")  # hearts before diamonds; spades and clubs do not interact
MEDALS = {0: "gold", 1: "silver", 2: "bronze"}
WISHES = ("go", "rather_not")
LOG_KEEP = 200  # public log entries kept in the state and shown


def value(card: str) -> int:
    return VALUES[rank_of(card)]


def tavern_deck(seats: int) -> list[str]:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
    return [f"{r}{s}" for s in "SHDC" for r in ranks] + list(DECK_JESTERS[seats])


def castle_deck() -> dict[str, list[str]]:
    return {r: [f"{r}{s}" for s in "SHDC"] for r in ("J", "Q", "K")}


# ---- options, actions, state ----------------------------------------------------------------
class TolvOptions(Options):
    pass


def _cards(v: list[str]) -> list[str]:
    return [normalise(c) for c in v]


class _WithCards(Action):
    cards: list[str]

    @field_validator("cards")
    @classmethod
    def _norm(cls, v: list[str]) -> list[str]:
        return _cards(v)


class Play(_WithCards):
    type: Literal["play"] = "play"


class Yield(Action):
    type: Literal["yield"] = "yield"


class Pay(_WithCards):
    type: Literal["pay"] = "pay"


class ChooseNext(Action):
    type: Literal["choose_next"] = "choose_next"
    target: str


class Say(Action):
    type: Literal["say"] = "say"
    wish: Literal["go", "rather_not"]


class SoloJester(Action):
    type: Literal["solo_jester"] = "solo_jester"


@game_state
class TolvState(BaseState):
    game: str = "tolv-fiender"
    options: TolvOptions = Field(default_factory=TolvOptions)
    hand_size: int
    castle: list[str]  # face down, top first; the current enemy is not in it
    enemy_card: str | None = None
    damage: int = 0  # dealt to the current enemy
    shield: int = 0  # spades counted against the current enemy
    blocked_spades: int = 0  # spades its immunity blocked (they count once a jester is played)
    immunity_removed: bool = False
    played: list[str] = Field(default_factory=list)  # face up in front of the current enemy
    tavern: list[str]  # top first
    tavern_known: int = 0  # how many cards on top of the tavern are publicly known (enemies)
    discard: list[str] = Field(default_factory=list)  # face up
    awaiting: Literal["play", "pay", "choose_next"] | None = None
    pay_due: int = 0
    yielded: dict[str, bool] = Field(default_factory=dict)  # did the seat yield on its latest turn
    speech: dict[str, Literal["go", "rather_not"]] = Field(default_factory=dict)
    jesters_used: int = 0  # solo powers used
    enemies_total: int = 12
    enemies_defeated: int = 0
    wait_since: float | None = None  # engine time the current wait began (None: set at commit)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def enemy(self) -> dict[str, Any] | None:
        if self.enemy_card is None:
            return None
        health, attack = ENEMY_STATS[rank_of(self.enemy_card)]
        return {
            "card": self.enemy_card,
            "health": health - self.damage,
            "attack": max(0, attack - self.shield),
            "immune": not self.immunity_removed,
        }

    @computed_field  # type: ignore[prop-decorator]
    @property
    def castle_count(self) -> int:
        return len(self.castle)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def tavern_count(self) -> int:
        return len(self.tavern)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def seated(self) -> list[str]:
        return self.active

    @computed_field  # type: ignore[prop-decorator]
    @property
    def deadline(self) -> float | None:
        if self.phase == "ended" or self.awaiting is None or self.wait_since is None or self.paused_by is not None:
            return None  # (paused: no seat's time runs, and the table shows none)
        return self.wait_since + VACATE_AFTER

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

# ---- the game -------------------------------------------------------------------------------
class TolvFiender(Game[TolvState]):
    id = "tolv-fiender"
    min_seats = 1
    max_seats = 4
    cooperative = True  # won or lost by the whole table (results and /stats read it so)
    stand_ins = False  # its rules: nobody plays for anyone; a vacated seat's hand goes to the discard pile
    Options = TolvOptions
    State = TolvState
    actions = {
        "play": Play, "yield": Yield, "pay": Pay, "choose_next": ChooseNext, "say": Say,
        "solo_jester": SoloJester,
    }

    # ---- setup ----------------------------------------------------------------------------
    def _new(self, seats, options, rng, first, setup, now) -> TolvState:
        check_keys(setup, {"hands", "tavern", "castle"})
        n = len(seats)
        size = HAND_SIZE[n]
        castle = self._castle(setup.get("castle"), rng)
        hands, piles, rest = deal(
            tavern_deck(n), rng, seats, size, setup.get("hands"), {"tavern": setup.get("tavern", [])}
        )
        state = TolvState(
            seats=seats, hands=hands, options=options, rng=rng, hand_size=size,
            castle=castle, tavern=piles["tavern"] + rest, enemies_total=len(castle),
            yielded={s: False for s in seats},
        )
        events: list[Event] = [{
            "type": "dealt", "hand_size": size, "tavern_count": len(state.tavern),
            "castle_count": len(castle), "solo_jesters": SOLO_JESTERS if n == 1 else 0,
        }]
        self._reveal(state, events)
        self._begin_turn(state, first or seats[0], events)
        state.wait_since = now
        self._record(state, events)
        return state

    def _castle(self, listed: Any, rng) -> list[str]:
        if listed is None:
            out: list[str] = []
            for cards in castle_deck().values():
                cards = list(cards)
                rng.shuffle(cards)
                out += cards
            return out
        if not isinstance(listed, list):
            raise SetupError("setup.castle", "must be a list of cards")
        cards = card_list("setup.castle", listed)
        if not cards:
            raise SetupError("setup.castle", "must list at least one enemy")
        for i, c in enumerate(cards):
            if rank_of(c) not in ENEMY_STATS or "#" in c:
                raise SetupError(f"setup.castle[{i}]", f"{c} is not an enemy (jack, queen or king)")
            if c in cards[:i]:
                raise SetupError(f"setup.castle[{i}]", f"card {c} is listed twice")
        return cards

    # ---- time -----------------------------------------------------------------------------
    def apply(self, state: TolvState, seat: str, action, now: float):
        new, events = super().apply(state, seat, action, now)
        if new.phase != "ended" and new.wait_since is None:
            new.wait_since = new.clock
        return new, events

    def _deadline(self, state: TolvState) -> float | None:
        return state.deadline

    def _resume(self, state: TolvState) -> None:
        if state.awaiting is not None:  # the awaited seat's 90 seconds start again (apply fills in now)
            state.wait_since = None

    def _tick(self, state: TolvState, now: float) -> list[Event]:
        events: list[Event] = []
        while state.phase != "ended":
            due = state.deadline
            if due is None or due > now or state.turn is None:
                break
            self._vacate(state, state.turn, "timeout", events)
            if state.wait_since is None:
                state.wait_since = due
        return events

    # ---- actions --------------------------------------------------------------------------
    def _apply(self, state: TolvState, seat: str, act: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(act, Say):
            self._say(state, seat, act, events)
        elif isinstance(act, SoloJester):
            self._solo_jester(state, seat, events)
        elif isinstance(act, Play):
            self._expect(state, seat, "play")
            self._play(state, seat, act.cards, events)
        elif isinstance(act, Yield):
            self._expect(state, seat, "play")
            self._yield(state, seat, events)
        elif isinstance(act, Pay):
            self._expect(state, seat, "pay")
            self._pay(state, seat, act.cards, events)
        elif isinstance(act, ChooseNext):
            self._expect(state, seat, "choose_next")
            self._choose(state, seat, act.target, events)
        return events

    def _leave(self, state: TolvState, seat: str) -> list[Event]:
        events: list[Event] = []
        self._vacate(state, seat, "left", events)
        return events

    def _expect(self, state: TolvState, seat: str, *kinds: str) -> None:
        if state.turn != seat:
            raise RulesError("not_your_turn", f"It is {state.turn}'s turn.", turn=state.turn)
        if state.awaiting not in kinds:
            msg = {
                "play": "You must play a card or yield first.",
                "pay": f"You must pay {state.pay_due} first.",
                "choose_next": "You must choose who takes the next turn first.",
            }[state.awaiting or "play"]
            raise RulesError("wrong_step", msg, awaiting=state.awaiting)

    # -- play --
    def _check_combo(self, cards: list[str]) -> None:
        """Raise unless ``cards`` (already normalised) is a legal single card or combination."""
        if not cards:
            raise RulesError("no_cards", "Choose at least one card to play.")
        if len(set(cards)) != len(cards):
            raise RulesError("duplicate_card", "A card is listed twice.")
        if len(cards) == 1:
            return
        ranks = [rank_of(c) for c in cards]
        if any(is_joker(c) for c in cards):
            raise RulesError("jester_alone", "A jester is always played alone.")
        if len(cards) > 4:
            raise RulesError("not_a_combo", "At most four cards can be played together.")
        if len(set(ranks)) == 1:
            if ranks[0] == "A":
                if len(cards) > 2:
                    raise RulesError("too_many_aces", "Three or four aces are not a move.",
                                     count=len(cards))
                return  # ace + ace
            total = sum(VALUES[r] for r in ranks)
            if total > 10:
                raise RulesError("combo_too_high", f"Cards of one rank may total at most 10 (these "
                                 f"make {total}).", total=total)
            return
        if len(cards) == 2 and "A" in ranks:
            return
        raise RulesError("not_a_combo", "Play one card, an ace with one other card, or 2–4 cards of "
                         "one rank totalling at most 10.")

    def _check_in_hand(self, state: TolvState, seat: str, cards: list[str]) -> None:
        hand = state.hands[seat]
        for c in cards:
            if c not in hand:
                raise RulesError("card_not_in_hand", f"You do not hold {c}.", card=c)

    def _effects(self, state: TolvState, seat: str, cards: list[str]) -> dict[str, Any]:
        """What playing ``cards`` would do now (they are assumed legal and in hand)."""
        assert state.enemy_card is not None
        enemy_suit = suit_of(state.enemy_card)
        health, base_attack = ENEMY_STATS[rank_of(state.enemy_card)]
        if is_joker(cards[0]):
            shield = state.shield + state.blocked_spades
            return {
                "jester": True, "value": 0, "damage": 0, "powers": [], "blocked": None,
                "hearts": 0, "diamonds": 0, "spades": state.blocked_spades, "clubs": False,
                "removes_immunity": not state.immunity_removed, "defeats": False, "exact": False,
                "health_after": health - state.damage, "attack_after": max(0, base_attack - shield),
            }
        total = sum(value(c) for c in cards)
        suits = {suit_of(c) for c in cards}
        powers = [s for s in POWER_ORDER if s in suits]
        immune = not state.immunity_removed
        blocked = enemy_suit if immune and enemy_suit in powers else None
        applied = [s for s in powers if s != blocked]
        hearts = min(total, len(state.discard)) if "H" in applied else 0
        diamonds = 0
        if "D" in applied:
            counts = {s: len(state.hands[s]) for s in state.active}
            counts[seat] -= len(cards)
            diamonds = len(self._deal_plan(state, seat, total, counts, len(state.tavern) + hearts))
        spades = total if "S" in applied else 0
        damage = total * 2 if "C" in applied else total
        remaining = health - state.damage
        return {
            "jester": False, "value": total, "damage": damage, "powers": applied, "blocked": blocked,
            "hearts": hearts, "diamonds": diamonds, "spades": spades, "clubs": "C" in applied,
            "removes_immunity": False, "defeats": damage >= remaining, "exact": damage == remaining,
            "health_after": max(0, remaining - damage),
            "attack_after": max(0, base_attack - state.shield - spades),
        }

    def _play(self, state: TolvState, seat: str, cards: list[str], events: list[Event]) -> None:
        self._check_combo(cards)
        self._check_in_hand(state, seat, cards)
        fx = self._effects(state, seat, cards)
        state.hands[seat] = [c for c in state.hands[seat] if c not in cards]
        state.played += cards
        state.yielded[seat] = False
        events.append({"type": "played", "seat": seat, "cards": list(cards), "value": fx["value"]})
        if fx["jester"]:
            state.shield += state.blocked_spades
            events.append({"type": "jester", "seat": seat, "enemy": state.enemy_card,
                           "spades_now_counting": state.blocked_spades})
            state.blocked_spades = 0
            state.immunity_removed = True
            state.awaiting = "choose_next"
            state.speech = {}
            state.wait_since = None
            events.append({"type": "choosing", "seat": seat})
            return
        if fx["blocked"]:
            events.append({"type": "immune", "enemy": state.enemy_card, "suit": fx["blocked"]})
            if fx["blocked"] == "S":
                state.blocked_spades += fx["value"]
        for suit in fx["powers"]:
            if suit == "H":
                self._hearts(state, seat, fx["value"], events)
            elif suit == "D":
                self._diamonds(state, seat, fx["value"], events)
            elif suit == "S":
                state.shield += fx["value"]
                events.append({"type": "spades", "seat": seat, "amount": fx["value"],
                               "attack": state.enemy["attack"] if state.enemy else 0})
            elif suit == "C":
                events.append({"type": "clubs", "seat": seat, "damage": fx["damage"]})
        state.damage += fx["damage"]
        health, _ = ENEMY_STATS[rank_of(state.enemy_card or "J")]
        events.append({"type": "damage", "seat": seat, "amount": fx["damage"],
                       "health": max(0, health - state.damage)})
        if state.damage >= health:
            self._defeat(state, seat, events)
        else:
            self._strike(state, seat, events)

    def _hearts(self, state: TolvState, seat: str, amount: int, events: list[Event]) -> None:
        state.draw().shuffle(state.discard)
        n = min(amount, len(state.discard))
        moved, state.discard = state.discard[:n], state.discard[n:]
        state.tavern += moved
        events.append({"type": "hearts", "seat": seat, "amount": amount, "count": n,
                       "tavern_count": len(state.tavern), "discard_count": len(state.discard)})

    def _deal_plan(self, state: TolvState, seat: str, n: int, counts: dict[str, int],
                   tavern: int) -> list[str]:
        """Who receives each card of a diamond draw of ``n``, in order (``counts`` is updated)."""
        i = state.seats.index(seat)
        order = [state.seats[(i + k) % len(state.seats)] for k in range(len(state.seats))]
        order = [s for s in order if s not in state.left]
        plan: list[str] = []
        while len(plan) < n and tavern > 0:
            progressed = False
            for s in order:
                if len(plan) == n or tavern == 0:
                    break
                if counts[s] >= state.hand_size:
                    continue
                counts[s] += 1
                tavern -= 1
                plan.append(s)
                progressed = True
            if not progressed:
                break
        return plan

    def _diamonds(self, state: TolvState, seat: str, amount: int, events: list[Event]) -> None:
        counts = {s: len(state.hands[s]) for s in state.active}
        plan = self._deal_plan(state, seat, amount, counts, len(state.tavern))
        got: dict[str, list[str]] = {}
        for s in plan:
            got.setdefault(s, []).append(self._draw_one(state, s))
        events.append({"type": "diamonds", "seat": seat, "amount": amount, "count": len(plan)})
        for s in state.active:
            if s in got:
                events.append({"type": "drew", "seat": s, "count": len(got[s]), "why": "diamonds",
                               "secret": {"cards": got[s]}, "secret_to": [s]})

    def _draw_one(self, state: TolvState, seat: str) -> str:
        card = state.tavern.pop(0)
        if state.tavern_known:
            state.tavern_known -= 1
        state.hands[seat].append(card)
        return card

    def _defeat(self, state: TolvState, seat: str, events: list[Event]) -> None:
        card = state.enemy_card
        assert card is not None
        health, _ = ENEMY_STATS[rank_of(card)]
        exact = state.damage == health
        state.discard += state.played
        state.played = []
        if exact:
            state.tavern.insert(0, card)
            state.tavern_known += 1
        else:
            state.discard.append(card)
        state.enemies_defeated += 1
        state.enemy_card = None
        state.damage = state.shield = state.blocked_spades = 0
        state.immunity_removed = False
        events.append({"type": "defeated", "seat": seat, "enemy": card, "exact": exact,
                       "to": "tavern" if exact else "discard"})
        if not state.castle:
            medal = MEDALS[state.jesters_used] if state.solo else None
            events.append(self._end(state, state.active, "victory", medal=medal))
            return
        self._reveal(state, events)
        self._begin_turn(state, seat, events)

    def _reveal(self, state: TolvState, events: list[Event]) -> None:
        state.enemy_card = state.castle.pop(0)
        health, attack = ENEMY_STATS[rank_of(state.enemy_card)]
        events.append({"type": "enemy", "card": state.enemy_card, "health": health, "attack": attack,
                       "castle_count": len(state.castle),
                       "next_rank": rank_of(state.castle[0]) if state.castle else None})

    # -- yield, strike, pay --
    def _may_yield(self, state: TolvState, seat: str) -> RulesError | None:
        others = [s for s in state.active if s != seat]
        if not state.hands[seat]:
            return RulesError("empty_hand", "With no cards in hand you can only use a jester.")
        if not others:
            if state.yielded[seat]:
                return RulesError("yield_twice", "You may not yield twice in a row.")
            return None
        if all(state.yielded[s] for s in others):
            return RulesError("must_play", "Everyone else yielded on their latest turn: someone must "
                              "play.")
        return None

    def _yield(self, state: TolvState, seat: str, events: list[Event]) -> None:
        err = self._may_yield(state, seat)
        if err:
            raise err
        state.yielded[seat] = True
        events.append({"type": "yielded", "seat": seat})
        self._strike(state, seat, events)

    def _rescue(self, state: TolvState) -> bool:
        """A solo player with a jester left is not lost yet: using it is their way out."""
        return state.solo and state.jesters_used < SOLO_JESTERS

    def _strike(self, state: TolvState, seat: str, events: list[Event]) -> None:
        amount = state.enemy["attack"] if state.enemy else 0
        events.append({"type": "strike", "seat": seat, "amount": amount})
        if amount == 0:
            self._pass_turn(state, seat, events)
            return
        state.pay_due = amount
        state.awaiting = "pay"
        state.wait_since = None
        if self._hand_value(state, seat) < amount and not self._rescue(state):
            self._lose(state, "cannot_pay", seat, events, due=amount, hand_value=self._hand_value(state, seat))

    def _hand_value(self, state: TolvState, seat: str) -> int:
        return sum(value(c) for c in state.hands[seat])

    def _check_payment(self, state: TolvState, seat: str, cards: list[str]) -> None:
        if not cards:
            raise RulesError("no_cards", "Choose the cards to discard.")
        if len(set(cards)) != len(cards):
            raise RulesError("duplicate_card", "A card is listed twice.")
        self._check_in_hand(state, seat, cards)
        due = state.pay_due
        total = sum(value(c) for c in cards)
        if total < due:
            raise RulesError("payment_short", f"These cards make {total}; the strike is {due}.",
                             total=total, due=due)
        running = 0
        for i, c in enumerate(cards[:-1]):
            running += value(c)
            if running >= due:
                raise RulesError("already_covered", f"The strike of {due} is covered after {c}; you "
                                 "may not discard another card.", card=c, index=i, due=due)

    def _pay(self, state: TolvState, seat: str, cards: list[str], events: list[Event]) -> None:
        self._check_payment(state, seat, cards)
        state.hands[seat] = [c for c in state.hands[seat] if c not in cards]
        state.discard += cards
        events.append({"type": "paid", "seat": seat, "cards": list(cards),
                       "total": sum(value(c) for c in cards), "due": state.pay_due})
        state.pay_due = 0
        self._pass_turn(state, seat, events)

    # -- turns --
    def _pass_turn(self, state: TolvState, seat: str, events: list[Event]) -> None:
        nxt = state.next_seat(seat)
        if nxt is None:
            events.append(self._end(state, [], "abandoned"))
            return
        self._begin_turn(state, nxt, events)

    def _begin_turn(self, state: TolvState, seat: str, events: list[Event]) -> None:
        state.turn = seat
        state.awaiting = "play"
        state.pay_due = 0
        state.speech = {}
        state.wait_since = None
        events.append({"type": "turn", "seat": seat})
        if not state.hands[seat] and not self._rescue(state):
            self._lose(state, "empty_hand", seat, events)

    def _end(self, state: TolvState, winners: list[str], reason: str, **figures: Any) -> Event:
        """End the game with the figures every Tolv fiender result carries (also for the core's
        idle close)."""
        figures.setdefault("medal", None)
        figures.setdefault("enemies_defeated", state.enemies_defeated)
        figures.setdefault("enemies_total", state.enemies_total)
        figures.setdefault("jesters_used", state.jesters_used)
        event = super()._end(state, winners, reason, **figures)
        state.awaiting = None
        state.pay_due = 0
        state.speech = {}
        return event

    def _lose(self, state: TolvState, reason: str, seat: str, events: list[Event], **figures: Any) -> None:
        events.append(self._end(state, [], reason, seat=seat, **figures))

    # -- jesters --
    def _choose(self, state: TolvState, seat: str, target: str, events: list[Event]) -> None:
        if target not in state.seats:
            raise RulesError("unknown_player", f"{target} is not at this table.", target=target)
        if target in state.left:
            raise RulesError("player_left", f"{target} has left the table.", target=target)
        events.append({"type": "chose", "seat": seat, "target": target, "speech": dict(state.speech)})
        self._begin_turn(state, target, events)

    def _say(self, state: TolvState, seat: str, act: Say, events: list[Event]) -> None:
        if state.awaiting != "choose_next":
            raise RulesError("say_not_open", "You may only speak while a jester's player chooses who "
                             "goes next.")
        if seat == state.turn:
            raise RulesError("chooser_cannot_say", "You are the one choosing.")
        state.speech[seat] = act.wish
        events.append({"type": "said", "seat": seat, "wish": act.wish})

    def _solo_jester(self, state: TolvState, seat: str, events: list[Event]) -> None:
        if not state.solo:
            raise RulesError("not_solo", "The jester powers are only for a solo game.")
        if state.jesters_used >= SOLO_JESTERS:
            raise RulesError("no_jesters_left", "Both jesters have been used.")
        self._expect(state, seat, "play", "pay")
        hand = state.hands[seat]
        state.discard += hand
        state.hands[seat] = []
        drawn = [self._draw_one(state, seat) for _ in range(min(state.hand_size, len(state.tavern)))]
        state.jesters_used += 1
        state.wait_since = None
        events.append({"type": "solo_jester", "seat": seat, "discarded": list(hand),
                       "count": len(drawn), "jesters_left": SOLO_JESTERS - state.jesters_used,
                       "secret": {"cards": drawn}, "secret_to": [seat]})
        if state.awaiting == "play" and not state.hands[seat] and not self._rescue(state):
            self._lose(state, "empty_hand", seat, events)
        elif (state.awaiting == "pay" and self._hand_value(state, seat) < state.pay_due
              and not self._rescue(state)):
            self._lose(state, "cannot_pay", seat, events, due=state.pay_due,
                       hand_value=self._hand_value(state, seat))

    # -- seats --
    def _vacate(self, state: TolvState, seat: str, why: str, events: list[Event]) -> None:
        hand = state.hands[seat]
        state.hands[seat] = []
        state.discard += hand
        state.left.append(seat)
        state.speech.pop(seat, None)
        events.append({"type": "vacated", "seat": seat, "why": why, "cards": list(hand)})
        if not state.active:
            events.append(self._end(state, [], "abandoned"))
            return
        if state.turn == seat:
            state.pay_due = 0
            self._pass_turn(state, seat, events)

    def _record(self, state: TolvState, events: list[Event]) -> None:
        """The public log, without the speech window's statements: the number and rhythm of a
        player's changes of mind would be a second channel beyond the one preset statement the
        rules allow. While the window is open the view shows each speaker's current statement
        (``speech``); the ``chose`` event that closes it records the statements in force then.
        A ``say`` still returns its ``said`` event (the replay's log shows every action's events)."""
        super()._record(state, [ev for ev in events if ev["type"] != "said"])

    def _prune_log(self, state: TolvState) -> None:
        """Everything that matters stays on the table; the log keeps the latest entries only."""
        if len(state.log) > LOG_KEEP:
            del state.log[: len(state.log) - LOG_KEEP]

    # ---- queries --------------------------------------------------------------------------
    def legal_plays(self, state: TolvState, seat: str) -> list[list[str]]:
        hand = sorted_cards(state.hands[seat])
        out: list[list[str]] = [[c] for c in hand]
        for a, b in combinations(hand, 2):
            ra, rb = rank_of(a), rank_of(b)
            if "X" in (ra, rb):
                continue
            if "A" in (ra, rb) or (ra == rb and VALUES[ra] * 2 <= 10):
                out.append([a, b])
        for r in ("2", "3"):
            same = [c for c in hand if rank_of(c) == r]
            for k in (3, 4):
                if k * VALUES[r] <= 10:
                    out += [list(combo) for combo in combinations(same, k)]
        return out

    def pay_options(self, state: TolvState, seat: str) -> list[list[str]]:
        """Every set of cards that pays the strike, each once, ordered so it is legal (largest last)."""
        due = state.pay_due
        hand = sorted((value(c), c) for c in state.hands[seat])  # by value: the largest goes last
        out: list[list[str]] = []
        for k in range(1, len(hand) + 1):
            for combo in combinations(hand, k):
                total = sum(v for v, _ in combo)
                if total >= due and total - combo[-1][0] < due:
                    out.append([c for _, c in combo])
        return out

    def legal_actions(self, state: TolvState, seat: str) -> list[dict[str, Any]]:
        if state.phase == "ended" or seat not in state.active:
            return []
        if state.awaiting == "choose_next":
            if seat == state.turn:
                return [{"type": "choose_next", "target": t} for t in state.active]
            return [{"type": "say", "wish": w} for w in WISHES]
        if seat != state.turn:
            return []
        out: list[dict[str, Any]] = []
        if state.awaiting == "play":
            out += [{"type": "play", "cards": c} for c in self.legal_plays(state, seat)]
            if self._may_yield(state, seat) is None:
                out.append({"type": "yield"})
        elif state.awaiting == "pay" and self._hand_value(state, seat) >= state.pay_due:
            out += [{"type": "pay", "cards": c} for c in self.pay_options(state, seat)]
        if state.solo and state.jesters_used < SOLO_JESTERS:
            out.append({"type": "solo_jester"})
        return out

    # -- the hand view's helpers --
    def preview_play(self, state: TolvState, seat: str, cards: list[str]) -> dict[str, Any]:
        """Whether ``cards`` is a legal play for ``seat`` now, and what it would do."""
        try:
            cards = [normalise(c) for c in cards]
        except ValueError as e:
            return {"legal": False, "error": "bad_card", "message": str(e), "params": {}}
        try:
            if state.phase == "ended":
                raise RulesError("game_over", "The game is over.")
            self._expect(state, seat, "play")
            self._check_combo(cards)
            self._check_in_hand(state, seat, cards)
        except RulesError as e:
            combo_error = None
            if e.code in ("not_your_turn", "wrong_step", "game_over"):
                try:
                    self._check_combo(cards)
                except RulesError as e2:
                    combo_error = e2.code
            return {"legal": False, **e.as_dict(), "combo_error": combo_error}
        fx = self._effects(state, seat, cards)
        loses, who = self._play_loses(state, seat, cards, fx)
        return {"legal": True, "error": None, **fx, "loses": loses, "loses_seat": who}

    def _play_loses(self, state: TolvState, seat: str, cards: list[str],
                    fx: dict[str, Any]) -> tuple[str | None, str | None]:
        """Why playing ``cards`` surely loses the game (``cannot_pay`` / ``empty_hand``) and whose
        seat loses it, or ``(None, None)``: what the strike then asks of a hand this play leaves
        too weak; a defeat (not the last) leaving no card for the turn it earns; or a turn that begins
        with no cards right after a strike of 0 (this seat's, or the next player's). Cards a diamond
        draw may bring make it not sure."""
        if fx["jester"] or self._rescue(state):
            return None, None
        counts = {s: len(state.hands[s]) for s in state.active}
        counts[seat] -= len(cards)
        dealt = (self._deal_plan(state, seat, fx["value"], counts, len(state.tavern) + fx["hearts"])
                 if fx["diamonds"] else [])
        if seat in dealt:
            return None, None
        kept = [c for c in state.hands[seat] if c not in cards]
        if fx["defeats"]:
            return ("empty_hand", seat) if not kept and state.castle else (None, None)
        if fx["attack_after"] > sum(value(c) for c in kept):
            return "cannot_pay", seat
        who = self._empty_turn_after_strike(state, seat, kept, fx["attack_after"], counts)
        return ("empty_hand", who) if who else (None, None)

    def _empty_turn_after_strike(self, state: TolvState, seat: str, kept: list[str], attack: int,
                                 counts: dict[str, int]) -> str | None:
        """Who would begin the next turn with no cards, at once, after ``seat``'s turn: a strike of
        0 passes the turn on straight away (``kept``: ``seat``'s cards then; ``counts``: every
        seat's hand size). A strike to pay first is ``None`` here: the payment is a move of its own."""
        nxt = state.next_seat(seat)
        if attack > 0 or nxt is None:
            return None
        empty = not kept if nxt == seat else counts.get(nxt, 0) == 0
        return nxt if empty else None

    def preview_yield(self, state: TolvState, seat: str) -> dict[str, Any]:
        """What yielding would ask of ``seat``: the strike, the hand's worth, and whether it loses
        (and whose seat loses it, as for a play)."""
        attack = state.enemy["attack"] if state.enemy else 0
        worth = self._hand_value(state, seat)
        loses, who = None, None
        if not self._rescue(state):
            if attack > 0 and worth < attack:
                loses, who = "cannot_pay", seat
            else:
                counts = {s: len(state.hands[s]) for s in state.active}
                who = self._empty_turn_after_strike(state, seat, list(state.hands[seat]), attack, counts)
                loses = "empty_hand" if who else None
        return {"attack": attack, "hand_value": worth, "loses": loses, "loses_seat": who}

    def preview_pay(self, state: TolvState, seat: str, cards: list[str]) -> dict[str, Any]:
        """The running total of a payment being built, and whether another card may be added."""
        try:
            cards = [normalise(c) for c in cards]
        except ValueError as e:
            return {"legal": False, "error": "bad_card", "message": str(e), "params": {}}
        due = state.pay_due
        total = sum(value(c) for c in cards)
        covered = due > 0 and total >= due
        out = {"due": due, "total": total, "covered": covered, "can_add": not covered,
               "short": max(0, due - total)}
        try:
            self._expect(state, seat, "pay")
            self._check_payment(state, seat, cards)
        except RulesError as e:
            if e.code in ("already_covered", "card_not_in_hand", "duplicate_card"):
                out["can_add"] = False
            return {"legal": False, **e.as_dict(), **out}
        return {"legal": True, "error": None, **out}

    # -- views --
    def _status(self, state: TolvState, seat: str) -> str:
        if seat in state.left:
            return "left"
        if state.phase == "ended" or seat != state.turn:
            return "waiting"
        return {"play": "to_act", "pay": "to_pay", "choose_next": "to_choose"}.get(state.awaiting or "",
                                                                                    "waiting")

    def public_view(self, state: TolvState) -> dict[str, Any]:
        enemy = None
        if state.enemy_card is not None:
            health, attack = ENEMY_STATS[rank_of(state.enemy_card)]
            enemy = {
                "card": state.enemy_card, "rank": rank_of(state.enemy_card),
                "suit": suit_of(state.enemy_card), "health": health - state.damage,
                "max_health": health, "attack": max(0, attack - state.shield), "base_attack": attack,
                "shields": state.shield, "blocked_spades": state.blocked_spades,
                "immune": not state.immunity_removed,
            }
        awaiting = None
        if state.phase != "ended" and state.awaiting:
            awaiting = {"type": state.awaiting, "seat": state.turn, "deadline": state.deadline}
            if state.awaiting == "pay":
                awaiting["amount"] = state.pay_due
        known = state.tavern[: state.tavern_known]
        return {
            "game": self.id,
            "phase": state.phase,
            "turn": state.turn,
            "seats": list(state.seats),
            "seated": state.active,
            "left": list(state.left),
            "options": state.options.model_dump(),
            "players": {
                s: {"hand_count": len(state.hands[s]), "status": self._status(state, s),
                    "yielded_last_turn": state.yielded.get(s, False)}
                for s in state.seats
            },
            "hand_limit": state.hand_size,
            "enemy": enemy,
            "played": list(state.played),
            "discard": list(state.discard),
            "discard_count": len(state.discard),
            "tavern_count": len(state.tavern),
            "tavern_known": list(known),
            "tavern_top": known[0] if known else None,
            "castle_count": len(state.castle),
            "next_enemy_rank": rank_of(state.castle[0]) if state.castle else None,
            "enemies_defeated": state.enemies_defeated,
            "enemies_total": state.enemies_total,
            "awaiting": awaiting,
            "deadline": state.deadline,
            "speech": dict(state.speech) if state.awaiting == "choose_next" else {},
            "solo_jesters_left": SOLO_JESTERS - state.jesters_used if state.solo else None,
            "jesters_used": state.jesters_used if state.solo else None,
            "log": list(state.log),
            "result": state.result,
        }

    def private_view(self, state: TolvState, seat: str) -> dict[str, Any]:
        view = super().private_view(state, seat)
        view["hand"] = sorted_cards(view["hand"])
        view["hand_value"] = self._hand_value(state, seat) if seat in state.hands else 0
        return view
