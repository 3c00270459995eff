"""The docs stay true: the error page is the catalogue's, every relative link and anchor
leads somewhere, every setting the docs name is read by the code, every setting of
`.env.example` is documented, and the docs name only API prefixes the server serves."""

import re
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.urls import URLPattern, URLResolver, get_resolver

from apps.common.error_docs import COMMAND, ERRORS_PAGE, error_catalogue_markdown
from apps.common.errors import AGENT_ERROR_CODES, ERROR_CODES

ROOT = Path(settings.BASE_DIR)
DOCS = ROOT / "docs"
CONFIGURATION = DOCS / "configuration.md"
ENV_EXAMPLE = ROOT / ".env.example"


def markdown_files() -> list[Path]:
    """README.md, docs/ and every README beside the code."""
    return sorted(
        {ROOT / "README.md", ROOT / "frontend" / "README.md", ROOT / "agent" / "README.md"}
        | set(DOCS.rglob("*.md"))
        | set((ROOT / "apps").rglob("README.md"))
        | set((ROOT / "frontend" / "src").rglob("README.md"))
    )


def named(path: Path) -> str:
    return str(path.relative_to(ROOT))


# --- the error page ---


def test_the_error_page_is_written_from_the_catalogue():
    assert (ROOT / ERRORS_PAGE).read_text() == error_catalogue_markdown(), (
        f"{ERRORS_PAGE} is stale: run `{COMMAND}` and commit the page"
    )


def test_the_error_page_lists_every_code_with_its_status():
    page = error_catalogue_markdown()
    rows = set(re.findall(r"^\| `([a-z_]+)` \| (\d{3}) \|", page, re.M))
    assert rows == {(code, str(status)) for code, (status, _message) in ERROR_CODES.items()}
    assert set(re.findall(r"^\| `([a-z_]+)` \| [^0-9]", page, re.M)) == set(AGENT_ERROR_CODES)


def test_docs_errors_writes_the_page(settings, tmp_path):
    settings.BASE_DIR = tmp_path
    (tmp_path / ERRORS_PAGE).parent.mkdir(parents=True)
    call_command("docs_errors", stdout=StringIO())
    assert (tmp_path / ERRORS_PAGE).read_text() == error_catalogue_markdown()


# --- links ---

FENCE = re.compile(r"^```.*?^```", re.M | re.S)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} +(.+?) *#*$", re.M)


def prose(text: str) -> str:
    """The text without code blocks and code spans, where brackets are not links."""
    return CODE_SPAN.sub("code", FENCE.sub("", text))


def anchors(path: Path) -> set[str]:
    """The heading anchors GitHub makes: lower case, punctuation dropped, spaces as
    hyphens, a repeated one numbered."""
    found: set[str] = set()
    for heading in HEADING.findall(FENCE.sub("", path.read_text())):
        text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
        slug = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
        candidate, n = slug, 0
        while candidate in found:
            n += 1
            candidate = f"{slug}-{n}"
        found.add(candidate)
    return found


def broken_links(path: Path) -> list[str]:
    broken = []
    for target in LINK.findall(prose(path.read_text())):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
            continue
        file_part, _hash, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        if not linked.exists():
            broken.append(f"{named(path)}: {target} (no such file)")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            broken.append(f"{named(path)}: {target} (no heading #{anchor} in {named(linked)})")
    return broken


def test_every_relative_link_in_the_docs_leads_somewhere():
    broken = [problem for path in markdown_files() for problem in broken_links(path)]
    assert not broken, "broken links:\n" + "\n".join(broken)


def test_the_link_check_sees_a_missing_file_and_a_missing_anchor(tmp_path, monkeypatch):
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    (tmp_path / "b.md").write_text("# Real heading\n\n## `make run` versus a deployment\n")
    page = tmp_path / "a.md"
    page.write_text(
        "[ok](b.md#real-heading) [ok](b.md#make-run-versus-a-deployment) [web](https://x.org/a.md) "
        "`[code](nowhere.md)` [gone](c.md) [anchor](b.md#nothing)\n"
    )
    assert broken_links(page) == ["a.md: c.md (no such file)", "a.md: b.md#nothing (no heading #nothing in b.md)"]


# --- settings ---

# `DEPOSIT_MAX`, `RENTAL_BILLING_SECONDS=20`: an upper-case name with an underscore (`PUT`,
# `LIKE` and a lone `I` are words, not settings).
SETTING_SPAN = re.compile(r"`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`")
ENV_READ = re.compile(r"""env(?:\.\w+)?\(\s*"([A-Z][A-Z0-9_]*)\"""")
ENVIRON_READ = re.compile(r"""os\.environ(?:\.get|\.setdefault)?[\[(]\s*"([A-Z][A-Z0-9_]*)\"""")
ASSIGNED = re.compile(r"^\s*(?:export\s+)?(?:const\s+)?([A-Z][A-Z0-9_]*)\s*[:=]", re.M)
QUOTED = re.compile(r"""["']([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)["']""")
ATTRIBUTE = re.compile(r"\.([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b")
CODE_SUFFIXES = {".py", ".ts", ".tsx", ".js"}


def env_example_names() -> set[str]:
    return set(re.findall(r"\b([A-Z][A-Z0-9_]+)=", ENV_EXAMPLE.read_text()))


def setting_names() -> set[str]:
    """What a person can set: the environment the settings and scripts read, `.env.example`,
    and Django's own settings."""
    sources = [*(ROOT / "config").rglob("*.py"), *(ROOT / "scripts").rglob("*.py"), ROOT / "manage.py"]
    read = set()
    for source in sources:
        text = source.read_text()
        read |= set(ENV_READ.findall(text)) | set(ENVIRON_READ.findall(text))
    return read | env_example_names() | {name for name in dir(settings) if name.isupper()}


def code_names() -> set[str]:
    """Upper-case names the code assigns, spells out or reads from a module (`MACHINE = ...`,
    `export const PAGES`, a settings key such as `"CONN_HEALTH_CHECKS"`, DRF's
    `status.HTTP_200_OK`): the docs may name them without their being settings."""
    folders = [
        ROOT / "apps",
        ROOT / "config",
        ROOT / "scripts",
        ROOT / "bench",
        ROOT / "agent",
        ROOT / "frontend" / "src",
    ]
    sources = [source for folder in folders for source in folder.rglob("*")] + list((ROOT / "frontend").glob("*.js"))
    names: set[str] = set()
    for source in sources:
        if source.suffix in CODE_SUFFIXES and "node_modules" not in source.parts:
            text = source.read_text()
            names |= set(ASSIGNED.findall(text)) | set(QUOTED.findall(text)) | set(ATTRIBUTE.findall(text))
    return names


def unknown_settings(path: Path, *, settings_: set[str], constants: set[str]) -> list[str]:
    names = set(SETTING_SPAN.findall(FENCE.sub("", path.read_text())))
    return [f"{named(path)}: `{name}`" for name in sorted(names - settings_ - constants)]


def test_every_setting_the_docs_name_is_read_by_the_code():
    settings_, constants = setting_names(), code_names()
    unknown = [
        problem
        for path in markdown_files()
        for problem in unknown_settings(path, settings_=settings_, constants=constants)
    ]
    assert not unknown, "the docs name settings nothing reads (nor code constants):\n" + "\n".join(unknown)


def test_every_setting_of_env_example_is_documented_in_configuration():
    documented = set(re.findall(r"`([A-Z][A-Z0-9_]*)\b", CONFIGURATION.read_text()))
    missing = sorted(env_example_names() - documented)
    assert not missing, f"settings in .env.example that {named(CONFIGURATION)} does not document: {missing}"


def test_the_setting_check_sees_a_name_nothing_reads(tmp_path, monkeypatch):
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    page = tmp_path / "page.md"
    page.write_text("`DEPOSIT_MAX`, `DEPOSIT_MAXX=5`, `MACHINE`, `nothing_upper`\n")
    found = unknown_settings(page, settings_={"DEPOSIT_MAX"}, constants={"MACHINE"})
    assert found == ["page.md: `DEPOSIT_MAXX`"]


# --- API prefixes (DECISIONS, "Not built now") ---

PREFIX = re.compile(r"/api/[a-z][a-z0-9_-]*/v\d+\b")


def routes(patterns: list, above: str = "") -> list[str]:
    """Every route of the URLconf written out in full (`api/iam/v1/login/password`)."""
    found = []
    for entry in patterns:
        route = above + str(entry.pattern)
        if isinstance(entry, URLResolver):
            found += routes(entry.url_patterns, route)
        elif isinstance(entry, URLPattern):
            found.append(route)
    return found


def mounted(prefix: str) -> bool:
    """A view answers some path under `/api/<name>/v<n>/` (the catch-all 404 of `/api` does not count)."""
    return any(route.startswith(prefix.lstrip("/") + "/") for route in routes(get_resolver().url_patterns))


def test_the_api_contract_names_the_served_prefixes():
    named_prefixes = set(PREFIX.findall((DOCS / "api" / "README.md").read_text()))
    assert {"/api/iam/v1", "/api/cim/v1", "/api/rmp/v1", "/api/billing/v1"} <= named_prefixes


@pytest.mark.parametrize("page", markdown_files(), ids=named)
def test_every_api_prefix_the_docs_name_is_served(page):
    assert {prefix for prefix in PREFIX.findall(page.read_text()) if not mounted(prefix)} == set()


def test_a_prefix_without_views_is_not_served():
    assert mounted("/api/iam/v1") and not mounted("/api/ebs/v1") and not mounted("/api/iam/v2")
