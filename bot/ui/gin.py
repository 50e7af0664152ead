"""Färg-gin and Hollywood Gin on Discord: the score-sheet table and the draw/discard/knock hand view.

One class serves both variants; what differs is explicit in :class:`GinUI`'s ``farg`` flag:

=====================  ====================================  ==================================
point                  Färg-gin (``farg-gin``)               Hollywood Gin (``hollywood-gin``)
=====================  ====================================  ==================================
columns                ♠ ♥ ♦ ♣ (one per suit)                Column 1, 2, 3
knock arrangements     one per set of blocked suits          one (blocking does not exist)
settlement shows       which suits the knocker's melds       the scorer's scoring-hand number
                       blocked and why; closed suits skipped
=====================  ====================================  ==================================

Memory (rules): the table shows the top discard and the latest move only — no log, no pile below
the top — so :meth:`has_history` is False and every hand gets a fresh table message.
"""

from __future__ import annotations

from typing import Any

import discord

from engine.cards import SUITS, suit_of

from ..i18n import SUIT_SYMBOLS, card_emoji, card_label, card_text, suit_label
from .base import Button, Ctx, GameUI, Option, Rendered, Select, add_lines


class GinUI(GameUI):
    emoji = "🃏"
    colour = 0x8E2B2B

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.farg = game_id == "farg-gin"

    # ---- small formatters ---------------------------------------------------------------------
    def col(self, ctx: Ctx, column: str, text: bool = False) -> str:
        """A column's name; ``text``: for a label or an option (no emoji markup there)."""
        if not self.farg:
            return ctx.t("gin-column", n=column)
        return SUIT_SYMBOLS[column] if text else suit_label(column)

    def cols(self, ctx: Ctx, columns: list[str], text: bool = False) -> str:
        return ", ".join(self.col(ctx, c, text) for c in columns) if columns else ctx.t("gin-nowhere")

    @staticmethod
    def cards(ctx: Ctx, cards: list[str]) -> str:
        return " ".join(card_label(ctx.locale, c) for c in cards) or "—"

    def melds(self, ctx: Ctx, melds: list[list[str]]) -> str:
        return " · ".join(f"[{self.cards(ctx, m)}]" for m in melds) or ctx.t("gin-no-melds")

    def grouped(self, ctx: Ctx, hand: list[str]) -> str:
        groups = [self.cards(ctx, [c for c in hand if suit_of(c) == s]) for s in SUITS
                  if any(suit_of(c) == s for c in hand)]
        return "  ·  ".join(groups) or ctx.t("hand-empty")

    # ---- public table ---------------------------------------------------------------------------
    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        lines = []
        if view["result"]:
            lines.append("**🏁 " + self.result_line(view["result"], ctx) + "**")
        else:
            lines.append(ctx.t("gin-hand-info", hand=view["hand_no"], dealer=ctx.name(view["dealer"])))
            lines.append("**" + ctx.t(f"gin-await-{view['awaiting']}", name=ctx.name(view["turn"])) + "**")
        lines.append(self.move_line(view, ctx))
        e.description = "\n".join(lines)
        if not view["result"]:
            top = view["discard_top"]
            e.add_field(name=ctx.t("gin-discard-top"), value=card_label(ctx.locale, top) if top else "—")
            e.add_field(name=ctx.t("gin-stock"), value=str(view["stock_count"]))
            counts = " · ".join(f"{ctx.name(s)} {n}" for s, n in view["hand_counts"].items())
            e.add_field(name=ctx.t("gin-cards-held"), value=counts)
        self.score_sheet(e, view, ctx)
        if view["last_settlement"]:
            st = view["last_settlement"]
            add_lines(e, ctx.t("gin-last-hand", hand=st["hand"]), self.settlement_lines(st, ctx))
        return e

    def move_line(self, view: dict[str, Any], ctx: Ctx) -> str:
        mv = view["last_move"]
        if not mv:
            return ctx.t("gin-move-none", name=ctx.name(view["forhand"]))
        move = mv["move"]
        if move == "drew":
            move = f"drew-{mv['from']}"
        card = card_label(ctx.locale, mv["card"]) if mv.get("card") else ""
        return ctx.t(f"gin-move-{move}", name=ctx.name(mv["seat"]), card=card)

    def score_sheet(self, e: discord.Embed, view: dict[str, Any], ctx: Ctx) -> None:
        closed, target = view["closed"], view["options"]["target"]
        e.add_field(name=ctx.t("gin-sheet"), value=ctx.t(f"gin-sheet-{self.game_id}", target=target), inline=False)
        for seat in view["seats"]:
            rows = []
            for c in view["columns"]:
                mark = "" if c not in closed else (" 🏆" if closed[c] == seat else " 🔒")
                rows.append(f"{self.col(ctx, c)}  {view['scores'][seat][c]}{mark}")
            rows.append(ctx.t("gin-total", points=view["totals"][seat]))
            turn = "▶ " if seat == view["turn"] else ""
            gone = " " + ctx.t("seat-left") if seat in view["left"] else ""
            name = ctx.t("gin-seat-won", name=turn + ctx.name(seat) + gone, count=len(view["won"][seat]))
            e.add_field(name=name, value="\n".join(rows))
        won = [ctx.t("gin-closed-line", column=self.col(ctx, c), name=ctx.name(closed[c]))
               for c in view["columns"] if c in closed]
        e.add_field(name=ctx.t(f"gin-closed-{self.game_id}"), value="\n".join(won) or "—")

    def settlement_lines(self, st: dict[str, Any], ctx: Ctx) -> list[str]:
        if st["kind"] == "dead":
            return [ctx.t("gin-dead", name=ctx.name(st["dealer"]))]
        kn, df = ctx.name(st["knocker"]), ctx.name(st["defender"])
        out = [ctx.t(f"gin-settle-{st['kind']}", name=kn, card=card_label(ctx.locale, st["discard"]),
                     deadwood=st["knocker_deadwood"])]
        out.append(ctx.t("gin-shown", name=kn, melds=self.melds(ctx, st["knocker_melds"]),
                         cards=self.cards(ctx, st["knocker_deadwood_cards"]), points=st["knocker_deadwood"]))
        out.append(ctx.t("gin-shown", name=df, melds=self.melds(ctx, st["defender_melds"]),
                         cards=self.cards(ctx, st["defender_deadwood_cards"]), points=st["defender_deadwood"]))
        if st["layoffs"]:
            onto: dict[tuple[str, ...], list[str]] = {}
            for x in st["layoffs"]:
                onto.setdefault(tuple(x["onto"]), []).append(x["card"])
            lay = ", ".join(ctx.t("gin-layoff", card=self.cards(ctx, cards), meld=self.melds(ctx, [list(m)]))
                            for m, cards in onto.items())
            out.append(ctx.t("gin-layoffs", name=df, list=lay))
        elif st["kind"] == "gin":
            out.append(ctx.t("gin-no-layoffs"))
        scorer = ctx.name(st["scorer"])
        key = "gin-scores-bonus" if st["bonus"] else "gin-scores"
        out.append("**" + ctx.t(key, name=scorer, points=st["points"], bonus=st["bonus"],
                                columns=self.cols(ctx, st["columns"])) + "**")
        if self.farg:
            why = [ctx.t(f"gin-blocked-{b['kind']}", suit=suit_label(b["suit"]),
                         meld=self.cards(ctx, b["meld"])) for b in st.get("blocked_by", [])]
            out.append(ctx.t("gin-blocked", list="; ".join(why)) if why else ctx.t("gin-blocked-none"))
            if st.get("closed_skipped"):
                out.append(ctx.t("gin-skipped", columns=self.cols(ctx, st["closed_skipped"])))
        else:
            out.append(ctx.t("gin-scoring-hand", name=scorer, n=st["scoring_hand"]))
        for c, s in st["closed_now"].items():
            out.append(ctx.t("gin-closed-now", column=self.col(ctx, c), name=ctx.name(s)))
        return out

    def new_message_on(self, events: list[dict[str, Any]]) -> bool:
        return any(ev.get("type") == "hand_dealt" for ev in events)

    def result_line(self, result: dict[str, Any], ctx: Ctx) -> str:
        reason = result.get("reason")
        names = ", ".join(ctx.name(s) for s in result.get("winners", []))
        if reason == "draw":
            return ctx.t("gin-result-draw")
        if reason == "tiebreak_total_points":
            return ctx.t("gin-result-tiebreak", name=names)
        if reason == "forfeit":
            return ctx.t("gin-result-forfeit", name=names)
        return super().result_line(result, ctx)

    # ---- hand view ------------------------------------------------------------------------------
    def chosen(self, view: dict[str, Any], draft: dict[str, Any]) -> tuple[str | None, list[dict], int | None]:
        """The discard the player has picked (or the preselected one), the ways to go out with it,
        and which of those is picked (the draft's, else the best allowed one)."""
        hand, choices = view["hand"], view.get("go_out_choices", [])
        card = draft.get("discard")
        if card not in hand:
            best = next((c for c in choices if c["selected"]), None)
            card = best["discard"] if best else view.get("best_discard")
        mine = [c for c in choices if c["discard"] == card]
        try:
            i: int | None = int(draft.get("arr", ""))
        except ValueError:
            i = None
        if i is None or not 0 <= i < len(mine):
            allowed = [k for k, c in enumerate(mine) if c["allowed"]]
            i = min(allowed, key=lambda k: (mine[k]["deadwood"], not mine[k]["default"], k), default=None)
            if i is None and mine:
                i = 0
        return card, mine, i

    def hand(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any]) -> Rendered:
        loc = ctx.locale
        hand = view["hand"]
        e = discord.Embed(title=self.title(ctx) + " – " + ctx.t("your-hand"), colour=self.colour)
        e.description = self.grouped(ctx, hand)
        eleven = "best_discard" in view
        e.add_field(name=ctx.t("gin-your-melds"), value=self.melds(ctx, view["melds"]), inline=False)
        dead = ctx.t("gin-deadwood-value", cards=self.cards(ctx, view["deadwood_cards"]), points=view["deadwood"])
        if eleven:
            dead += "\n" + ctx.t("gin-after-discard", card=card_label(loc, view["best_discard"]))
        e.add_field(name=ctx.t("gin-your-deadwood"), value=dead, inline=False)
        top = view["discard_top"]
        e.add_field(name=ctx.t("gin-discard-top"), value=card_label(loc, top) if top else "—")
        e.add_field(name=ctx.t("gin-stock"), value=str(view["stock_count"]))
        controls: list[Button | Select] = []
        mine_turn = view["turn"] == ctx.seat and bool(view["legal"])
        if view["result"]:
            e.add_field(name=ctx.t("game-over"), value=self.result_line(view["result"], ctx), inline=False)
            return Rendered(e, controls)
        if not mine_turn:
            e.add_field(name=ctx.t("status"), value=ctx.t(f"gin-await-{view['awaiting']}",
                                                         name=ctx.name(view["turn"])), inline=False)
            return Rendered(e, controls)
        awaiting = view["awaiting"]
        top_label = card_label(loc, top) if top else ""
        top_text, top_face = (card_text(loc, top), card_emoji(loc, top)) if top else ("", None)
        e.add_field(name=ctx.t("status"), value=ctx.t(f"gin-you-{awaiting}", card=top_label), inline=False)
        if awaiting == "take_or_pass":
            controls += [Button("take", ctx.t("gin-take", card=top_text), style=discord.ButtonStyle.primary,
                                emoji=top_face, row=0),
                         Button("pass", ctx.t("gin-pass"), row=0)]
        elif awaiting in ("draw", "draw_stock"):
            controls.append(Button("draw", ctx.t("gin-draw-stock"), arg="stock",
                                   style=discord.ButtonStyle.primary, row=0))
            if awaiting == "draw" and top:
                controls.append(Button("draw", ctx.t("gin-draw-discard", card=top_text), arg="discard",
                                       emoji=top_face, row=0))
        elif awaiting == "discard":
            controls += self.discard_controls(view, ctx, draft, e)
        return Rendered(e, controls)

    def discard_controls(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any],
                         e: discord.Embed) -> list[Button | Select]:
        loc = ctx.locale
        card, mine, pick = self.chosen(view, draft)
        mv = view["last_move"] or {}
        taken = mv.get("card") if mv.get("seat") == ctx.seat and (
            mv.get("move") == "took_upcard" or mv.get("from") == "discard") else None
        outs: dict[str, dict] = {}
        for ch in view.get("go_out_choices", []):
            if ch["allowed"] and (ch["discard"] not in outs or ch["deadwood"] < outs[ch["discard"]]["deadwood"]):
                outs[ch["discard"]] = ch
        options = []
        for c in view["hand"]:
            if c == taken:
                desc = ctx.t("gin-opt-taken")
            elif c in outs:
                desc = ctx.t("gin-opt-gin") if outs[c]["gin"] else ctx.t("gin-opt-knock", deadwood=outs[c]["deadwood"])
            elif c == view.get("best_discard"):
                desc = ctx.t("gin-opt-best")
            else:
                desc = None
            options.append(Option(c, card_text(loc, c), default=c == card, description=desc,
                                  emoji=card_emoji(loc, c)))
        controls: list[Button | Select] = [Select("pick", ctx.t("gin-pick-discard"), options, row=0)]
        label = card_label(loc, card) if card else "—"
        if mine:
            lines, arr_opts = [], []
            for k, ch in enumerate(mine):
                # twice: with suit faces for the embed, as text for the select option
                scores, scores_text = ((ctx.t("gin-arr-scores", columns=self.cols(ctx, ch["columns"], t))
                                        if ch["allowed"] else ctx.t("gin-arr-nothing")) for t in (False, True))
                head, head_text = (ctx.t(f"gin-arr-{self.game_id}", n=k + 1, deadwood=ch["deadwood"],
                                         blocked=self.cols(ctx, ch["blocked"], t) if ch["blocked"]
                                         else ctx.t("gin-blocks-nothing")) for t in (False, True))
                mark = "▸ " if k == pick else ""
                lines.append(f"{mark}**{head}** – {scores}\n{self.melds(ctx, ch['melds'])}"
                             f" | {self.cards(ctx, ch['deadwood_cards'])}")
                arr_opts.append(Option(str(k), head_text, default=k == pick, description=scores_text))
            add_lines(e, ctx.t("gin-ways-out", card=label), lines)
            if pick is not None and not mine[pick]["allowed"]:
                ok = [str(k + 1) for k, ch in enumerate(mine) if ch["allowed"]]
                e.add_field(name="⛔", value=ctx.t("gin-allowed", list=", ".join(ok)) if ok
                            else ctx.t("gin-allowed-none"), inline=False)
            if len(mine) > 1:
                controls.append(Select("arr", ctx.t("gin-pick-arrangement"), arr_opts, row=1))
        elif card:
            e.add_field(name=ctx.t("gin-ways-out", card=label), value=ctx.t("gin-cannot-knock"), inline=False)
        controls.append(Button("discard", ctx.t("gin-discard", card=card_text(loc, card) if card else "—"),
                               style=discord.ButtonStyle.primary, emoji=card_emoji(loc, card) if card else None,
                               disabled=card is None, row=2))
        if mine and pick is not None:
            gin = mine[pick]["gin"]
            controls.append(Button("go_out", ctx.t("gin-gin" if gin else "gin-knock"),
                                   style=discord.ButtonStyle.success, emoji="🎉" if gin else "✊", row=2))
        return controls

    def on_control(self, op, arg, values, draft, view) -> dict[str, Any] | None:
        if op == "take":
            return {"type": "take_upcard"}
        if op == "pass":
            return {"type": "pass"}
        if op == "draw":
            return {"type": "draw", "from": "discard" if arg == "discard" else "stock"}
        if op == "pick" and values:
            draft["discard"] = values[0]
            draft.pop("arr", None)
            return None
        if op == "arr" and values:
            draft["arr"] = values[0]
            return None
        if op in ("discard", "go_out"):
            card, mine, pick = self.chosen(view, draft)
            if op == "discard" or not mine or pick is None:
                return {"type": "discard" if op == "discard" else "knock",
                        ("card" if op == "discard" else "discard"): card or ""}
            return dict(mine[pick]["action"])
        return None
