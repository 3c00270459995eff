from rest_framework.response import Response

from apps.common.responses import no_store

from ..services import SessionTokens
from .serializers import SessionSerializer


def session_answer(tokens: SessionTokens) -> Response:
    """An answer carrying session tokens: no browser or proxy cache keeps it."""
    return no_store(Response(SessionSerializer(tokens).data))
