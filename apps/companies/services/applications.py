"""Applications: a person asks to join a company by its id; the owner accepts or declines
it, or it expires (`applied`, then `accepted`, `declined` or `expired`)."""

from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.statemachine import StateMachine
from apps.notifications.services import notify
from apps.notifications.topics import COMPANY

from ..choices import ApplicationStatus
from ..models import Application, ApplicationLog, Membership
from ..notification_kinds import COMPANY_APPLICATION, COMPANY_APPLICATION_ACCEPTED, COMPANY_APPLICATION_DECLINED
from ..selectors import application_status, company_admin_of, company_get
from .common import member_join

S = ApplicationStatus
APPLICATIONS: StateMachine[Application] = StateMachine(
    model=Application,
    table={
        S.APPLIED: frozenset({S.ACCEPTED, S.DECLINED, S.EXPIRED}),
        S.ACCEPTED: frozenset(),
        S.DECLINED: frozenset(),
        S.EXPIRED: frozenset(),
    },
    log_model=ApplicationLog,
    subject_field="application",
)


@transaction.atomic
def application_create(*, user: User, company_id: str) -> Application:
    company = company_get(company_id=company_id)
    if Membership.objects.filter(company=company, user=user).exists():
        raise ApplicationError("company_already_member")
    now = timezone.now()
    late = Application.objects.filter(company=company, applicant=user, status=S.APPLIED, expires_at__lte=now)
    for application_id in late.values_list("id", flat=True):
        _expire(application_id)  # an expired one no longer blocks a new one
    try:
        with transaction.atomic():
            application = Application.objects.create(
                company=company,
                applicant=user,
                created_at=now,
                expires_at=now + timedelta(days=settings.COMPANY_INVITATION_DAYS),
            )
    except IntegrityError as exc:
        raise ApplicationError("company_application_pending") from exc
    APPLICATIONS.log(application, old="", actor=user)
    notify(
        recipients=[company.owner],
        kind=COMPANY_APPLICATION,
        params={"company": company.name, "name": user.name},
        topics=(COMPANY,),
        company_id=company.id,
    )
    return application


@transaction.atomic
def application_decide(*, actor: Actor, application_id: int, accept: bool) -> Application:
    company = company_admin_of(actor=actor)
    application = Application.objects.select_related("applicant").filter(company=company, id=application_id).first()
    if application is None:
        raise ApplicationError("not_found")
    if application_status(application) == S.EXPIRED:
        raise ApplicationError("transition_not_allowed", data={"status": S.EXPIRED, "allowed": []})
    now = timezone.now()
    to = S.ACCEPTED if accept else S.DECLINED
    moved = APPLICATIONS.move(application, to=to, actor=actor.user, changes={"decided_at": now})
    if accept:
        member_join(company=company, user=application.applicant, actor=actor.user)
    notify(
        recipients=[application.applicant],
        kind=COMPANY_APPLICATION_ACCEPTED if accept else COMPANY_APPLICATION_DECLINED,
        params={"company": company.name},
        topics=(COMPANY,),
    )
    return moved


def _expire(application_id: int) -> Application:
    return APPLICATIONS.move(application_id, to=S.EXPIRED, reason="expired", changes={"decided_at": timezone.now()})


def applications_expire() -> int:
    """Moves every open application past its time to `expired` (beat), one transaction each."""
    late = list(
        Application.objects.filter(status=S.APPLIED, expires_at__lte=timezone.now()).values_list("id", flat=True)
    )
    for application_id in late:
        with transaction.atomic():
            _expire(application_id)
    return len(late)
