import re

import phonenumbers
from django.utils.translation import gettext as _

from apps.common.text import (
    CONTROL_CHARACTERS_MESSAGE,
    INVISIBLE_CHARACTERS_MESSAGE,
    has_control_characters,
    has_invisible_characters,
)

NAME_MIN, NAME_MAX = 3, 50
PASSWORD_MIN, SIGNUP_PASSWORD_MIN, PASSWORD_MAX = 8, 10, 15
_LETTER = re.compile(r"[A-Za-z]")
_DIGIT = re.compile(r"\d")
_PHONE_LIKE = re.compile(r"^\+?[\d\s\-()]{5,}$")
DEFAULT_PHONE_REGION = "CN"


def password_problems(password: str, *, min_length: int = PASSWORD_MIN) -> list[str]:
    """The spec's password rule: min-15 characters with at least one letter and one digit."""
    if not (min_length <= len(password) <= PASSWORD_MAX) or not _LETTER.search(password) or not _DIGIT.search(password):
        return [
            _("Password must be %(min)d-%(max)d characters with at least one letter and one digit.")
            % {"min": min_length, "max": PASSWORD_MAX}
        ]
    return []


def name_problems(name: str) -> list[str]:
    if not (NAME_MIN <= len(name) <= NAME_MAX):
        return [_("Name must be %(min)d-%(max)d characters.") % {"min": NAME_MIN, "max": NAME_MAX}]
    if "@" in name or _PHONE_LIKE.match(name):
        return [_("A name cannot be an e-mail address or a phone number.")]
    if has_control_characters(name):
        return [str(CONTROL_CHARACTERS_MESSAGE)]
    if has_invisible_characters(name):
        return [str(INVISIBLE_CHARACTERS_MESSAGE)]
    return []


def is_address(account: str) -> bool:
    """Whether an account as typed is an e-mail address or a phone number (not a name)."""
    return "@" in account or normalize_phone(account) is not None


def normalize_phone(raw: str) -> str | None:
    """E.164 form of a phone number (mainland China by default, any region with +), or None."""
    try:
        number = phonenumbers.parse(raw, DEFAULT_PHONE_REGION)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
