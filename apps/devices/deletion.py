from django.utils.translation import gettext as _

from apps.accounts.deletion import Blocker
from apps.accounts.models import User

from .selectors import devices_owned_by


def devices_linked(user: User) -> Blocker | None:
    """An account with devices cannot be deleted: unbind the boxes, delete the Z-CLOUD machines."""
    if devices_owned_by(user=user).exists():
        return Blocker(
            code="devices_linked",
            message=_("Devices are still linked to your account; unbind or delete them first."),
        )
    return None
