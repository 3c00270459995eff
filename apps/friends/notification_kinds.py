"""The notifications friends send (registered from the app's `ready()`); params: name."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

FRIEND_REQUEST = "friend_request"
FRIEND_ACCEPTED = "friend_accepted"
FRIEND_DECLINED = "friend_declined"

KINDS = {
    FRIEND_REQUEST: Kind(
        label=_("Friend request"),
        title=_("New friend request"),
        body=_("{name} wants to be your friend."),
        link="/friends?tab=requests",
    ),
    FRIEND_ACCEPTED: Kind(
        label=_("Friend request accepted"),
        title=_("Friend request accepted"),
        body=_("{name} accepted your friend request."),
        link="/friends",
    ),
    FRIEND_DECLINED: Kind(
        label=_("Friend request declined"),
        title=_("Friend request declined"),
        body=_("{name} declined your friend request."),
        link="/friends?tab=requests",
    ),
}
