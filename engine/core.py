"""The protocol every game implements, and what all games share.

A game is a :class:`Game` subclass registered in :mod:`engine.registry`. The engine is pure:
no Discord, no I/O, no clock reads. Time enters as ``now`` (seconds, any origin) and randomness
comes from the seeded :class:`Rng` carried in the state, so a game replays exactly.

``Game.apply`` never mutates the state it is given: it works on a deep copy and returns the new
state with the events it produced, or raises :class:`RulesError` and the caller keeps the old
state untouched. That makes "a refused action changes nothing" true by construction.
"""

from __future__ import annotations

import copy
import random
import types
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Generic, Literal, TypeVar, Union, final, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.dataclasses import dataclass

from .cards import CardError, normalise

IDLE_TIMEOUT = 45 * 60  # seconds without an action before a room is closed as abandoned

Event = dict[str, Any]


class RulesError(Exception):
    """A refused action. ``code`` is stable snake_case; ``params`` feed the translated message."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def as_dict(self) -> dict[str, Any]:
        return {"error": self.code, "message": self.message, "params": self.params}


class SetupError(ValueError):
    """Options, seats, a stacked setup or an action that cannot be read. ``field`` names where;
    ``code`` (pydantic's error type, or the game's own) and ``params`` let a caller word it."""

    def __init__(self, field: str, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.code = code
        self.params = params


class Rng(BaseModel):
    """A reproducible random source that serialises as two integers.

    Every use derives a fresh ``random.Random`` from (seed, number of earlier uses), so the
    state needs no opaque generator blob and JSON round-trips exactly.
    """

    seed: int
    uses: int = 0

    def _next(self) -> random.Random:
        r = random.Random(f"{self.seed}:{self.uses}")
        self.uses += 1
        return r

    def shuffle(self, items: list[Any]) -> None:
        self._next().shuffle(items)

    def choice(self, items: list[Any]) -> Any:
        return self._next().choice(items)


class Options(BaseModel):
    """Base of every game's options model: unknown options are an error, not silently dropped.
    Frozen: a game's options never change once it is dealt, so copies of a state share them."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Action(BaseModel):
    """Base of every action model. ``type`` is the discriminator used by the replay format."""

    model_config = ConfigDict(extra="forbid")
    type: str

    @classmethod
    def from_plain(cls, raw: dict[str, Any]) -> Action | None:
        """``raw`` as this action without pydantic's validation, if it is plainly valid as it is
        (nothing to convert, nothing to refuse); ``None`` sends it through ``model_validate``.

        The default knows the actions that are just a ``type``; actions on the hot path of a game
        override it with a few cheap checks. The result must equal ``model_validate(raw)``.
        """
        if len(raw) == 1 and len(cls.model_fields) == 1:
            return trusted(cls, {"type": raw["type"]}, {"type"})
        return None


@final
class Leave(Action):
    type: Literal["leave"] = "leave"


@final
class Pause(Action):
    """Every game: the table stops (the people at it agreed, which the caller checks). While it is
    paused no clock of the game runs — no seat's time, no idle close — and only ``resume``,
    ``leave``, ``stand_in`` and ``rejoin`` are accepted (none moves the game); ``limit`` seconds
    after the pause, a table nobody resumed closes as abandoned. The engine keeps no clock: the
    limit is the caller's setting, carried by the action (so a replay closes the table at the same
    moment)."""

    type: Literal["pause"] = "pause"
    limit: float = Field(gt=0, allow_inf_nan=False)


@final
class Resume(Action):
    """Every game: a paused table plays on, every clock starting afresh from now."""

    type: Literal["resume"] = "resume"


@final
class StandIn(Action):
    """The seat's player is away: a computer plays the seat's hand from now on (see
    :meth:`Game.apply`). Every game but one whose rules say nobody plays for anyone."""

    type: Literal["stand_in"] = "stand_in"


@final
class Rejoin(Action):
    """The away player takes their seat back: at once, or once the seat's decision in progress
    (its turn) is over."""

    type: Literal["rejoin"] = "rejoin"


# The actions every game takes. ``Game.apply`` tells them apart by their exact class (``type(act) is
# Pause``): an action model's ``isinstance`` goes through pydantic's ABCMeta, ~1,000 instructions
# when it is no instance, and most actions are none of these. Final: not to be subclassed.
COMMON_ACTIONS: dict[str, type[Action]] = {"leave": Leave, "pause": Pause, "resume": Resume, "stand_in": StandIn,
                                            "rejoin": Rejoin}


def game_state(cls: type[S]) -> type[S]:
    """The decorator of every state class: a pydantic dataclass (validated when made or read, as a
    model is; written as a model wrote it), keyword-only, with slots (a state holds its fields and
    nothing else: a misspelt field is an ``AttributeError``, as a model refused it). Not a
    ``BaseModel``: CPython never specialises attribute reads on a class whose bases define
    ``__getattr__``, as ``BaseModel`` does (for private attributes), nor writes where they define
    ``__setattr__`` — and the rules read and set a state's fields some 80 times an action (a fifth
    of Go Fish's instructions went to that). A subclass left undecorated would not have its own
    fields: :func:`_fields` refuses it."""
    return dataclass(kw_only=True, slots=True)(cls)


_ADAPTERS: dict[type, TypeAdapter[Any]] = {}


def _adapter(cls: type) -> TypeAdapter[Any]:
    adapter = _ADAPTERS.get(cls)
    if adapter is None:
        _fields(cls)  # (refuses an undecorated subclass)
        adapter = _ADAPTERS[cls] = TypeAdapter(cls)
    return adapter


def _fields(cls: type) -> dict[str, Any]:
    """``cls``'s fields (name -> pydantic ``FieldInfo``); ``TypeError`` for a state class not made
    by :func:`game_state` (it would inherit its base's fields and silently lose its own)."""
    if "__dataclass_fields__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: a state class needs @game_state")
    return cls.__pydantic_fields__  # type: ignore[attr-defined,no-any-return]


@game_state
class BaseState:
    """Fields every game's state has. Subclasses (each made by :func:`game_state`) add their own
    and a typed ``options``. The model methods the rest of the bot uses are here, as on a model."""

    game: str
    seats: list[str]
    left: list[str] = Field(default_factory=list)
    # seats whose player is away, a computer standing in (``stand_in``), and those of them whose
    # player asked to rejoin while the seat was mid-decision (handed back once it is not)
    away: list[str] = Field(default_factory=list)
    back: list[str] = Field(default_factory=list)
    phase: str = "play"
    turn: str | None = None
    hands: dict[str, list[str]]
    rng: Rng  # shared by copies of the state: drawn from through draw() once the game is dealt
    version: int = 0
    clock: float = 0
    last_action_at: float = 0
    seq: int = 0  # number of events ever logged
    log: list[Event] = Field(default_factory=list)  # public events, each with its "n"
    result: dict[str, Any] | None = None
    paused_by: str | None = None      # the seat whose proposal paused the table (None: not paused)
    pause_until: float | None = None  # engine time a paused table closes as abandoned

    # For the fast deep copy (see __deepcopy__): lists whose entries are never changed once added
    # (the list is copied, its entries shared), and fields only ever replaced whole, never changed
    # in place (shared: the seats and the options never change once a game is dealt; the Rng is
    # replaced by a copy of its own before a draw, see draw(); ``away`` and ``back``, changed
    # only here in core, are replaced whole: see _away).
    copy_one_level: ClassVar[frozenset[str]] = frozenset({"log"})
    copy_shared: ClassVar[frozenset[str]] = frozenset({"seats", "options", "rng", "away", "back"})

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> BaseState:
        """A deep copy without the generic walk: ``Game.apply`` copies the state on every action.

        How each field is copied is worked out once per class from its annotation
        (:func:`_copy_plan`): cards are immutable strings, so a list of them is copied one level
        (a dict of such lists, like ``hands``, two levels); a model of plain fields (the ``Rng``) is
        copied shallowly; a logged event is never changed once written, so the log
        list is new but its entries are shared (likewise the fields in ``copy_one_level``, and
        those in ``copy_shared`` are not copied at all). Anything else is deep-copied as usual.
        """
        cls = type(self)
        fork = _FORKS.get(cls)
        if fork is None:
            fork = _FORKS[cls] = _compile_fork(cls)
        return fork(self, memo)

    @classmethod
    def model_validate(cls: type[S], data: Any) -> S:
        return _adapter(cls).validate_python(data)  # type: ignore[no-any-return]

    @classmethod
    def model_validate_json(cls: type[S], data: str | bytes) -> S:
        return _adapter(cls).validate_json(data)  # type: ignore[no-any-return]

    def model_dump(self, **how: Any) -> dict[str, Any]:
        return _adapter(type(self)).dump_python(self, **how)  # type: ignore[no-any-return]

    def model_dump_json(self, **how: Any) -> str:
        return _adapter(type(self)).dump_json(self, **how).decode()

    def model_copy(self: S, *, update: dict[str, Any] | None = None, deep: bool = False) -> S:
        """As a model's: a shallow copy, or with ``deep`` the state copy (:meth:`__deepcopy__`), with
        ``update``'s fields set, unvalidated."""
        new = self.__deepcopy__() if deep else copy.copy(self)
        for name, value in (update or {}).items():
            setattr(new, name, value)
        return new

    def draw(self) -> Rng:
        """The state's Rng, to shuffle or choose with once the game is dealt (``_new`` draws from
        the new game's own). Copies of a state share their Rng (``Game.apply`` copies the state on
        every action; a game draws after its deal rarely), so a draw first takes a copy of its own."""
        self.rng = rng = _copy_flat_model(self.rng)
        return rng

    @property
    def active(self) -> list[str]:
        """Seats still at the table, in turn order."""
        left = self.left
        return [s for s in self.seats if s not in left] if left else self.seats.copy()

    def next_seat(self, seat: str, ok: Callable[[str], bool] = lambda s: True) -> str | None:
        """The first seat after ``seat`` (wrapping, ``seat`` itself last) still seated and ``ok``."""
        seats, left = self.seats, self.left
        i = seats.index(seat)
        for step in range(1, len(seats) + 1):
            cand = seats[(i + step) % len(seats)]
            if cand not in left and ok(cand):
                return cand
        return None


def _away(state: BaseState, seat: str) -> None:
    """``seat`` is no longer away, nor waiting to be handed back: ``away`` and ``back`` replaced
    whole, never changed in place (copies of a state share them)."""
    state.away = [s for s in state.away if s != seat]
    if seat in state.back:
        state.back = [s for s in state.back if s != seat]


# pydantic's slots on every model, set directly (as its own __copy__ does, through object.__setattr__)
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__
_set_dict = BaseModel.__dict__["__dict__"].__set__

M = TypeVar("M", bound=BaseModel)


def trusted(cls: type[M], values: dict[str, Any], fields_set: set[str]) -> M:
    """A ``cls`` of ``values`` (a new dict of every field, all already valid) without validation.

    A function, not a classmethod: reading an attribute of a model class goes through pydantic's
    metaclass (~1,300 instructions, on every action's ``from_plain``)."""
    new = object.__new__(cls)
    _set_dict(new, values)
    _set_fields_set(new, fields_set)
    _set_extra(new, None)
    _set_private(new, None)
    return new
_ATOM_TYPES = (str, int, float, bool, type(None))


def _copy_flat_model(value: BaseModel) -> BaseModel:
    """A copy of a model whose fields are all immutable (pydantic's ``__copy__``, less general)."""
    new = object.__new__(type(value))
    _set_dict(new, value.__dict__.copy())
    _set_fields_set(new, set(value.__pydantic_fields_set__))
    extra = value.__pydantic_extra__
    _set_extra(new, None if extra is None else dict(extra))
    _set_private(new, None)
    return new


def _is_atom(tp: Any) -> bool:
    """Whether values of annotation ``tp`` are immutable scalars (str, int, Literal, ...)."""
    if tp in _ATOM_TYPES or tp is None:
        return True
    origin = get_origin(tp)
    if origin is Literal:
        return all(isinstance(v, _ATOM_TYPES) for v in get_args(tp))
    if origin in (Union, types.UnionType):
        return all(_is_atom(a) for a in get_args(tp))
    return False


def _is_flat(tp: Any) -> bool:
    """A list or dict of atoms."""
    origin = get_origin(tp)
    args = get_args(tp)
    if origin is list and len(args) == 1:
        return _is_atom(args[0])
    if origin is dict and len(args) == 2:
        return _is_atom(args[1])
    return False


def _copier(cls: type[BaseState], name: str, tp: Any) -> tuple[str, bool] | None:
    """How a field of annotation ``tp`` is copied, and whether it may be None; ``None``: shared.

    ``"copy"``: one level (``.copy()``); ``"lists"``: a dict of lists or dicts, two levels;
    ``"model"``: a model of immutable fields, shallowly; ``"deep"``: ``copy.deepcopy``.
    """
    if name in cls.copy_shared:
        return None
    optional = False
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):  # `X | None`: None is never copied
        rest = [a for a in get_args(tp) if a is not type(None)]
        optional = len(rest) < len(get_args(tp))
        if len(rest) == 1:
            tp, origin = rest[0], get_origin(rest[0])
    if name in cls.copy_one_level or _is_flat(tp):
        return "copy", optional
    if _is_atom(tp):
        return None
    if origin is dict and len(get_args(tp)) == 2 and _is_flat(get_args(tp)[1]):
        return "lists", optional
    if (isinstance(tp, type) and issubclass(tp, BaseModel) and not tp.__private_attributes__
            and all(_is_atom(f.annotation) for f in tp.model_fields.values())):
        return "model", optional
    return "deep", True


def _copy_plan(cls: type[BaseState]) -> list[tuple[str, str, bool]]:
    """(field, how, may be None) for every field of ``cls`` that is not shared between copies."""
    plan = []
    for name, field in _fields(cls).items():
        how = _copier(cls, name, field.annotation)
        if how is not None:
            plan.append((name, *how))
    return plan


_FORKS: dict[type, Callable[[Any, Any], Any]] = {}
_COPY_EXPR = {
    "copy": "v.copy()",
    "lists": "{k: x.copy() for k, x in v.items()}",
    "model": "_copy_model(v)",
    "deep": "_deepcopy(v, memo)",
}


def _compile_fork(cls: type[BaseState]) -> Callable[[Any, Any], Any]:
    """``cls``'s copy plan as one straight-line function (it runs on every action)."""
    lines = ["def fork(self, memo=None):", "    new = _new(cls)"]
    plan = {name: (how, optional) for name, how, optional in _copy_plan(cls)}
    for name in _fields(cls):  # (identifiers: the source is built from field names only)
        if name not in plan:
            lines.append(f"    new.{name} = self.{name}")
            continue
        how, optional = plan[name]
        expr = _COPY_EXPR[how]
        lines.append(f"    v = self.{name}")
        lines.append(f"    new.{name} = v if v is None else {expr}" if optional else f"    new.{name} = {expr}")
    lines.append("    return new")
    env = {"_new": object.__new__, "cls": cls, "_copy_model": _copy_flat_model, "_deepcopy": copy.deepcopy}
    exec("\n".join(lines), env)
    return env["fork"]


S = TypeVar("S", bound=BaseState)

_FROM_PLAIN: dict[type[Action], Callable[[dict[str, Any]], Action | None]] = {}  # model -> its from_plain


def public_event(event: Event) -> Event:
    """An event as everyone may see it: the ``secret`` part removed."""
    return {k: v for k, v in event.items() if k not in ("secret", "secret_to")}


def event_for(event: Event, seat: str | None) -> Event:
    """An event as ``seat`` sees it: with its secret part only if ``seat`` is entitled to it."""
    out = public_event(event)
    if seat is not None and seat in event.get("secret_to", ()):
        out.update(event.get("secret", {}))
    return out


def leavers(state: BaseState) -> list[str]:
    """The seats whose player left the game: their seat emptied (``left``) or a computer standing
    in for them at the end (``away``: they did not rejoin in time). One rule for the results and
    the ratings: a leaver is a loss, placed last."""
    return [s for s in state.seats if s in state.left or s in state.away]


def card_list(field: str, cards: Iterable[Any]) -> list[str]:
    """Normalise a list of card strings, raising :class:`SetupError` naming ``field``."""
    out = []
    for i, c in enumerate(cards):
        try:
            out.append(normalise(c))
        except CardError as e:
            raise SetupError(f"{field}[{i}]", str(e)) from None
    return out


class Game(Generic[S]):
    """A game's rules. Subclasses set the class attributes and implement the ``_`` hooks."""

    id: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    Options: ClassVar[type[Options]]
    State: ClassVar[type[BaseState]]
    actions: ClassVar[dict[str, type[Action]]]
    stand_ins: ClassVar[bool] = True  # whether a computer may stand in for an away player (StandIn)

    # ---- creation -----------------------------------------------------------------------
    def options(self, raw: dict[str, Any] | None = None) -> Options:
        """Validate options; raise :class:`SetupError` naming the offending option."""
        try:
            return self.Options.model_validate(raw or {})
        except ValidationError as e:
            err = e.errors()[0]
            where = ".".join(str(p) for p in err["loc"]) or "options"
            raise SetupError(f"options.{where}", err["msg"], code=err["type"], **(err.get("ctx") or {})) from None

    def new(
        self,
        seats: list[str],
        options: dict[str, Any] | Options | None = None,
        seed: int = 0,
        *,
        first: str | None = None,
        setup: dict[str, Any] | None = None,
        now: float = 0,
    ) -> S:
        """A new game. ``setup`` stacks the deck as the replay format describes."""
        if len(set(seats)) != len(seats):
            raise SetupError("seats", "a seat is listed twice")
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise SetupError("seats", f"{self.id} needs {self.min_seats}–{self.max_seats} seats")
        if first is not None and first not in seats:
            raise SetupError("first", f"{first!r} is not a seat")
        opts = options if isinstance(options, BaseModel) else self.options(options)
        self._check_options(opts, len(seats))
        rng = Rng(seed=seed)
        state = self._new(list(seats), opts, rng, first, setup or {}, now)
        state.clock = state.last_action_at = now
        return state

    # ---- actions ------------------------------------------------------------------------
    def parse_action(self, action: dict[str, Any] | Action) -> Action:
        """Read an action dict; raise :class:`SetupError` if it cannot be read at all."""
        if not isinstance(action, dict) and isinstance(action, Action):  # (a dict first: see COMMON_ACTIONS)
            return action
        kind = action.get("type")
        model = COMMON_ACTIONS.get(kind) or self.actions.get(kind)  # type: ignore[arg-type]
        if model is None:
            raise SetupError("type", f"unknown action type {kind!r} for {self.id}")
        read = _FROM_PLAIN.get(model)
        if read is None:  # (read once: an attribute of a model class is slow, see trusted)
            read = _FROM_PLAIN[model] = model.from_plain
        act = read(action)
        if act is not None:
            return act
        try:
            return model.model_validate(action)
        except ValidationError as e:
            err = e.errors()[0]
            where = ".".join(str(p) for p in err["loc"]) or "action"
            raise SetupError(where, err["msg"]) from None

    def apply(
        self, state: S, seat: str, action: dict[str, Any] | Action, now: float
    ) -> tuple[S, list[Event]]:
        """Apply ``seat``'s action at time ``now``: the new state and its events, or raise."""
        try:
            act = self.parse_action(action)
        except SetupError as e:
            raise RulesError("bad_action", str(e)) from None
        if state.phase == "ended":
            raise RulesError("game_over", "The game is over.")
        if seat not in state.seats or seat in state.left:
            raise RulesError("not_seated", f"{seat} is not seated at this table.", seat=seat)
        paused = state.paused_by is not None
        kind = type(act)  # the common actions are final classes: see COMMON_ACTIONS
        if kind is Pause and paused:
            raise RulesError("already_paused", "The game is paused already.", name=state.paused_by)
        if kind is Resume and not paused:
            raise RulesError("not_paused", "The game is not paused.")
        if paused and kind not in (Leave, Resume, StandIn, Rejoin):  # (who plays a seat: no move)
            raise RulesError("paused", "The game is paused.", name=state.paused_by)
        new = state.__deepcopy__()
        if kind is Leave:
            if seat in new.away:  # (a stand-in leaves only once no person is left to play for)
                _away(new, seat)
            events = self._leave(new, seat)
        elif kind is Pause:
            new.paused_by, new.pause_until = seat, max(new.clock, now) + act.limit
            events = [{"type": "paused", "seat": seat}]
        elif kind is Resume:
            new.paused_by = new.pause_until = None
            self._resume(new)
            events = [{"type": "resumed", "seat": seat}]
        elif kind is StandIn:
            events = self._stand_in(new, seat)
        elif kind is Rejoin:
            events = self._rejoin(new, seat)
        else:
            events = self._apply(new, seat, act)
        if new.back and new.phase != "ended":
            events += self._hand_back(new)
        new.clock = new.last_action_at = max(new.clock, now)
        return self._commit(new, events), events

    def tick(self, state: S, now: float) -> tuple[S, list[Event]]:
        """Advance the clock to ``now``; fire whatever deadlines have passed (maybe none)."""
        if not self._due(state, now):
            if now > state.clock:
                state = state.model_copy(update={"clock": now})
            return state, []
        new = state.__deepcopy__()
        new.clock = max(new.clock, now)
        events: list[Event] = []
        if new.paused_by is not None:  # paused: no clock of the game runs, only the pause's own limit
            if new.phase != "ended" and new.pause_until is not None and new.clock >= new.pause_until:
                events.append(self._end(new, [], "abandoned"))
            return self._commit(new, events), events
        if new.phase != "ended":
            events = self._tick(new, new.clock)
        if new.phase != "ended" and new.clock >= new.last_action_at + IDLE_TIMEOUT:
            events.append(self._end(new, [], "abandoned"))
        if new.back and new.phase != "ended":
            events += self._hand_back(new)
        return self._commit(new, events), events

    def deadline(self, state: S) -> float | None:
        """The engine time at which :meth:`tick` will next do something, or ``None``."""
        if state.phase == "ended":
            return None
        if state.paused_by is not None:
            return state.pause_until
        own = self._deadline(state)
        idle = state.last_action_at + IDLE_TIMEOUT
        return idle if own is None else min(own, idle)

    def _due(self, state: S, now: float) -> bool:
        d = self.deadline(state)
        return d is not None and now >= d

    def _commit(self, state: S, events: list[Event]) -> S:
        state.version += 1
        self._record(state, events)
        return state

    def _record(self, state: S, events: list[Event]) -> None:
        """Append the public side of ``events`` to the table log, numbered."""
        if events:
            log = state.log
            for seq, ev in enumerate(events, state.seq + 1):
                entry = {"n": seq, **ev}
                if "secret" in ev or "secret_to" in ev:
                    entry.pop("secret", None)
                    entry.pop("secret_to", None)
                log.append(entry)
            state.seq = seq
        self._prune_log(state)

    # ---- a stand-in: a computer plays an away player's seat --------------------------------------
    def _stand_in(self, state: S, seat: str) -> list[Event]:
        """The seat's player went away: the seat stays, with its hand, and a computer plays it
        (the bot does: :mod:`bot.core.computers`) until the player rejoins. Nothing of the game
        changes, so its play counts for the seat; who left is ranked as a leaver all the same,
        unless they rejoin before the end (:func:`leavers`)."""
        if not self.stand_ins:
            raise RulesError("no_stand_in", "Nobody plays for another player in this game.")
        if seat in state.away:
            raise RulesError("already_away", "A computer already plays this seat.")
        state.away = [*state.away, seat]
        return [{"type": "stand_in", "seat": seat}]

    def _rejoin(self, state: S, seat: str) -> list[Event]:
        """The away player takes the seat back: at once if the seat is not mid-decision
        (:meth:`mid_decision`), else as soon as it is not (:meth:`_hand_back`)."""
        if seat not in state.away:
            raise RulesError("not_away", "Nobody plays this seat for you.")
        if seat in state.back:
            raise RulesError("rejoin_pending", "You take your seat back once this turn is over.")
        state.back = [*state.back, seat]
        return []  # (the hand-back, after every action, logs it)

    def _hand_back(self, state: S) -> list[Event]:
        """The seats whose player asked to rejoin and that are no longer mid-decision: back."""
        events: list[Event] = []
        for seat in state.back:
            if seat in state.left or seat not in state.away:
                state.back = [s for s in state.back if s != seat]
            elif not self.mid_decision(state, seat):
                _away(state, seat)
                events.append({"type": "rejoined", "seat": seat})
        return events

    def mid_decision(self, state: S, seat: str) -> bool:
        """Whether ``seat`` is in the middle of a decision (its turn: a gin draw awaits its
        discard, a fishing turn goes on while the answers are yes): a rejoin waits for its end."""
        return state.turn == seat

    # ---- queries ------------------------------------------------------------------------
    def result(self, state: S) -> dict[str, Any] | None:
        return state.result

    def may_act(self, state: S, seat: str) -> bool:
        return bool(self.legal_actions(state, seat))

    # ---- shared helpers for subclasses --------------------------------------------------
    def _end(self, state: S, winners: list[str], reason: str, **figures: Any) -> Event:
        """End the game; every seat not among ``winners`` is a loser (none when abandoned)."""
        losers = [] if reason == "abandoned" else [s for s in state.seats if s not in winners]
        state.phase = "ended"
        state.turn = None
        state.result = {"winners": winners, "losers": losers, "reason": reason, **figures}
        return {"type": "game_over", **state.result}

    # ---- hooks ----------------------------------------------------------------------------
    def _check_options(self, options: Options, seats: int) -> None:
        """Raise :class:`SetupError` for options that do not fit this many seats."""

    def _new(self, seats, options, rng, first, setup, now) -> S:
        raise NotImplementedError

    def _apply(self, state: S, seat: str, action: Action) -> list[Event]:
        raise NotImplementedError

    def _leave(self, state: S, seat: str) -> list[Event]:
        raise NotImplementedError

    def _tick(self, state: S, now: float) -> list[Event]:
        return []

    def _resume(self, state: S) -> None:
        """A paused game plays on: restart the game's own clocks from now (the idle close restarts
        by itself, from the resume's time)."""

    def _deadline(self, state: S) -> float | None:
        return None

    def _prune_log(self, state: S) -> None:
        """Drop log entries the game's memory rules no longer show (default: keep all)."""

    def history(self, state: S) -> list[Event]:
        """Every public event since the deal (a gin hand's deal; the game's start elsewhere) that
        a player at the table saw announced, oldest first, numbered as in the log.

        It is what a person who remembers everything they saw knows, and what a computer player
        may remember (:mod:`engine.computer`). The default is the log itself; a game whose table
        shows less than that (its log pruned) keeps the entries it drops in its state's ``past``
        and overrides this. Never shown on the table: the memory rules still say what is shown.
        """
        return list(state.log)

    def legal_actions(self, state: S, seat: str) -> list[dict[str, Any]]:
        """Every concrete action ``seat`` may take now (``leave`` excluded)."""
        raise NotImplementedError

    def public_view(self, state: S) -> dict[str, Any]:
        """What everyone at the table may see. Never a card from a hidden place."""
        raise NotImplementedError

    def private_view(self, state: S, seat: str) -> dict[str, Any]:
        """What ``seat`` sees: the public view plus their own hand and options."""
        view = self.public_view(state)
        view["seat"] = seat
        view["hand"] = list(state.hands.get(seat, []))
        view["legal"] = self.legal_actions(state, seat) if state.paused_by is None else []
        return view
