import os
from pathlib import Path

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")

app = Celery("zcompute")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.on_after_configure.connect
def _make_broker_folders(sender: Celery, **_kwargs: object) -> None:
    options = sender.conf.broker_transport_options or {}
    folders = [options.get(key) for key in ("data_folder_in", "data_folder_out", "processed_folder", "control_folder")]
    folders.append(str(Path(sender.conf.beat_schedule_filename).parent))
    for folder in filter(None, folders):
        Path(folder).mkdir(parents=True, exist_ok=True)
