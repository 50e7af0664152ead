"""Tolv fiender on Discord: a table that reads at a glance, and a hand view offering exactly the legal moves.

The public table keeps its icons (they read across languages) and gives each line its short word
in the table's language: whose decision is awaited (with its 90-second deadline as a live Discord
timestamp), the players (status icon when awaited, a card back and the hand count), the enemy
(❤️ health, ⚔️ attack, 🛡️ shields, 🔒/🔓 immunity), the cards played against it, the discard pile
(🪦, by suit, runs as ranges); the castle (🏰, next rank) and the tavern (🍺, with a publicly
known top) in the footer; and the newest moves, each with its words. After a jester, and only
then, the table carries the game's single preset speech control (🙋 / 🙅) for the seated players
other than the chooser; each speaker's current statement shows on their seat, and only the
statements in force when the choice is made reach the log.

The hand view keeps the cards selected to play or to pay in the seat's draft (``sel``, with the
``step`` it was made for) and asks the engine what they would do (``preview_play`` /
``preview_pay``) through :meth:`TolvUI.private_view`. Card buttons carry the card's index in the
sorted hand, never the card.
"""

from __future__ import annotations

from typing import Any

import discord

from engine.cards import is_joker, rank_of, suit_of
from engine.core import public_event
from engine.games.tolv_fiender import VALUES

from ..i18n import (
    JOKER_TEXT,
    back_label,
    card_button,
    card_label,
    card_params,
    card_text,
    cards_label,
    rank_label,
    suit_label,
    with_suits,
)
from .base import TABLE_LOG_LINES, Button, Ctx, GameUI, Rendered, Select, pause_event

STATUS_ICONS = {"to_act": "▶️", "to_pay": "💸", "to_choose": "👉", "left": "🚪", "waiting": "▫️"}
AWAIT_ICONS = {"play": "▶️", "pay": "💸", "choose_next": "👉"}
WISH_ICONS = {"go": "🙋", "rather_not": "🙅"}
MEDAL_ICONS = {"gold": "🥇", "silver": "🥈", "bronze": "🥉"}
CARD_ROWS = 3  # rows 0–2 hold the card buttons (5 each, by suit), row 3 the moves
TAVERN_SHOWN = 4  # a replay shows the tavern's next cards face up (and the whole castle)
LOSES_KEYS = {"cannot_pay": "tolv-warn-cannot-pay", "empty_hand": "tolv-warn-empty-hand"}


def _suit(s: str) -> str:
    return suit_label(s) if s in ("S", "H", "D", "C") else s


def _when(deadline: float | None) -> str:
    return f" ⏱️ <t:{int(deadline)}:R>" if deadline else ""


class TolvUI(GameUI):
    game_id = "tolv-fiender"
    emoji = "👑"
    colour = 0x8B1E3F

    # ---- public table ---------------------------------------------------------------------
    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """Whose decision is awaited, the players, the enemy and the cards against it, the
        discard pile; the castle and the tavern in the footer, the newest moves as the log. Each
        line starts with its icon and its word in the table's language."""
        loc = ctx.locale
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        if view["result"]:
            lines = [self._result_icons(view["result"], view) + " " + self.result_line(view["result"], ctx),
                     *self.end_lines(view, ctx)]
        else:
            lines = [self._awaited(view, ctx)]
        lines.append(ctx.t("tolv-h-players") + ": " + " · ".join(self._seat_line(view, s, ctx) for s in view["seats"]))
        enemy = view["enemy"]
        if enemy:
            lines.append(ctx.t("tolv-h-enemy", n=view["enemies_defeated"] + 1, total=view["enemies_total"]) + ": "
                         + self._enemy_line(enemy, loc))
            lines.append(ctx.t("tolv-h-played") + ": " + cards_label(loc, view["played"]))
        lines.append(ctx.t("tolv-h-discard", count=view["discard_count"]) + ": " + self.pile(view["discard"], loc))
        if view["solo_jesters_left"] is not None:
            lines.append(ctx.t("tolv-h-jesters", count=view["solo_jesters_left"]))
        e.description = "\n".join(lines)
        return e

    def replay(self, state: Any, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """Whose decision (or the result), the enemy and the cards against it, the discard pile;
        the castle and the tavern face up; every hand face up."""
        loc = ctx.locale
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        if view["result"]:
            lines = [self._result_icons(view["result"], view) + " " + self.result_line(view["result"], ctx),
                     *self.end_lines(view, ctx)]
        else:
            lines = [self._awaited({**view, "awaiting": {**view["awaiting"], "deadline": None}
                                    if view["awaiting"] else None}, ctx)]
        enemy = view["enemy"]
        if enemy:
            lines.append(ctx.t("tolv-h-enemy", n=view["enemies_defeated"] + 1, total=view["enemies_total"]) + ": "
                         + self._enemy_line(enemy, loc))
            if view["played"]:
                lines.append(ctx.t("tolv-h-played") + ": " + cards_label(loc, view["played"]))
        lines.append(ctx.t("tolv-h-discard", count=view["discard_count"]) + ": " + self.pile(view["discard"], loc))
        if view["solo_jesters_left"] is not None:
            lines.append(ctx.t("tolv-h-jesters", count=view["solo_jesters_left"]))
        castle, tavern = list(state.castle), list(state.tavern)
        shown = " ".join(card_label(loc, c) for c in tavern[:TAVERN_SHOWN])
        shown += " …" if len(tavern) > TAVERN_SHOWN else ""
        lines.append(ctx.t("tolv-h-castle", count=len(castle)) + ": "
                     + (" ".join(card_label(loc, c) for c in castle) or "—"))
        lines.append(ctx.t("tolv-h-tavern", count=len(tavern)) + ": " + (shown or "—"))
        lines += self.hand_lines(state, {**view, "turn": (view["awaiting"] or {}).get("seat")}, ctx,
                                 order=lambda c: (VALUES.get(rank_of(c), 0) if not is_joker(c) else 0, c))
        e.description = "\n".join(lines)
        return e

    def replay_move(self, events: list[dict[str, Any]], view: dict[str, Any], ctx: Ctx) -> list[str]:
        return [line for ev in events if ev.get("type") not in ("turn", "choosing", "game_over")
                and (line := self.event_line(public_event(ev), ctx))]

    def footer(self, view: dict[str, Any], ctx: Ctx, table_id: str) -> str:
        """The castle and the tavern (a footer shows no card faces: a known top is a text card)."""
        castle = ctx.t("tolv-h-castle", count=view["castle_count"])
        if view["next_enemy_rank"]:
            castle += " · " + ctx.t("tolv-h-next", rank=rank_label(ctx.locale, view["next_enemy_rank"]))
        tavern = ctx.t("tolv-h-tavern", count=view["tavern_count"])
        if view["tavern_known"]:
            tavern += " · 🔝 " + " ".join(card_text(ctx.locale, c) for c in view["tavern_known"])
        return f"{castle} · {tavern} · {table_id}"

    @staticmethod
    def pile(cards: list[str], loc: str) -> str:
        """A face-up pile, short: by suit, each suit's sign then its ranks low to high, a run of
        three or more as a range (``♠ A–4 7 · ♥ 2 10 K · 🃏``)."""
        if not cards:
            return "—"
        order = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
        groups = []
        for s in ("S", "H", "D", "C"):
            ranks = sorted({rank_of(c) for c in cards if not is_joker(c) and suit_of(c) == s}, key=order.index)
            runs: list[list[str]] = []
            for r in ranks:
                if runs and order.index(r) == order.index(runs[-1][-1]) + 1:
                    runs[-1].append(r)
                else:
                    runs.append([r])
            text = " ".join(f"{rank_label(loc, run[0])}–{rank_label(loc, run[-1])}" if len(run) > 2
                            else " ".join(rank_label(loc, r) for r in run) for run in runs)
            if text:
                groups.append(f"{suit_label(s)} {text}")
        groups += [JOKER_TEXT] * sum(1 for c in cards if is_joker(c))
        return " ".join(groups)

    def _enemy_line(self, enemy: dict[str, Any], loc: str) -> str:
        line = f"**{card_label(loc, enemy['card'])}** ❤️ {enemy['health']}/{enemy['max_health']} ⚔️ {enemy['attack']}"
        if enemy["shields"]:
            line += f" 🛡️ {enemy['shields']}"
        if enemy["immune"]:
            line += f" 🔒{_suit(enemy['suit'])}"
            if enemy["blocked_spades"]:
                line += f" ({_suit('S')} {enemy['blocked_spades']} 🔒)"
        else:
            line += " 🔓"
        return line

    def _awaited(self, view: dict[str, Any], ctx: Ctx) -> str:
        aw = view["awaiting"]
        if not aw:
            return "—"
        return ctx.t(f"tolv-await-{aw['type'].replace('_', '-')}", name=ctx.name(aw["seat"]),
                     amount=aw.get("amount", 0)) + _when(aw.get("deadline"))

    def _seat_line(self, view: dict[str, Any], seat: str, ctx: Ctx) -> str:
        """A seat, short: its status icon when it is awaited, its name, its cards in hand (the
        hand limit is in the legend), 🏳️ if it yielded last turn, and its statement in the speech
        window."""
        p = view["players"][seat]
        if p["status"] == "left":
            return f"🚪 ~~{ctx.name(seat)}~~"
        icon = "" if p["status"] == "waiting" else STATUS_ICONS[p["status"]] + " "
        line = f"{icon}**{ctx.name(seat)}** {back_label()} {p['hand_count']}"
        if p["yielded_last_turn"]:
            line += " 🏳️"
        wish = view["speech"].get(seat)
        if wish:
            line += f" {WISH_ICONS[wish]}"
        return line

    def _result_icons(self, result: dict[str, Any], view: dict[str, Any]) -> str:
        score = f"☠️ {result.get('enemies_defeated', 0)}/{result.get('enemies_total', 12)}"
        if result.get("reason") == "victory":
            medal = MEDAL_ICONS.get(result.get("medal") or "", "")
            return f"🏆 {score} {medal}".rstrip()
        if result.get("reason") == "abandoned":
            return f"🚪 {score}"
        return f"💀 {score}"

    def end_reason(self, view: dict[str, Any], ctx: Ctx) -> str | None:
        """The result line says why the table won or lost; a table closed says whether everyone
        left or nobody moved for 45 minutes."""
        if (view.get("result") or {}).get("reason") == "abandoned" and not view.get("seated"):
            return ctx.t("tolv-end-all-left")
        return super().end_reason(view, ctx)

    def legend(self, ctx: Ctx) -> str | None:
        """Shown in embeds only (the "?" answer and /rules): the card back and the suits as faces."""
        return with_suits(ctx.t("tolv-legend", back=back_label()))

    def table_controls(self, view: dict[str, Any], ctx: Ctx) -> list[Button | Select]:
        """The game's one preset statement, offered only while a jester's player chooses (to a
        reader, ``ctx.seat``, only if they may say it: seated, and not the one choosing)."""
        aw = view["awaiting"]
        if not aw or aw["type"] != "choose_next" or len(view["seated"]) < 2:
            return []
        if ctx.seat is not None and (ctx.seat == aw["seat"] or ctx.seat not in view["seated"]):
            return []
        return [
            Button("say", ctx.t("tolv-say-go"), arg="go", emoji=WISH_ICONS["go"],
                   style=discord.ButtonStyle.success, row=1),
            Button("say", ctx.t("tolv-say-rather-not"), arg="rather_not", emoji=WISH_ICONS["rather_not"],
                   row=1),
        ]

    def has_history(self, view: dict[str, Any]) -> bool:
        return True

    def result_line(self, result: dict[str, Any], ctx: Ctx) -> str:
        reason = result.get("reason")
        if reason == "abandoned":
            return ctx.t("result-abandoned")
        if reason == "victory":
            medal = result.get("medal")
            return ctx.t(f"tolv-result-{medal}") if medal else ctx.t("tolv-result-victory")
        count = result.get("enemies_defeated", 0)
        if reason == "cannot_pay" and "due" in result:
            return ctx.t("tolv-result-cannot-pay", name=ctx.name(result.get("seat")), due=result["due"],
                         value=result["hand_value"], count=count)
        if reason == "empty_hand":
            return ctx.t("tolv-result-empty-hand", name=ctx.name(result.get("seat")), count=count)
        return ctx.t("tolv-result-lost", name=ctx.name(result.get("seat")), count=count)

    def table_log(self, view: dict[str, Any], ctx: Ctx) -> tuple[str, list[str]]:
        """The newest moves; turns are left out (the top line says whose turn it is)."""
        events = [ev for ev in view.get("log", []) if ev["type"] != "turn"]
        lines = [line for ev in events if (line := self.event_line(ev, ctx))]
        return ctx.t("table-log"), lines[-TABLE_LOG_LINES:]

    def event_line(self, ev: dict[str, Any], ctx: Ctx) -> str | None:
        """A logged event as a line: its icon and its words (``tolv-ev-*``)."""
        t, loc = ev["type"], ctx.locale
        if t in ("paused", "resumed"):
            return pause_event(ev, ctx)
        p: dict[str, Any] = {"name": ctx.name(ev.get("seat")), "back": back_label()}
        if t == "enemy":
            p.update(card=card_label(loc, ev["card"]), health=ev["health"], attack=ev["attack"])
        elif t in ("played", "paid"):
            p.update(cards=cards_label(loc, ev["cards"]), total=ev.get("total", 0), due=ev.get("due", 0))
        elif t == "jester":
            p.update(suit=_suit("S"), spades=ev.get("spades_now_counting") or 0)
        elif t == "immune":
            p.update(suit=_suit(ev["suit"]))
        elif t in ("hearts", "diamonds"):
            p.update(suit=_suit(t[0].upper()), count=ev["count"])
        elif t == "drew":
            p.update(count=ev["count"])
        elif t == "spades":
            p.update(suit=_suit("S"), amount=ev["amount"], attack=ev["attack"])
        elif t == "clubs":
            p.update(suit=_suit("C"), damage=ev["damage"])
        elif t == "damage":
            p.update(amount=ev["amount"], health=ev["health"])
        elif t == "defeated":
            p.update(card=card_label(loc, ev["enemy"]))
            t = "defeated-exact" if ev["exact"] else "defeated"
        elif t == "strike":
            p.update(amount=ev["amount"])
        elif t == "chose":
            said = " · ".join(f"{WISH_ICONS[w]} {ctx.name(s)}" for s, w in (ev.get("speech") or {}).items()
                              if w in WISH_ICONS)
            p.update(target=ctx.name(ev["target"]), said=said)
            t = "chose-said" if said else "chose"
        elif t == "solo_jester":
            p.update(cards=cards_label(loc, ev["discarded"]), count=ev["count"])
        elif t == "vacated":
            p.update(cards=cards_label(loc, ev.get("cards") or []), count=len(ev.get("cards") or []))
            t = "vacated-timeout" if ev.get("why") == "timeout" else "vacated"
        elif t == "game_over":
            p.update(icons=self._result_icons(ev, {}))
        elif t not in ("turn", "choosing", "yielded"):
            return None  # "said": the speech window leaves no line (the choice records it)
        return ctx.t(f"tolv-ev-{t.replace('_', '-')}", **p)

    # ---- the hand view --------------------------------------------------------------------
    def private_view(self, game: Any, state: Any, seat: str, draft: dict[str, Any]) -> dict[str, Any]:
        """The engine's private view plus the draft's selection and what the engine says about it."""
        view = game.private_view(state, seat)
        aw = view["awaiting"]
        step = aw["type"] if aw and aw["seat"] == seat else None
        sel: list[str] = []
        if step in ("play", "pay") and draft.get("step") == step:
            for c in draft.get("sel", []):
                if c in view["hand"] and c not in sel:
                    sel.append(c)
        view["step"] = step
        view["selection"] = sel
        if step == "play" and sel:
            view["preview"] = game.preview_play(state, seat, sel)
        if step == "play":
            view["yield_preview"] = game.preview_yield(state, seat)
        if step == "pay":
            view["pay_preview"] = game.preview_pay(state, seat, sel)
        # a move that loses the game waits for a confirmation (kept while it still loses)
        confirm = draft.get("confirm") if step == "play" and draft.get("step") == "play" else None
        if confirm == "play" and not (sel and (view.get("preview") or {}).get("loses")):
            confirm = None
        if confirm == "yield" and not view["yield_preview"]["loses"]:
            confirm = None
        view["confirm"] = confirm
        return view

    def hand(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any]) -> Rendered:
        """What to do first; the enemy and the hand's total on one line; what the selected cards
        would do (the engine's preview), or the payment so far; the hand as its buttons (by suit),
        the moves on the row below."""
        total = f" · Σ {view['hand_value']}" if view["hand"] else ""  # the hand's value, by its name
        e = discord.Embed(title=self.title(ctx) + " – " + ctx.t("your-hand") + total, colour=self.colour)
        controls: list[Button | Select] = []
        legal = view["legal"]
        step = view["step"]
        aw = view["awaiting"]
        enemy = view["enemy"]
        facts = [f"👹 {self._enemy_line(enemy, ctx.locale)}"] if enemy else []  # (its count: on the table)
        if not view["hand"]:
            facts.append(ctx.t("hand-empty"))
        extra: list[str] = []
        if view["result"]:
            head = self.over_head(view, ctx, self._result_icons(view["result"], view))
        elif ctx.seat in view["left"]:
            head = ctx.t("tolv-you-left")
        elif step == "play":
            head, extra = self._play_view(view, ctx, controls)
        elif step == "pay":
            head, extra = self._pay_view(view, ctx, controls)
        elif step == "choose_next":
            head = ctx.t("tolv-choose-next") + _when(aw.get("deadline"))
            for i, target in enumerate(a["target"] for a in legal if a["type"] == "choose_next"):
                wish = view["speech"].get(target)
                controls.append(Button("choose", ctx.name(target), arg=target,
                                       emoji=WISH_ICONS[wish] if wish else "👉",
                                       style=discord.ButtonStyle.primary, row=CARD_ROWS + i // 5))
        else:
            head, extra = self._waiting(view, ctx)
        if not any(c.op == "card" for c in controls):  # the hand, shown (not playable now)
            self._card_buttons(view, ctx, controls, can_add=False, numbered=False)
        if step in ("play", "pay") and any(a["type"] == "solo_jester" for a in legal):
            controls.append(Button("solo_jester", ctx.t("tolv-solo-jester", count=view["solo_jesters_left"]),
                                   emoji="🃏", style=discord.ButtonStyle.danger, row=CARD_ROWS))
        head = head if view["result"] else f"**{head}**"
        e.description = "\n".join([head, *([" · ".join(facts)] if facts else []), *extra])
        return Rendered(e, controls)

    def _waiting(self, view: dict[str, Any], ctx: Ctx) -> tuple[str, list[str]]:
        aw = view["awaiting"]
        if not aw:
            return "—", []
        name = ctx.name(aw["seat"])
        if aw["type"] == "choose_next":
            mine = view["speech"].get(ctx.seat or "")
            said = [ctx.t("tolv-you-said", wish=WISH_ICONS[mine])] if mine else []
            return ctx.t("tolv-wait-choose", name=name) + _when(aw.get("deadline")), said
        if aw["type"] == "pay":
            return ctx.t("tolv-wait-pay", name=name, amount=aw["amount"]) + _when(aw.get("deadline")), []
        return ctx.t("tolv-wait-play", name=name) + _when(aw.get("deadline")), []

    def _card_buttons(self, view: dict[str, Any], ctx: Ctx, controls: list[Button | Select],
                      can_add: bool, numbered: bool) -> None:
        """The hand, each card once as its button, by suit (rows 0–2). A selected card is green
        (numbered in the order paid)."""
        sel = view["selection"]
        hand = view["hand"][: CARD_ROWS * 5]
        # by suit, each suit's cards together (its power), in as few rows as the hand needs
        order = sorted(hand, key=lambda c: (5 if is_joker(c) else "SHDC".index(suit_of(c)), hand.index(c)))
        rows = [order[i:i + 5] for i in range(0, len(order), 5)]
        for r, row in enumerate(rows):
            for card in row:
                chosen = card in sel
                label, face = card_button(ctx.locale, card)
                if chosen and numbered:
                    label = f"{sel.index(card) + 1}·" + (f" {label}" if label else "")
                controls.append(Button("card", label, arg=str(view["hand"].index(card)), row=r, emoji=face,
                                       style=discord.ButtonStyle.success if chosen else discord.ButtonStyle.secondary,
                                       disabled=not chosen and not can_add))

    def _play_view(self, view: dict[str, Any], ctx: Ctx,
                   controls: list[Button | Select]) -> tuple[str, list[str]]:
        legal = view["legal"]
        sel = view["selection"]
        head = ctx.t("tolv-your-turn") + _when(view["awaiting"].get("deadline"))
        pv = view.get("preview")
        confirm = view.get("confirm")
        # what the green cards would do; before a move that loses, why it loses instead (the
        # preview was shown when the cards were chosen)
        extra = [with_suits(self._describe(pv, ctx))] if sel and pv and not confirm else []
        if confirm:
            extra.append("⚠️ " + self._warning(view, ctx, confirm))
            controls.append(Button("confirm", ctx.t("tolv-yield-anyway" if confirm == "yield" else "tolv-play-anyway"),
                                   arg=confirm, emoji="⚠️", style=discord.ButtonStyle.danger, row=CARD_ROWS))
            controls.append(Button("back", ctx.t("tolv-back"), emoji="↩️", row=CARD_ROWS))
            return head, extra
        if view["hand"]:
            self._card_buttons(view, ctx, controls, can_add=True, numbered=False)
        ok = bool(pv and pv.get("legal"))
        controls.append(Button("play", ctx.t("tolv-play"), emoji="🗡️", style=discord.ButtonStyle.primary,
                               disabled=not ok, row=CARD_ROWS))
        if any(a["type"] == "yield" for a in legal):
            controls.append(Button("yield", ctx.t("tolv-yield"), emoji="🏳️", row=CARD_ROWS))
        if sel:
            controls.append(Button("clear", ctx.t("tolv-clear"), emoji="✖️", row=CARD_ROWS))
        return head, extra

    def _warning(self, view: dict[str, Any], ctx: Ctx, confirm: str) -> str:
        """Why a move loses the game (the warning before it, with its two answers)."""
        pv = view["yield_preview"] if confirm == "yield" else view["preview"]
        attack = pv["attack"] if confirm == "yield" else pv["attack_after"]
        who = pv.get("loses_seat")
        if pv["loses"] == "empty_hand" and not pv.get("defeats"):  # a strike of 0: the turn passes at once
            return (ctx.t("tolv-warn-no-cards-you", attack=attack) if who == ctx.seat
                    else ctx.t("tolv-warn-no-cards-next", attack=attack, name=ctx.name(who)))
        if confirm == "yield":
            return ctx.t("tolv-warn-yield", attack=attack, value=pv["hand_value"])
        left = view["hand_value"] - sum(VALUES[rank_of(c)] for c in view["selection"])
        return ctx.t(LOSES_KEYS[pv["loses"]], attack=attack, value=left)

    def _pay_view(self, view: dict[str, Any], ctx: Ctx,
                  controls: list[Button | Select]) -> tuple[str, list[str]]:
        pv = view["pay_preview"]
        sel = view["selection"]
        aw = view["awaiting"]
        head = ctx.t("tolv-your-pay", amount=aw["amount"]) + _when(aw.get("deadline"))
        if not any(a["type"] == "pay" for a in view["legal"]):
            return head, ["💸 " + ctx.t("tolv-cannot-cover", value=view["hand_value"])]
        paid = f"💸 **{pv['total']}/{pv['due']}** " + (ctx.t("tolv-covered") if pv["covered"]
                                                       else ctx.t("tolv-short", short=pv["short"]))
        self._card_buttons(view, ctx, controls, can_add=pv["can_add"], numbered=True)
        controls.append(Button("pay", ctx.t("tolv-pay"), emoji="💸", style=discord.ButtonStyle.primary,
                               disabled=not pv["legal"], row=CARD_ROWS))
        if sel:
            controls.append(Button("clear", ctx.t("tolv-clear"), emoji="✖️", row=CARD_ROWS))
        return head, [paid]

    def _describe(self, pv: dict[str, Any], ctx: Ctx) -> str:
        """What a previewed play would do, one short line per effect."""
        if not pv.get("legal"):
            code = pv.get("combo_error") or pv.get("error") or "bad_action"
            key = f"error-{code.replace('_', '-')}"
            text = ctx.t(key, **card_params(ctx.locale, pv.get("params", {})))
            return "⛔ " + (pv.get("message", "") if text == key else text)
        lines = []
        if pv["jester"]:
            lines.append(ctx.t("tolv-pv-jester") if pv["removes_immunity"] else ctx.t("tolv-pv-jester-spent"))
            if pv["spades"]:
                lines.append(ctx.t("tolv-pv-spades", amount=pv["spades"], attack=pv["attack_after"]))
            lines.append(ctx.t("tolv-pv-choose"))
            return "\n".join(lines)
        lines.append(ctx.t("tolv-pv-damage", value=pv["value"], damage=pv["damage"]))
        if pv["blocked"]:
            lines.append(ctx.t("tolv-pv-blocked", suit=_suit(pv["blocked"])))
        if "H" in pv["powers"]:
            lines.append(ctx.t("tolv-pv-hearts", count=pv["hearts"]))
        if "D" in pv["powers"]:
            lines.append(ctx.t("tolv-pv-diamonds", count=pv["diamonds"]))
        if "S" in pv["powers"]:
            lines.append(ctx.t("tolv-pv-spades", amount=pv["spades"], attack=pv["attack_after"]))
        if pv["clubs"]:
            lines.append(ctx.t("tolv-pv-clubs"))
        if pv["exact"]:
            lines.append(ctx.t("tolv-pv-exact"))
        elif pv["defeats"]:
            lines.append(ctx.t("tolv-pv-defeat"))
        else:
            lines.append(ctx.t("tolv-pv-strike", health=pv["health_after"], attack=pv["attack_after"]))
        if pv.get("loses"):
            lines.append("⚠️ " + ctx.t("tolv-pv-loses"))
        return "\n".join(lines)

    def on_control(self, op, arg, values, draft, view) -> dict[str, Any] | None:
        step = view.get("step")
        sel = list(view.get("selection", []))
        if op == "card":
            if step not in ("play", "pay") or not arg.isdigit() or int(arg) >= len(view["hand"]):
                return None
            card = view["hand"][int(arg)]
            draft.pop("confirm", None)
            if card in sel:
                sel.remove(card)
            elif step == "pay" and not view["pay_preview"]["can_add"]:
                # Past cover: the engine refuses this payment (already_covered), with its message.
                return {"type": "pay", "cards": [*sel, card]}
            else:
                sel.append(card)
            draft["step"], draft["sel"] = step, sel
            return None
        if op == "clear":
            draft.clear()
            return None
        if op == "back":
            draft.pop("confirm", None)
            return None
        if op == "play":
            if (view.get("preview") or {}).get("loses") and view.get("confirm") != "play":
                draft.update(step="play", sel=sel, confirm="play")
                return None
            return {"type": "play", "cards": sel}
        if op == "pay":
            return {"type": "pay", "cards": sel}
        if op == "yield":
            if (view.get("yield_preview") or {}).get("loses") and view.get("confirm") != "yield":
                draft.update(step="play", sel=sel, confirm="yield")
                return None
            return {"type": "yield"}
        if op == "confirm" and view.get("confirm") == arg == "play":
            return {"type": "play", "cards": sel}
        if op == "confirm" and view.get("confirm") == arg == "yield":
            return {"type": "yield"}
        if op == "solo_jester":
            return {"type": "solo_jester"}
        if op == "choose":
            return {"type": "choose_next", "target": arg}
        if op == "say":
            return {"type": "say", "wish": arg}
        return None
