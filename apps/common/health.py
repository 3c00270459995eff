"""Liveness for load balancers and orchestrators: answers without touching the database,
so a slow database does not take every web process out of rotation."""

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET

from .envelope import envelope


@csrf_exempt
@require_GET
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse(envelope(status=200, data={"status": "ok"}))
