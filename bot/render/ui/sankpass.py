"""Sänkpass on Discord: the public pile and the one-tap hand view.

The table shows the top of the pile (an ace under ``ace: choice`` with the value it was played
at), whose turn it is, who owes a forced pass, every card count, the hands shown to the table
and the log. The hand view has one button per card (same-label copies from several decks share
one; when the hand has more distinct cards than fit, one button per rank, since suits mean
nothing here). A card that would match the top card only sets the draft: a second step asks for
confirmation. An ace under ``ace: choice`` first asks low or high. Button args are indices into
the reader's own sorted hand, never a card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import discord

from engine.cards import rank_of, sort_key
from engine.games.sankpass import ACE_LOW, VALUES

from ..i18n import card_emoji, card_label, card_text, rank_label
from .base import TABLE_LOG_LINES, Button, Ctx, GameUI, Rendered, named_card, pause_event, rows_of

PILE_SHOWN = 3  # the top cards of the pile shown on the table
ROW_SIZE = 5

OUTCOME_STYLE = {
    "higher": discord.ButtonStyle.success,
    "lower": discord.ButtonStyle.primary,
    "match": discord.ButtonStyle.danger,
    "open": discord.ButtonStyle.secondary,
}
OUTCOME_EMOJI = {"higher": "⬆️", "lower": "⬇️", "match": "⚠️"}
ACE_CHOICE_EMOJI = "↕️"


@lru_cache(maxsize=20_000)  # (a big table's hand is hundreds of cards, sorted on every view)
def _value_order(card: str) -> tuple[int, tuple[int, int, int]]:
    """Low to high as the game counts (2 … K, A, joker), then suit and deck."""
    return (VALUES[rank_of(card)], sort_key(card))


class SankpassUI(GameUI):
    game_id = "sankpass"
    emoji = "🔻"
    colour = 0x8E3B46

    # ---- shared helpers -------------------------------------------------------------------
    @staticmethod
    def _card(ctx: Ctx, card: str, ace: str | None = None, text: bool = False) -> str:
        """A card (with its ace value) in message text, or as ``text`` for a button label."""
        label = (card_text if text else card_label)(ctx.locale, card)
        return ctx.t(f"sank-ace-{ace}", card=label) if ace in ("low", "high") else label

    def _pile_card(self, view: dict[str, Any], ctx: Ctx, i: int) -> str:
        """The i-th pile card, with its ace value when aces are chosen at this table."""
        card = view["pile"][i]
        ace = None
        if rank_of(card) == "A" and view["options"]["ace"] == "choice":
            ace = "low" if view["pile_values"][i] == ACE_LOW else "high"
        return self._card(ctx, card, ace)

    def _top(self, view: dict[str, Any], ctx: Ctx) -> str:
        return self._pile_card(view, ctx, len(view["pile"]) - 1) if view["pile"] else ctx.t("sank-pile-empty")

    # ---- public table ---------------------------------------------------------------------
    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """The status, the top of the pile, and a line a player (a shown hand's cards on it);
        the newest plays follow as the table's log."""
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        pile = view["pile"]
        if pile:
            start = max(0, len(pile) - PILE_SHOWN)
            shown = [self._pile_card(view, ctx, i) for i in range(start, len(pile) - 1)]
            shown.append(ctx.t("sank-top-mark", card=self._pile_card(view, ctx, len(pile) - 1)))
            pile_text = " ".join((["…"] if start else []) + shown)
        else:
            pile_text = ctx.t("sank-pile-empty")
        e.description = "\n".join([f"**{self.status_line(view, ctx)}**", *self.end_lines(view, ctx),
                                   f"{ctx.t('sank-pile', count=len(pile))}: {pile_text}"])
        lines = []
        for seat in view["seats"]:
            mark = "▶ " if seat == view["turn"] else ""
            line = ctx.t("sank-seat-line", mark=mark, name=ctx.name(seat), cards=view["hand_counts"][seat])
            flags = []
            if seat in view["left"]:
                flags.append(ctx.t("seat-left"))
            elif seat in view["eliminated"]:
                flags.append(ctx.t("sank-seat-out"))
            if seat in view["owes_pass"]:
                flags.append(ctx.t("sank-owes-pass"))
            # a shown hand: always the current cards; a finished table leaves them to its replay,
            # where every hand is face up (issue 37: a finished table with its ratings fits a phone)
            if seat in view["revealed_hands"] and view["phase"] != "ended":
                cards = sorted(view["revealed_hands"][seat], key=_value_order)
                flags.append("👁 " + (" ".join(card_label(ctx.locale, c) for c in cards) or ctx.t("hand-empty")))
            lines.append(" · ".join([line, *flags]))
        e.add_field(name=ctx.t("players"), value="\n".join(lines), inline=False)
        return e

    def replay(self, state: Any, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """The status, the pile, and every hand face up (low to high as the game counts)."""
        e = self.table(view, ctx)
        e.clear_fields()

        def flags(seat: str) -> str:
            out = []
            if seat in view["eliminated"]:
                out.append(ctx.t("sank-seat-out"))
            if seat in view["owes_pass"]:
                out.append(ctx.t("sank-owes-pass"))
            return "".join(" · " + f for f in out)

        self.replay_hands(e, state, view, ctx, order=_value_order, extra=flags)
        return e

    def table_log(self, view: dict[str, Any], ctx: Ctx) -> tuple[str, list[str]]:
        return ctx.t("sank-log"), self.history(view, ctx)[-TABLE_LOG_LINES:]

    def has_history(self, view: dict[str, Any]) -> bool:
        return True  # table talk is free: nothing is forgotten

    def event_line(self, ev: dict[str, Any], ctx: Ctx) -> str | None:
        t, who = ev["type"], ctx.name(ev.get("seat"))
        if t in ("paused", "resumed"):
            return pause_event(ev, ctx)
        if t == "dealt":
            return ctx.t("sank-ev-dealt", name=ctx.name(ev["dealer"]), count=ev["hand_size"], decks=ev["decks"])
        if t == "start_card":
            return ctx.t("sank-ev-start-card", card=self._card(ctx, ev["card"]))
        if t == "played":
            card = self._card(ctx, ev["card"], ev.get("ace"))
            return ctx.t(f"sank-ev-{ev['outcome']}", name=who, card=card)
        if t == "passed":
            return ctx.t("sank-ev-passed", name=who)
        if t in ("revealed", "hidden"):
            return ctx.t(f"sank-ev-{t}", name=who)
        if t in ("eliminated", "left"):
            return ctx.t(f"sank-ev-{t}", name=who, count=ev["cards"])
        if t == "game_over":
            return "🏁 " + self.result_line(ev, ctx)
        return None  # "turn": the status line says whose turn it is

    def result_line(self, result: dict[str, Any], ctx: Ctx) -> str:
        reason = result.get("reason")
        winners = result.get("winners", [])
        names = ", ".join(ctx.name(s) for s in winners) or "—"
        if reason == "emptied_hand":
            return ctx.t("sank-result-emptied", name=names)
        if reason == "matched" and result.get("card") and result.get("top"):
            return ctx.t("sank-result-matched-cards", loser=ctx.name(result.get("loser")), names=names,
                         count=len(winners), card=self._card(ctx, result["card"]), top=self._card(ctx, result["top"]))
        if reason == "matched":
            return ctx.t("sank-result-matched", loser=ctx.name(result.get("loser")), names=names,
                         count=len(winners))
        if reason in ("last_player", "players_left"):
            return ctx.t(f"sank-result-{reason.replace('_', '-')}", name=names)
        return super().result_line(result, ctx)

    # ---- hand view ------------------------------------------------------------------------
    def hand(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any]) -> Rendered:
        """What to do first (with the top card to beat); the facts on one line; the hand as its
        buttons in rank order, each marked with what playing it does; showing the hand on the
        last row."""
        hand = view["hand"]
        seat = view["seat"]
        e = discord.Embed(title=self.title(ctx) + " – " + ctx.t("your-hand"), colour=self.colour)
        top = self._top(view, ctx)
        if view["result"] or seat in view["left"] or seat in view["eliminated"]:
            e.description = (self.over_head(view, ctx) if view["result"] else
                             "**" + ctx.t("you-left-game" if seat in view["left"] else "sank-you-are-out") + "**")
            return Rendered(e, list(self._card_buttons(view, ctx, False, rows=4)))

        my_turn = view["turn"] == seat
        step = draft.get("step") if my_turn and draft.get("card") in hand else None
        if my_turn:
            lines = [f"**{ctx.t('sank-your-turn', top=top) if view['pile'] else ctx.t('sank-your-turn-open')}**"]
        else:
            lines = [f"**{ctx.t('turn-of', name=ctx.name(view['turn']))}**"]
        facts = [] if my_turn and not step else [f"{ctx.t('sank-top')}: {top}"]
        reveal = view["options"]["reveal"]
        if reveal == "choice":
            facts.append("👁 " + ctx.t("sank-hand-shown" if seat in view["revealed"] else "sank-hand-hidden"))
        elif reveal == "all":
            facts.append("👁 " + ctx.t("sank-hand-shown-all"))
        if not my_turn and view["owes_pass"]:
            facts.append(ctx.t("sank-you-owe-pass"))
        if facts:
            lines.append(" · ".join(facts))
        controls: list[Button] = []
        if step:
            controls += self._step(view, ctx, draft, lines)
        else:
            controls += self._card_buttons(view, ctx, my_turn, rows=4)
            if my_turn:
                legend = [ctx.t("sank-legend")] if view["pile"] else []
                if view["options"]["ace"] == "choice" and any(rank_of(c) == "A" for c in hand):
                    legend.append(ctx.t("sank-legend-ace"))
                if legend:
                    lines.append(" · ".join(legend))
        if reveal == "choice":
            shown = seat in view["revealed"]
            controls.append(Button("hide" if shown else "reveal",
                                   ctx.t("sank-hide" if shown else "sank-reveal"),
                                   emoji="🙈" if shown else "👁", row=4))
        e.description = "\n".join(lines)
        return Rendered(e, list(controls))

    @staticmethod
    def _outcome(view: dict[str, Any], card: str, ace: str | None = None) -> str:
        for p in view["plays"]:
            if p["card"] == card and p.get("ace") == ace:
                return p["outcome"]
        return "open"

    @staticmethod
    def _outcomes(view: dict[str, Any]) -> dict[tuple[str, str | None], str]:
        """:meth:`_outcome` of every play at once, ``(card, ace)`` → outcome (a big hand's buttons
        would each look through all its plays)."""
        out: dict[tuple[str, str | None], str] = {}
        for p in view["plays"]:
            out.setdefault((p["card"], p.get("ace")), p["outcome"])
        return out

    def _card_buttons(self, view: dict[str, Any], ctx: Ctx, my_turn: bool, rows: int) -> list[Button]:
        """One button per distinct card label; one per rank if that does not fit in ``rows`` rows."""
        hand = view["hand"]
        choice = view["options"]["ace"] == "choice"
        ordered = sorted(hand, key=_value_order)
        units: dict[str, list[str]] = {}
        for c in ordered:
            units.setdefault(card_text(ctx.locale, c), []).append(c)
        if len(units) > rows * ROW_SIZE:
            units = {}
            for c in ordered:
                units.setdefault(rank_label(ctx.locale, rank_of(c)), []).append(c)
        out = []
        groups: dict[int, list[tuple[str, list[str]]]] = {}
        for label, cards in units.items():
            groups.setdefault(VALUES[rank_of(cards[0])], []).append((label, cards))
        laid = rows_of(list(groups.values()), rows) or []
        placed = [(r, unit) for r, row in enumerate(laid) for unit in row]
        outcomes_of = self._outcomes(view) if my_turn else {}
        index: dict[str, int] = {}  # (a card's first place in the hand: its button's arg)
        for i, c in enumerate(hand):
            index.setdefault(c, i)
        for r, (label, cards) in placed:
            card = cards[0]
            text = card_text(ctx.locale, card) if len(cards) == 1 else f"{label} ×{len(cards)}"
            face = card_emoji(ctx.locale, card) if label == card_text(ctx.locale, card) else None
            style, emoji = discord.ButtonStyle.secondary, None
            if my_turn:
                if choice and rank_of(card) == "A":
                    outcomes = {outcomes_of.get((card, v), "open") for v in ("low", "high")}
                    emoji = "⚠️" if outcomes == {"match"} else ACE_CHOICE_EMOJI
                    style = OUTCOME_STYLE["match"] if outcomes == {"match"} else discord.ButtonStyle.secondary
                else:
                    outcome = outcomes_of.get((card, None), "open")
                    style, emoji = OUTCOME_STYLE[outcome], OUTCOME_EMOJI.get(outcome)
            if face:  # the card's face in the emoji slot; the outcome sign and the copies in the label
                text = " ".join(x for x in (emoji, f"×{len(cards)}" if len(cards) > 1 else "") if x)
                emoji = face
            out.append(Button("play", text, arg=str(index[card]), style=style, emoji=emoji,
                              row=r, disabled=not my_turn))
        return out

    def _step(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any], lines: list[str]) -> list[Button]:
        """The second step of a play: an ace's value, or the confirmation of a match."""
        card, ace = draft["card"], draft.get("ace")
        cancel = Button("back", ctx.t("cancel"), emoji="✖️", row=0)  # op "cancel" is the lobby's
        if draft["step"] == "ace":
            lines.append("❓ " + ctx.t("sank-ace-question", card=self._card(ctx, card)))
            out = []
            face = card_emoji(ctx.locale, card)
            for v in ("low", "high"):
                outcome = self._outcome(view, card, v)
                sign = OUTCOME_EMOJI.get(outcome)
                if face:  # the ace's face in the emoji slot, the outcome sign in the words
                    label = " ".join(x for x in (sign, ctx.t(f"sank-ace-{v}", card="").strip()) if x)
                    out.append(Button("ace", label, arg=v, style=OUTCOME_STYLE[outcome], emoji=face, row=0))
                else:
                    out.append(Button("ace", self._card(ctx, card, v, text=True), arg=v,
                                      style=OUTCOME_STYLE[outcome], emoji=sign, row=0))
            return [*out, cancel]
        key = "sank-confirm-eliminate" if view["options"]["on_match"] == "eliminate" else "sank-confirm-end"
        lines.append("⚠️ " + ctx.t(key, card=self._card(ctx, card, ace), top=self._top(view, ctx)))
        label, face = named_card(ctx, "sank-confirm", card)
        if face and ace in ("low", "high"):  # "Confirm: play (low)" beside the ace's face
            label += " " + ctx.t(f"sank-ace-{ace}", card="").strip()
        elif ace in ("low", "high"):
            label = ctx.t("sank-confirm", card=self._card(ctx, card, ace, text=True))
        return [Button("confirm", f"⚠️ {label}" if face else label, style=discord.ButtonStyle.danger,
                       emoji=face or "⚠️", row=0), cancel]

    def on_control(self, op, arg, values, draft, view) -> dict[str, Any] | None:
        hand = view["hand"]
        if op in ("reveal", "hide"):
            return {"type": op}
        if op == "back":
            draft.clear()
            return None
        if op == "play":
            draft.clear()
            if not arg.isdigit() or int(arg) >= len(hand):
                return None
            card = hand[int(arg)]
            if view["turn"] != view["seat"]:
                return {"type": "play", "card": card}  # (shown disabled) the engine says why not
            if rank_of(card) == "A" and view["options"]["ace"] == "choice":
                draft.update(card=card, step="ace")
                return None
            if self._outcome(view, card) == "match":
                draft.update(card=card, step="confirm")
                return None
            return {"type": "play", "card": card}
        card = draft.get("card")
        if card not in hand:
            draft.clear()
            return None
        if op == "ace" and arg in ("low", "high") and draft.get("step") == "ace":
            if self._outcome(view, card, arg) == "match":
                draft.update(ace=arg, step="confirm")
                return None
            return {"type": "play", "card": card, "ace": arg}
        if op == "confirm" and draft.get("step") == "confirm":
            action = {"type": "play", "card": card}
            if draft.get("ace"):
                action["ace"] = draft["ace"]
            return action
        return None

