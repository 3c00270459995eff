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


class SignInMethod(models.TextChoices):
    PASSWORD = "password", _("Password")
    REGISTER = "register", _("Sign-up")


class SignInOutcome(models.TextChoices):
    SUCCESS = "success", _("Success")
    BAD_CREDENTIALS = "bad_credentials", _("Wrong account or password")
    LOCKED = "locked", _("Locked out")
