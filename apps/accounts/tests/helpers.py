import re


def found(pattern: str, text: str) -> str:
    """The first group of `pattern` in `text`; fails the test when it is not there."""
    match = re.search(pattern, text)
    assert match is not None, f"{pattern!r} not in {text!r}"
    return match.group(1)


def six_digits(text: str) -> str:
    return found(r"\b(\d{6})\b", text)
