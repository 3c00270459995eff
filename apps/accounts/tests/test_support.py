import pytest
from allauth.socialaccount.models import SocialAccount
from django.core import mail
from django.core.management import call_command
from django.test import override_settings

from apps.accounts.messaging import OutboxSmsBackend
from apps.accounts.models import OutboundMessage, User


@pytest.mark.django_db
@override_settings(EMAIL_BACKEND="apps.accounts.messaging.OutboxEmailBackend")
def test_outbox_keeps_sent_email_and_sms(capsys):
    mail.send_mail("Subject", "Body text", None, ["Someone@Example.com"])
    OutboxSmsBackend().send(phone="+8613700000001", text="code 123456")
    assert list(OutboundMessage.objects.values_list("channel", "to", "subject")) == [
        ("sms", "+8613700000001", ""),
        ("email", "someone@example.com", "Subject"),
    ]
    capsys.readouterr()  # the console copy of the e-mail
    call_command("outbox", "--to", "someone@example.com", "--body")
    assert capsys.readouterr().out.strip() == "Body text"
    call_command("outbox", "--limit", "1")
    assert "sms to +8613700000001" in capsys.readouterr().out


@pytest.mark.django_db
def test_signin_methods_command(capsys):
    user = User.objects.create_user(name="methods", email="m@example.com", password="Abcdefg12345")
    User.objects.filter(pk=user.pk).update(phone_number="+8613700000002", email_verified=True)
    SocialAccount.objects.create(user=user, provider="weixin", uid="wx")
    call_command("signin_methods", "m@example.com")
    out = capsys.readouterr().out
    assert "methods: email, mobile, password, wechat" in out
    assert "+8613700000002" in out


@pytest.mark.django_db
def test_admin_shows_the_outbox_codes_and_links(admin_client):
    OutboundMessage.objects.create(channel="sms", to="+8613700000003", body="code 654321")
    for url in [
        "/admin/accounts/outboundmessage/",
        "/admin/accounts/verificationcode/",
        "/admin/accounts/emailtoken/",
        "/admin/socialaccount/socialaccount/",
    ]:
        assert admin_client.get(url).status_code == 200
    page = admin_client.get("/admin/accounts/outboundmessage/", {"q": "+8613700000003"})
    assert b"+8613700000003" in page.content
