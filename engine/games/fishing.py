"""Finns i sjön (Swedish family Go Fish) and Go Fish (Danish rules).

Both games share one engine, :class:`FishingGame`: asking, handing over, books of four, drawing,
the table log with its memory window, leaving. What differs is kept in small, named hooks:

============================  ======================  =====================================
point                         Finns i sjön            Go Fish
============================  ======================  =====================================
deal                          7 for 2–3, else 5       7 for 2, else 5
a miss                        draw, turn ends always  draw; the asked rank/card: go again
an empty hand                 draw one and go on      ends the game (``play_on``: draw on)
an empty pile                 the game goes on        ends the game (``play_on``: miss
                                                      passes the turn to the asked player)
the end                       all 13 books down       see above
============================  ======================  =====================================
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from operator import itemgetter
from typing import Any, ClassVar, Literal

from pydantic import Field, computed_field, field_validator

from ..cards import RANKS, deck, normalise, rank_of, sorted_cards
from ..core import Action, BaseState, Event, Game, Options, RulesError, SetupError, game_state, trusted
from ..dealing import check_keys, deal

ALL_BOOKS = len(RANKS)
_DECK = frozenset(deck())
_RANK = {c: rank_of(c) for c in _DECK}  # every card these games use -> its rank
_rank = _RANK.__getitem__  # map(_rank, hand): the ranks a hand holds, card by card
_number = itemgetter("n")
_RANK_ORDER = {r: i for i, r in enumerate(RANKS)}.__getitem__  # sorted(ranks, key=_RANK_ORDER): A, 2, ..., K


class FishingOptions(Options):
    hand_size: int | None = Field(default=None, ge=1, le=26, strict=True)  # strict: `true` is no size
    history: Literal["recent", "full"] = "recent"


class FinnsOptions(FishingOptions):
    pass


class GoFishOptions(FishingOptions):
    ask_mode: Literal["rank", "card"] = "rank"
    ask_own_card: bool = False
    play_on: bool = False


class Ask(Action):
    type: Literal["ask"] = "ask"
    target: str
    rank: str | None = None
    card: str | None = None

    @field_validator("rank")
    @classmethod
    def _rank(cls, v: str | None) -> str | None:
        if v is not None and v not in RANKS:
            raise ValueError(f"not a rank: {v!r}")
        return v

    @field_validator("card")
    @classmethod
    def _card(cls, v: str | None) -> str | None:
        if v is None:
            return None
        card = normalise(v)
        if card not in _DECK:  # a joker or a second deck's copy is no card of these games
            raise ValueError(f"not a card of this game's deck: {v!r}")
        return card

    @classmethod
    def from_plain(cls, raw: dict[str, Any]) -> Ask | None:
        """The common, already canonical ask without pydantic (anything else is validated)."""
        target, rank, card = raw.get("target"), raw.get("rank"), raw.get("card")
        if (type(target) is str and (rank is None or rank in _RANKS) and (card is None or card in _DECK)
                and _ASK_KEYS.issuperset(raw)):
            return trusted(cls, {"type": "ask", "target": target, "rank": rank, "card": card}, set(raw))
        return None


_RANKS = frozenset(RANKS)
_ASK_KEYS = frozenset(Ask.model_fields)


@game_state
class FishingState(BaseState):
    stock: list[str]
    books: dict[str, list[str]]
    # (The hands and the books, seat -> cards or ranks, are copied one level, like the log: the
    # rules replace a seat's list whole, never change it in place, so copies of a state share the
    # lists. ``hand = hand + cards``, never ``+=`` or ``append``.)
    # seat -> log number at which that seat's previous and current turns began (each pair is
    # replaced whole, never changed in place: copies of the state share the pairs)
    turn_starts: dict[str, list[int]] = Field(default_factory=dict)
    # The public events the pruned log no longer holds (``history: "recent"``), oldest first: the
    # table never shows them, but a player may remember them (``Game.history``; the computer
    # players' memory). Entries are shared between copies like the log's. Left out of the replay
    # outcome, which shows the state as it was before the table remembered anything.
    past: list[Event] = Field(default_factory=list)

    copy_one_level: ClassVar[frozenset[str]] = BaseState.copy_one_level | {"hands", "books", "turn_starts", "past"}
    copy_shared: ClassVar[frozenset[str]] = BaseState.copy_shared | {"left"}  # replaced whole: see _leave

    @computed_field  # type: ignore[prop-decorator]
    @property
    def stock_count(self) -> int:
        return len(self.stock)


@game_state
class FinnsState(FishingState):
    game: str = "finns-i-sjon"
    options: FinnsOptions


@game_state
class GoFishState(FishingState):
    game: str = "go-fish"
    options: GoFishOptions


class FishingGame(Game[FishingState]):
    min_seats = 2
    actions = {"ask": Ask}

    # ---- the differences (overridden below) ---------------------------------------------
    def default_hand_size(self, seats: int) -> int:
        raise NotImplementedError

    def _miss(self, state: FishingState, seat: str, target: str, act: Ask, events: list[Event]) -> None:
        """The asked player had nothing: fish, and say who plays next."""
        raise NotImplementedError

    def _over(self, state: FishingState) -> str | None:
        """The reason the game ends now, or ``None``."""
        raise NotImplementedError

    def _ask_mode(self, state: FishingState) -> str:
        return "rank"

    # ---- setup ----------------------------------------------------------------------------
    def _check_options(self, options: FishingOptions, seats: int) -> None:
        size = options.hand_size or self.default_hand_size(seats)
        if size * seats > 52:
            raise SetupError("options.hand_size", f"{seats} hands of {size} need more than 52 cards",
                             code="hands_too_big", seats=seats, size=size, max=52 // seats)

    def _new(self, seats, options, rng, first, setup, now) -> FishingState:
        check_keys(setup, {"hands", "stock"})
        size = options.hand_size or self.default_hand_size(len(seats))
        hands, piles, rest = deal(
            deck(), rng, seats, size, setup.get("hands"), {"stock": setup.get("stock", [])}
        )
        state = self.State(
            seats=seats, hands=hands, stock=piles["stock"] + rest, books={s: [] for s in seats},
            options=options, rng=rng,
        )
        events: list[Event] = [{"type": "dealt", "hand_size": size}]
        for seat in seats:
            self._lay_books(state, seat, events)
        self._begin(state, first or rng.choice(seats), events)
        self._record(state, events)
        return state

    # ---- actions --------------------------------------------------------------------------
    def _apply(self, state: FishingState, seat: str, act: Action) -> list[Event]:
        assert isinstance(act, Ask)
        rank = self._check_ask(state, seat, act)
        target, card, hands = act.target, act.card, state.hands
        events: list[Event] = [{"type": "asked", "seat": seat, "target": target, "rank": rank}]
        if card:
            events[0]["card"] = card
        held = hands[target]
        taken = [c for c in held if c == card] if card else [c for c in held if _RANK[c] == rank]
        if taken:
            hands[target] = [c for c in held if c not in taken]
            hands[seat] = hands[seat] + taken
            events.append({
                "type": "gave", "seat": target, "to": seat, "rank": rank, "count": len(taken),
                "secret": {"cards": taken}, "secret_to": [seat, target],
            })
            self._lay_book(state, seat, rank, events)
            self._begin(state, seat, events, new_turn=False)
        else:
            events.append({"type": "no", "seat": target, "to": seat, "rank": rank})
            self._miss(state, seat, target, act, events)
        return events

    def _check_ask(self, state: FishingState, seat: str, act: Ask) -> str:
        if state.turn != seat:
            raise RulesError("not_your_turn", f"It is {state.turn}'s turn.", turn=state.turn)
        target, rank, card, hands = act.target, act.rank, act.card, state.hands
        if target == seat:
            raise RulesError("ask_yourself", "You cannot ask yourself.")
        if target not in state.seats:
            raise RulesError("unknown_player", f"{target} is not at this table.", target=target)
        if target in state.left:
            raise RulesError("player_left", f"{target} has left the table.", target=target)
        if not hands[target]:
            raise RulesError("empty_hand", f"{target} has no cards to ask for.", target=target)
        if self._ask_mode(state) == "card":
            if card is None:
                raise RulesError("card_required", "Ask for a specific card.")
            if rank is not None:
                # The card says the rank; a second, maybe different, rank is refused, not ignored.
                raise RulesError("rank_not_allowed", "Ask for a specific card, not a rank.")
            rank = _RANK[card]
            if card in hands[seat] and not state.options.ask_own_card:
                raise RulesError("own_card", "You may not ask for a card you hold.", card=card)
        else:
            if rank is None:
                raise RulesError("rank_required", "Ask for a rank.")
            if card is not None:
                # Without this the card was taken instead of the rank's cards, whatever its rank.
                raise RulesError("card_not_allowed", "Ask for a rank, not a specific card.")
        if rank not in map(_rank, hands[seat]):
            raise RulesError("rank_not_held", f"You hold no card of rank {rank}.", rank=rank)
        return rank

    def _leave(self, state: FishingState, seat: str) -> list[Event]:
        """The hand is shuffled into the pile; the books stay down, out of play (nobody can
        complete a rank already booked), and the leaver is recorded as a loss."""
        hand = state.hands[seat]
        state.hands[seat] = []
        state.stock += hand
        state.draw().shuffle(state.stock)
        state.left = [*state.left, seat]
        events: list[Event] = [{"type": "left", "seat": seat, "cards": len(hand)}]
        if state.turn == seat:
            self._begin(state, state.next_seat(seat) or seat, events)
        else:
            # The current player may have lost the last player they could ask.
            self._begin(state, state.turn, events, new_turn=False)
        return events

    # ---- shared mechanics -----------------------------------------------------------------
    def _draw(self, state: FishingState, seat: str, events: list[Event], why: str) -> str:
        card = state.stock.pop(0)
        state.hands[seat] = [*state.hands[seat], card]
        events.append({"type": "drew", "seat": seat, "why": why, "secret": {"card": card},
                       "secret_to": [seat]})
        self._lay_book(state, seat, _RANK[card], events)
        return card

    def _lay_book(self, state: FishingState, seat: str, rank: str, events: list[Event]) -> None:
        """Lay down ``rank`` if ``seat`` now holds all four: after cards of one rank arrive, only
        that rank can have become a book (a hand never keeps a full rank: see :meth:`_lay_books`)."""
        hand = state.hands[seat]
        if list(map(_rank, hand)).count(rank) == 4:
            state.hands[seat] = [c for c in hand if _RANK[c] != rank]
            state.books[seat] = [*state.books[seat], rank]
            events.append({"type": "book", "seat": seat, "rank": rank})

    def _lay_books(self, state: FishingState, seat: str, events: list[Event]) -> None:
        """Lay down every rank ``seat`` holds four of (after the deal: any rank may be full)."""
        hand = state.hands[seat]
        ranks = [_RANK[c] for c in hand]
        if len(ranks) - len(set(ranks)) >= 3:  # else no rank can be held four times
            counts = Counter(ranks)
            full = [r for r in RANKS if counts[r] == 4]
            if full:
                state.hands[seat] = [c for c in hand if _RANK[c] not in full]
            for rank in full:
                state.books[seat] = [*state.books[seat], rank]
                events.append({"type": "book", "seat": seat, "rank": rank})

    def _check_over(self, state: FishingState, events: list[Event]) -> bool:
        if state.phase == "ended":
            return True
        reason = "players_left" if len(state.seats) - len(state.left) < 2 else self._over(state)
        if reason is None:
            return False
        # Ruling (revised): a leaver's books stay on the table, out of play, and a leaver cannot
        # win; the winners are the players still seated with the most books (the last one seated
        # wins outright). All 13 books down still ends the game: the leaver's count among them.
        counts = {s: len(b) for s, b in state.books.items()}
        seated = state.active
        best = max((counts[s] for s in seated), default=0)
        winners = [s for s in seated if counts[s] == best]
        events.append(self._end(state, winners, reason, books=counts))
        return True

    def _begin(self, state: FishingState, seat: str, events: list[Event], new_turn: bool = True) -> None:
        """Give ``seat`` the move, drawing for an empty hand and passing on as the rules say."""
        hands, starts = state.hands, state.turn_starts
        for _ in range(4 * len(state.seats) + 2):
            if self._check_over(state, events):
                return
            if new_turn:
                start = state.seq + len(events) + 1
                # A first turn shows everything since the start: nobody misses a move.
                starts[seat] = [*starts.get(seat, [0])[-1:], start]
                state.turn = seat
                new_turn = False
                events.append({"type": "turn", "seat": seat})
            if not hands[seat]:
                if state.stock:
                    self._draw(state, seat, events, why="empty_hand")
                    continue
                events.append({"type": "skipped", "seat": seat})
                seat, new_turn = state.next_seat(seat) or seat, True
                continue
            if not self._targets(state, seat):
                # Ruling: nobody else holds a card to ask for, so the player fishes and the
                # turn ends (the question could only ever fail).
                if not state.stock:
                    break
                events.append({"type": "no_one_to_ask", "seat": seat})
                self._draw(state, seat, events, why="no_one_to_ask")
                seat, new_turn = state.next_seat(seat) or seat, True
                continue
            return
        events.append(self._end(state, [], "stuck"))  # unreachable while cards are conserved

    def _targets(self, state: FishingState, seat: str) -> list[str]:
        """The players ``seat`` may ask: the others still seated who hold a card."""
        hands, left = state.hands, state.left
        return [t for t in state.seats if t != seat and hands[t] and t not in left]

    def _next(self, state: FishingState, seat: str) -> str:
        return state.next_seat(seat) or seat

    # ---- views ----------------------------------------------------------------------------
    def _window_start(self, state: FishingState) -> int:
        if state.options.history == "full" or state.turn is None:
            return 0
        return state.turn_starts.get(state.turn, [0])[0]

    def _prune_log(self, state: FishingState) -> None:
        if state.options.history == "full" or state.phase == "ended":
            return
        starts, left = state.turn_starts, state.left
        # (a list, not a generator, and no min(default=): either costs twice as much, on every action)
        firsts = [starts[s][0] if s in starts else 0 for s in state.seats if s not in left]
        keep = min(firsts) if firsts else 0
        log = state.log
        if keep and log and log[0]["n"] < keep:
            cut = bisect_left(log, keep, key=_number)  # numbered in order
            state.past.extend(log[:cut])
            del log[:cut]  # the state's own list: Game.apply works on a copy

    def history(self, state: FishingState) -> list[Event]:
        """Every public event since the deal: what the pruned log dropped, then the log."""
        return [*state.past, *state.log]

    def legal_actions(self, state: FishingState, seat: str) -> list[dict[str, Any]]:
        if state.phase == "ended" or state.turn != seat:
            return []
        hand = state.hands[seat]
        targets = self._targets(state, seat)
        ranks = sorted(set(map(_rank, hand)), key=_RANK_ORDER)
        if self._ask_mode(state) == "card":
            own_ok = state.options.ask_own_card
            cards = [f"{r}{s}" for r in ranks for s in "SHDC"]
            cards = [c for c in cards if own_ok or c not in hand]
            return [{"type": "ask", "target": t, "card": c} for t in targets for c in cards]
        return [{"type": "ask", "target": t, "rank": r} for t in targets for r in ranks]

    def public_view(self, state: FishingState) -> dict[str, Any]:
        start = self._window_start(state)
        return {
            "game": self.id,
            "phase": state.phase,
            "turn": state.turn,
            "seats": list(state.seats),
            "left": list(state.left),
            "options": state.options.model_dump(),
            "hand_counts": {s: len(h) for s, h in state.hands.items()},
            "stock_count": len(state.stock),
            "books": {s: list(b) for s, b in state.books.items()},
            "log": state.log[bisect_left(state.log, start, key=_number):],  # numbered in order
            "result": state.result,
        }

    def private_view(self, state: FishingState, seat: str) -> dict[str, Any]:
        view = super().private_view(state, seat)
        view["hand"] = sorted_cards(view["hand"])
        return view


class FinnsISjon(FishingGame):
    id = "finns-i-sjon"
    max_seats = 8
    Options = FinnsOptions
    State = FinnsState

    def default_hand_size(self, seats: int) -> int:
        return 7 if seats <= 3 else 5

    def _miss(self, state, seat, target, act, events) -> None:
        # "Här avslutar dragningen ur sjön turen vad man än drar": the draw ends the turn.
        if state.stock:
            self._draw(state, seat, events, why="fish")
        self._begin(state, self._next(state, seat), events)

    def _over(self, state: FishingState) -> str | None:
        return "all_books" if sum(map(len, state.books.values())) == ALL_BOOKS else None


class GoFish(FishingGame):
    id = "go-fish"
    max_seats = 6
    Options = GoFishOptions
    State = GoFishState

    def default_hand_size(self, seats: int) -> int:
        return 7 if seats == 2 else 5

    def _ask_mode(self, state: FishingState) -> str:
        return state.options.ask_mode

    def _miss(self, state, seat, target, act, events) -> None:
        if not state.stock:
            # Only reachable with play_on: nobody says "Gå fisk"; the asked player plays next.
            self._begin(state, target, events)
            return
        asked = act.card
        bluff = asked is not None and asked in state.hands[seat]
        card = self._draw(state, seat, events, why="fish")
        lucky = card == asked if asked else _RANK[card] == events[0]["rank"]
        if lucky and not bluff:
            events.append({"type": "showed", "seat": seat, "card": card})
            self._begin(state, seat, events, new_turn=False)
        else:
            self._begin(state, self._next(state, seat), events)

    def _over(self, state: FishingState) -> str | None:
        if sum(map(len, state.books.values())) == ALL_BOOKS:
            return "all_books"
        if state.options.play_on:
            return None
        hands, left = state.hands, state.left
        for s in state.seats:
            if not hands[s] and s not in left:  # (a leaver's hand is empty: it went to the pile)
                return "empty_hand"
        if not state.stock:
            return "empty_stock"
        return None
