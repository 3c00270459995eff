"""A stream lives only as long as its sign-in session, and opening many at once is cheap."""

import asyncio
import json

import pytest
from channels.db import database_sync_to_async
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.accounts.choices import UserType
from apps.accounts.models import AuthSession
from apps.accounts.services import password_change, session_logout, session_open, sessions_revoke
from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.notifications.relay import hub

from .test_stream import CLIENT, WAIT, Stream, announce, run

END_OF_BODY = {"type": "http.response.body", "body": b"", "more_body": False}


@pytest.fixture(autouse=True)
def quick_checks(settings):
    settings.STREAM_SESSION_CHECK_SECONDS = 0.1
    settings.STREAM_POLL_SECONDS = 0.05


def log_out(user, mine, _theirs):
    session_logout(refresh_token=mine.refresh_token)


def change_password_elsewhere(user, _mine, theirs):
    session = AuthSession.objects.select_related("user").get(pk=_session_id(theirs))
    password_change(session=session, current_password=PASSWORD, password="another-pass-456")


def revoke_by_staff(user, mine, _theirs):
    AuthSession.objects.filter(pk=_session_id(mine)).update(revoked_at="2026-01-01T00:00:00Z")


def revoke_identity(user, _mine, _theirs):
    sessions_revoke(sme_id="user", reason="company_access_ended", user=user)


def deactivate(user, _mine, _theirs):
    type(user).objects.filter(pk=user.pk).update(is_active=False)


def _session_id(tokens) -> str:
    from apps.accounts.tokens import SessionAccessToken

    return SessionAccessToken(tokens.token)["sid"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("end", "other_survives"),
    [
        (log_out, True),
        (change_password_elsewhere, True),
        (revoke_by_staff, True),
        (revoke_identity, False),
        (deactivate, False),
    ],
)
def test_a_stream_ends_with_its_session_and_says_so(end, other_survives):
    user = UserFactory.create()
    mine, theirs = (session_open(user=user, client=CLIENT) for _ in range(2))

    async def scenario():
        ending, staying = Stream(token=mine.token), Stream(token=theirs.token)
        for stream in (ending, staying):
            assert (await stream.open())["status"] == 200
            await stream.next_data()
        await database_sync_to_async(end)(user, mine, theirs)
        ended = await ending.next_event()
        assert ended["event"] == "ended" and json.loads(ended["data"]) == {"reason": "session_ended"}
        assert await ending.communicator.receive_output(WAIT) == END_OF_BODY
        await ending.communicator.wait(WAIT)
        if other_survives:
            await announce(user, title="Still signed in")
            _event, stats = await staying.next_data()
            assert stats["recent"][0]["title"] == "Still signed in"
            await staying.close()
        else:
            assert (await staying.next_event())["event"] == "ended"
            await staying.communicator.wait(WAIT)
        assert hub.stream_count == 0

    run(scenario)


@pytest.mark.django_db(transaction=True)
def test_concurrent_opens_of_one_person_share_their_database_reads(settings):
    """Each open used to read the session and the first stats on its own: 5 queries or more
    per stream. Opens arriving together now share one session read and one stats read."""
    settings.STREAM_SESSION_CHECK_SECONDS = 60
    # The open path's reads, whatever the relay: the channel layer's subscription awaits Redis
    # under the hub's lock, which spreads the opens over more turns of the loop.
    settings.STREAM_RELAY = "database"
    count = 40
    settings.STREAMS_PER_PERSON = count
    user = UserFactory.create()
    token = session_open(user=user, client=CLIENT, user_type=UserType.USER).token

    async def scenario():
        streams = [Stream(token=token) for _ in range(count)]
        starts = await asyncio.gather(*(stream.open() for stream in streams))
        assert {start["status"] for start in starts} == {200}
        firsts = [await stream.next_data() for stream in streams]
        assert {event["id"] for event, _stats in firsts} == {firsts[0][0]["id"]}
        for stream in streams:
            await stream.close()

    with CaptureQueriesContext(connection) as queries:
        run(scenario)
    assert len(queries) < count // 2, [query["sql"] for query in queries]
