"""Writes for companies, by section: `companies` (create, update, archive, hand-over, the
identity switch), `members` (removal, leaving, member records), `invitations` and
`applications` (each a state machine: `INVITATIONS`, `APPLICATIONS`). Each public function
is one transaction.

When a person's access to a company ends (removal, leaving, archive, hand-over) every
session of theirs whose identity is that company is revoked: its next call answers 401
`company_access_ended`."""

from .applications import APPLICATIONS, application_create, application_decide, applications_expire
from .companies import company_archive, company_create, company_transfer, company_update, identity_switch
from .invitations import (
    INVITATIONS,
    invitation_answer,
    invitation_answer_mine,
    invitation_create,
    invitation_expire,
    invitations_complete,
    invitations_expire,
)
from .members import member_leave, member_records_read, member_remove

__all__ = [
    "APPLICATIONS",
    "INVITATIONS",
    "application_create",
    "application_decide",
    "applications_expire",
    "company_archive",
    "company_create",
    "company_transfer",
    "company_update",
    "identity_switch",
    "invitation_answer",
    "invitation_answer_mine",
    "invitation_create",
    "invitation_expire",
    "invitations_complete",
    "invitations_expire",
    "member_leave",
    "member_records_read",
    "member_remove",
]
