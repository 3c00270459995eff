import phonenumbers
from django.utils.translation import gettext as _

from apps.common.text import CONTROL_CHARACTERS_MESSAGE, INVISIBLE_CHARACTERS_MESSAGE
from apps.common.validation import FIELD_RULES, field_problem

DEFAULT_PHONE_REGION = "CN"


def password_problems(password: str, *, field: str = "password") -> list[str]:
    """The spec's password rule (`password`, or sign-up's longer `signUpPassword`): its length,
    at least one letter A-Z and one digit 0-9, no control characters."""
    problem = field_problem(field, password)
    if problem == "control":
        return [str(CONTROL_CHARACTERS_MESSAGE)]
    if problem:
        rule = FIELD_RULES[field]
        return [
            _("Password must be %(min)d-%(max)d characters with at least one letter (A-Z) and one digit.")
            % {"min": rule.min, "max": rule.max}
        ]
    return []


def name_problems(name: str) -> list[str]:
    problem = field_problem("name", name)
    if problem in ("required", "length"):
        rule = FIELD_RULES["name"]
        return [_("Name must be %(min)d-%(max)d characters.") % {"min": rule.min, "max": rule.max}]
    if problem == "forbidden":
        return [_("A name cannot be an e-mail address or a phone number.")]
    if problem == "control":
        return [str(CONTROL_CHARACTERS_MESSAGE)]
    if problem == "invisible":
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
