"""The house has one way through: no import circle in ``bot/``, none running back up, for the
modules and for the packages they stand in; each package imports only the packages below it
(``scripts/imports.py`` reads the imports; the picture is in ``bot/__init__.py`` and README)."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("imports_script", ROOT / "scripts" / "imports.py")
assert spec is not None and spec.loader is not None
imports = importlib.util.module_from_spec(spec)
spec.loader.exec_module(imports)



@functools.cache  # (read when a test asks, not when the module is collected: every worker collects it)
def graph() -> dict[str, set[str]]:
    return imports.imports(ROOT)


@functools.cache
def packages() -> dict[str, set[str]]:
    return imports.packages(graph(), ROOT)


# From the ground up: a package may import only packages on a lower layer (the pipeline's stages
# import nothing of a stage beside them, and nothing of the service that runs them).
LAYERS = [
    {"bot.storage"},                 # the records and both databases
    {"bot.core"},                    # the table in memory, a change to it, the clock
    {"bot.ops", "bot.commit"},       # the operator's side; stage 3, one unit of work
    {"bot.route"},                   # stage 1: buttons, selects, the deadline timer
    {"bot.render"},                  # every message, each game's UI, the catalogues
    {"bot.decide", "bot.effects"},   # stage 2, pure decisions; stage 4, what Discord shows
    {"bot.service"},                 # runs the pipeline
    {"bot.app"},                     # puts the bot together
    {"bot", "bot.__main__"},         # the package's face, the command line
]


def test_no_import_circle_and_none_running_back_up_among_modules():
    assert imports.circles(graph()) == []
    level = imports.floors(graph())
    assert [(m, w) for m in graph() for w in graph()[m] if level[w] >= level[m]] == []


def test_no_import_circle_and_none_running_back_up_among_packages():
    assert imports.circles(packages()) == []
    level = imports.floors(packages())
    assert [(p, q) for p in packages() for q in packages()[p] if level[q] >= level[p]] == []


def test_the_tree_is_the_layers_and_each_package_imports_only_those_below_it():
    layer = {p: i for i, ps in enumerate(LAYERS) for p in ps}
    assert set(packages()) == set(layer), "every module of bot/ lives in one of the packages above"
    wrong = sorted((p, q) for p in packages() for q in packages()[p] if layer[q] >= layer[p])
    assert wrong == []


def test_the_decisions_are_pure():
    """Stage 2 imports nothing that stores, talks to Discord, or runs the pipeline."""
    assert packages()["bot.decide"] <= {"bot.storage", "bot.core", "bot.render"}
    for path in (ROOT / "bot" / "decide").glob("*.py"):
        lines = path.read_text("utf-8").splitlines()
        assert not [x for x in lines if x.startswith(("import discord", "from discord", "import aiosqlite",
                                                      "import asyncpg"))], path.name


def test_the_script_finds_a_circle_when_there_is_one(tmp_path):
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "__init__.py").write_text("")
    (tmp_path / "bot" / "a.py").write_text("from . import b\n")
    (tmp_path / "bot" / "b.py").write_text(  # a type-only import counts too
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n")
    graph = imports.imports(tmp_path)
    assert imports.circles(graph) == [["bot.a", "bot.b"]]


def test_the_script_finds_a_circle_between_packages(tmp_path):
    """Two packages whose modules import each other's, with no circle among the modules."""
    for pkg in ("x", "y"):
        (tmp_path / "bot" / pkg).mkdir(parents=True)
        (tmp_path / "bot" / pkg / "__init__.py").write_text("")
    (tmp_path / "bot" / "__init__.py").write_text("")
    (tmp_path / "bot" / "x" / "low.py").write_text("from ..y import top\n")
    (tmp_path / "bot" / "y" / "top.py").write_text("")
    (tmp_path / "bot" / "y" / "other.py").write_text("from ..x import high\n")
    (tmp_path / "bot" / "x" / "high.py").write_text("")
    graph = imports.imports(tmp_path)
    assert imports.circles(graph) == []
    assert imports.circles(imports.packages(graph, tmp_path)) == [["bot.x", "bot.y"]]
