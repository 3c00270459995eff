"""Withdrawals: payout accounts, what may be withdrawn, the request's states through the
sandbox payout provider, and the ledger after each (income less the platform fee of 10%)."""

from decimal import Decimal

import pytest
from django.core.management import call_command
from django.test import override_settings

from apps.common.errors import ApplicationError
from apps.notifications.models import Notification
from apps.wallet.choices import PayoutStatus
from apps.wallet.models import Account, Payout, PayoutAccount, PayoutLog
from apps.wallet.selectors import payout_options
from apps.wallet.services import (
    payout_account_add,
    payout_account_remove,
    payout_approve,
    payout_cancel,
    payout_reject,
    payout_request,
    payout_settle,
    payouts_resend,
)

from .helpers import assert_ledger_consistent, balances, earn, fund, production_setup

CARD = "6222 0212 3456 7894"  # Luhn-valid
REFUSED_CARD = "4000000000020000"  # Luhn-valid, ends in 0000: the sandbox's bank refuses it


@pytest.fixture
def approve(django_capture_on_commit_callbacks):
    """Staff's approval, and the payout provider's send that follows its commit."""

    def run(payout: Payout, staff) -> Payout:
        with django_capture_on_commit_callbacks(execute=True):
            payout_approve(payout=payout, staff=staff)
        return Payout.objects.get(pk=payout.pk)

    return run


def card(user, number: str = CARD) -> PayoutAccount:
    return payout_account_add(user=user, kind="bank_card", holder_name="Li Lei", account=number, bank="ICBC")


@pytest.mark.django_db
class TestPayoutAccounts:
    def test_a_bank_card_is_kept_sealed_and_shown_masked(self, individual):
        account = card(individual.user)
        assert account.masked == "**** 7894"
        assert "7894" not in account.account_sealed and account.bank == "ICBC"

    @pytest.mark.parametrize(
        ("raw", "masked"),
        [("Li.Lei@Example.com", "li***@example.com"), ("13812345678", "+86138****5678")],
    )
    def test_an_alipay_account_is_an_address_or_a_phone(self, individual, raw, masked):
        account = payout_account_add(user=individual.user, kind="alipay", holder_name="Li Lei", account=raw)
        assert account.masked == masked and account.bank == ""

    @pytest.mark.parametrize(
        ("kind", "account", "bank", "field"),
        [
            ("bank_card", "6222021234567895", "ICBC", "account"),  # check digit off by one
            ("bank_card", "12345", "ICBC", "account"),
            ("bank_card", "".join(chr(ord(digit) + 0xFEE0) for digit in "6222021234567894"), "ICBC", "account"),
            ("bank_card", CARD, "", "bank"),
            ("alipay", "not an address", "", "account"),
            ("paypal", "a@b.com", "", "kind"),
        ],
    )
    def test_bad_details_are_refused_on_their_field(self, individual, kind, account, bank, field):
        with pytest.raises(ApplicationError) as refused:
            payout_account_add(user=individual.user, kind=kind, holder_name="Li Lei", account=account, bank=bank)
        assert refused.value.code == "validation_error" and field in dict(refused.value.data)  # type: ignore[call-overload]
        assert not PayoutAccount.objects.exists()

    def test_the_same_account_twice_and_past_the_limit_are_refused(self, individual):
        card(individual.user)
        with pytest.raises(ApplicationError) as twice:
            card(individual.user, "6222021234567894")
        assert twice.value.code == "payout_account_exists"
        with override_settings(PAYOUT_ACCOUNTS_MAX=1), pytest.raises(ApplicationError) as many:
            payout_account_add(user=individual.user, kind="alipay", holder_name="Li", account="a@b.com")
        assert many.value.code == "payout_accounts_limit"

    def test_removing_keeps_an_account_a_payout_points_at(self, individual):
        unused, used = card(individual.user), card(individual.user, REFUSED_CARD)
        earn(individual.user, "100")
        payout = payout_request(user=individual.user, amount=Decimal("20"), payout_account_id=used.pk)
        with pytest.raises(ApplicationError) as busy:
            payout_account_remove(user=individual.user, account_id=used.pk)
        assert busy.value.code == "payout_account_in_use"
        payout_cancel(user=individual.user, payout_id=payout.pk)
        payout_account_remove(user=individual.user, account_id=used.pk)
        payout_account_remove(user=individual.user, account_id=unused.pk)
        assert not PayoutAccount.objects.filter(pk=unused.pk).exists()
        assert PayoutAccount.objects.get(pk=used.pk).removed_at is not None

    def test_another_persons_account_cannot_be_removed_or_paid_to(self, individual, outsider):
        theirs = card(outsider.user)
        with pytest.raises(ApplicationError) as removed:
            payout_account_remove(user=individual.user, account_id=theirs.pk)
        assert removed.value.code == "not_found"
        earn(individual.user, "100")
        with pytest.raises(ApplicationError) as paid:
            payout_request(user=individual.user, amount=Decimal("20"), payout_account_id=theirs.pk)
        assert "payout_account_id" in dict(paid.value.data)  # type: ignore[call-overload]
        assert not Payout.objects.exists()


@pytest.mark.django_db
class TestWithdrawable:
    def test_settled_income_counts_and_deposits_and_young_income_do_not(self, individual):
        fund(individual.user, "500")
        earn(individual.user, "100")  # 90 after the fee
        earn(individual.user, "50", hours_ago=1)  # 45, still settling
        options = payout_options(user=individual.user)
        assert (options.withdrawable, options.settling) == (Decimal("90.00"), Decimal("45.00"))

    def test_payouts_taken_and_spending_lower_it(self, individual, approve):
        earn(individual.user, "100")
        account = card(individual.user)
        payout = payout_request(user=individual.user, amount=Decimal("30"), payout_account_id=account.pk)
        requested = payout_options(user=individual.user)
        assert (requested.withdrawable, requested.open_payout_id) == (Decimal("60.00"), payout.pk)
        approve(payout, individual.user)
        paid = payout_options(user=individual.user)
        assert (paid.withdrawable, paid.open_payout_id) == (Decimal("60.00"), None)
        from apps.wallet.services import wallet_charge

        wallet_charge(user=individual.user, amount=Decimal("50"), idempotency_key="spend", reference="order:1")
        assert payout_options(user=individual.user).withdrawable == Decimal("10.00")


@pytest.mark.django_db
class TestRequest:
    @pytest.fixture
    def earner(self, individual):
        earn(individual.user, "1000")  # 900 withdrawable
        return individual.user

    def ask(self, user, amount: str):
        account = PayoutAccount.objects.filter(user=user).first() or card(user)
        return payout_request(user=user, amount=Decimal(amount), payout_account_id=account.pk)

    @pytest.mark.parametrize(
        ("amount", "code"),
        [
            ("9.99", "validation_error"),
            ("10.001", "validation_error"),
            ("-20", "validation_error"),
            ("900.01", "payout_not_withdrawable"),
        ],
    )
    def test_refusals_move_nothing(self, earner, amount, code):
        with pytest.raises(ApplicationError) as refused:
            self.ask(earner, amount)
        assert refused.value.code == code
        assert not Payout.objects.exists() and balances(earner) == (Decimal("900"), Decimal("0"))

    def test_one_open_request_at_a_time_and_the_days_limit(self, earner, approve):
        first = self.ask(earner, "100")
        with pytest.raises(ApplicationError) as open_one:
            self.ask(earner, "100")
        assert open_one.value.code == "payout_open_exists" and open_one.value.data == {"id": first.pk}
        payout_cancel(user=earner, payout_id=first.pk)
        with override_settings(PAYOUT_MAX_PER_DAY=Decimal("150")):
            second = self.ask(earner, "100")
            approve(second, earner)  # the sandbox pays it
            with pytest.raises(ApplicationError) as day:
                self.ask(earner, "60")
        assert day.value.code == "payout_day_limit" and day.value.data == {"left": "50.00"}

    def test_a_request_reserves_its_amount(self, earner):
        payout = self.ask(earner, "100")
        assert payout.status == PayoutStatus.REQUESTED
        assert balances(earner) == (Decimal("800"), Decimal("100"))
        assert list(PayoutLog.objects.values_list("new_status", flat=True)) == ["requested"]

    @override_settings(PAYOUT_FEE_PERCENT=Decimal("2.5"))
    def test_approved_it_is_paid_less_the_fee_and_the_ledger_reconciles(self, earner, capsys, approve):
        payout = self.ask(earner, "100")
        assert payout.fee == Decimal("2.50")
        paid = approve(payout, earner)
        paid.refresh_from_db()
        assert paid.status == PayoutStatus.PAID and paid.provider_reference == f"sandbox-{payout.pk}"
        assert balances(earner) == (Decimal("800"), Decimal("0"))
        assert Account.objects.get(key="payout_clearing:sandbox").balance == Decimal("97.50")
        assert Notification.objects.filter(recipient=earner, kind="wallet_payout_paid").count() == 1
        assert_ledger_consistent()
        call_command("wallet_reconcile")
        assert "reconciles" in capsys.readouterr().out

    def test_a_refused_transfer_fails_and_gives_the_coins_back(self, earner, approve):
        refused = card(earner, REFUSED_CARD)
        payout = payout_request(user=earner, amount=Decimal("100"), payout_account_id=refused.pk)
        approve(payout, earner)
        payout.refresh_from_db()
        assert payout.status == PayoutStatus.FAILED and payout.reason
        assert balances(earner) == (Decimal("900"), Decimal("0"))
        assert Notification.objects.filter(recipient=earner, kind="wallet_payout_failed").count() == 1
        assert_ledger_consistent()

    def test_rejected_with_a_reason_the_coins_come_back(self, earner, make_persona):
        staff = make_persona("individual").user
        payout = self.ask(earner, "100")
        with pytest.raises(ApplicationError):
            payout_reject(payout=payout, staff=staff, reason="  ")
        rejected = payout_reject(payout=payout, staff=staff, reason="The holder's name differs from yours.")
        assert rejected.reason == "The holder's name differs from yours."
        assert balances(earner) == (Decimal("900"), Decimal("0"))
        log = PayoutLog.objects.get(payout=payout, new_status="rejected")
        assert log.actor == staff
        with pytest.raises(ApplicationError) as late:
            payout_approve(payout=payout, staff=staff)
        assert late.value.code == "transition_not_allowed"

    def test_only_a_requested_payout_can_be_cancelled_and_only_by_its_person(self, earner, outsider, approve):
        payout = self.ask(earner, "100")
        with pytest.raises(ApplicationError) as theirs:
            payout_cancel(user=outsider.user, payout_id=payout.pk)
        assert theirs.value.code == "not_found"
        approve(payout, earner)
        with pytest.raises(ApplicationError) as paid:
            payout_cancel(user=earner, payout_id=payout.pk)
        assert paid.value.code == "transition_not_allowed"

    def test_a_pending_transfer_is_sent_again_later_and_settles_once(self, earner, approve):
        payout = self.ask(earner, "100")
        from unittest import mock

        from apps.wallet.providers.payouts import PayoutOutcome, SandboxPayoutProvider

        with mock.patch.object(SandboxPayoutProvider, "send", return_value=PayoutOutcome("pending", reference="t1")):
            approve(payout, earner)
        payout.refresh_from_db()
        assert payout.status == PayoutStatus.APPROVED and payout.provider_reference == "t1"
        assert payouts_resend() == []  # not yet stale
        with override_settings(PAYOUT_RESEND_MINUTES=0):
            assert payouts_resend() == [payout.pk]
        for _ in range(2):
            payout_settle(payout_id=payout.pk, paid=True, provider="sandbox", reference="t1")
        payout.refresh_from_db()
        assert payout.status == PayoutStatus.PAID
        assert balances(earner) == (Decimal("800"), Decimal("0"))
        assert_ledger_consistent()


def test_production_refuses_the_payout_sandbox_beside_a_real_payment_provider():
    run = production_setup(PAYMENT_PROVIDER="payments.Real", PAYMENT_SANDBOX_ALLOWED="")
    assert run.returncode != 0 and "PAYOUT_PROVIDER is the sandbox" in run.stderr
