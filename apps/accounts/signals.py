"""What accounts tell the features built on them, without depending on them. Sent inside
the service's transaction."""

from django.dispatch import Signal

# The person proved an e-mail address or phone number is theirs (a verification link, or a
# code sent to it): kwargs `user`.
address_verified = Signal()
