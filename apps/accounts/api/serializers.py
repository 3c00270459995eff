from typing import Any

from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from ..validators import SIGNUP_PASSWORD_MIN, name_problems, password_problems


class RegisterSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200, trim_whitespace=True)
    email = serializers.EmailField(max_length=254)
    password = serializers.CharField(max_length=128, trim_whitespace=False, write_only=True)
    confirm_password = serializers.CharField(max_length=128, trim_whitespace=False, write_only=True)
    agreement = serializers.BooleanField()

    def validate_name(self, value: str) -> str:
        if problems := name_problems(value):
            raise serializers.ValidationError(problems)
        return value

    def validate_password(self, value: str) -> str:
        if problems := password_problems(value, min_length=SIGNUP_PASSWORD_MIN):
            raise serializers.ValidationError(problems)
        try:
            password_validation.validate_password(value)
        except DjangoValidationError as exc:
            raise serializers.ValidationError(list(exc.messages)) from exc
        return value

    def validate_agreement(self, value: bool) -> bool:
        if not value:
            raise serializers.ValidationError(_("Please agree to the terms of use and the privacy policy."))
        return value

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["password"] != attrs["confirm_password"]:
            raise serializers.ValidationError({"confirm_password": [_("Passwords don't match.")]})
        return attrs


class PasswordLoginSerializer(serializers.Serializer):
    account = serializers.CharField(max_length=254, help_text="E-mail address, phone number or name.")
    password = serializers.CharField(max_length=128, trim_whitespace=False, write_only=True)


class LogoutSerializer(serializers.Serializer):
    refresh_token = serializers.CharField(help_text="The session's current or an earlier refresh token.")


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
