"""The sign-in lock-out. Failures count per (account, address) pair, per address and per
account; the pair and the address lock for the cool-off, while the account-wide ceiling
only refuses password sign-ins (`signin_code_required`), so that nobody can lock an owner
out: code sign-ins skip it. An address is an IPv4 address or an IPv6 /64."""

import ipaddress
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.common.errors import ApplicationError
from apps.common.secrets import digest

from ..choices import ThrottleScope
from ..models import SignInThrottle, User
from .sessions import ClientInfo


def address_key(ip: str) -> str:
    """The address a client counts as: its IPv4 address, or its IPv6 /64 (one subscriber's
    network). An IPv4 address mapped into IPv6 is the IPv4 address."""
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return ip
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def account_key(*, user: User | None, account: str) -> str:
    """The person an attempt names, or for an unknown account its digest: any string the
    field takes (254 characters, more once lower-cased) then fits the key column."""
    return f"user:{user.pk}" if user else f"name:{digest(account.strip().lower())}"


@dataclass(frozen=True)
class SignInKeys:
    account: str
    address: str

    @property
    def pair(self) -> str:
        return f"{self.account}|{self.address}"

    def scopes(self, *, ceiling: bool) -> dict[str, str]:
        keys: dict[str, str] = {ThrottleScope.PAIR: self.pair, ThrottleScope.ADDRESS: self.address}
        return {**keys, ThrottleScope.ACCOUNT: self.account} if ceiling else keys


def signin_keys(*, account: str, client: ClientInfo) -> SignInKeys:
    return SignInKeys(account=account, address=address_key(client.ip))


def _locked_until(keys: dict[str, str]) -> dict[str, int]:
    """Seconds left per locked scope."""
    now = timezone.now()
    match = Q(pk__in=[])
    for scope, key in keys.items():
        match |= Q(scope=scope, key=key)
    rows = SignInThrottle.objects.filter(match, locked_until__gt=now).values_list("scope", "locked_until")
    return {scope: int((until - now).total_seconds()) + 1 for scope, until in rows if until}


def signin_guard(*, keys: SignInKeys, ceiling: bool) -> None:
    """Refuse a sign-in whose pair or address is locked (`too_many_attempts`) or, for a
    password sign-in (`ceiling`), whose account reached the ceiling (`signin_code_required`)."""
    locked = _locked_until(keys.scopes(ceiling=ceiling))
    blocking = [wait for scope, wait in locked.items() if scope != ThrottleScope.ACCOUNT]
    if blocking:
        raise ApplicationError("too_many_attempts", data={"retry_after": max(blocking)})
    if ThrottleScope.ACCOUNT in locked:
        raise ApplicationError("signin_code_required", data={"retry_after": locked[ThrottleScope.ACCOUNT]})


def signin_failed(*, keys: SignInKeys, ceiling: bool) -> None:
    """Count a failure on each key; one reaching its limit locks for the cool-off."""
    conf = settings.SIGNIN_THROTTLE
    limits: dict[str, int] = {
        ThrottleScope.PAIR: conf["PAIR_FAILURES"],
        ThrottleScope.ADDRESS: conf["ADDRESS_FAILURES"],
        ThrottleScope.ACCOUNT: conf["ACCOUNT_CEILING"],
    }
    now = timezone.now()
    for scope, key in keys.scopes(ceiling=ceiling).items():
        with transaction.atomic():
            row, _created = SignInThrottle.objects.select_for_update().get_or_create(scope=scope, key=key)
            if now - row.window_started_at > conf["WINDOW"]:
                row.failures, row.window_started_at = 0, now
            row.failures += 1
            if row.failures >= limits[scope]:
                row.failures, row.window_started_at, row.locked_until = 0, now, now + conf["COOL_OFF"]
            row.save()


def signin_succeeded(*, keys: SignInKeys) -> None:
    SignInThrottle.objects.filter(scope=ThrottleScope.PAIR, key=keys.pair).delete()


def signin_unlock(*, user: User) -> int:
    """Lift every lock-out of one person: its pairs and its ceiling (support tool). Answers
    the rows removed."""
    key = f"user:{user.pk}"
    deleted, _rows = SignInThrottle.objects.filter(
        Q(scope=ThrottleScope.ACCOUNT, key=key) | Q(scope=ThrottleScope.PAIR, key__startswith=f"{key}|")
    ).delete()
    return deleted
