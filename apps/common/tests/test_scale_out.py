"""With REDIS_URL and DATABASE_URL set, the same code runs on Redis and PostgreSQL (CI does both)."""

import asyncio

import pytest
from channels.layers import get_channel_layer
from django.core.cache import caches
from django.db import connection


@pytest.mark.redis
def test_redis_channel_layer_carries_messages_between_layer_instances():
    from channels_redis.core import RedisChannelLayer
    from django.conf import settings

    async def roundtrip() -> dict:
        sender = get_channel_layer()
        receiver = RedisChannelLayer(hosts=[settings.REDIS_URL])  # as another process would have
        channel = await receiver.new_channel()
        await sender.send(channel, {"type": "stats.changed", "unread": 3})
        message = await asyncio.wait_for(receiver.receive(channel), timeout=5)
        await receiver.flush()
        return message

    assert asyncio.run(roundtrip()) == {"type": "stats.changed", "unread": 3}


@pytest.mark.redis
def test_an_idle_receive_outlasts_redis_socket_timeout():
    """channels_redis blocks 5 s per read; the layer must not give up before a message comes."""

    async def late_message() -> dict:
        layer = get_channel_layer()
        channel = await layer.new_channel()

        async def send_later() -> None:
            await asyncio.sleep(7)
            await layer.send(channel, {"type": "stats.changed", "id": 1})

        sender = asyncio.ensure_future(send_later())
        message = await asyncio.wait_for(layer.receive(channel), timeout=15)
        await sender
        return message

    assert asyncio.run(late_message()) == {"type": "stats.changed", "id": 1}


@pytest.mark.redis
def test_cache_is_redis():
    from django.core.cache.backends.redis import RedisCache

    cache = caches["default"]
    assert isinstance(cache, RedisCache)
    cache.set("scale-out-probe", {"n": 42}, 30)
    assert cache.get("scale-out-probe") == {"n": 42}


@pytest.mark.django_db(transaction=True)
def test_case_insensitive_uniqueness_is_enforced_by_the_database():
    from django.db import IntegrityError

    from apps.accounts.models import User

    User.objects.create(name="first", email="same@example.com")
    with pytest.raises(IntegrityError):
        User.objects.create(name="FIRST", email="other@example.com")
    with pytest.raises(IntegrityError):
        User.objects.create(name="second", email="SAME@example.com")
    assert connection.vendor in {"sqlite", "postgresql"}


def test_database_pool_size_gives_postgresql_a_pool_and_leaves_sqlite_alone(monkeypatch):
    from config.settings.base import _database

    assert "pool" not in _database("postgres://u:p@127.0.0.1:5432/db").get("OPTIONS", {})
    monkeypatch.setenv("DATABASE_POOL_SIZE", "6")
    pooled = _database("postgres://u:p@127.0.0.1:5432/db")
    assert pooled["OPTIONS"]["pool"]["max_size"] == 6
    assert pooled["CONN_MAX_AGE"] == 0  # Django refuses a pool with persistent connections
    assert "pool" not in _database("sqlite:////tmp/x.sqlite3")["OPTIONS"]


def test_the_pool_keeps_the_database_urls_own_options(monkeypatch):
    from config.settings.base import _database

    monkeypatch.setenv("DATABASE_POOL_SIZE", "6")
    options = _database("postgres://u:p@127.0.0.1:5432/db?sslmode=require&connect_timeout=3")["OPTIONS"]
    assert (options["sslmode"], options["connect_timeout"], options["pool"]["max_size"]) == ("require", 3, 6)
