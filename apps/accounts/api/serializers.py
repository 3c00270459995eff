from typing import Any

from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import EmailValidator
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.common.text import NameText, PasswordText, PlainText, SameSitePath
from apps.common.validation import field_problem, length_bounds

from ..validators import name_problems, normalize_phone, password_problems


class CodeField(PlainText):
    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("help_text", "The 6-digit code that was sent.")
        super().__init__(max_length=length_bounds("code")[1], **kwargs)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        if field_problem("code", value):
            raise serializers.ValidationError(_("Enter the 6-digit code that was sent."))
        return value


class EmailAddressField(serializers.EmailField):
    """Django's e-mail check and the shared rule, which the web app checks alike: a dot-atom
    before the @, a domain name with a top-level domain of 2 or more letters (no quoted names,
    address literals or `localhost`), at most 254 characters."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=length_bounds("email")[1], **kwargs)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        if field_problem("email", value):
            raise serializers.ValidationError(str(EmailValidator.message), code="invalid")
        return value


class NameField(NameText):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=200, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        if problems := name_problems(value):
            raise serializers.ValidationError(problems)
        return value


class PhoneField(PlainText):
    """A phone number in any common notation, answered in E.164 (+86 by default)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=32, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        typed = super().to_internal_value(data)
        # The shared notation (digits, spaces, dashes, dots, brackets, a leading +), then
        # the numbering plan, which only the server knows.
        phone = None if field_problem("phone", typed) else normalize_phone(typed)
        if phone is None:
            raise serializers.ValidationError(_("Enter a valid phone number."))
        return phone


class NewPasswordSerializer(serializers.Serializer):
    """`password` and `confirm_password` under the spec's rule (8-15; sign-up 10-15)."""

    rule = "password"
    password = PasswordText()
    confirm_password = PasswordText()

    def validate_password(self, value: str) -> str:
        if problems := password_problems(value, field=self.rule):
            raise serializers.ValidationError(problems)
        try:
            password_validation.validate_password(value)
        except DjangoValidationError as exc:
            raise serializers.ValidationError(list(exc.messages)) from exc
        return value

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["password"] != attrs["confirm_password"]:
            raise serializers.ValidationError({"confirm_password": [_("Passwords don't match.")]})
        return attrs


class RegisterSerializer(NewPasswordSerializer):
    rule = "signUpPassword"
    name = NameField()
    email = EmailAddressField()
    agreement = serializers.BooleanField()
    next = SameSitePath(
        required=False,
        allow_blank=True,
        help_text="Where the person was going (a path of this site): the verification link goes on there.",
    )

    def validate_agreement(self, value: bool) -> bool:
        if not value:
            raise serializers.ValidationError(_("Please agree to the terms of use and the privacy policy."))
        return value


class SetPasswordSerializer(NewPasswordSerializer):
    pass


class ChangePasswordSerializer(NewPasswordSerializer):
    current_password = PasswordText()


class ReauthSerializer(serializers.Serializer):
    password = PasswordText(required=False)
    code = CodeField(
        required=False, help_text="For a person without a password: the code from account/reauth/code/send."
    )


class ResetPasswordSerializer(NewPasswordSerializer):
    token = PlainText(max_length=200)


class PhoneSerializer(serializers.Serializer):
    phone = PhoneField()


class PhoneCodeSerializer(serializers.Serializer):
    phone = PhoneField()
    code = CodeField()


class EmailSerializer(serializers.Serializer):
    email = EmailAddressField()

    def validate_email(self, value: str) -> str:
        return value.strip().lower()


class EmailCodeSerializer(EmailSerializer):
    code = CodeField()


class CodeSentSerializer(serializers.Serializer):
    resend_after = serializers.IntegerField(help_text="Seconds before another code may be asked for.")
    expires_in = serializers.IntegerField(help_text="Seconds the code (or link) stays valid.")


class TokenSerializer(serializers.Serializer):
    token = PlainText(max_length=200)


class VerifiedEmailSerializer(serializers.Serializer):
    email = serializers.EmailField()


class WechatCodeSerializer(serializers.Serializer):
    code = PlainText(max_length=200)
    state = PlainText(max_length=500)


class UrlSerializer(serializers.Serializer):
    url = serializers.URLField()


class WechatOptionSerializer(serializers.Serializer):
    enabled = serializers.BooleanField()


class AuthOptionsSerializer(serializers.Serializer):
    wechat = WechatOptionSerializer()
    host_origin = serializers.CharField(
        allow_null=True, help_text="Where the app's messages to an embedding desktop client go (EMBEDDING_ORIGINS)."
    )


class ProfileInfoSerializer(serializers.Serializer):
    name = NameField()


class AvatarSerializer(serializers.Serializer):
    avatar = serializers.FileField(help_text="JPG, JPEG, PNG, WEBP or GIF, at most 3 MB.")


class BlockerSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    waiver = serializers.CharField(
        allow_blank=True,
        help_text="The delete call's flag that lifts this blocker (`forfeit_balance`), or empty when none does.",
    )


class AccountDeleteSerializer(serializers.Serializer):
    forfeit_balance = serializers.BooleanField(
        default=False, help_text="Give up a positive wallet balance (it goes to the platform) to delete anyway."
    )


class AccountCheckSerializer(serializers.Serializer):
    deletable = serializers.BooleanField()
    blockers = BlockerSerializer(many=True)


class PasswordLoginSerializer(serializers.Serializer):
    account = PlainText(max_length=254, help_text="E-mail address, phone number or name.")
    password = PasswordText()


class LogoutSerializer(serializers.Serializer):
    refresh_token = PlainText(max_length=1000, help_text="The session's current or an earlier refresh token.")


class SessionSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="Access token (Bearer).")
    refresh_token = serializers.CharField()
    access_token_expire = serializers.IntegerField(help_text="When the access token expires, epoch seconds.")
    smeId = serializers.CharField(source="sme_id", help_text='"user" for the personal identity, else a company id.')
    userType = serializers.ChoiceField(source="user_type", choices=["user", "admin", "member"])


class ProfileSerializer(serializers.Serializer):
    avatar_url = serializers.CharField(allow_null=True)
    name = serializers.CharField()
    email = serializers.EmailField(allow_null=True)
    email_verified = serializers.BooleanField()
    phone_number = serializers.CharField(allow_null=True)
    wechat_bound = serializers.BooleanField()
    password_set = serializers.BooleanField()


class MenuMetaSerializer(serializers.Serializer):
    icon = serializers.CharField(allow_blank=True)
    title = serializers.CharField(help_text="A title key the client translates.")
    isHide = serializers.BooleanField()
    isLink = serializers.BooleanField()


@extend_schema_field({"type": "array", "items": {"$ref": "#/components/schemas/MenuRoute"}})
class MenuChildrenField(serializers.ListField):
    pass


class MenuRouteSerializer(serializers.Serializer):
    path = serializers.CharField()
    name = serializers.CharField()
    component = serializers.CharField()
    meta = MenuMetaSerializer()
    children = MenuChildrenField(required=False)


class HandoffCodeSerializer(serializers.Serializer):
    code = PlainText(max_length=100, help_text="A one-time code from session/handoff (single use, 60 s).")
