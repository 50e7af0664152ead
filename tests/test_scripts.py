"""The repository's scripts as a newcomer meets them (issues 24, 28): ``./scripts/run`` and
``./scripts/test`` install only when pyproject.toml's content changed (``scripts/install``) and then
start at once, offline too — with a working install they start even when a reinstall fails;
``./scripts/screenshots`` without its extra says which extra in one line.

The scripts are run from copies in a scratch checkout whose ``.venv/bin/python`` and
``python3``/``pip`` on ``PATH`` are stand-ins that record how they were called — so the test
is hermetic and fast: no package index, no real install."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# a stand-in interpreter: records its arguments; as `python3 -m venv DIR` it makes DIR/bin/python
FAKE_PYTHON = """#!/usr/bin/env bash
echo "$(basename "$0") $*" >> "{log}"
if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin" && cp "$0" "$3/bin/python"; fi
if [ "$1 $2" = "-m pip" ] && [ -e "{log}.pip-fails" ]; then exit 1; fi
exit 0
"""
OFFLINE_PIP = """#!/usr/bin/env bash
echo "pip-on-path $*" >> "{log}"
echo "ERROR: Could not find a version that satisfies the requirement (the index is out of reach)" >&2
exit 1
"""


def checkout(tmp_path: Path, *, venv: bool = True) -> tuple[Path, Path, dict[str, str]]:
    """A scratch checkout with ``scripts/run``, ``scripts/test``, ``scripts/install``,
    ``pyproject.toml`` and (``venv``) a stand-in venv; returns it, the call log, and an environment
    whose PATH has the stand-ins first."""
    repo, log = tmp_path / "repo", tmp_path / "calls.log"
    (repo / "scripts").mkdir(parents=True)
    for name in ("run", "test", "install"):
        shutil.copy2(ROOT / "scripts" / name, repo / "scripts" / name)
    (repo / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text())
    fakebin = tmp_path / "bin"
    fakebin.mkdir()
    for name, text in (("python3", FAKE_PYTHON), ("pip", OFFLINE_PIP), ("pip3", OFFLINE_PIP)):
        (fakebin / name).write_text(text.format(log=log))
        (fakebin / name).chmod(0o755)
    if venv:
        (repo / ".venv" / "bin").mkdir(parents=True)
        shutil.copy2(fakebin / "python3", repo / ".venv" / "bin" / "python")
        shutil.copy2(fakebin / "python3", repo / ".venv" / "bin" / "ruff")
    env = {"PATH": f"{fakebin}:/usr/bin:/bin", "HOME": str(tmp_path)}
    return repo, log, env


def calls(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


def run(repo: Path, env: dict[str, str], *args: str, script: str = "run") -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(repo / "scripts" / script), *args], env=env, capture_output=True,
                          text=True, timeout=30)


def key(repo: Path) -> str:
    return hashlib.sha256((repo / "pyproject.toml").read_bytes()).hexdigest()


def installed(repo: Path, *parts: str, key_of: str | None = None) -> Path:
    """The stamp of an install that succeeded, of these parts, from this pyproject.toml (or another)."""
    stamp = repo / ".venv" / ".cardtable-installed"
    stamp.write_text("".join(f"{key_of or key(repo)} {part}\n" for part in parts))
    return stamp


INSTALL = "python -m pip install --quiet --disable-pip-version-check -e "
OPTIONAL_INSTALL = "python -m pip install --quiet --disable-pip-version-check --no-compile -e "  # (optional parts)
# two a core, counted as scripts/test counts them (nproc, or getconf where there is none, as on macOS)
CORES = ["nproc"] if shutil.which("nproc") else ["getconf", "_NPROCESSORS_ONLN"]
WORKERS = 2 * int(subprocess.run(CORES, capture_output=True, text=True, check=True).stdout)
PYTEST = f"python -m pytest -n {WORKERS} --dist worksteal"


def test_run_starts_at_once_without_pip_when_the_install_is_current(tmp_path):
    repo, log, env = checkout(tmp_path)
    installed(repo, "base")
    os.utime(repo / "pyproject.toml")  # a checkout, stash or rebase touched it: its content is the same
    started = time.perf_counter()
    r = run(repo, env, "--help")
    assert r.returncode == 0, r.stderr
    assert calls(log) == ["python -m bot --help"], "the bot started straight away: no venv, no pip"
    assert r.stderr == "" and time.perf_counter() - started < 5


def test_run_tells_the_bot_how_it_was_called(tmp_path):
    """The bot's usage lines name ``./scripts/run`` as typed (bot.ops.startup.command)."""
    repo, log, env = checkout(tmp_path)
    installed(repo, "base")
    bot = repo / ".venv" / "bin" / "python"
    bot.write_text(f'#!/usr/bin/env bash\necho "$CARDTABLE_COMMAND $*" >> "{log}"\n')
    r = subprocess.run(["./scripts/run", "--help"], cwd=repo, env=env, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    assert calls(log) == ["./scripts/run -m bot --help"]


def test_run_installs_when_pyproject_changed_since_the_last_install(tmp_path):
    repo, log, env = checkout(tmp_path)
    stamp = installed(repo, "base", key_of="0" * 64)  # installed from another pyproject.toml
    r = run(repo, env)
    assert r.returncode == 0, r.stderr
    assert calls(log) == [INSTALL + ".", "python -m bot"]
    assert stamp.read_text() == f"{key(repo)} base\n", "the stamp says it is current now"
    log.unlink()
    assert run(repo, env).returncode == 0 and calls(log) == ["python -m bot"], "and the next start is immediate"


def test_run_makes_the_venv_when_it_is_missing(tmp_path):
    repo, log, env = checkout(tmp_path, venv=False)
    r = run(repo, env)
    assert r.returncode == 0, r.stderr
    assert calls(log) == ["python3 -m venv .venv", INSTALL + ".", "python -m bot"]
    assert (repo / ".venv" / ".cardtable-installed").read_text() == f"{key(repo)} base\n"


def test_a_failed_first_install_does_not_start_the_bot_nor_count_as_installed(tmp_path):
    repo, log, env = checkout(tmp_path)
    Path(f"{log}.pip-fails").touch()
    r = run(repo, env)
    assert r.returncode == 1
    assert calls(log) == [INSTALL + "."]
    assert r.stderr.strip().splitlines()[-1].startswith("scripts/install: installing into .venv failed")
    assert not (repo / ".venv" / ".cardtable-installed").exists(), "the next start tries again"


def test_offline_with_a_changed_pyproject_starts_the_install_it_has_with_one_warning(tmp_path):
    repo, log, env = checkout(tmp_path)
    stamp = installed(repo, "base", key_of="0" * 64)  # a working install, from an earlier pyproject.toml
    Path(f"{log}.pip-fails").touch()  # and no package index
    r = run(repo, env, "--help")
    assert r.returncode == 0, r.stderr
    assert calls(log) == [INSTALL + ".", "python -m bot --help"], "it tried, then started"
    warnings = [x for x in r.stderr.splitlines() if x.startswith("scripts/install: warning")]
    assert len(warnings) == 1 and "going on with the install already in .venv" in warnings[0]
    assert stamp.read_text() == "0" * 64 + " base\n", "not counted as installed: the next start tries again"


def test_the_tests_install_nothing_when_the_install_is_current(tmp_path):
    repo, log, env = checkout(tmp_path)
    installed(repo, "base", "test", "reference")
    os.utime(repo / "pyproject.toml")
    r = run(repo, env, "-x", script="test")
    assert r.returncode == 0, r.stderr
    assert calls(log) == ["ruff check .", PYTEST + " -x"], "no venv, no pip: straight to the checks"


def test_the_tests_install_their_extras_once_and_an_optional_failure_is_not_tried_again(tmp_path):
    repo, log, env = checkout(tmp_path)
    installed(repo, "base")  # ./scripts/run was used before
    (tmp_path / "bin" / "python3").write_text(FAKE_PYTHON.format(log=log).replace(
        f'[ -e "{log}.pip-fails" ]', '[[ "$*" == *reference* ]]'))  # the solvers cannot install
    shutil.copy2(tmp_path / "bin" / "python3", repo / ".venv" / "bin" / "python")
    r = run(repo, env, script="test")
    assert r.returncode == 0, r.stderr
    assert calls(log) == [INSTALL + ".[test]", OPTIONAL_INSTALL + ".[reference]", "ruff check .", PYTEST]
    assert "scripts/install: .[reference] could not be installed" in r.stderr
    log.unlink()
    assert run(repo, env, script="test").returncode == 0
    assert calls(log) == ["ruff check .", PYTEST], "installed once; the failure not tried again"
    log.unlink()
    assert run(repo, {**env, "PYTEST_WORKERS": "3"}, script="test").returncode == 0
    assert calls(log)[-1] == "python -m pytest -n 3 --dist worksteal"


def test_the_tests_temporary_files_are_in_memory_where_linux_has_a_tmpfs(tmp_path):
    """``TMPDIR=/dev/shm`` for the run where there is one to write with 1 GiB free (the SQLite
    files' fsyncs cost nothing there); a TMPDIR already set is kept."""
    repo, log, env = checkout(tmp_path)
    installed(repo, "base", "test", "reference")
    (repo / ".venv" / "bin" / "python").write_text(f'#!/usr/bin/env bash\necho "TMPDIR=$TMPDIR $*" >> "{log}"\n')
    shm = os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) and shutil.disk_usage("/dev/shm").free >= 2**30
    assert run(repo, env, script="test").returncode == 0
    assert calls(log)[-1] == f"TMPDIR={'/dev/shm' if shm else ''} " + PYTEST.removeprefix("python ")
    log.unlink()
    assert run(repo, {**env, "TMPDIR": str(tmp_path)}, script="test").returncode == 0
    assert calls(log)[-1] == f"TMPDIR={tmp_path} " + PYTEST.removeprefix("python ")


def without(tmp_path: Path, *tools: str) -> str:
    """A PATH of this system's /usr/bin and /bin with ``tools`` left out (as macOS, which has
    neither ``sha256sum`` nor ``nproc``, but ``shasum`` and ``getconf``)."""
    bin_ = tmp_path / "system-bin"
    bin_.mkdir()
    for folder in ("/usr/bin", "/bin"):
        for tool in Path(folder).iterdir():
            if tool.name not in tools and not (bin_ / tool.name).exists():
                (bin_ / tool.name).symlink_to(tool)
    return str(bin_)


@pytest.mark.skipif(not shutil.which("shasum") or not shutil.which("getconf"), reason="no shasum or getconf here")
def test_the_scripts_need_no_sha256sum_nor_nproc(tmp_path):
    """macOS: the stamp's key from ``shasum -a 256``, the cores from ``getconf`` (and no empty
    array expanded bare: its bash 3.2 calls one unbound under ``set -u``)."""
    repo, log, env = checkout(tmp_path)
    installed(repo, "base")
    env = {**env, "PATH": f"{tmp_path / 'bin'}:{without(tmp_path, 'sha256sum', 'nproc')}"}
    r = run(repo, env, script="test")
    assert r.returncode == 0, r.stderr
    cores = int(subprocess.run(["getconf", "_NPROCESSORS_ONLN"], capture_output=True, text=True).stdout)
    assert calls(log) == [INSTALL + ".[test]", OPTIONAL_INSTALL + ".[reference]", "ruff check .",
                          f"python -m pytest -n {2 * cores} --dist worksteal"]
    assert (repo / ".venv" / ".cardtable-installed").read_text() == \
        f"{key(repo)} base\n{key(repo)} test\n{key(repo)} reference\n"


@pytest.mark.skipif(all(importlib.util.find_spec(m) for m in ("markdown_it", "linkify_it", "regex", "playwright")),
                    reason="the screenshots extra is installed here")
def test_screenshots_without_its_extra_names_the_extra_in_one_line():
    r = subprocess.run([str(ROOT / "scripts" / "screenshots")], cwd=ROOT, capture_output=True, text=True,
                       timeout=60, env={**os.environ, "PYTHON": sys.executable})
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert lines[0].startswith("scripts/screenshots needs the screenshots extra (")
    assert lines[0].endswith(".venv/bin/pip install -e '.[screenshots]'")
    assert "pip install -e '.[screenshots]'" in (ROOT / "README.md").read_text(), "the extra README names"
