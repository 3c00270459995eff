"""The error codes of Friends and friend requests (registered from the app\'s `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "friend_request_to_self": (400, _("You cannot send a friend request to yourself.")),
    "user_not_found": (404, _("No one has this e-mail address, phone number or user name.")),
    "already_friends": (409, _("You are already friends.")),
    "friend_request_pending": (409, _("You have already sent this person a friend request; wait for their answer.")),
    "friend_request_declined_recently": (
        429,
        _("This person declined your friend request recently; you can ask again in a few days."),
    ),
    "friend_tags_limit": (409, _("You have as many tags as allowed; delete one you no longer use first.")),
    "friend_request_limit": (429, _("You have sent too many friend requests today; please try again later.")),
}
