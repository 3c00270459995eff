"""The rental state machine and what every part of the rentals' services shares: telling
both sides, and the one way a rental's app and device decide whether time is billed."""

from typing import Any

from django.utils import translation

from apps.common.statemachine import StateMachine
from apps.devices.choices import DeviceStatus
from apps.installs.choices import AppStatus
from apps.listings.services import listing_busy_set, reliability_rental_failed
from apps.notifications.services import notify, stats_changed
from apps.notifications.topics import RENTALS

from ..choices import FINAL, EndReason, FailReason, RentalStatus
from ..models import Rental, RentalLog
from ..notification_kinds import LINK

S = RentalStatus
TRANSITIONS: dict[str, frozenset[str]] = {
    S.PRE_RENTAL_ONGOING: frozenset({S.RENTAL_ONGOING, S.PRE_RENTAL_FAILED}),
    S.PRE_RENTAL_FAILED: frozenset(),
    S.RENTAL_ONGOING: frozenset({S.POST_RENTAL_ONGOING, S.RENTAL_FAILED}),
    S.RENTAL_FAILED: frozenset({S.POST_RENTAL_ONGOING}),
    S.POST_RENTAL_ONGOING: frozenset({S.END_RENTAL_ONGOING, S.POST_RENTAL_FAILED}),
    S.POST_RENTAL_FAILED: frozenset({S.END_RENTAL_ONGOING}),
    S.END_RENTAL_ONGOING: frozenset({S.ENDED, S.END_RENTAL_FAILED}),
    S.END_RENTAL_FAILED: frozenset({S.ENDED}),
    S.ENDED: frozenset(),
}


# Ends that count against the device's reliability (with every rental that could not start).
FAILED_ENDS = frozenset({EndReason.APP_FAILED, EndReason.PROVIDER_OFFLINE})


def _on_move(rental: Rental, old: str) -> list[str]:
    """A rental reaching a final state frees its app's listing; one that failed counts on
    its device's reliability row."""
    if rental.status in FINAL:
        listing_busy_set(installed_app_id=rental.installed_app_id, busy=False)
    failed_end = rental.status == S.POST_RENTAL_ONGOING and rental.reason in FAILED_ENDS
    if rental.status == S.PRE_RENTAL_FAILED or failed_end:
        reliability_rental_failed(device_id=rental.installed_app.device_id)
    return []


def _tell_streams(rental: Rental, old: str) -> None:
    stats_changed(user_ids=[rental.renter_id, rental.provider_id], topics={RENTALS})


# Orders follow every move inside its transaction. Followers: docs/flows.md, `manage.py
# followers`.
MACHINE: StateMachine[Rental] = StateMachine(
    model=Rental,
    table=TRANSITIONS,
    log_model=RentalLog,
    subject_field="rental",
    on_move=_on_move,
    events=(_tell_streams,),
)


def is_billable(*, app_status: str, device_status: str) -> bool:
    """Time is billed while the app runs on an online device (not while it is starting or
    restarting, nor while the device is offline)."""
    return app_status == AppStatus.RUNNING and device_status == DeviceStatus.ONLINE


def reason_label(reason: str) -> str:
    for choices in (EndReason, FailReason):
        if reason in choices.values:
            return str(choices(reason).label)
    return reason


def tell(rental: Rental, *, recipient: Any, kind: str, outside: bool | None = None, **params: Any) -> None:
    """Notifies `recipient` of `rental` in both languages (the app's name and the reason).
    The provider of a company's app is told in the company's identity, which has no orders
    page: the link leads to the app instead. `outside` as `notify` takes it."""
    installed = rental.installed_app
    app = installed.app
    values: dict[str, Any] = {"app_en": app.name_en, "app_zh": app.name_zh or app.name_en, **params}
    for language, code in (("en", "en"), ("zh", "zh-hans")):
        with translation.override(code):
            values[f"reason_{language}"] = reason_label(rental.reason)
    company_id, link = None, f"{LINK}?id={rental.pk}"
    if recipient.pk == rental.provider_id:
        company_id = installed.owner_company_id
        link = f"/devices/apps/{installed.pk}" if company_id else f"{LINK}?role=provider&id={rental.pk}"
    notify(
        recipients=[recipient],
        kind=kind,
        params=values,
        link=link,
        topics={RENTALS},
        company_id=company_id,
        outside=outside,
    )
