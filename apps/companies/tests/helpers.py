from datetime import timedelta

from django.utils import timezone

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.common.secrets import digest
from apps.companies import services
from apps.companies.choices import InvitationStatus
from apps.companies.models import Application, Company, Invitation
from conftest import Persona

API = "/api/iam/v1"


def company_of(persona: Persona) -> Company:
    return Company.objects.get(id=persona.sme_id)


def invitation(company: Company, *, raw: str = "tok", invitee: User | None = None, **fields) -> Invitation:
    """An open invitation whose link carries `raw`."""
    return Invitation.objects.create(
        company=company,
        inviter=company.owner,
        address_kind="email",
        invitee=invitee,
        token_hash=digest(raw),
        **{
            "expires_at": timezone.now() + timedelta(days=7),
            "address": (invitee.email if invitee else None) or "someone@example.com",
            "status": InvitationStatus.INVITED if invitee else InvitationStatus.PENDING,
            **fields,
        },
    )


def application(company: Company, applicant: User | None = None) -> Application:
    return services.application_create(user=applicant or UserFactory.create(), company_id=company.id)
