"""What a stream event is about: each page of the web app re-reads its data when one of its
topics arrives. The first event after a (re)connect carries every topic, or, when the client
says how long ago its page loaded (`since_ms`), the topics of what changed since then."""

from collections.abc import Iterable

NOTIFICATIONS = "notifications"
WALLET = "wallet"
RENTALS = "rentals"
ORDERS = "orders"
COMPANY = "company"
STREAM_TOPICS: tuple[str, ...] = (NOTIFICATIONS, WALLET, RENTALS, ORDERS, COMPANY)


def topics_join(topics: Iterable[str]) -> str:
    chosen = set(topics)
    unknown = chosen - set(STREAM_TOPICS)
    if unknown or not chosen:
        raise ValueError(f"unknown or no stream topics: {sorted(unknown)}")
    return ",".join(topic for topic in STREAM_TOPICS if topic in chosen)


def topics_split(joined: str) -> frozenset[str]:
    return frozenset(filter(None, joined.split(",")))


def topics_list(topics: Iterable[str]) -> list[str]:
    """In their declared order, as the stream sends them."""
    chosen = set(topics)
    return [topic for topic in STREAM_TOPICS if topic in chosen]
