from rest_framework.response import Response

from apps.common.responses import no_store

from ..documents import document_cookie_set
from ..services import SessionTokens
from .serializers import SessionSerializer


def session_answer(tokens: SessionTokens) -> Response:
    """An answer carrying session tokens."""
    return tokens_answer(SessionSerializer(tokens).data, tokens)


def tokens_answer(body: object, tokens: SessionTokens) -> Response:
    """An answer whose `body` carries `tokens`: no browser or proxy cache keeps it, and it sets
    the cookie that lets the server draw this session's person in documents."""
    response = no_store(Response(body))
    document_cookie_set(response, session_id=tokens.session_id, expires_at=tokens.expires_at)
    return response
