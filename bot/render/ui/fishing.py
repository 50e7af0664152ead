"""Finns i sjön and Go Fish on Discord: the public table and the asking hand view."""

from __future__ import annotations

from typing import Any

import discord

from engine.cards import RANKS, SUITS, rank_of
from engine.core import public_event

from ..i18n import card_button, card_label, rank_label, rank_plural
from .base import TABLE_LOG_LINES, Button, Ctx, GameUI, Option, Rendered, Select, as_then, pause_event, rows_of


class FishingUI(GameUI):
    emoji = "🎣"
    colour = 0x1F6FB2

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    # ---- public table ---------------------------------------------------------------------
    def table(self, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """The status (and, once over, why), the players with their cards and books, and how
        many cards the lake holds; the latest round follows as the table's log."""
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        lines = []
        for seat in view["seats"]:
            books = " ".join(rank_label(ctx.locale, r) for r in view["books"][seat]) or "—"
            mark = "▶ " if seat == view["turn"] else ""
            gone = " " + ctx.t("fish-seat-left") if seat in view["left"] else ""
            lines.append(ctx.t("fish-seat-line", mark=mark, name=ctx.name(seat),
                               cards=view["hand_counts"][seat], books=books,
                               nbooks=len(view["books"][seat])) + gone)
        stock = f"{ctx.t(f'fish-stock-{self.game_id}')}: {view['stock_count']}"
        e.add_field(name=f"{ctx.t('players')} · {stock}", value="\n".join(lines), inline=False)
        e.description = "\n".join([f"**{self.status_line(view, ctx)}**", *self.end_lines(view, ctx)])
        return e

    def replay(self, state: Any, view: dict[str, Any], ctx: Ctx) -> discord.Embed:
        """The status, every hand face up with its books, and the lake's count."""
        e = discord.Embed(title=self.title(ctx), colour=self.colour)
        e.description = "\n".join([f"**{self.status_line(view, ctx)}**", *self.end_lines(view, ctx)])

        def books(seat: str) -> str:
            got = view["books"][seat]
            return (" · 📚 " + " ".join(rank_label(ctx.locale, r) for r in got)) if got else ""

        stock = f"{ctx.t(f'fish-stock-{self.game_id}')}: {view['stock_count']}"
        self.replay_hands(e, state, view, ctx, name=f"{ctx.t('replay-hands')} · {stock}", extra=books)
        return e

    def replay_move(self, events: list[dict[str, Any]], view: dict[str, Any], ctx: Ctx) -> list[str]:
        """A question and its answer on one line, as the table's latest round shows them."""
        public = [public_event(ev) for ev in events if ev.get("type") != "game_over"]
        return [line for line in self.round_lines({**view, "log": public}, ctx) if line]

    def table_log(self, view: dict[str, Any], ctx: Ctx) -> tuple[str, list[str]]:
        return ctx.t("fish-latest-round"), self.round_lines(view, ctx)[-TABLE_LOG_LINES:]

    def end_reason(self, view: dict[str, Any], ctx: Ctx) -> str | None:
        """Why the game ended: every book down, a hand or the pile empty (Go Fish)."""
        reason = (view.get("result") or {}).get("reason")
        if reason == "empty_hand":
            empty = [s for s in view["seats"] if s not in view["left"] and not view["hand_counts"][s]]
            return ctx.t("fish-end-empty-hand", names=", ".join(ctx.name(s) for s in empty) or "—",
                         count=len(empty))
        if reason in ("all_books", "empty_stock"):
            return ctx.t(f"fish-end-{reason.replace('_', '-')}")
        return super().end_reason(view, ctx)

    # ---- the latest round, one line per question -------------------------------------------
    @staticmethod
    def latest_round(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The events since the current (or last) player's previous turn ended: every other
        player's latest turn, then theirs. The whole log until everyone has had a turn."""
        turns = [i for i, ev in enumerate(log) if ev["type"] == "turn"]
        if not turns:
            return log
        seat = log[turns[-1]]["seat"]
        mine = [i for i in turns if log[i]["seat"] == seat]
        if len(mine) < 2:
            return log
        after = [i for i in turns if i > mine[-2] and log[i]["seat"] != seat]
        return log[after[0] if after else mine[-1]:]

    def round_lines(self, view: dict[str, Any], ctx: Ctx) -> list[str]:
        """The latest round for the table: a question and its answer (and the draw) on one line."""
        lines: list[str] = []
        events = self.latest_round(view["log"])
        then = as_then(events, ctx)
        i = 0
        while i < len(events):
            ev = events[i]
            ctx = then[i]  # (a seat's name as it was then: "🤖 for alice" only while a computer stood in)
            i += 1
            if ev["type"] == "turn":
                continue  # the status line says whose turn it is
            if ev["type"] != "asked":
                line = self.line(ev, ctx)
                if line:
                    lines.append(line)
                continue
            loc = ctx.locale
            what = card_label(loc, ev["card"]) if ev.get("card") else rank_plural(loc, ev["rank"])
            params = {"name": ctx.name(ev["seat"]), "target": ctx.name(ev["target"]), "what": what}
            answer = events[i] if i < len(events) else None
            if answer and answer["type"] == "gave":
                line = ctx.t("fish-q-got", count=answer["count"], **params)
                i += 1
            elif answer and answer["type"] == "no":
                i += 1
                drew = i < len(events) and events[i]["type"] == "drew" and events[i].get("seat") == ev["seat"]
                i += drew
                line = ctx.t(f"fish-q-miss-{self.game_id}", drew="yes" if drew else "no", **params)
            else:
                lines.append(self.line(ev, ctx) or "")
                continue
            if i < len(events) and events[i]["type"] == "book" and events[i].get("seat") == ev["seat"]:
                line += " " + ctx.t("fish-q-book")  # the book it made, on the same line
                i += 1
            lines.append(line)
        return lines

    def has_history(self, view: dict[str, Any]) -> bool:
        return True  # what the memory rule keeps (history: recent, since the current player's last turn)

    def history_head(self, view: dict[str, Any], ctx: Ctx) -> str | None:
        return ctx.t("log-full") if view["options"]["history"] == "full" else ctx.t("log-recent")

    def event_line(self, ev: dict[str, Any], ctx: Ctx) -> str | None:
        t, who = ev["type"], ctx.name(ev.get("seat"))
        loc = ctx.locale
        if t in ("paused", "resumed"):
            return pause_event(ev, ctx)
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
        """Ask in one or two clicks: the target is remembered (the draft's, else the player's last
        one, else the only one), and a card asks at once for its rank (ask for a card: the rank,
        then the card). What to do comes first; the books and the pile share a line; the hand is
        its buttons, grouped by rank."""
        e = discord.Embed(title=self.title(ctx) + " – " + ctx.t("your-hand"), colour=self.colour)
        books = view["books"].get(ctx.seat or "", [])
        facts = " · ".join([f"{ctx.t('your-books')}: " + (" ".join(rank_label(ctx.locale, r) for r in books) or "—"),
                            f"{ctx.t(f'fish-stock-{self.game_id}')}: {view['stock_count']}",
                            *([] if view["hand"] else [ctx.t("hand-empty")])])
        controls: list[Button | Select] = []
        legal = view["legal"]
        if view["result"] or not legal:
            head = (self.over_head(view, ctx) if view["result"]
                    else f"**{ctx.t('turn-of', name=ctx.name(view['turn']))}**")
            e.description = f"{head}\n{facts}"
            return Rendered(e, self._cards(view, ctx, None, None, first_row=0))
        targets = self._targets(view)
        target = self._target(view, draft)
        card_mode = view["options"].get("ask_mode") == "card"
        askable = set(self._ranks(view)) if target is not None else set()  # (the ranks it may ask for)
        rank = draft.get("rank") if card_mode and target and draft.get("rank") in askable else None
        if target is None:
            status = ctx.t("fish-your-turn-pick")
        elif rank:
            status = ctx.t("fish-your-turn-card", target=ctx.name(target))
        else:
            status = ctx.t("fish-your-turn-card-rank" if card_mode else "fish-your-turn-rank", target=ctx.name(target))
        e.description = f"**{status}**\n{facts}"
        row = 0
        if len(targets) > 1:
            controls.append(Select("target", ctx.t("pick-player"), [
                Option(s, ctx.t("player-with-cards", name=ctx.name(s), count=view["hand_counts"][s]),
                       default=s == target) for s in targets], row=0))
            row = 1
        if not rank:
            return Rendered(e, controls + self._cards(view, ctx, target, rank, first_row=row, askable=askable))
        # the hand (its chosen rank selected; another rank's card asks for that rank instead), then
        # the cards to ask for on the last row, as every view's moves are (issue 37: above the
        # hand, on a phone they read as cards the player holds)
        hand = self._cards(view, ctx, target, rank, first_row=row, rows=4 - row, askable=askable)
        last = max((c.row for c in hand), default=row - 1) + 1
        for suit in self._suits(view, target, rank):
            label, face = card_button(ctx.locale, f"{rank}{suit}")
            hand.append(Button("card", label, arg=suit, emoji=face, style=discord.ButtonStyle.success, row=last))
        hand.append(Button("back", ctx.t("fish-back"), emoji="↩️", row=last))
        return Rendered(e, controls + hand)

    def _cards(self, view: dict[str, Any], ctx: Ctx, target: str | None, rank: str | None,
               first_row: int, rows: int | None = None, askable: set[str] | None = None) -> list[Button | Select]:
        """The hand, each card once as its button, grouped by rank (a row per rank where they fit),
        in ``rows`` rows from ``first_row`` (default: every row left): a card asks for its rank
        (``rank``: the rank already chosen, shown selected). With more cards than the rows hold,
        one button per rank (its first card's face and the count). ``askable``: the ranks the seat may
        ask for (:meth:`_ranks`), if the caller has them already."""
        hand, loc = view["hand"], ctx.locale
        by_rank: dict[str, list[str]] = {}
        for c in hand:
            by_rank.setdefault(rank_of(c), []).append(c)
        ranks = [r for r in RANKS if r in by_rank]
        if askable is None:
            askable = set(self._ranks(view)) if target is not None else set()
        groups = [by_rank[r] for r in ranks]
        room = 5 - first_row if rows is None else rows
        laid = rows_of(groups, room)
        if laid is None:  # one button per rank
            laid = rows_of([[g] for g in groups], room) or []
            laid = [[g[0] for g in row] for row in laid]
            counts = {g[0]: len(g) for g in groups}
        else:
            counts = {}
        out: list[Button | Select] = []
        seen: dict[str, int] = {}
        for i, row in enumerate(laid):
            for c in row:
                r = rank_of(c)
                label, face = card_button(loc, c)
                if counts.get(c, 1) > 1:
                    label = f"{label} ×{counts[c]}".strip()
                k = seen.get(r, 0)
                seen[r] = k + 1
                out.append(Button("rank", label, arg=r if k == 0 else f"{r}.{k}", row=first_row + i, emoji=face,
                                  style=discord.ButtonStyle.primary if r == rank else discord.ButtonStyle.secondary,
                                  disabled=r not in askable or r == rank))
        return out

    # ---- what the asking controls offer (the engine's legal questions) ---------------------------
    @staticmethod
    def _targets(view: dict[str, Any]) -> list[str]:
        return sorted({a["target"] for a in view["legal"]}, key=view["seats"].index)

    @staticmethod
    def _ranks(view: dict[str, Any]) -> list[str]:
        held = {rank_of(c) for c in view["hand"]}
        asked: set[str] = set()
        for a in view["legal"]:  # (a question for a card: every card of a held rank, up to 104 of them)
            if a.get("rank") is not None:
                asked.add(a["rank"])
            if a.get("card"):
                asked.add(rank_of(a["card"]))
        return [r for r in RANKS if r in held and r in asked]

    @staticmethod
    def _suits(view: dict[str, Any], target: str, rank: str) -> list[str]:
        return [s for s in SUITS if {"type": "ask", "target": target, "card": f"{rank}{s}"} in view["legal"]]

    def _target(self, view: dict[str, Any], draft: dict[str, Any]) -> str | None:
        """Whom a rank button asks: the draft's pick, else whom this player asked last, else the
        only one there is (``None``: the player picks first)."""
        targets = self._targets(view)
        if draft.get("target") in targets:
            return draft["target"]
        last = next((ev["target"] for ev in reversed(view["log"])
                     if ev["type"] == "asked" and ev.get("seat") == view.get("seat")), None)
        if last in targets:
            return last
        return targets[0] if len(targets) == 1 else None

    def on_control(self, op, arg, values, draft, view) -> dict[str, Any] | None:
        if op == "target" and values:
            draft["target"] = values[0]
            return None
        if op == "back":
            draft.pop("rank", None)
            return None
        target = self._target(view, draft)
        if target is None:
            return None
        rank = arg.split(".")[0]  # (a rank's second and third card: "K.1", "K.2")
        if op == "rank" and rank in self._ranks(view):
            if view["options"].get("ask_mode") == "card":
                draft.update(target=target, rank=rank)
                return None
            return {"type": "ask", "target": target, "rank": rank}
        if op == "card" and draft.get("rank") and arg in SUITS:
            return {"type": "ask", "target": target, "card": f"{draft['rank']}{arg}"}
        return None
