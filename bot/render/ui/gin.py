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
the top — and every hand gets a fresh table message. What "Full log" offers is therefore not the
moves but the last hand's settlement in full (both hands' melds and deadwood, the lay-offs, where
the points went and why): public once the hand is over. The table shows that hand short, on a few
lines until the next hand's first move, then on one line (issue 23: the table at a glance).
"""

from __future__ import annotations

from typing import Any

import discord

from engine.cards import SUITS, suit_of

from ..i18n import SUIT_SYMBOLS, card_button, card_label, suit_label
from .base import Button, Ctx, GameUI, Rendered, Select, as_then, named_card, rows_of

INDENT = "\u2003"  # an em space: Discord keeps it at the start of a line
CARD_ROWS = 4       # rows 0–3: the hand, a button per card (at most 11); row 4 the moves
GO_OUT_BUTTONS = 3   # row 4: one button per discard that goes out, best first (each on a line of its own at 400 px)
ARRANGE_BUTTONS = 15  # rows 0–2 of the second step; row 3 holds "Back"
STOCK_SHOWN = 5    # a replay shows the stock's next cards face up …
DISCARD_SHOWN = 4  # … and the discard pile's top ones


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

    # ---- public table ---------------------------------------------------------------------------
    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """The hand and whose move it is, the latest move, the top discard and the stock, the
        score sheet a line a column, and the last hand's settlement: in full until the next hand's
        first move, then on one line (a finished match: the result and how it ended)."""
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        top = view["discard_top"]
        lines = []
        if view["result"]:
            lines += ["**🏁 " + self.result_line(view["result"], ctx) + "**", *self.end_lines(view, ctx)]
        else:
            top_text = card_label(ctx.locale, top) if top else "—"
            lines.append(ctx.t("gin-table-info", hand=view["hand_no"], card=top_text))
            lines.append("**" + ctx.t(f"gin-await-{view['awaiting']}", name=ctx.name(view["turn"])) + "**")
        st = view["last_settlement"]
        # the hand just settled, in a field until the next hand's first move, then on one line; a
        # finished match says how its last hand ended (the last move) and leaves the rest of it to
        # "Full log": its score is on the sheet (issue 37: room for the ratings on a phone)
        fresh = st is not None and not view["result"] and st["hand"] < view["hand_no"] and not view["last_move"]
        if view["last_move"]:
            lines.append(self.move_line(view, ctx))
        lines += self.seat_lines(view.get("stand_ins", []), ctx)  # a stand-in came or went with that move
        if st and not fresh and not view["result"]:
            lines.append(self.settlement_summary(st, ctx))
        e.description = "\n".join(lines)
        self.score_sheet(e, view, ctx)
        if st and fresh:  # the hand just settled, short (in full behind "Full log")
            e.add_field(name=ctx.t("gin-last-hand", hand=st["hand"]), value="\n".join(self.settlement_short(st, ctx)),
                        inline=False)
        return e

    def has_history(self, view: dict[str, Any]) -> bool:
        return view.get("last_settlement") is not None

    def history(self, view: dict[str, Any], ctx: Ctx) -> list[str]:
        """The last hand's settlement in full (module docstring: no moves are kept)."""
        st = view.get("last_settlement")
        if st is None:
            return []
        lines = [f"__{ctx.t('gin-last-hand', hand=st['hand'])}__", *self.settlement_lines(st, ctx)]
        return lines + (["🏁 " + self.result_line(view["result"], ctx)] if view.get("result") else [])

    def table_log(self, view: dict[str, Any], ctx: Ctx) -> tuple[str, list[str]]:
        return "", []  # (the latest move is in the description; the rules keep no log)

    def settlement_short(self, st: dict[str, Any], ctx: Ctx) -> list[str]:
        """The hand just settled on the table: how it ended, the defender's deadwood (and
        lay-offs), and the score; both hands in full are behind "Full log"."""
        if st["kind"] == "dead":
            return self.settlement_lines(st, ctx)
        how = ctx.t(f"gin-short-{st['kind']}", name=ctx.name(st["knocker"]), deadwood=st["knocker_deadwood"])
        defender = ctx.t("gin-defender-short", name=ctx.name(st["defender"]), points=st["defender_deadwood"],
                         count=len(st["layoffs"]))
        return [how, defender, f"**{self.settlement_score(st, ctx)}**"]

    def settlement_score(self, st: dict[str, Any], ctx: Ctx) -> str:
        """Who scored how much, and where it went (a hand that was not dead)."""
        key = "gin-scores-bonus" if st["bonus"] else "gin-scores"
        return ctx.t(key, name=ctx.name(st["scorer"]), points=st["points"], bonus=st["bonus"],
                     columns=self.cols(ctx, st["columns"]))

    def footer(self, view: dict[str, Any], ctx: Ctx, table_id: str) -> str:
        """Who deals and the stock's count, then the table's number."""
        if view["result"]:
            return table_id
        return ctx.t("gin-footer", dealer=ctx.name(view["dealer"]), stock=view["stock_count"]) + " · " + table_id

    def move_line(self, view: dict[str, Any], ctx: Ctx) -> str:
        """The latest move, its seat named as it was when the move was made: "🤖 for alice" for the
        stand-in's move even once she is back (and plain "alice" for her own, her stand-in since
        come): the move comes before the stand-ins and rejoins the latest action logged."""
        mv = view["last_move"]
        if not mv:
            return ctx.t("gin-move-none", name=ctx.name(view["forhand"]))
        ctx = as_then([{"type": "move"}, *view.get("stand_ins", [])], ctx)[0]
        move = mv["move"]
        if move == "drew":
            move = f"drew-{mv['from']}"
        card = card_label(ctx.locale, mv["card"]) if mv.get("card") else ""
        return ctx.t(f"gin-move-{move}", name=ctx.name(mv["seat"]), card=card)

    def score_sheet(self, e: discord.Embed, view: dict[str, Any], ctx: Ctx) -> None:
        """Under how the match is won: Färg-gin a line a player, their points in each suit (🏆 a
        suit they won; where it decides a 2–2, their total); Hollywood Gin a line a column, each
        player's points in it."""
        closed = view["closed"]
        rows = []
        if self.farg:
            for s in view["seats"]:
                cells = [f"{self.col(ctx, c)} {view['scores'][s][c]}" + (" 🏆" if closed.get(c) == s else "")
                         for c in view["columns"]]
                if view["options"].get("tiebreak") == "total_points":
                    cells.append(f"Σ {view['totals'][s]}")
                gone = " " + ctx.t("seat-left") if s in view["left"] else ""
                rows.append(f"{ctx.name(s)}{gone}: " + "  ".join(cells))  # (the suit signs part them)
        else:
            for c in view["columns"]:
                cells = [f"{ctx.name(s)} {view['scores'][s][c]}" + (" 🏆" if closed.get(c) == s else "")
                         for s in view["seats"]]
                rows.append(f"{self.col(ctx, c)}: " + " · ".join(cells))
        e.add_field(name=ctx.t(f"gin-sheet-rules-{self.game_id}", target=view["options"]["target"]),
                    value="\n".join(rows), inline=False)

    def settlement_summary(self, st: dict[str, Any], ctx: Ctx) -> str:
        """The last hand on one line: who scored how much where (or that it was dead)."""
        if st["kind"] == "dead":
            return ctx.t("gin-summary-dead", hand=st["hand"])
        return ctx.t("gin-summary", hand=st["hand"], name=ctx.name(st["scorer"]), points=st["points"],
                     columns=self.cols(ctx, st["columns"]), kind=st["kind"])

    def settlement_lines(self, st: dict[str, Any], ctx: Ctx) -> list[str]:
        """The last hand in full, on a few short lines: how it ended; each hand's melds and
        deadwood (and what was laid off); the score and where it went (and, in Färg-gin, which
        suits the melds blocked)."""
        if st["kind"] == "dead":
            return [ctx.t("gin-dead", name=ctx.name(st["dealer"]))]
        kn = ctx.name(st["knocker"])
        out = [ctx.t(f"gin-settle-{st['kind']}", name=kn, card=card_label(ctx.locale, st["discard"]),
                     deadwood=st["knocker_deadwood"])]
        layoffs: dict[tuple[str, ...], list[str]] = {}
        for x in st["layoffs"]:
            layoffs.setdefault(tuple(x["onto"]), []).append(x["card"])
        for who, side in ((st["knocker"], "knocker"), (st["defender"], "defender")):
            melds = " ".join(f"[{self.cards(ctx, m)}]" for m in st[f"{side}_melds"]) or ctx.t("gin-no-melds")
            line = ctx.t("gin-hand-shown", name=ctx.name(who), melds=melds,
                         cards=self.cards(ctx, st[f"{side}_deadwood_cards"]), points=st[f"{side}_deadwood"])
            if side == "defender" and layoffs:
                line += " · " + ctx.t("gin-hand-laid-off", list=", ".join(
                    ctx.t("gin-hand-layoff", card=self.cards(ctx, cards), meld=self.cards(ctx, list(m)))
                    for m, cards in layoffs.items()))
            out.append(line)
        key = "gin-scores-bonus" if st["bonus"] else "gin-scores"
        scores = "**" + ctx.t(key, name=ctx.name(st["scorer"]), points=st["points"], bonus=st["bonus"],
                              columns=self.cols(ctx, st["columns"])) + "**"
        if not self.farg:
            scores += " · " + ctx.t("gin-hand-scoring-no", n=st["scoring_hand"])
        elif st.get("blocked"):
            scores += " · " + ctx.t("gin-blocked-short", columns=self.cols(ctx, st["blocked"]))
        out.append(scores)
        return out

    # ---- the replay ----------------------------------------------------------------------------
    def replay(self, state: Any, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """Whose move (or the result), the stock's next cards and the discard pile face up, both
        hands by suit, the score sheet (the step's own lines, above, say how a hand ended)."""
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        loc = ctx.locale
        if view["result"]:
            lines = ["**🏁 " + self.result_line(view["result"], ctx) + "**", *self.end_lines(view, ctx)]
        else:
            lines = ["**" + ctx.t(f"gin-await-{view['awaiting']}", name=ctx.name(view["turn"])) + "**"]
        stock = list(state.stock)
        shown = " ".join(card_label(loc, c) for c in stock[:STOCK_SHOWN]) + (" …" if len(stock) > STOCK_SHOWN else "")
        pile = list(state.discard)
        top = [card_label(loc, c) for c in pile[-DISCARD_SHOWN:]]
        if top:
            top[-1] = f"**{top[-1]}**"
        lines.append(ctx.t("replay-stock", count=len(stock), cards=shown or "—"))
        lines.append(ctx.t("replay-discard", count=len(pile),
                           cards=(("… " if len(pile) > DISCARD_SHOWN else "") + " ".join(top)) if top else "—"))
        for seat in view["seats"]:
            hand = list(state.hands.get(seat, []))
            groups = [" ".join(card_label(loc, c) for c in hand if suit_of(c) == s_) for s_ in SUITS
                      if any(suit_of(c) == s_ for c in hand)]
            mark = "▶ " if seat == view["turn"] else ""
            lines.append(f"{mark}**{ctx.name(seat)}**: " + (" · ".join(groups) or ctx.t("hand-empty")))
        e.description = "\n".join(lines)
        self.score_sheet(e, view, ctx)
        return e

    def replay_move(self, events: list[dict[str, Any]], view: dict[str, Any], ctx: Ctx) -> list[str]:
        """The move (drew, discarded, knocked…), or how the hand just ended, short."""
        if any(ev.get("type") in ("hand_scored", "hand_dead") for ev in events) and view["last_settlement"]:
            return self.settlement_short(view["last_settlement"], ctx)
        seats = self.seat_lines(events, ctx)
        if any(ev.get("type") in ("stand_in", "rejoined") for ev in events) and not any(
                ev.get("type") not in ("stand_in", "rejoined", "turn") for ev in events):
            return seats  # (a stand-in or a rejoin alone: no move was made)
        if view["last_move"] and not any(ev.get("type") == "game_over" for ev in events):
            return [self.move_line(view, ctx), *seats]
        return seats

    def new_message_on(self, events: list[dict[str, Any]]) -> bool:
        return any(ev.get("type") == "hand_dealt" for ev in events)

    def result_line(self, result: dict[str, Any], ctx: Ctx) -> str:
        reason = result.get("reason")
        names = ", ".join(ctx.name(s) for s in result.get("winners", []))
        if reason == "draw":
            return ctx.t("gin-result-draw")
        if reason in ("suits_won", "columns_won") and result.get("winners") and "target" in result:
            winner = result["winners"][0]
            return ctx.t(f"gin-result-{self.game_id}", name=ctx.name(winner), target=result["target"],
                         columns=self.cols(ctx, result["won"].get(winner, [])))
        if reason == "tiebreak_total_points" and result.get("totals"):
            totals = sorted(result["totals"].values(), reverse=True)
            return ctx.t("gin-result-tiebreak-points", name=names, points=totals[0], other=totals[-1])
        if reason == "tiebreak_total_points":
            return ctx.t("gin-result-tiebreak", name=names)
        if reason == "forfeit":
            return ctx.t("gin-result-forfeit", name=names)
        return super().result_line(result, ctx)

    # ---- hand view ------------------------------------------------------------------------------
    @staticmethod
    def ways_out(view: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
        """Every way to go out, by discard, in hand order (each list in the engine's order)."""
        outs: dict[str, list[dict[str, Any]]] = {}
        for ch in view.get("go_out_choices", []):
            outs.setdefault(ch["discard"], []).append(ch)
        return outs

    def go_out_offers(self, view: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
        """The discards that let the player go out now (with their allowed ways), best first."""
        offers = []
        for card, ways in self.ways_out(view).items():
            allowed = [w for w in ways if w["allowed"]]
            if allowed:
                offers.append((card, allowed))
        offers.sort(key=lambda o: (min(w["deadwood"] for w in o[1]), view["hand"].index(o[0])))
        return offers[:GO_OUT_BUTTONS]

    def hand_rows(self, view: dict[str, Any]) -> list[list[str]]:
        """The hand as rows of cards: a row per meld of the best arrangement (a long run on two),
        then the deadwood apart (with eleven cards the best discard among it); packed closer if
        that needs more than :data:`CARD_ROWS` rows."""
        in_melds = {c for m in view["melds"] for c in m}
        groups = [*view["melds"], [c for c in view["hand"] if c not in in_melds]]
        return rows_of(groups, CARD_ROWS, spread=True) or [view["hand"][i:i + 5] for i in range(0, 15, 5)]

    def card_buttons(self, view: dict[str, Any], ctx: Ctx, usable: set[str]) -> list[Button | Select]:
        """Each card once, as its button (tap: discard it); ``usable``: the cards that may be
        discarded now (the others are shown disabled). The best discard is blue."""
        hand, best = view["hand"], view.get("best_discard")
        out: list[Button | Select] = []
        for r, row in enumerate(self.hand_rows(view)):
            for c in row:
                label, face = card_button(ctx.locale, c)
                out.append(Button("discard", label, arg=str(hand.index(c)), row=r, emoji=face,
                                  style=discord.ButtonStyle.primary if c == best and c in usable
                                  else discord.ButtonStyle.secondary, disabled=c not in usable))
        return out

    def facts(self, view: dict[str, Any], ctx: Ctx, top: bool) -> str:
        """The deadwood, the stock and (``top``) the discard pile's top, on one line."""
        key = "gin-hand-facts-eleven" if "best_discard" in view else "gin-hand-facts"
        line = ctx.t(key, deadwood=view["deadwood"], stock=view["stock_count"])
        if top:
            card = view["discard_top"]
            line += " · " + ctx.t("gin-hand-top", card=card_label(ctx.locale, card) if card else "—")
        return line

    def hand(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any]) -> Rendered:
        """What to do first, on one line; the facts on one; the hand as its buttons, a row per
        meld and the deadwood apart; the moves on the last row."""
        e = discord.Embed(title=self.title(ctx) + " – " + ctx.t("your-hand"), colour=self.colour)
        top = view["discard_top"]
        awaiting = view["awaiting"]
        mine_turn = view["turn"] == ctx.seat and bool(view["legal"]) and not view["result"]
        if view["result"]:
            e.description = "\n".join([self.over_head(view, ctx), self.facts(view, ctx, False)])
            return Rendered(e, self.card_buttons(view, ctx, set()))
        if not mine_turn:
            e.description = "\n".join([f"**{ctx.t(f'gin-await-{awaiting}', name=ctx.name(view['turn']))}**",
                                        self.facts(view, ctx, True)])
            return Rendered(e, self.card_buttons(view, ctx, set()))
        if awaiting == "discard":
            return self.discard_view(view, ctx, draft, e)
        controls = self.card_buttons(view, ctx, set())
        top_label = card_label(ctx.locale, top) if top else ""
        e.description = "\n".join([f"**{ctx.t(f'gin-you-{awaiting}', card=top_label)}**",
                                    self.facts(view, ctx, False)])
        if awaiting == "take_or_pass":
            label, face = named_card(ctx, "gin-take", top)
            controls += [Button("take", label, style=discord.ButtonStyle.primary, emoji=face, row=CARD_ROWS),
                         Button("pass", ctx.t("gin-pass"), row=CARD_ROWS)]
        else:
            controls.append(Button("draw", ctx.t("gin-draw-stock"), arg="stock",
                                   style=discord.ButtonStyle.primary, row=CARD_ROWS))
            if awaiting == "draw" and top:
                label, face = named_card(ctx, "gin-draw-discard", top)
                controls.append(Button("draw", label, arg="discard", emoji=face, row=CARD_ROWS))
        return Rendered(e, controls)

    def discard_view(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any], e: discord.Embed) -> Rendered:
        """Tap a card to discard it; a green button per discard that goes out (knock or gin), with
        the deadwood it leaves (Färg-gin: and where it scores). A discard with several allowed
        ways to lay the melds (Färg-gin: which suits they block) asks which, a step of its own."""
        hand = view["hand"]
        card = draft.get("discard")
        ways = self.ways_out(view).get(card or "", [])
        if draft.get("step") == "arrange" and sum(w["allowed"] for w in ways) > 1:
            return Rendered(e, self.arrange_controls(view, ctx, card, ways, e))
        usable = {a["card"] for a in view["legal"] if a["type"] == "discard"}
        controls = self.card_buttons(view, ctx, usable)
        offers = self.go_out_offers(view)
        best = [min(allowed, key=lambda w: w["deadwood"]) for _, allowed in offers]
        shared = len({tuple(w["columns"]) for w in best}) == 1  # where going out scores, said once
        for (c, _), w in zip(offers, best, strict=True):
            label, face = named_card(ctx, "gin-gin-out" if w["gin"] else "gin-knock-out", c, deadwood=w["deadwood"])
            if not shared:
                label += " → " + self.cols(ctx, w["columns"], text=True)
            sign = "🎉" if w["gin"] else "✊"
            controls.append(Button("go_out", f"{sign} {label}" if face else label, arg=str(hand.index(c)),
                                   style=discord.ButtonStyle.success, emoji=face or sign, row=CARD_ROWS))
        lines = [f"**{ctx.t('gin-you-discard-out' if offers else 'gin-you-discard-tap')}**"]
        facts = [ctx.t("gin-out-scores", columns=self.cols(ctx, best[0]["columns"])) if offers and shared
                 else self.facts(view, ctx, False) if not offers else "",
                 ctx.t("gin-hand-stock", stock=view["stock_count"]) if offers else ""]
        lines.append(" · ".join(f for f in facts if f))
        if not offers and view.get("go_out_choices"):
            # deadwood low enough, but no way to lay the melds lets the points enter an open column
            lines.append("⛔ " + ctx.t("gin-out-blocked"))
            controls.append(Button("go_out", ctx.t("gin-knock"), emoji="✊", disabled=True, row=CARD_ROWS))
        e.description = "\n".join(lines)
        return Rendered(e, controls)

    def arrange_controls(self, view: dict[str, Any], ctx: Ctx, card: str, ways: list[dict[str, Any]],
                         e: discord.Embed) -> list[Button | Select]:
        """The second step of going out: which way to lay the melds (what each blocks and scores)."""
        lines = [f"**{ctx.t('gin-ways-out', card=card_label(ctx.locale, card))}**"]
        controls: list[Button | Select] = []
        for k, w in enumerate(ways[:ARRANGE_BUTTONS]):
            scores = (ctx.t("gin-arr-scores", columns=self.cols(ctx, w["columns"])) if w["allowed"]
                      else ctx.t("gin-arr-nothing"))
            blocks = self.cols(ctx, w["blocked"]) if w["blocked"] else ctx.t("gin-blocks-nothing")
            head = ctx.t(f"gin-arr-{self.game_id}", n=k + 1, deadwood=w["deadwood"], blocked=blocks)
            lines.append(f"{head} – {scores}: {self.melds(ctx, w['melds'])}")
            # what the way means, on the button: what its melds block (Färg-gin offers several ways)
            controls.append(Button("arr", ctx.t("gin-arr-gin-blocks" if w["gin"] else "gin-arr-knock-blocks",
                                                blocked=self.cols(ctx, w["blocked"], text=True) if w["blocked"]
                                                else ctx.t("gin-blocks-nothing")),
                                   arg=str(k), emoji="🎉" if w["gin"] else "✊", row=k // 5,
                                   style=discord.ButtonStyle.success, disabled=not w["allowed"]))
        e.description = "\n".join(lines)
        controls.append(Button("back", ctx.t("gin-back"), emoji="↩️", row=3))
        return controls

    def on_control(self, op, arg, values, draft, view) -> dict[str, Any] | None:
        hand = view["hand"]
        if op == "take":
            return {"type": "take_upcard"}
        if op == "pass":
            return {"type": "pass"}
        if op == "draw":
            return {"type": "draw", "from": "discard" if arg == "discard" else "stock"}
        if op == "back":
            draft.clear()
            return None
        card = hand[int(arg)] if arg.isdigit() and int(arg) < len(hand) else None
        if op == "discard" and card:
            return {"type": "discard", "card": card}
        if op == "go_out" and card:
            allowed = [w for w in self.ways_out(view).get(card, []) if w["allowed"]]
            if len(allowed) > 1:
                draft.clear()
                draft.update(step="arrange", discard=card)
                return None
            if allowed:
                return dict(allowed[0]["action"])
            return {"type": "knock", "discard": card}  # the engine says why not
        if op == "arr" and arg.isdigit():
            ways = self.ways_out(view).get(draft.get("discard", ""), [])
            if int(arg) < len(ways):
                return dict(ways[int(arg)]["action"])
        return None
