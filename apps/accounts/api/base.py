"""The base of every API view: a person whose account is not verified writes nothing but
what DECISIONS item 2 lets them, in views that say `unverified_may = True` (decision 0072
lists them); every other write answers 403 `account_unverified`. A test walks the URL map
so that no API view skips it."""

from typing import Any, ClassVar

from rest_framework.permissions import SAFE_METHODS
from rest_framework.request import Request
from rest_framework.views import APIView

from ..permissions import unverified_refused


class ApiView(APIView):
    unverified_may: ClassVar[bool] = False

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        if request.method not in SAFE_METHODS and not self.unverified_may:
            unverified_refused(request)
