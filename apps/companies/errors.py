"""The error codes of Companies (registered from the app's `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "company_access_ended": (
        401,
        _("Your access to this company has ended; you have been signed in as yourself again."),
    ),
    "company_admin_only": (403, _("Only the company's owner can do this; switch to the company first.")),
    "company_not_member": (403, _("You do not belong to this company.")),
    "company_not_empty": (409, _("The company cannot be deleted yet; release what is listed first.")),
    "company_already_member": (409, _("You already belong to this company.")),
    "company_owner_cannot_leave": (409, _("The owner cannot leave the company; hand it over or delete it.")),
    "company_application_pending": (409, _("You have already applied to this company; wait for the owner's answer.")),
    "invitation_not_for_you": (
        403,
        _("This invitation was sent to another address; sign in with the account it was sent to."),
    ),
}
