"""Uploaded files (avatars) for the embedded set-up, where no proxy serves MEDIA_URL."""

from django.conf import settings
from django.http import HttpRequest
from django.http.response import HttpResponseBase
from django.views.static import serve


def media_file(request: HttpRequest, path: str) -> HttpResponseBase:
    # MEDIA_ROOT is read per request, so a changed setting (tests, a mounted volume) applies.
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    response["Cache-Control"] = "public, max-age=86400"
    return response
