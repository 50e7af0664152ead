"""The ``postgres`` tests skip with one line when no server is reachable — and fail under CI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOWHERE = "postgresql://postgres@127.0.0.1:9/postgres"  # the discard port: nothing listens


def run_postgres_tests(ci: str | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["CARDTABLE_TEST_POSTGRES_URL"] = NOWHERE
    if ci is not None:
        env["CI"] = ci
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "postgres", "-rs",
                           "tests/test_storage.py", "-k", "settings"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_without_a_server_they_skip_with_a_one_line_reason():
    r = run_postgres_tests(None)
    assert r.returncode == 0, r.stdout
    skipped = [line for line in r.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 1 and "no PostgreSQL reachable" in skipped[0] and "127.0.0.1:9" in skipped[0]


def test_under_ci_they_fail_instead():
    r = run_postgres_tests("true")
    assert r.returncode == 1, r.stdout
    assert "PostgreSQL is required under CI and is not reachable" in r.stdout


def test_what_counts_as_ci(monkeypatch):
    """CI set to anything but empty, 0, false or no (any case) is CI (the run above: CI=true)."""
    from tests.pg_helpers import under_ci

    for value, ci in (("true", True), ("1", True), ("yes", True), ("TRUE", True), ("false", False),
                      ("0", False), ("", False), ("No", False)):
        monkeypatch.setenv("CI", value)
        assert under_ci() is ci, value
    monkeypatch.delenv("CI")
    assert under_ci() is False
