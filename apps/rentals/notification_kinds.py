"""The notifications rentals send (registered from the app's `ready()`).

Params: app_en / app_zh (the app's name per language), reason_en / reason_zh (why it ended or
failed, in each language), amount (coins: what the renter paid, the provider's income, or a
dispute's refund), time_left (a duration, per language), resolution (staff's words on a
dispute). Links lead to `/my-orders`, or for a company's app to
the app's page."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

RENTAL_STARTED = "rental_started"
RENTAL_FAILED = "rental_failed"
RENTAL_ENDED = "rental_ended"
RENTAL_LOW_RUNWAY = "rental_low_runway"
RENTAL_PROVIDER_RENTED = "rental_provider_rented"
RENTAL_PROVIDER_ENDED = "rental_provider_ended"
RENTAL_PROVIDER_FAILED = "rental_provider_failed"
DISPUTE_OPENED = "dispute_opened"
DISPUTE_ANSWERED = "dispute_answered"
DISPUTE_WITHDRAWN = "dispute_withdrawn"
DISPUTE_RESOLVED = "dispute_resolved"

LINK = "/my-orders"
KINDS = {
    RENTAL_STARTED: Kind(
        label=_("Rental started"),
        title=_("Your rental started"),
        body=_("{app} is yours to use; your access is on the orders page."),
        link=LINK,
    ),
    RENTAL_FAILED: Kind(
        label=_("Rental could not start"),
        title=_("Your rental could not start"),
        body=_("{app}: {reason}. Nothing was charged and the hold was released."),
        link=LINK,
    ),
    RENTAL_ENDED: Kind(
        label=_("Rental ended"),
        title=_("Your rental ended"),
        body=_("{app}: {reason}. It cost {amount} coins in all."),
        link=LINK,
    ),
    RENTAL_LOW_RUNWAY: Kind(
        label=_("Rental running out of funds"),
        title=_("Your rental is running out of funds"),
        body=_("{app}: your balance covers about {time_left} more; top up to keep it running."),
        link=LINK,
    ),
    RENTAL_PROVIDER_RENTED: Kind(
        label=_("App rented"),
        title=_("Someone rented your app"),
        body=_("{app} is rented from now on."),
        link=LINK,
    ),
    RENTAL_PROVIDER_ENDED: Kind(
        label=_("Rental of your app ended"),
        title=_("A rental of your app ended"),
        body=_("{app}: {reason}. You earned {amount} coins."),
        link=LINK,
    ),
    RENTAL_PROVIDER_FAILED: Kind(
        label=_("Rental of your app could not start"),
        title=_("A rental of your app could not start"),
        body=_("{app}: {reason}."),
        link=LINK,
    ),
    DISPUTE_OPENED: Kind(
        label=_("Rental disputed"),
        title=_("A renter disputed a rental of your app"),
        body=_("{app}: the renter opened a dispute. Answer it on the orders page; support decides."),
        link=LINK,
        outside=True,
    ),
    DISPUTE_ANSWERED: Kind(
        label=_("Dispute answered"),
        title=_("The provider answered your dispute"),
        body=_("{app}: read the provider's answer on the orders page; support decides."),
        link=LINK,
    ),
    DISPUTE_WITHDRAWN: Kind(
        label=_("Dispute withdrawn"),
        title=_("A dispute was withdrawn"),
        body=_("{app}: the renter withdrew the dispute."),
        link=LINK,
    ),
    DISPUTE_RESOLVED: Kind(
        label=_("Dispute resolved"),
        title=_("A dispute was resolved"),
        body=_("{app}: support refunded {amount} coins to the renter. {resolution}"),
        link=LINK,
        outside=True,
    ),
}
