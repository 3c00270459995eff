"""Public device IDs: `XXXX-XXXX-XXXX`, 12 characters of Crockford base32
(`0123456789ABCDEFGHJKMNPQRSTVWXYZ`: no I, L, O or U) in three dash-separated groups.

The first 11 characters are random; the 12th is a Luhn mod 32 check character over them:

    factor = 2; total = 0
    for each of the 11 characters, from the RIGHT-most to the left-most:
        addend = factor * value(character)          # value = index in the alphabet, 0-31
        addend = addend // 32 + addend % 32          # sum of the "digits" in base 32
        total += addend
        factor = 1 if factor == 2 else 2             # 2, 1, 2, 1, … starting at the right
    check = (32 - total % 32) % 32                   # the character at index `check`

`is_valid` re-computes it (equivalently: running the same sum over all 12 characters, with
the factor starting at 1 on the check character, gives a multiple of 32). This catches
every single-character error and most swaps of adjacent characters.

Typing is forgiving: `normalise` uppercases, drops spaces and dashes, reads I and L as 1 and
O as 0, and answers the canonical dashed form, or None when it is not 12 alphabet characters.
"""

import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BASE = len(ALPHABET)
LENGTH = 12
GROUP = 4
_VALUE = {char: index for index, char in enumerate(ALPHABET)}
_READ_AS = str.maketrans({"I": "1", "L": "1", "O": "0", " ": None, "-": None})


def check_character(payload: str) -> str:
    """The Luhn mod 32 check character for the 11-character `payload` (alphabet characters)."""
    total, factor = 0, 2
    for char in reversed(payload):
        addend = factor * _VALUE[char]
        total += addend // BASE + addend % BASE
        factor = 1 if factor == 2 else 2
    return ALPHABET[(BASE - total % BASE) % BASE]


def _dashed(code: str) -> str:
    return "-".join(code[start : start + GROUP] for start in range(0, LENGTH, GROUP))


def normalise(text: str) -> str | None:
    """The canonical `XXXX-XXXX-XXXX` form of what someone typed, or None when malformed
    (the check character is not verified here; see `is_valid`)."""
    code = text.upper().translate(_READ_AS)
    if len(code) != LENGTH or any(char not in _VALUE for char in code):
        return None
    return _dashed(code)


def is_valid(code: str) -> bool:
    """Whether `code` (any spelling `normalise` accepts) carries the right check character."""
    canonical = normalise(code)
    if canonical is None:
        return False
    plain = canonical.replace("-", "")
    return check_character(plain[:-1]) == plain[-1]


def generate() -> str:
    """A new random device ID in canonical form."""
    payload = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH - 1))
    return _dashed(payload + check_character(payload))
