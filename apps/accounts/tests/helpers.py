import re

from rest_framework.test import APIClient

from .factories import PASSWORD


def found(pattern: str, text: str) -> str:
    """The first group of `pattern` in `text`; fails the test when it is not there."""
    match = re.search(pattern, text)
    assert match is not None, f"{pattern!r} not in {text!r}"
    return match.group(1)


def six_digits(text: str) -> str:
    return found(r"\b(\d{6})\b", text)


def reauthenticated(client: APIClient, password: str = PASSWORD) -> APIClient:
    """`client` with its session's re-authentication window open (account/reauth)."""
    response = client.post("/api/iam/v1/account/reauth", {"password": password}, format="json")
    assert response.status_code == 200, response.json()
    return client
