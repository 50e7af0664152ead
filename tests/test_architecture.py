"""The house has one way through (issue 20): no import circle in ``bot/``, no import running back
up, and the pipeline's steps import only the steps after them (``scripts/imports.py`` reads the
imports; see the picture at the top of ``bot/service.py``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("imports_script", ROOT / "scripts" / "imports.py")
assert spec is not None and spec.loader is not None
imports = importlib.util.module_from_spec(spec)
spec.loader.exec_module(imports)

GRAPH = imports.imports(ROOT)
DECIDE = {"bot.lobby", "bot.moves", "bot.rematch", "bot.change"}
COMMIT = {"bot.commit", "bot.coordination", "bot.storage", "bot.storage.base", "bot.storage.sqlite",
          "bot.storage.postgres"}
EFFECTS = {"bot.effects", "bot.publish", "bot.hands", "bot.pings", "bot.outbox", "bot.reply", "bot.deadlines"}
OWNER = {"bot.service", "bot.app", "bot"}


def test_no_import_circle_and_none_running_back_up():
    assert imports.circles(GRAPH) == []
    level = imports.floors(GRAPH)
    assert [(m, w) for m in GRAPH for w in GRAPH[m] if level[w] >= level[m]] == []


def test_each_step_imports_no_step_before_it_and_never_the_pipeline():
    def reaches(mod: str, others: set[str]) -> set[str]:
        return {w for w in GRAPH[mod] if w in others}

    for mod in DECIDE:  # pure decisions: nothing that stores or talks to Discord
        assert not reaches(mod, COMMIT | EFFECTS | OWNER), mod
    for mod in COMMIT:
        assert not reaches(mod, DECIDE - {"bot.change"} | EFFECTS | OWNER), mod
    for mod in EFFECTS:
        assert not reaches(mod, DECIDE - {"bot.change"} | COMMIT - {"bot.storage", "bot.storage.base"} | OWNER), mod


def test_the_script_finds_a_circle_when_there_is_one(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "__init__.py").write_text("")
    (tmp_path / "bot" / "a.py").write_text("from . import b\n")
    (tmp_path / "bot" / "b.py").write_text(  # a type-only import counts too
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n")
    graph = imports.imports(tmp_path)
    assert imports.circles(graph) == [["bot.a", "bot.b"]]
