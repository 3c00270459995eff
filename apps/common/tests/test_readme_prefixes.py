"""The READMEs name only API prefixes the server serves (DECISIONS, "Not built now")."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import URLPattern, URLResolver, get_resolver

READMES = [settings.BASE_DIR / "README.md", settings.BASE_DIR / "frontend" / "README.md"]
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


def readme_prefixes(path: Path) -> set[str]:
    return set(PREFIX.findall(path.read_text()))


def test_the_readmes_name_api_prefixes():
    assert {"/api/iam/v1", "/api/cim/v1", "/api/rmp/v1", "/api/billing/v1"} <= readme_prefixes(READMES[0])


@pytest.mark.parametrize("readme", READMES, ids=lambda path: str(path.relative_to(settings.BASE_DIR)))
def test_every_api_prefix_a_readme_names_is_served(readme):
    assert {prefix for prefix in readme_prefixes(readme) if not mounted(prefix)} == set()


def test_a_prefix_without_views_is_not_served():
    assert mounted("/api/iam/v1") and not mounted("/api/ebs/v1") and not mounted("/api/iam/v2")
