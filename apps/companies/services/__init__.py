"""Writes for companies, by section: `companies` (create, update, archive, hand-over, the
identity switch), `members` (removal, leaving, member records), `allocations` (devices and
apps given to members), `invitations` and `applications` (each a state machine:
`INVITATIONS`, `APPLICATIONS`). Each public function is one transaction.

When a person's access to a company ends (removal, leaving, archive, hand-over) their
allocations end, and with them their own access to the company's apps; every session of
theirs whose identity is that company is revoked: its next call answers 401
`company_access_ended`."""

from .allocations import on_app_installed, on_app_removed, on_device_released, resource_assign, resource_unassign
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
    "on_app_installed",
    "on_app_removed",
    "on_device_released",
    "resource_assign",
    "resource_unassign",
]
