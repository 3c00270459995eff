from datetime import timedelta

from celery import shared_task
from django.conf import settings

from . import services


@shared_task(name="notifications.purge_stream_events")
def purge_stream_events() -> int:
    return services.stream_events_purge(older_than=timedelta(minutes=settings.STREAM_EVENT_KEEP_MINUTES))
