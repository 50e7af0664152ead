"""The copy simcord makes of every payload in the tests (``tests/simcord_copy.py``) is
``copy.deepcopy``'s, and simcord still copies where it is installed."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tests import simcord_copy
from tests.simcord_copy import tree_copy

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5)
TREES = st.recursive(
    SCALARS | st.tuples(SCALARS, SCALARS),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3) | st.integers(), inner,
                                                                max_size=4),
    max_leaves=30)


def containers(value: Any) -> list[Any]:
    """Every dict and list in a tree (the tree itself included)."""
    out = [value] if isinstance(value, dict | list) else []
    for v in value.values() if isinstance(value, dict) else value if isinstance(value, list | tuple) else ():
        out += containers(v)
    return out


@given(TREES)
def test_the_copy_equals_deepcopys_and_shares_no_dict_or_list_with_the_original(tree):
    copied = tree_copy(tree)
    assert copied == copy.deepcopy(tree) and type(copied) is type(tree)
    assert not {id(c) for c in containers(copied)} & {id(c) for c in containers(tree)}
    if isinstance(tree, dict | list) and tree:  # changing the copy leaves the original as it was
        before = copy.deepcopy(tree)
        if isinstance(copied, dict):
            copied.clear()
        else:
            copied.append("changed")
        assert tree == before


def test_a_dict_twice_in_a_payload_is_copied_twice_as_json_would():
    emoji = {"name": "c1_QS", "id": "1"}
    payload = [{"type": 2, "emoji": emoji}, {"type": 2, "emoji": emoji}]
    copied = tree_copy(payload)
    assert copied == payload and copied[0]["emoji"] is not copied[1]["emoji"]


def test_anything_but_a_json_tree_is_deepcopied():
    class Thing:
        def __init__(self) -> None:
            self.items = [1, 2]

    thing = Thing()
    copied = tree_copy({"thing": thing})["thing"]
    assert copied is not thing and copied.items == [1, 2] and copied.items is not thing.items


def test_it_is_installed_where_simcord_copies():
    import importlib

    for name in simcord_copy.BY_NAME:
        assert importlib.import_module(name).deepcopy is tree_copy, name
    for name in simcord_copy.BY_MODULE:
        assert importlib.import_module(name).copy.deepcopy is tree_copy, name
    simcord_copy.install()  # (again: nothing changes, nothing fails)
