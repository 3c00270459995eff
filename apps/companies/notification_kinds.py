"""The notifications companies send (registered from the app's `ready()`); params: company, name."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

COMPANY_INVITATION = "company_invitation"
COMPANY_APPLICATION = "company_application"
COMPANY_APPLICATION_ACCEPTED = "company_application_accepted"
COMPANY_APPLICATION_DECLINED = "company_application_declined"
COMPANY_REMOVED = "company_removed"

KINDS = {
    COMPANY_INVITATION: Kind(
        label=_("Company invitation"),
        title=_("Invitation to a company"),
        body=_("{name} invited you to join {company}."),
        link="/history",
    ),
    COMPANY_APPLICATION: Kind(
        label=_("Company application"),
        title=_("New application to your company"),
        body=_("{name} applied to join {company}."),
        link="/company/history",
    ),
    COMPANY_APPLICATION_ACCEPTED: Kind(
        label=_("Company application accepted"),
        title=_("Your application was accepted"),
        body=_("You are now a member of {company}."),
        link="/history",
    ),
    COMPANY_APPLICATION_DECLINED: Kind(
        label=_("Company application declined"),
        title=_("Your application was declined"),
        body=_("{company} declined your application."),
        link="/history",
    ),
    COMPANY_REMOVED: Kind(
        label=_("Removed from a company"),
        title=_("You were removed from a company"),
        body=_("You are no longer a member of {company}."),
        link="/history",
    ),
}
