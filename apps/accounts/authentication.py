import uuid
from dataclasses import dataclass
from functools import cache
from typing import Any, cast

from django.core.exceptions import ImproperlyConfigured
from django.db import DEFAULT_DB_ALIAS, connection
from django.db.models import Model
from django.http import HttpRequest
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import TokenError

from apps.common.errors import ApplicationError
from apps.common.net import client_address

from .actor import Actor
from .models import AuthSession, User
from .selectors import open_sessions
from .services.sessions import ClientInfo
from .tokens import SessionAccessToken


def request_session(request: Request) -> AuthSession:
    """The caller's session in a view that requires sign-in."""
    if not isinstance(request.auth, AuthSession):
        raise ImproperlyConfigured("request_session() in a view that does not require an authenticated caller")
    return request.auth


def request_client(request: HttpRequest) -> ClientInfo:
    """The caller's address and user agent, as sessions and sign-in logs record them."""
    return ClientInfo(ip=client_address(request), user_agent=request.META.get("HTTP_USER_AGENT", ""))


def request_actor(request: Request) -> Actor:
    """Who the caller acts as, in a view that requires sign-in: what every owner-scoped
    selector and service takes as `actor=`."""
    return request_session(request).actor


def _access_claims(raw: str | bytes) -> Any | None:
    """The claims of a well-formed, unexpired access token; None otherwise."""
    try:
        return SessionAccessToken(raw)  # type: ignore[arg-type]
    except TokenError:
        return None


def session_for_access_token(raw: str | bytes) -> tuple[AuthSession, int] | None:
    """The open session an access token belongs to, with the token's expiry (epoch s);
    None for a bad, expired or revoked token."""
    token = _access_claims(raw)
    if token is None:
        return None
    try:
        session_id = uuid.UUID(str(token.get("sid")))
    except ValueError:
        return None
    session = _open_session(session_id)
    return (session, int(token["exp"])) if session is not None else None


@dataclass(frozen=True)
class _Statement:
    sql: str
    params: list[Any]
    id_position: int
    converters: dict[int, tuple[list[Any], Any]]
    session_columns: dict[str, int]
    user_columns: dict[str, int]


_PLACEHOLDER_ID = uuid.UUID(int=0)


@cache
def _open_session_statement() -> _Statement:
    """The ORM's statement for an open session with its active user, compiled once: every
    authenticated request reads it, and building it took most of the read's time."""
    query = open_sessions().select_related("user").filter(id=_PLACEHOLDER_ID)
    compiler = query.query.get_compiler(DEFAULT_DB_ALIAS)
    sql, params = compiler.as_sql()
    columns = [column for column, _sql, _alias in compiler.select]
    klass_info = cast(dict[str, Any], compiler.klass_info)  # set by as_sql()
    user_info = klass_info["related_klass_infos"][0]
    return _Statement(
        sql=sql,
        params=list(params),
        id_position=list(params).index(AuthSession._meta.pk.get_db_prep_value(_PLACEHOLDER_ID, connection)),
        converters=compiler.get_converters(columns),
        session_columns={columns[i].target.attname: i for i in klass_info["select_fields"]},
        user_columns={columns[i].target.attname: i for i in user_info["select_fields"]},
    )


def _open_session(session_id: uuid.UUID) -> AuthSession | None:
    """`open_sessions().select_related("user").filter(id=…).first()`, from the statement
    compiled once."""
    statement = _open_session_statement()
    params = list(statement.params)
    params[statement.id_position] = AuthSession._meta.pk.get_db_prep_value(session_id, connection)
    with connection.cursor() as cursor:
        cursor.execute(statement.sql, params)
        found = cursor.fetchone()
    if found is None:
        return None
    row = list(found)
    for position, (converters, expression) in statement.converters.items():
        for converter in converters:
            row[position] = converter(row[position], expression, connection)

    def instance(model: type[Model], columns: dict[str, int]) -> Any:
        return model.from_db(DEFAULT_DB_ALIAS, list(columns), [row[i] for i in columns.values()])

    session = instance(AuthSession, statement.session_columns)
    session.user = instance(User, statement.user_columns)
    return session


def revoked_reason_for_access_token(raw: str | bytes) -> str:
    """Why a valid access token's session was revoked, when it was revoked for a reason
    (an error code); else ""."""
    token = _access_claims(raw)
    if token is None:
        return ""
    reason = (
        AuthSession.objects.filter(id=token.get("sid"), revoked_at__isnull=False)
        .values_list("revoked_reason", flat=True)
        .first()
    )
    return reason or ""


class SessionTokenAuthentication(JWTAuthentication):
    """Bearer access token whose session is still open: `request.user` is the person and
    `request.auth` the AuthSession (user type and identity). A revoked session's access
    tokens stop working at once, at the cost of the one query a user lookup costs anyway."""

    def authenticate(self, request: Request) -> tuple[User, AuthSession] | None:  # type: ignore[override]
        header = self.get_header(request)
        if header is None:
            return None
        raw = self.get_raw_token(header)
        if raw is None:
            return None
        found = session_for_access_token(raw)
        if found is None:
            reason = revoked_reason_for_access_token(raw)
            if reason:
                raise ApplicationError(reason)
            raise AuthenticationFailed()
        session, _expires = found
        return session.user, session
