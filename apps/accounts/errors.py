"""The error codes of Accounts, sign-in and verification (registered from the app\'s `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "invalid_credentials": (400, _("Account or password incorrect.")),
    "code_invalid": (400, _("The code is wrong or has expired; request a new one.")),
    "link_invalid": (400, _("This link is invalid, expired or already used.")),
    "link_other_account": (
        403,
        _("This link verifies another account's address: sign in as that account to verify it."),
    ),
    "wechat_taken": (400, _("This WeChat account is already linked to another account.")),
    "wechat_not_configured": (400, _("WeChat sign-in is not available.")),
    "wechat_failed": (400, _("WeChat sign-in failed; please try again.")),
    "reauth_required": (403, _("Please confirm it's you: enter your password again.")),
    "reauth_code_unavailable": (
        409,
        _("There is no phone number or verified e-mail address to send a code to; set a password first."),
    ),
    "password_already_set": (409, _("A password is already set; change it instead.")),
    "last_sign_in_method": (409, _("This is your last way to sign in; add another one first.")),
    "account_not_deletable": (409, _("The account cannot be deleted yet.")),
    "too_many_attempts": (429, _("Too many failed attempts; please try again later.")),
    "signin_code_required": (
        429,
        _("Too many failed sign-ins on this account; sign in with a code instead."),
    ),
    "code_resend_too_soon": (429, _("A code was just sent; please wait before asking for another.")),
    # Account takeover (issue 18)
    "account_unverified": (
        403,
        _(
            "Verify your e-mail address first, with the link we sent to it (your account page sends it again): "
            "until then this account can look around but not bind or order machines, pay, rent, list, publish, "
            "join companies, add friends or add sign-in methods."
        ),
    ),
    "token_reused": (401, _("This session was ended because its sign-in token was used twice; please sign in again.")),
    "wechat_state_invalid": (400, _("This WeChat request was started elsewhere or already used; please start again.")),
}
