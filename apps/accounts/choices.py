from django.db import models
from django.utils.translation import gettext_lazy as _

PERSONAL_IDENTITY = "user"


class UserType(models.TextChoices):
    USER = "user", _("Individual")
    ADMIN = "admin", _("Company owner")
    MEMBER = "member", _("Company member")


class ThrottleScope(models.TextChoices):
    ACCOUNT = "account", _("Account")
    ADDRESS = "address", _("Address")
    PAIR = "pair", _("Account at an address")


class SignInMethod(models.TextChoices):
    PASSWORD = "password", _("Password")
    SMS = "sms", _("SMS code")
    WECHAT = "wechat", _("WeChat")
    REGISTER = "register", _("Sign-up")
    EMAIL_CODE = "email_code", _("E-mail code")


class SignInOutcome(models.TextChoices):
    SUCCESS = "success", _("Success")
    BAD_CREDENTIALS = "bad_credentials", _("Wrong account or password")
    LOCKED = "locked", _("Locked out")


class CodePurpose(models.TextChoices):
    SMS_LOGIN = "sms_login", _("SMS sign-in")
    LINK_MOBILE = "link_mobile", _("Link a phone")
    LINK_EMAIL = "link_email", _("Link an e-mail address")
    REAUTH = "reauth", _("Confirm it's you")
    LOGIN_EMAIL = "login_email", _("E-mail sign-in")


class TokenPurpose(models.TextChoices):
    VERIFY_EMAIL = "verify_email", _("Verify e-mail")
    RESET_PASSWORD = "reset_password", _("Reset password")


class MessageChannel(models.TextChoices):
    SMS = "sms", _("SMS")
    EMAIL = "email", _("E-mail")


class SignInWay(models.TextChoices):
    PASSWORD = "password", _("Password")
    MOBILE = "mobile", _("Phone (SMS code)")
    EMAIL = "email", _("E-mail")
    WECHAT = "wechat", _("WeChat")
