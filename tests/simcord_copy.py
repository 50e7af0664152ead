"""simcord copies every payload it takes in or hands out (the components and embeds of each message
sent or edited, each gateway event, each HTTP request it logs) with :func:`copy.deepcopy`, so that
what the bot changes later cannot change what Discord was sent. Those payloads are JSON trees —
dicts, lists, strings, numbers — and ``deepcopy`` walks them through its memo and its dispatch
table at about four times the cost of a plain walk: 8% of the simcord tests' CPU (2026-12-06: four
simcord test files in one process, 12.75/11.77 s of CPU with ``deepcopy``, 11.56/10.91 s with this).

:func:`tree_copy` makes the same copy: every dict and list new, every scalar as it is (strings and
numbers cannot change), anything else — a tuple, a discord.py object — through ``deepcopy`` as
before. The one difference is a dict or list that appears twice in one payload: ``deepcopy`` keeps
the two places one object, this copies it twice — as JSON, which is what Discord receives, does.
``tests/test_simcord_copy.py`` checks both, and that simcord still uses ``deepcopy`` where this
replaces it (so a new simcord that copies differently fails loudly instead of going unpatched)."""

from __future__ import annotations

import copy
import types
from typing import Any

_ATOMS = frozenset({str, int, float, bool, type(None)})
_deepcopy = copy.deepcopy


def tree_copy(value: Any) -> Any:
    """A copy of ``value`` that shares no dict or list with it (simcord calls ``deepcopy(value)`` alone)."""
    t = type(value)
    if t is dict:
        return {k: v if type(v) in _ATOMS else tree_copy(v) for k, v in value.items()}
    if t is list:
        return [v if type(v) in _ATOMS else tree_copy(v) for v in value]
    if t in _ATOMS:
        return value
    return _deepcopy(value)


# simcord's modules that copy with ``from copy import deepcopy`` / ``import copy`` (simcord 3.2.1)
BY_NAME = ("simcord.components", "simcord.results")
BY_MODULE = ("simcord.gateway", "simcord.http.router")


def install() -> None:
    import importlib

    for name in BY_NAME:
        module = importlib.import_module(name)
        assert module.deepcopy in (_deepcopy, tree_copy), f"{name} no longer copies with copy.deepcopy"
        module.deepcopy = tree_copy
    shim = types.SimpleNamespace(deepcopy=tree_copy)
    for name in BY_MODULE:
        module = importlib.import_module(name)
        assert module.copy is copy or getattr(module.copy, "deepcopy", None) is tree_copy, \
            f"{name} no longer copies with copy.deepcopy"
        module.copy = shim
