"""The catalogue of stable error codes: code -> (HTTP status, default translated message).

Every failure the API answers carries one of these codes in `error`. The README's error
table is checked against this mapping by a test, so add new codes here first.
"""

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

ERRORS: dict[str, tuple[int, Promise]] = {
    "validation_error": (400, _("Some fields are not valid; please check them and try again.")),
    "malformed_request": (400, _("The request could not be read.")),
    "invalid_credentials": (400, _("Account or password incorrect.")),
    "code_invalid": (400, _("The code is wrong or has expired; request a new one.")),
    "link_invalid": (400, _("This link is invalid, expired or already used.")),
    "email_taken": (400, _("This e-mail address is already used by another account.")),
    "phone_taken": (400, _("This phone number is already used by another account.")),
    "wechat_taken": (400, _("This WeChat account is already linked to another account.")),
    "wechat_not_configured": (400, _("WeChat sign-in is not available.")),
    "wechat_failed": (400, _("WeChat sign-in failed; please try again.")),
    "friend_request_to_self": (400, _("You cannot send a friend request to yourself.")),
    "device_id_invalid": (400, _("Invalid device ID")),
    "not_authenticated": (401, _("Please sign in first.")),
    "token_invalid": (401, _("Your session has expired; please sign in again.")),
    "registration_token_invalid": (401, _("The registration token is wrong or registration is disabled.")),
    "device_secret_invalid": (401, _("The device ID or device secret is wrong.")),
    "permission_denied": (403, _("You do not have permission to do this.")),
    "reauth_required": (403, _("Please confirm it's you: enter your password again.")),
    "member_not_allowed": (
        403,
        _(
            "Members have no permission to manage devices, install apps or rent apps; "
            "please contact your administrator."
        ),
    ),
    "not_found": (404, _("The requested resource does not exist.")),
    "user_not_found": (404, _("No one has this e-mail address, phone number or user name.")),
    "method_not_allowed": (405, _("This method is not allowed here.")),
    "reauth_code_unavailable": (
        409,
        _("There is no phone number or verified e-mail address to send a code to; set a password first."),
    ),
    "password_already_set": (409, _("A password is already set; change it instead.")),
    "last_sign_in_method": (409, _("This is your last way to sign in; add another one first.")),
    "account_not_deletable": (409, _("The account cannot be deleted yet.")),
    "already_friends": (409, _("You are already friends.")),
    "friend_request_pending": (409, _("You have already sent this person a friend request; wait for their answer.")),
    "transition_not_allowed": (409, _("This can no longer be done; the item has changed meanwhile.")),
    "device_already_yours": (409, _("This device is already bound to your account.")),
    "zcloud_not_unbindable": (409, _("A Z-CLOUD device cannot be unbound; delete it instead.")),
    "command_finished": (409, _("This command has already finished.")),
    "device_offline": (409, _("The device is offline; try again when it is back online.")),
    "requirements_not_met": (409, _("This device does not meet the app's minimum resources.")),
    "app_already_installed": (409, _("This app is already installed on this device.")),
    "app_not_installed": (409, _("The app is not installed yet.")),
    "ai_api_not_available": (409, _("Only AI compute and AI server apps have an AI API.")),
    "rentable_app_stopped": (409, _("The rentable setting cannot change while the app is stopped; start it first.")),
    "rentable_device_offline": (
        409,
        _("The rentable setting cannot change while the device is offline."),
    ),
    "rentable_dedicated": (409, _("A dedicated (self-use) app cannot be rented out; choose another sharing mode.")),
    "rentable_autopilot": (409, _("In autopilot the system decides whether the app is rentable.")),
    "lite_space_stopped": (409, _("The lite-app space is powered off; power it on first.")),
    "lite_space_full": (409, _("The lite-app space has no room for this app; enlarge it first.")),
    "lite_space_busy": (409, _("A lite app in the space is starting; wait until it is up, then power the space off.")),
    "lite_space_edit_rentable": (
        409,
        _("The lite-app space cannot be edited while any lite app in it is rentable."),
    ),
    "lite_space_power_rentable": (
        409,
        _("The lite-app space cannot be powered off while any lite app in it is rentable."),
    ),
    "unsupported_media_type": (415, _("This content type is not supported.")),
    "too_many_attempts": (429, _("Too many failed attempts; please try again later.")),
    "too_many_requests": (429, _("Too many requests; please slow down and try again later.")),
    "code_resend_too_soon": (429, _("A code was just sent; please wait before asking for another.")),
    "friend_request_declined_recently": (
        429,
        _("This person declined your friend request recently; you can ask again in a few days."),
    ),
    "friend_request_limit": (429, _("You have sent too many friend requests today; please try again later.")),
    "server_error": (500, _("Something went wrong on our side; please try again later.")),
}


class ApplicationError(Exception):
    """A refusal raised by a service; the API answers it in the envelope."""

    def __init__(self, code: str, *, message: str | Promise | None = None, data: object = None) -> None:
        if code not in ERRORS:
            raise KeyError(f"unknown error code {code!r}: add it to apps.common.errors.ERRORS")
        self.code = code
        self.status, default = ERRORS[code]
        self.message = message if message is not None else default
        self.data = data
        super().__init__(f"{code}: {self.message}")


def field_error(field: str, message: str | Promise) -> ApplicationError:
    return ApplicationError("validation_error", data={field: [str(message)]})
