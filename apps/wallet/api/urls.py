from django.conf import settings
from django.urls import path

from . import payouts, views

urlpatterns = [
    path("wallet", views.WalletView.as_view()),
    path("wallet/summary", views.WalletSummaryView.as_view()),
    path("transactions", views.TransactionListView.as_view()),
    path("transactions/export", views.TransactionExportView.as_view()),
    path("deposits", views.DepositListView.as_view()),
    path("deposits/options", views.DepositOptionsView.as_view()),
    path("deposits/<str:deposit_id>", views.DepositDetailView.as_view()),
    path("payout-accounts", payouts.PayoutAccountListView.as_view()),
    path("payout-accounts/<str:account_id>", payouts.PayoutAccountDetailView.as_view()),
    path("payouts", payouts.PayoutListView.as_view()),
    path("payouts/options", payouts.PayoutOptionsView.as_view()),
    path("payouts/<str:payout_id>", payouts.PayoutDetailView.as_view()),
    path("payouts/<str:payout_id>/cancel", payouts.PayoutCancelView.as_view()),
    path("payments/<slug:provider>/webhook", views.PaymentWebhookView.as_view()),
]

if settings.PAYMENT_PROVIDER == "sandbox":
    from . import sandbox

    urlpatterns.append(path("payments/sandbox/pay/<str:deposit_id>", sandbox.sandbox_pay_page))
