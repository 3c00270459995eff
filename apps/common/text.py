"""Text the API takes (bodies and query strings): every text field is a `PlainText`, trimmed,
with a maximum length, and refusing the control characters (C0, DEL, C1) that no text a
person types contains; a multi-line text keeps tabs and line breaks. The schema carries the
rule as `maxLength` and `pattern` (`test_text.py` fails on a text field without them)."""

import re
from typing import Any

from django.core.validators import RegexValidator
from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

SINGLE_LINE = r"\A[^\x00-\x1f\x7f-\x9f]*\Z"
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


class PasswordText(PlainText):
    """A password as typed: never trimmed, never shown back."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=PASSWORD_MAX, trim_whitespace=False, write_only=True, **kwargs)
