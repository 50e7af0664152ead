"""Sänkpass: a shedding game. Play one card a turn onto the pile; never the top card's rank.

See shared/rules/sankpass.md and docs/rules/sankpass.md (our rulings). In short:

* You must play exactly one card. Same rank as the top card: you lose (``on_match: "end"``) or
  are out of the game (``"eliminate"``). Higher: nothing happens. Lower ("sänka"): your *next*
  turn is an automatic, forced pass, shown on the table as a ``passed`` event.
* Playing your last card wins, unless it matched.
* Ranks low to high: ``2 … 10 J Q K A X`` (jokers ``X`` above aces, not wild). With
  ``ace: "choice"`` an ace is played as ``"low"`` (1, below 2) or ``"high"``; the pile keeps the
  value each card was played at (``pile_values``). An ace on an ace is the same rank and loses.
* Hands may be shown to the table (``reveal``); a shown hand is in the public view, always current.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any, Literal

from pydantic import Field, computed_field, field_validator

from ..cards import JOKER_RANK, RANKS, deck, normalise, rank_of, sorted_cards
from ..core import Action, BaseState, Event, Game, Options, RulesError, SetupError, card_list, game_state
from ..dealing import check_keys, deal

# Values for comparison. The ace is 14 unless played low (1); jokers are 15.
VALUES: dict[str, int] = {r: i for i, r in enumerate(RANKS[1:], start=2)} | {"A": 14, JOKER_RANK: 15}
ACE_LOW = 1


class SankpassOptions(Options):
    jokers: bool = True
    decks: int | None = Field(default=None, ge=1, le=20)
    hand_size: int = Field(default=10, ge=1, le=52)
    deal: Literal["random", "fixed"] = "random"
    start_card: bool = False
    on_match: Literal["end", "eliminate"] = "end"
    ace: Literal["high", "choice"] = "high"
    reveal: Literal["choice", "all", "off"] = "choice"


class Play(Action):
    type: Literal["play"] = "play"
    card: str
    ace: Literal["low", "high"] | None = None

    @field_validator("card")
    @classmethod
    def _card(cls, v: str) -> str:
        return normalise(v)


class Reveal(Action):
    type: Literal["reveal"] = "reveal"


class Hide(Action):
    type: Literal["hide"] = "hide"


@game_state
class SankpassState(BaseState):
    game: str = "sankpass"
    options: SankpassOptions
    dealer: str
    decks: int
    pile: list[str] = Field(default_factory=list)  # top last
    pile_values: list[int] = Field(default_factory=list)  # the value each pile card was played at
    owes_pass: list[str] = Field(default_factory=list)  # seats whose next turn is a forced pass
    revealed: list[str] = Field(default_factory=list)  # seats whose hand is public
    eliminated: list[str] = Field(default_factory=list)  # on_match "eliminate": out of the game
    removed: list[str] = Field(default_factory=list)  # cards that left play (leavers, eliminated)
    stock: list[str] = Field(default_factory=list)  # cards not dealt: face down, never used

    @computed_field  # type: ignore[prop-decorator]
    @property
    def top(self) -> str | None:
        return self.pile[-1] if self.pile else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def in_play(self) -> list[str]:
        """Seats still in the game (not left, not eliminated), in turn order."""
        return [s for s in self.seats if s not in self.left and s not in self.eliminated]


def card_value(card: str, ace: str | None = None) -> int:
    return rank_value(rank_of(card), ace)


def rank_value(rank: str, ace: str | None = None) -> int:
    return ACE_LOW if rank == "A" and ace == "low" else VALUES[rank]


def outcome_on(top: str | None, top_value: int, rank: str, ace: str | None = None) -> str:
    """What playing a card of ``rank`` does on a pile whose top card has rank ``top`` (None: an
    empty pile) and counts ``top_value``: ``open``, ``higher``, ``lower`` or ``match``."""
    if top is None:
        return "open"
    if rank == top:
        return "match"
    return "higher" if rank_value(rank, ace) > top_value else "lower"


def per_deck(jokers: bool) -> int:
    return 54 if jokers else 52


class Sankpass(Game[SankpassState]):
    id = "sankpass"
    min_seats = 2
    max_seats = 10
    Options = SankpassOptions
    State = SankpassState
    actions = {"play": Play, "reveal": Reveal, "hide": Hide}

    # ---- setup ----------------------------------------------------------------------------
    @staticmethod
    def _needed(options: SankpassOptions, seats: int) -> int:
        """Cards that must exist: every hand, plus the turned-up card if there is one."""
        return seats * options.hand_size + (1 if options.start_card else 0)

    def _check_options(self, options: SankpassOptions, seats: int) -> None:
        if options.decks is not None and options.deal == "random":
            have = options.decks * per_deck(options.jokers)
            if have < self._needed(options, seats):
                raise SetupError(
                    "options.decks",
                    f"{options.decks} deck(s) hold {have} cards; {seats} hands of "
                    f"{options.hand_size} need more",
                    code="decks_too_few", decks=options.decks, have=have, seats=seats,
                    size=options.hand_size, need=self._needed(options, seats),
                    min=math.ceil(self._needed(options, seats) / per_deck(options.jokers)),
                )

    def _base_decks(self, options: SankpassOptions, seats: int) -> int:
        return options.decks or math.ceil(self._needed(options, seats) / per_deck(options.jokers))

    def _new(self, seats, options, rng, first, setup, now) -> SankpassState:
        check_keys(setup, {"hands", "start_card"})
        start = setup.get("start_card")
        if start is not None and not isinstance(start, str):
            raise SetupError("setup.start_card", "must be a card")
        piles = {"start_card": [start]} if start is not None else {}
        if options.deal == "fixed":
            n_decks, hands, placed, rest = self._deal_fixed(seats, options, rng, setup.get("hands"), piles)
        else:
            n_decks = self._base_decks(options, len(seats))
            full = deck(jokers=options.jokers, copies=n_decks)
            hands, placed, rest = deal(full, rng, seats, options.hand_size, setup.get("hands"), piles)

        if first is not None:
            starter = first
            dealer = seats[(seats.index(first) - 1) % len(seats)]
        else:
            dealer = rng.choice(seats)
            starter = seats[(seats.index(dealer) + 1) % len(seats)]
        state = SankpassState(
            seats=seats, hands=hands, options=options, rng=rng, dealer=dealer, decks=n_decks, stock=rest,
            revealed=list(seats) if options.reveal == "all" else [],
        )
        events: list[Event] = [{
            "type": "dealt", "dealer": dealer, "hand_size": options.hand_size, "decks": n_decks,
            "deal": options.deal,
        }]
        # Ruling: a start card placed by the setup is turned up even if the option is off.
        up = placed.get("start_card") or ([state.stock.pop(0)] if options.start_card and state.stock else [])
        if up:
            card = up[0]
            state.pile, state.pile_values = [card], [card_value(card)]  # a turned-up ace is high
            events.append({"type": "start_card", "card": card})
        state.turn = starter
        events.append({"type": "turn", "seat": starter})
        self._record(state, events)
        return state

    def _deal_fixed(self, seats, options, rng, hands_setup, piles):
        """Every seat gets the same multiset of ranks, each copy a distinct card."""
        n, size = len(seats), options.hand_size
        hands_setup = hands_setup or {}
        if not isinstance(hands_setup, dict):
            raise SetupError("setup.hands", "must be an object of seat: cards")
        listed = {}
        for seat, cards in hands_setup.items():
            if seat not in seats:
                raise SetupError(f"setup.hands.{seat}", f"{seat!r} is not a seat")
            if not isinstance(cards, list):
                raise SetupError(f"setup.hands.{seat}", "must be a list of cards")
            listed[seat] = card_list(f"setup.hands.{seat}", cards)
        if listed:
            ranks = Counter(rank_of(c) for c in next(iter(listed.values())))
            for seat, cards in listed.items():
                if Counter(rank_of(c) for c in cards) != ranks:
                    raise SetupError(f"setup.hands.{seat}", "with deal 'fixed' every hand has the same ranks")
        else:
            sample = deck(jokers=options.jokers, copies=self._base_decks(options, n))
            rng.shuffle(sample)
            ranks = Counter(rank_of(c) for c in sample[:size])
        need = self._base_decks(options, n)
        start = Counter(rank_of(c) for c in card_list("setup.start_card", piles.get("start_card", [])))
        for rank in ranks | start:
            copies = 2 if rank == JOKER_RANK else 4
            need = max(need, math.ceil((n * ranks[rank] + start[rank]) / copies))
        for cards in [*listed.values(), *piles.values()]:
            for c in cards:  # a listed card from a higher deck (7S#3) brings its deck
                suffix = c.rpartition("#")[2] if "#" in c else ""
                if suffix.isdigit():
                    need = max(need, int(suffix))
        full = deck(jokers=options.jokers, copies=need)
        sizes = {s: (size if s in listed else 0) for s in seats}
        hands, placed, rest = deal(full, rng, seats, sizes, listed, piles)
        for seat in seats:
            if seat in listed:
                continue
            for rank, m in sorted(ranks.items()):
                pick = [c for c in rest if rank_of(c) == rank][:m]
                assert len(pick) == m  # ``need`` counted every copy the hands and start card use
                hands[seat] += pick
                rest = [c for c in rest if c not in pick]
            rng.shuffle(hands[seat])
        return need, hands, placed, rest

    # ---- the rules ------------------------------------------------------------------------
    def outcome(self, state: SankpassState, card: str, ace: str | None = None) -> str:
        """What playing ``card`` now would do: ``open`` (empty pile), ``higher``, ``lower``, ``match``."""
        if not state.pile:
            return "open"
        return outcome_on(rank_of(state.pile[-1]), state.pile_values[-1], rank_of(card), ace)

    def _check_play(self, state: SankpassState, seat: str, act: Play) -> None:
        if state.turn != seat:
            raise RulesError("not_your_turn", f"It is {state.turn}'s turn.", turn=state.turn)
        if act.card not in state.hands[seat]:
            raise RulesError("card_not_in_hand", f"You do not hold {act.card}.", card=act.card)
        is_ace = rank_of(act.card) == "A"
        if act.ace is not None and (state.options.ace != "choice" or not is_ace):
            why = "aces are always high at this table" if is_ace else f"{act.card} is not an ace"
            raise RulesError("ace_value_not_allowed", f"No ace value can be chosen: {why}.", card=act.card)
        if is_ace and state.options.ace == "choice" and act.ace is None:
            raise RulesError("ace_value_required", "Say whether the ace counts low or high.", card=act.card)

    def _apply(self, state: SankpassState, seat: str, act: Action) -> list[Event]:
        self._check_in_game(state, seat)
        if isinstance(act, Reveal | Hide):
            return self._reveal(state, seat, isinstance(act, Reveal))
        assert isinstance(act, Play)
        self._check_play(state, seat, act)
        card = act.card
        result = self.outcome(state, card, act.ace)
        event: Event = {"type": "played", "seat": seat, "card": card, "outcome": result}
        if act.ace is not None:
            event["ace"] = act.ace
        events: list[Event] = [event]
        state.hands[seat].remove(card)
        state.pile.append(card)
        state.pile_values.append(card_value(card, act.ace))
        if result == "match":
            if state.options.on_match == "end":
                winners = [s for s in state.in_play if s != seat]
                events.append(self._end(state, winners, "matched", loser=seat, card=card,
                                        top=state.pile[-2], **self._figures(state)))
                return events
            self._eliminate(state, seat, events)
            if self._check_last(state, events):
                return events
            self._advance(state, seat, events)
            return events
        if not state.hands[seat]:
            events.append(self._end(state, [seat], "emptied_hand", **self._figures(state)))
            return events
        if result == "lower":
            state.owes_pass.append(seat)
        self._advance(state, seat, events)
        return events

    def _check_in_game(self, state: SankpassState, seat: str) -> None:
        if seat in state.eliminated:
            raise RulesError("eliminated", f"{seat} is out of this game.", seat=seat)

    def _reveal(self, state: SankpassState, seat: str, show: bool) -> list[Event]:
        mode = state.options.reveal
        if mode == "off":
            raise RulesError("reveal_off", "Hands cannot be shown at this table.")
        if mode == "all":
            raise RulesError("reveal_all", "Every hand is always shown at this table.")
        if show and seat in state.revealed:
            raise RulesError("already_revealed", "Your hand is already shown.")
        if not show and seat not in state.revealed:
            raise RulesError("not_revealed", "Your hand is not shown.")
        if show:
            state.revealed.append(seat)
            return [{"type": "revealed", "seat": seat}]
        state.revealed.remove(seat)
        return [{"type": "hidden", "seat": seat}]

    def _eliminate(self, state: SankpassState, seat: str, events: list[Event]) -> None:
        count = len(state.hands[seat])
        self._drop(state, seat)
        state.eliminated.append(seat)
        events.append({"type": "eliminated", "seat": seat, "cards": count})

    def _drop(self, state: SankpassState, seat: str) -> None:
        """``seat``'s cards leave play; they no longer owe a pass or show a hand."""
        state.removed += state.hands[seat]
        state.hands[seat] = []
        if seat in state.owes_pass:
            state.owes_pass.remove(seat)
        if seat in state.revealed:
            state.revealed.remove(seat)

    def _check_last(self, state: SankpassState, events: list[Event], reason: str = "last_player") -> bool:
        remaining = state.in_play
        if len(remaining) > 1:
            return False
        events.append(self._end(state, remaining, reason, **self._figures(state)))
        return True

    def _advance(self, state: SankpassState, seat: str, events: list[Event]) -> None:
        """Give the turn to the next seat in play; a seat owing a pass passes automatically."""
        for _ in range(2 * len(state.seats) + 2):
            nxt = state.next_seat(seat, lambda s: s not in state.eliminated)
            assert nxt is not None
            seat = nxt
            if seat in state.owes_pass:
                state.owes_pass.remove(seat)
                events.append({"type": "passed", "seat": seat, "forced": True})
                continue
            state.turn = seat
            events.append({"type": "turn", "seat": seat})
            return
        raise AssertionError("no seat could take the turn")  # each pass clears a debt: unreachable

    def _leave(self, state: SankpassState, seat: str) -> list[Event]:
        count = len(state.hands[seat])
        self._drop(state, seat)
        state.left.append(seat)
        events: list[Event] = [{"type": "left", "seat": seat, "cards": count}]
        if seat in state.eliminated:
            return events
        if self._check_last(state, events, "players_left"):
            return events
        if state.turn == seat:
            self._advance(state, seat, events)
        return events

    def _figures(self, state: SankpassState) -> dict[str, Any]:
        return {"cards_left": {s: len(state.hands[s]) for s in state.seats}}

    # ---- views ----------------------------------------------------------------------------
    def legal_actions(self, state: SankpassState, seat: str) -> list[dict[str, Any]]:
        if state.phase == "ended" or seat not in state.in_play:
            return []
        out: list[dict[str, Any]] = []
        if state.turn == seat:
            for card in sorted_cards(state.hands[seat]):
                if rank_of(card) == "A" and state.options.ace == "choice":
                    out += [{"type": "play", "card": card, "ace": v} for v in ("low", "high")]
                else:
                    out.append({"type": "play", "card": card})
        if state.options.reveal == "choice":
            out.append({"type": "hide" if seat in state.revealed else "reveal"})
        return out

    def plays(self, state: SankpassState, seat: str) -> list[dict[str, Any]]:
        """Every way ``seat`` could play each card, with what it would do (:meth:`outcome`, with
        the top card looked up once: a big table lists hundreds of cards)."""
        out: list[dict[str, Any]] = []
        choice = state.options.ace == "choice"
        top = rank_of(state.pile[-1]) if state.pile else None
        top_value = state.pile_values[-1] if state.pile else 0
        of_rank: dict[str, str] = {}  # a rank's outcome, worked out once
        for card in sorted_cards(state.hands.get(seat, [])):
            rank = rank_of(card)
            if rank == "A" and choice:
                out += [{"card": card, "ace": v, "outcome": outcome_on(top, top_value, rank, v)}
                        for v in ("low", "high")]
            else:
                outcome = of_rank.get(rank)
                if outcome is None:
                    outcome = of_rank[rank] = outcome_on(top, top_value, rank)
                out.append({"card": card, "outcome": outcome})
        return out

    def public_view(self, state: SankpassState) -> dict[str, Any]:
        return {
            "game": self.id,
            "phase": state.phase,
            "turn": state.turn,
            "awaiting": {"seat": state.turn, "action": "play"} if state.turn else None,
            "dealer": state.dealer,
            "seats": list(state.seats),
            "left": list(state.left),
            "eliminated": list(state.eliminated),
            "options": state.options.model_dump(),
            "decks": state.decks,
            "hand_counts": {s: len(h) for s, h in state.hands.items()},
            "pile": list(state.pile),
            "pile_values": list(state.pile_values),
            "top": state.top,
            "top_value": state.pile_values[-1] if state.pile_values else None,
            "owes_pass": list(state.owes_pass),
            "revealed": list(state.revealed),
            "revealed_hands": {s: sorted_cards(state.hands[s]) for s in state.seats if s in state.revealed},
            "revealed_plays": {s: self.plays(state, s) for s in state.seats if s in state.revealed},
            "removed_count": len(state.removed),
            "stock_count": len(state.stock),
            "log": list(state.log),
            "result": state.result,
        }

    def private_view(self, state: SankpassState, seat: str) -> dict[str, Any]:
        view = super().private_view(state, seat)
        view["hand"] = sorted_cards(view["hand"])
        view["plays"] = self.plays(state, seat)
        view["owes_pass"] = seat in state.owes_pass
        return view
