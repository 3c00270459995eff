"""Text the API takes (bodies and query strings): every text field is a `PlainText`, trimmed,
with a maximum length, and refusing the control characters (C0, DEL, C1) that no text a
person types contains; a multi-line text keeps tabs and line breaks. The schema carries the
rule as `maxLength` and `pattern` (`test_text.py` fails on a text field without them)."""

import re
import unicodedata
from typing import Any

from django.core.validators import RegexValidator
from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from .validation import CONTROL_CHARACTERS, has_invisible_characters

SINGLE_LINE = rf"\A[^{CONTROL_CHARACTERS}]*\Z"
MULTI_LINE = r"\A[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*\Z"
PASSWORD_MAX = 128
CONTROL_CHARACTERS_MESSAGE = _("Remove the control characters from this text.")


def has_control_characters(text: str, *, multiline: bool = False) -> bool:
    return re.match(MULTI_LINE if multiline else SINGLE_LINE, text) is None


class PlainText(serializers.CharField):
    def __init__(self, *, max_length: int, multiline: bool = False, **kwargs: Any) -> None:
        super().__init__(max_length=max_length, **kwargs)
        self.validators.append(
            RegexValidator(
                MULTI_LINE if multiline else SINGLE_LINE,
                message=CONTROL_CHARACTERS_MESSAGE,
                code="control_characters",
            )
        )


class SameSitePath(PlainText):
    """A path of this site to go on to (`/market/details?id=5`): never another host (`//host`,
    `/\\host`, `https:`), so a link cannot lead a person away."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=500, **kwargs)
        self.validators.append(
            RegexValidator(r"\A/(?![/\\])[^\\\s]*\Z", message=_("Give a path of this site."), code="not_same_site")
        )


# Characters a name cannot hold besides the controls (`validation.INVISIBLE_CATEGORIES`): formatting
# (zero-width, bidi overrides, U+2060-2064, U+FEFF), private use, surrogates, unassigned, line
# and paragraph separators.
INVISIBLE_CHARACTERS_MESSAGE = _("Remove the invisible or formatting characters from this name.")


def name_normalized(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def name_key(text: str) -> str:
    """What two names are compared by: NFKC with case folding, so fullwidth `alice` and `ALICE` are `alice`."""
    return unicodedata.normalize("NFKC", name_normalized(text).casefold())


def _visible_only(text: str) -> None:
    if has_invisible_characters(text):
        raise serializers.ValidationError(INVISIBLE_CHARACTERS_MESSAGE, code="invisible_characters")


class NameText(PlainText):
    """A name people tell apart by sight (a person's, an alias, a tag, a company, a device):
    single-line, stored NFKC-normalised, refusing invisible and formatting characters."""

    def __init__(self, *, max_length: int, **kwargs: Any) -> None:
        super().__init__(max_length=max_length, **kwargs)
        self.validators.append(_visible_only)

    def to_internal_value(self, data: Any) -> str:
        return name_normalized(super().to_internal_value(data))


class PasswordText(PlainText):
    """A password as typed: never trimmed, never shown back."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=PASSWORD_MAX, trim_whitespace=False, write_only=True, **kwargs)
