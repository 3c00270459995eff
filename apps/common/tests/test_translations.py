import re
import shutil
from pathlib import Path

from django.conf import settings
from django.core.management import call_command

PO = Path(settings.BASE_DIR) / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po"
# The server's texts (the frontend and the agent keep their own).
SOURCES = ["apps", "config", "templates"]


def entries(po: Path = PO) -> list[tuple[str, str, bool]]:
    found = []
    for block in po.read_text().split("\n\n"):
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


def test_every_text_of_the_code_is_in_the_catalogue(tmp_path, settings, monkeypatch):
    """What `makemessages` finds today, merged into a copy of the catalogue, is all translated:
    a new text without its Chinese fails here, not in a person's language. It runs in a tree
    of links to the server's sources, so the catalogue it merges into is the copy."""
    base = Path(settings.BASE_DIR)
    for source in SOURCES:
        (tmp_path / source).symlink_to(base / source)
    shutil.copytree(PO.parents[2], tmp_path / "locale")
    settings.LOCALE_PATHS = [tmp_path / "locale"]
    monkeypatch.chdir(tmp_path)
    call_command("makemessages", locale=["zh_Hans"], symlinks=True, verbosity=0)
    merged = entries(tmp_path / "locale" / "zh_Hans" / "LC_MESSAGES" / "django.po")
    assert [msgid for msgid, msgstr, fuzzy in merged if msgid and (not msgstr or fuzzy)] == []
    assert len(merged) == len(entries()), "run manage.py makemessages -l zh_Hans and commit the catalogue"
