"""What installs tell the features built on them (companies), without depending on them.
Both are sent inside the service's transaction."""

from django.dispatch import Signal

# An app was installed on a device (the row exists, `installing`): kwargs `installed_app`.
app_installed = Signal()
# An app left its device (uninstalled, or its device unbound); its access grants are already
# revoked: kwargs `installed_app`.
app_removed = Signal()
# Sharing (mode, rentable, price) changed outside a status move, by a person or autopilot:
# kwargs `installed_app_ids`.
sharing_changed = Signal()
