"""Finns i sjön and Go Fish on Discord: the public table and the asking hand view."""

from __future__ import annotations

from typing import Any

import discord

from engine.cards import RANKS, SUITS, rank_of

from ..i18n import card_emoji, card_label, card_text, rank_label, rank_plural
from .base import Button, Ctx, GameUI, Option, Rendered, Select

MAX_LOG_LINES = 25


class FishingUI(GameUI):
    emoji = "🎣"
    colour = 0x1F6FB2

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    # ---- public table ---------------------------------------------------------------------
    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        status = self.status_line(view, ctx)
        lines = []
        for seat in view["seats"]:
            books = " ".join(rank_label(ctx.locale, r) for r in view["books"][seat]) or "—"
            mark = "▶ " if seat == view["turn"] else ""
            gone = " " + ctx.t("fish-seat-left") if seat in view["left"] else ""
            lines.append(ctx.t("fish-seat-line", mark=mark, name=ctx.name(seat),
                               cards=view["hand_counts"][seat], books=books,
                               nbooks=len(view["books"][seat])) + gone)
        e.add_field(name=ctx.t("players"), value="\n".join(lines), inline=False)
        e.add_field(name=ctx.t(f"fish-stock-{self.game_id}"), value=str(view["stock_count"]))
        log = self.history(view, ctx)[-MAX_LOG_LINES:]
        head = ctx.t("log-full") if view["options"]["history"] == "full" else ctx.t("log-recent")
        e.description = f"**{status}**\n\n__{head}__\n" + ("\n".join(log) or "—")
        return e

    def has_history(self, view: dict[str, Any]) -> bool:
        return view["options"]["history"] == "full"

    def event_line(self, ev: dict[str, Any], ctx: Ctx) -> str | None:
        t, who = ev["type"], ctx.name(ev.get("seat"))
        loc = ctx.locale
        if t == "asked":
            if ev.get("card"):
                return ctx.t("ev-asked-card", name=who, target=ctx.name(ev["target"]),
                             card=card_label(loc, ev["card"]))
            return ctx.t("ev-asked", name=who, target=ctx.name(ev["target"]), ranks=rank_plural(loc, ev["rank"]))
        if t == "gave":
            return ctx.t("ev-gave", name=who, target=ctx.name(ev["to"]), count=ev["count"],
                         ranks=rank_plural(loc, ev["rank"], ev["count"]))
        if t == "no":
            return ctx.t(f"ev-no-{self.game_id}", name=who)
        if t == "drew":
            return ctx.t("ev-drew", name=who)
        if t == "showed":
            return ctx.t("ev-showed", name=who, card=card_label(loc, ev["card"]))
        if t == "book":
            return ctx.t("ev-book", name=who, ranks=rank_plural(loc, ev["rank"]))
        if t == "skipped":
            return ctx.t("ev-skipped", name=who)
        if t == "no_one_to_ask":
            return ctx.t("ev-no-one-to-ask", name=who)
        if t == "left":
            return ctx.t("ev-left", name=who)
        if t == "turn":
            return ctx.t("ev-turn", name=who)
        if t == "game_over":
            return "🏁 " + self.result_line(ev, ctx)
        return None

    def result_line(self, result: dict[str, Any], ctx: Ctx) -> str:
        """Who won and with how many books. A leaver is never among the winners (their books
        stay on the table, out of play); the last one seated wins."""
        reason = result.get("reason")
        if reason == "abandoned":
            return ctx.t("result-abandoned")
        winners = result.get("winners", [])
        names = ", ".join(ctx.name(s) for s in winners) or "—"
        if reason == "players_left":
            return ctx.t("fish-result-players-left", names=names)
        books = result.get("books", {}).get(winners[0], 0) if winners else 0
        return ctx.t("fish-result", names=names, count=len(winners), books=books)

    # ---- hand view ------------------------------------------------------------------------
    def hand(self, view: dict[str, Any], ctx: Ctx, draft: dict[str, Any]) -> Rendered:
        loc = ctx.locale
        hand = view["hand"]
        e = discord.Embed(title=self.title(ctx) + " – " + ctx.t("your-hand"), colour=self.colour)
        groups = []
        for r in RANKS:
            cards = [c for c in hand if rank_of(c) == r]
            if cards:
                groups.append(" ".join(card_label(loc, c) for c in cards))
        e.description = "  ·  ".join(groups) or ctx.t("hand-empty")
        books = view["books"].get(ctx.seat or "", [])
        e.add_field(name=ctx.t("your-books"), value=" ".join(rank_label(loc, r) for r in books) or "—")
        controls: list[Button | Select] = []
        legal = view["legal"]
        if view["result"]:
            e.add_field(name=ctx.t("game-over"), value=self.result_line(view["result"], ctx), inline=False)
        elif not legal:
            e.add_field(name=ctx.t("status"), value=ctx.t("turn-of", name=ctx.name(view["turn"])), inline=False)
        else:
            e.add_field(name=ctx.t("status"), value=ctx.t("your-turn-ask"), inline=False)
            card_mode = view["options"].get("ask_mode") == "card"
            targets = sorted({a["target"] for a in legal}, key=view["seats"].index)
            ranks = [r for r in RANKS if any(rank_of(a.get("card") or "") == r or a.get("rank") == r
                                             for a in legal)]
            controls.append(Select("target", ctx.t("pick-player"), [
                Option(s, ctx.t("player-with-cards", name=ctx.name(s), count=view["hand_counts"][s]),
                       default=draft.get("target") == s) for s in targets], row=0))
            controls.append(Select("rank", ctx.t("pick-rank"), [
                Option(r, rank_label(loc, r), default=draft.get("rank") == r) for r in ranks], row=1))
            ready = draft.get("target") in targets and draft.get("rank") in ranks
            if card_mode:
                suits = [s for s in SUITS if draft.get("rank") and
                         any(a.get("card") == f"{draft['rank']}{s}" for a in legal)]
                if suits:
                    controls.append(Select("suit", ctx.t("pick-suit"), [
                        Option(s, card_text(loc, draft["rank"] + s), default=draft.get("suit") == s,
                               emoji=card_emoji(loc, draft["rank"] + s)) for s in suits], row=2))
                ready = ready and draft.get("suit") in suits
            controls.append(Button("ask", ctx.t("ask"), style=discord.ButtonStyle.primary,
                                   disabled=not ready, emoji="❓", row=3))
        return Rendered(e, controls)

    def on_control(self, op, arg, values, draft, view) -> dict[str, Any] | None:
        if op in ("target", "rank", "suit") and values:
            draft[op] = values[0]
            if op == "rank":
                draft.pop("suit", None)
            return None
        if op == "ask":
            if view["options"].get("ask_mode") == "card":
                return {"type": "ask", "target": draft.get("target", ""),
                        "card": f"{draft.get('rank', '')}{draft.get('suit', '')}"}
            return {"type": "ask", "target": draft.get("target", ""), "rank": draft.get("rank")}
        return None
