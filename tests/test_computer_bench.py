"""The computer players' modules stay pure, and the bench (``python -m engine bots``) runs.

The policies (``engine/computer`` but the bench) import no clock, no I/O, nothing of the bot: a
decision is a pure function of what a seat may know. The bench itself is no test of strength
(that is its own run, not the suite's); here it only has to print its table and its verdicts.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

from engine.computer import bench

ROOT = Path(__file__).resolve().parent.parent
PURE_OK = {"__future__", "collections", "dataclasses", "json", "math", "random", "typing"}


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
    return names


def test_the_policies_import_nothing_impure() -> None:
    for path in sorted((ROOT / "engine" / "computer").glob("*.py")):
        if path.name == "bench.py":
            continue
        for name in imported(path):
            top = name.split(".")[0]
            assert name.startswith(".") or top in PURE_OK, f"{path.name} imports {name}"
            assert "bench" not in name, f"{path.name} imports the bench"


def test_wilson_interval() -> None:
    lo, hi = bench.wilson(90, 100)
    assert round(lo, 3) == 0.826 and round(hi, 3) == 0.945
    assert bench.wilson(0, 0) == (0.0, 1.0)
    assert bench.wilson(10, 10)[1] == 1.0


def test_the_bench_prints_every_figure_and_target(capsys: pytest.CaptureFixture[str]) -> None:
    anchors = all(importlib.util.find_spec(m) for m in ("pyspiel", "rlcard"))
    assert bench.main(games=2, gin_games=1, hands=4, seed=3, anchors=anchors) == 0
    out = capsys.readouterr().out
    for label, *_ in bench.ROWS:
        assert f"{label}: good beats random" in out and f"{label}: good beats easy" in out
    assert "CPU per good decision" in out and "p99" in out
    if anchors:
        assert "OpenSpiel simple_gin_rummy_bot: good wins" in out
        assert "RLCard GinRummyNoviceRuleAgent: good wins" in out
