"""Signed JWTs for a sign-in session. Both carry the session id (`sid`); which refresh token
is current is kept on the session row, not in the token."""

from django.conf import settings
from rest_framework_simplejwt.tokens import Token


class SessionAccessToken(Token):
    token_type = "access"
    lifetime = settings.ACCESS_TOKEN_LIFETIME


class SessionRefreshToken(Token):
    token_type = "refresh"
    lifetime = settings.REFRESH_TOKEN_LIFETIME
