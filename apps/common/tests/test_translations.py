import re
from pathlib import Path

from django.conf import settings

PO = Path(settings.BASE_DIR) / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po"


def entries() -> list[tuple[str, str, bool]]:
    found = []
    for block in PO.read_text().split("\n\n"):
        match = re.search(r"msgid ((?:\".*\"\n?)+)msgstr ((?:\".*\"\n?)+)", block + "\n")
        if match:
            msgid, msgstr = ("".join(re.findall(r"\"(.*)\"", part)) for part in match.groups())
            found.append((msgid, msgstr, "#, fuzzy" in block))
    return found


def test_chinese_catalogue_is_complete():
    items = [(msgid, msgstr, fuzzy) for msgid, msgstr, fuzzy in entries() if msgid]
    assert len(items) > 40
    assert [msgid for msgid, msgstr, fuzzy in items if not msgstr or fuzzy] == []


def test_placeholders_survive_translation():
    for msgid, msgstr, _fuzzy in entries():
        assert sorted(re.findall(r"%\(\w+\)d|%\(\w+\)s", msgid)) == sorted(re.findall(r"%\(\w+\)d|%\(\w+\)s", msgstr))
