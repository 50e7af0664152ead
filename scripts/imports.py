"""The import graph of ``bot/``, from the code's own imports: floors, circles, imports running back up,
for the modules and for the packages they stand in.

    .venv/bin/python scripts/imports.py [--root .] [--edges]

Every ``import``/``from … import`` of a ``bot`` module counts, wherever it is written (inside a
function, or under ``if TYPE_CHECKING:``); ``from ..render import screens`` imports
``bot.render.screens``, not the package ``bot.render`` around it. A module's floor is 1 if it
imports no other ``bot`` module, else one more than the highest floor it imports; modules in a
circle share the circle's floor, and an import from a module to one on the same or a higher floor
runs back up. The same holds one level up: each package of ``bot/`` (``bot.route``,
``bot.render``, …; a module directly in ``bot/``, such as ``bot.service``, stands for itself) is
one node, and a module's import of another package's module is an import of that package. Prints
the packages' floors (with what each imports), then the modules', every circle and every import
running back up (none is the target: the exit code is 1 if there is one).
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path


def module_of(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports(root: Path) -> dict[str, set[str]]:
    """``bot`` module -> the ``bot`` modules it imports."""
    files = {module_of(p, root): p for p in sorted((root / "bot").rglob("*.py"))}
    out: dict[str, set[str]] = {m: set() for m in files}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                subs = [f"{base}.{a.name}" for a in node.names]
                # ``from . import render`` imports the module render, not the package around it
                names = [n for n in subs if n in files] or [base]
                names += [base] if any(n not in files for n in subs) and base in files else []
            for name in names:
                while name and name not in files:
                    name = name.rpartition(".")[0]
                if name and name != mod:
                    out[mod].add(name)
    return out


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def floors(graph: dict[str, set[str]]) -> dict[str, int]:
    group = {m: m for m in graph}
    for comp in circles(graph):
        for m in comp:
            group[m] = comp[0]
    memo: dict[str, int] = {}

    def floor(g: str, seen: frozenset[str]) -> int:
        if g in memo:
            return memo[g]
        members = [m for m in graph if group[m] == g]
        below = {group[w] for m in members for w in graph[m]} - {g}
        memo[g] = 1 + max((floor(b, seen | {g}) for b in below if b not in seen), default=0)
        return memo[g]

    return {m: floor(group[m], frozenset()) for m in graph}


def package_of(module: str, root: Path) -> str:
    """``bot.render.ui.gin`` -> ``bot.render``; a module directly in ``bot/`` stands for itself."""
    parts = module.split(".")
    if len(parts) >= 2 and (root / "bot" / parts[1]).is_dir():
        return ".".join(parts[:2])
    return module


def packages(graph: dict[str, set[str]], root: Path) -> dict[str, set[str]]:
    """The package graph: package -> the other packages its modules import."""
    out: dict[str, set[str]] = {}
    for mod, targets in graph.items():
        p = package_of(mod, root)
        out.setdefault(p, set())
        out[p] |= {package_of(t, root) for t in targets} - {p}
    return out


def report(title: str, graph: dict[str, set[str]], edges: bool) -> bool:
    """Print one graph's floors, circles and imports running back up; True if it has neither."""
    level = floors(graph)
    found = circles(graph)
    up = sorted((m, w) for m in graph for w in graph[m] if level[w] >= level[m])
    print(f"{title}: {len(graph)} nodes, {sum(map(len, graph.values()))} imports, {max(level.values())} floors")
    for f in sorted(set(level.values()), reverse=True):
        mods = sorted(m for m in graph if level[m] == f)
        print(f"floor {f:2}: " + ", ".join(mods))
        if edges:
            for m in mods:
                print(f"           {m} -> " + ", ".join(sorted(graph[m])))
    print(f"circles: {len(found)}")
    for comp in found:
        print("  " + " <-> ".join(comp))
    print(f"imports running back up (to the same or a higher floor): {len(up)}")
    for m, w in up:
        print(f"  {m} -> {w}")
    return not found and not up


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--edges", action="store_true", help="also list each node's imports")
    a = ap.parse_args()
    root = Path(a.root).resolve()
    graph = imports(root)
    ok = report("bot/ packages", packages(graph, root), edges=True)
    print()
    ok = report("bot/ modules", graph, edges=a.edges) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
