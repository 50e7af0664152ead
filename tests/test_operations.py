"""Running it under Docker and watching it (issue 24), read from the files themselves (no image is
built or pulled here): the base image is pinned, the image and compose check ``/healthz``, compose
does not restart a configuration error in a loop, PostgreSQL's readiness is checked over TCP, and
every metric and setting is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from bot.ops.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
HEALTH = ["CMD", "python", "-m", "bot", "health", "--optional"]


def instructions() -> list[tuple[str, str]]:
    text = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text())
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            instr, _, rest = line.partition(" ")
            out.append((instr.upper(), rest.strip()))
    return out


def compose(name: str) -> dict:
    return yaml.safe_load((ROOT / name).read_text())


def test_the_base_image_is_pinned_to_a_python_release():
    args = {k: v for k, _, v in (rest.partition("=") for instr, rest in instructions() if instr == "ARG")}
    (base,) = [rest for instr, rest in instructions() if instr == "FROM"]
    image = args.get(base.strip("${}"), base) if base.startswith("$") else base
    assert re.fullmatch(r"python:3\.11\.\d+-slim(-[a-z]+)?", image), image


def test_the_image_checks_health_through_healthz():
    (check,) = [rest for instr, rest in instructions() if instr == "HEALTHCHECK"]
    assert check.endswith('CMD ["python", "-m", "bot", "health", "--optional"]'), check
    assert re.search(r"--interval=\d+s", check) and re.search(r"--start-period=\d+s", check)
    env = " ".join(rest for instr, rest in instructions() if instr == "ENV")
    assert "METRICS_PORT=9100" in env, "the image serves the endpoint its check asks"
    assert "METRICS_HOST" not in env, "on loopback inside the container unless the operator says otherwise"


@pytest.mark.parametrize(("name", "services"), [("compose.yaml", ["bot"]),
                                                ("compose.postgres.yaml", ["cluster-0", "cluster-1"])])
def test_compose_checks_health_and_does_not_restart_a_configuration_error_forever(name, services):
    spec = compose(name)
    for service in services:
        bot = spec["services"][service]
        policy = bot["restart"]
        match = re.fullmatch(r"on-failure:(\d+)", policy)
        assert match and 1 <= int(match[1]) <= 10, f"{service}: {policy} (exit code 2 must not loop)"
        assert bot["healthcheck"]["test"] == HEALTH


def test_postgresql_readiness_is_checked_over_tcp():
    test = compose("compose.postgres.yaml")["services"]["postgres"]["healthcheck"]["test"]
    command = test[-1] if test[0] == "CMD-SHELL" else " ".join(test[1:])
    assert command.startswith("pg_isready") and re.search(r"(^|\s)-h 127\.0\.0\.1(\s|$)", command), command


def test_the_exit_codes_and_restarts_are_documented():
    ops = (ROOT / "docs" / "operations.md").read_text()
    for words in ("exit 2", "exit 1", "exit 0", "on-failure:5", "HEALTHCHECK", "/healthz", "503"):
        assert words in ops, words


def test_every_metric_is_documented(tmp_path):
    from bot.app import create_bot

    bot = create_bot(Settings(_env_file=None, database_url=f"sqlite:///{tmp_path}/x.db"))
    names = {m.name for m in bot.metrics.registry.collect() if m.name.startswith("cardtable_")}
    assert len(names) >= 8, names
    ops = (ROOT / "docs" / "operations.md").read_text()
    for name in names:
        shown = name + ("_total" if f"{name}_total" in ops else "")
        assert f"`{shown}`" in ops, f"docs/operations.md does not describe {name}"


def test_the_readme_configuration_table_lists_every_setting_and_links_operations():
    readme = (ROOT / "README.md").read_text()
    table = readme[readme.index("## Configuration"):readme.index("## Scaling out")]
    for name in Settings.model_fields:
        assert re.search(rf"^\| `{name.upper()}` \|", table, re.M), f"README's table lacks {name.upper()}"
    assert "docs/operations.md" in table
