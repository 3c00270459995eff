"""The wallet's figure in a document: `/wallet`'s available coins, drawn in the first paint
for the person the document cookie names (docs/decisions/0065)."""

from django.http import HttpRequest

from apps.accounts.documents import document_person
from apps.common.money import coins_text
from apps.common.preload import FigureAmount

from .selectors import wallet_state


def wallet_figure(request: HttpRequest) -> FigureAmount | None:
    person = document_person(request)
    if person is None:
        return None
    available = wallet_state(user=person).available
    return FigureAmount(text=coins_text(available), negative=available < 0)
