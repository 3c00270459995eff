"""The sandbox provider's pay page, served by Django outside the SPA and the OpenAPI schema
(mounted only when `PAYMENT_PROVIDER=sandbox`). The signed token in its address is what lets
the browser in; "Approve" or "Decline" has the provider's event posted to the webhook (a
Celery task, over HTTP, as a real provider calls back) and sends the browser to the SPA's
result page."""

import uuid

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from apps.common.render import api_coins
from apps.common.site import site_url

from ..choices import DepositStatus, EventStatus
from ..models import Deposit
from ..providers.sandbox import METHODS, SandboxProvider, pay_token_holds
from ..tasks import sandbox_deliver

WEBHOOK_PATH = "/api/billing/v1/payments/sandbox/webhook"
ANSWERS = {"approve": EventStatus.PAID, "decline": EventStatus.FAILED}


# The signed token in the address, not a cookie, protects the form (the browser comes from
# the SPA, which keeps its session in localStorage).
@csrf_exempt
@require_http_methods(["GET", "POST"])
def sandbox_pay_page(request: HttpRequest, deposit_id: str) -> HttpResponse:
    token = request.GET.get("t", "")
    deposit = Deposit.objects.filter(pk=deposit_id, provider=SandboxProvider.name).first()
    if deposit is None or not pay_token_holds(token, deposit_id):
        raise Http404
    answer = ANSWERS.get(request.POST.get("answer", "")) if request.method == "POST" else None
    if answer is not None and deposit.status == DepositStatus.PENDING:
        body = SandboxProvider.event_body(
            deposit_id=deposit.id, event_id=uuid.uuid4().hex, status=answer, amount=api_coins(deposit.amount)
        )
        sandbox_deliver.delay(site_url(WEBHOOK_PATH), body.decode())
        return HttpResponseRedirect(f"/wallet/pay?deposit={deposit.id}")
    names = {method.id: method.name for method in METHODS}
    return render(
        request,
        "wallet/sandbox_pay.html",
        {
            "deposit": deposit,
            "amount": api_coins(deposit.amount),
            "method": names.get(deposit.method, deposit.method),
            "payable": deposit.status == DepositStatus.PENDING,
            "token": token,
        },
    )
