import os
import subprocess
import sys
from queue import Empty

import pytest
from kombu import Connection

from apps.common.broker import Transport


@pytest.fixture
def connection(tmp_path):
    folders = {name: tmp_path / name for name in ("queue", "processed", "control")}
    for folder in folders.values():
        folder.mkdir()
    options = {
        "data_folder_in": str(folders["queue"]),
        "data_folder_out": str(folders["queue"]),
        "processed_folder": str(folders["processed"]),
        "control_folder": str(folders["control"]),
        "store_processed": False,
    }
    with Connection("filesystem://", transport=Transport, transport_options=options) as opened:
        yield opened, folders["queue"]


def test_a_message_goes_through_whole_and_leaves_no_part_behind(connection):
    opened, queue = connection
    channel = opened.default_channel
    channel._put("celery", {"body": "hello"})
    assert [path.name for path in queue.iterdir() if path.name.startswith(".")] == []
    assert channel._get("celery") == {"body": "hello"}
    with pytest.raises(Empty):
        channel._get("celery")


def test_a_message_still_being_written_is_not_taken(connection):
    opened, queue = connection
    (queue / ".1_0000.celery.msg.part").write_bytes(b'{"body": "hal')
    with pytest.raises(Empty):
        opened.default_channel._get("celery")


def test_make_run_and_the_end_to_end_suite_use_it(tmp_path):
    """As `scripts/serve.py` starts them: development settings, no Redis, no broker named."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("CELERY_", "REDIS_"))}
    env |= {"DJANGO_SETTINGS_MODULE": "config.settings.dev", "CELERY_FILESYSTEM_DIR": str(tmp_path)}
    probe = (
        "import django; django.setup(); from config.celery import app; "
        "print(type(app.connection_for_write().transport).__module__)"
    )
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "apps.common.broker"
