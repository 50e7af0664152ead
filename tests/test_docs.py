"""The documentation stands on its own: README.md and docs/ link only to what is in the repository,
and every game has its complete rules page, linked from the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.registry import game_ids

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").rglob("*") if p.is_file() and p.suffix == ".md")]
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)", re.M)
CODE_BLOCK = re.compile(r"^```.*?^```", re.M | re.S)


def rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def links(path: Path) -> list[str]:
    text = CODE_BLOCK.sub("", path.read_text(encoding="utf-8"))
    return [a or b for a, b in LINK.findall(text)]


def anchors(path: Path) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered."""
    seen: dict[str, int] = {}
    out = set()
    for heading in re.findall(r"^#{1,6}\s+(.+?)\s*#*$", CODE_BLOCK.sub("", path.read_text(encoding="utf-8")), re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f"{slug}-{n}")
    return out


@pytest.mark.parametrize("path", DOCS, ids=rel)
def test_no_reference_outside_the_repository(path):
    text = path.read_text(encoding="utf-8")
    for bad in ("../", "shared/", "seeds/"):
        assert bad not in text, f"{rel(path)} mentions {bad!r}"


@pytest.mark.parametrize("path", DOCS, ids=rel)
def test_every_relative_link_resolves_inside_the_repository(path):
    if path.suffix != ".md":
        return
    for target in links(path):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):  # https:, mailto: …
            continue
        file_part, _, anchor = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        assert dest.is_relative_to(ROOT), f"{rel(path)}: {target} leaves the repository"
        assert dest.exists(), f"{rel(path)}: {target} does not exist"
        if anchor and dest.suffix == ".md":
            assert anchor in anchors(dest), f"{rel(path)}: no heading #{anchor} in {rel(dest)}"


def test_every_game_has_a_rules_page_linked_from_the_readme():
    readme_links = {t.partition("#")[0] for t in links(ROOT / "README.md")}
    pages = sorted((ROOT / "docs" / "rules").glob("*.md"))
    for page in pages:
        assert rel(page) in readme_links, f"README does not link {rel(page)}"
    text = "\n".join(p.read_text(encoding="utf-8") for p in pages)
    for gid in game_ids():
        assert f"`{gid}`" in text, f"no rules page names {gid}"


@pytest.mark.parametrize("page", sorted((ROOT / "docs" / "rules").glob("*.md")), ids=rel)
def test_a_rules_page_gives_the_rules_then_the_rulings(page):
    headings = re.findall(r"^## (.+)$", page.read_text(encoding="utf-8"), re.M)
    assert headings[0].startswith("How to play"), headings
    assert "Options" in headings and "Rulings" in headings, headings
    assert headings.index("Options") < headings.index("Rulings"), headings
