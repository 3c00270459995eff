from typing import Any

from django.utils.translation import gettext as _
from rest_framework import serializers

from apps.accounts.api.serializers import SessionSerializer
from apps.accounts.models import User
from apps.common.answers import answer_of
from apps.common.api import IdField
from apps.common.money import CoinsOutput
from apps.common.render import api_coins, api_time, request_language
from apps.common.text import NameText, PasswordText, PlainText
from apps.common.validation import field_problem, field_value
from apps.wallet.api.serializers import SummaryQuerySerializer, TransactionSerializer, transaction_items

from ..choices import AddressKind, ApplicationStatus, InvitationStatus, RecordKind, ResourceType, Role
from ..models import (
    NAME_MAX,
    NAME_MIN,
    Allocation,
    Application,
    Company,
    Invitation,
    MemberRecord,
    Membership,
    network_of,
)
from ..selectors import CompanyCosts, allocation_resource_id, application_status, invitation_status


class PersonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    avatar_url = serializers.CharField(allow_null=True)


class CompanyBriefSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="The company id (a string, as `smeId`).")
    name = serializers.CharField()
    icon = serializers.CharField(allow_null=True, help_text="The icon's URL, or null.")


class CompanySerializer(CompanyBriefSerializer):
    network_id = serializers.CharField(help_text="The company's private overlay network.")
    network = serializers.CharField(
        help_text="Its address range (an IPv6 unique-local /64): its devices' overlay addresses."
    )
    owner = PersonSerializer()
    role = serializers.ChoiceField(choices=Role.choices, help_text="The caller's role in it.")


class CompanyCreateSerializer(serializers.Serializer):
    name = NameText(min_length=NAME_MIN, max_length=NAME_MAX)
    icon = serializers.FileField(required=False, help_text="JPG, JPEG, PNG, WEBP or GIF, at most 3 MB.")


class CompanyUpdateSerializer(serializers.Serializer):
    name = NameText(min_length=NAME_MIN, max_length=NAME_MAX, required=False)
    icon = serializers.FileField(required=False, help_text="JPG, JPEG, PNG, WEBP or GIF, at most 3 MB.")


class CompanyDeleteSerializer(serializers.Serializer):
    password = PasswordText(required=False, help_text="The current password, unless re-authenticated.")


class MemberSerializer(PersonSerializer):
    user_id = serializers.IntegerField()
    role = serializers.ChoiceField(choices=Role.choices)
    joined_at = serializers.DateTimeField()


class MemberRemoveSerializer(serializers.Serializer):
    user_id = IdField()


class CompanyIdSerializer(serializers.Serializer):
    sme_id = PlainText(max_length=64, help_text="A company id.")


class ApplySerializer(serializers.Serializer):
    sme_id = PlainText(max_length=64, help_text="A company id, `XXXXX-XXXXX` (any case).")

    def validate_sme_id(self, value: str) -> str:
        if field_problem("companyId", value):
            raise serializers.ValidationError(_("A company id is two groups of five letters and digits: XXXXX-XXXXX."))
        return field_value("companyId", value)


class LeftSerializer(serializers.Serializer):
    session = SessionSerializer(
        allow_null=True, help_text="New personal tokens when the caller's session was that company's, else null."
    )


class InviteSerializer(serializers.Serializer):
    account = PlainText(max_length=254, help_text="An e-mail address or a phone number.")


class InvitationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    company = CompanyBriefSerializer()
    inviter = PersonSerializer()
    address_kind = serializers.ChoiceField(choices=AddressKind.choices)
    status = serializers.ChoiceField(choices=InvitationStatus.choices)
    expires_at = serializers.DateTimeField()


class JoinQuerySerializer(serializers.Serializer):
    token = PlainText(max_length=200)


class JoinSerializer(JoinQuerySerializer):
    accept = serializers.BooleanField()


class ApplicationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    applicant = PersonSerializer()
    status = serializers.ChoiceField(choices=ApplicationStatus.choices)
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    decided_at = serializers.DateTimeField(allow_null=True)


class ApplicationFilterSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=ApplicationStatus.choices, required=False)


class MyApplicationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    company = CompanyBriefSerializer()
    status = serializers.ChoiceField(choices=ApplicationStatus.choices)
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    decided_at = serializers.DateTimeField(allow_null=True)


class InvitationFilterSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=InvitationStatus.choices, required=False)


class DecideSerializer(serializers.Serializer):
    accept = serializers.BooleanField()


class RecordSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    company = CompanyBriefSerializer()
    member = PersonSerializer()
    kind = serializers.ChoiceField(choices=RecordKind.choices)
    actor = PersonSerializer(allow_null=True, help_text="Who made it; null for staff or the system.")
    resource_type = serializers.CharField(allow_blank=True)
    resource_id = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()
    read_at = serializers.DateTimeField(allow_null=True)


class RecordFilterSerializer(serializers.Serializer):
    unread = serializers.BooleanField(default=False)


class RecordsReadSerializer(serializers.Serializer):
    read = serializers.IntegerField(help_text="How many records were marked read.")


class SwitchSerializer(serializers.Serializer):
    sme_id = PlainText(max_length=64, help_text='A company id, or "user" for the personal identity.')


class ResourceSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    member_id = serializers.IntegerField(help_text="The member's user id, as `sme/members` lists it in `user_id`")
    member_name = serializers.CharField()
    resource_type = serializers.ChoiceField(choices=ResourceType.choices)
    resource_id = serializers.IntegerField(help_text="The device's or installed app's id (`GET devices`, `GET apps`)")
    resource_name = serializers.CharField(help_text="The device's name, or the app's in the caller's language")
    device_name = serializers.CharField(help_text="The device's name (for an app, the device it is on)")
    assigned_at = serializers.DateTimeField()


class ResourceFilterSerializer(serializers.Serializer):
    member_id = IdField(required=False)
    resource_type = serializers.ChoiceField(choices=ResourceType.choices, required=False)


class ResourceAssignSerializer(serializers.Serializer):
    member_id = IdField(help_text="The member's user id, as `sme/members` lists it in `user_id`")
    resource_type = serializers.ChoiceField(choices=ResourceType.choices)
    resource_id = IdField(help_text="The device's or installed app's id (`GET devices`, `GET apps`)")


def _person(user: User) -> dict[str, Any]:
    return {"id": user.pk, "name": user.name, "avatar_url": user.avatar.url if user.avatar else None}


def _company_brief(company: Company) -> dict[str, Any]:
    return {"id": company.id, "name": company.name, "icon": company.icon.url if company.icon else None}


@answer_of(CompanySerializer)
def company_item(membership: Membership) -> dict[str, Any]:
    company = membership.company
    return {
        **_company_brief(company),
        "network_id": company.network_id,
        "network": str(network_of(company.network_id)),
        "owner": _person(company.owner),
        "role": membership.role,
    }


@answer_of(MemberSerializer)
def member_item(membership: Membership) -> dict[str, Any]:
    return {
        **_person(membership.user),
        "user_id": membership.user_id,
        "role": membership.role,
        "joined_at": api_time(membership.joined_at),
    }


@answer_of(InvitationSerializer)
def invitation_item(invitation: Invitation) -> dict[str, Any]:
    return {
        "id": invitation.pk,
        "company": _company_brief(invitation.company),
        "inviter": _person(invitation.inviter),
        "address_kind": invitation.address_kind,
        "status": invitation_status(invitation),
        "expires_at": api_time(invitation.expires_at),
    }


@answer_of(ApplicationSerializer)
def application_item(application: Application) -> dict[str, Any]:
    return {
        "id": application.pk,
        "applicant": _person(application.applicant),
        "status": application_status(application),
        "created_at": api_time(application.created_at),
        "expires_at": api_time(application.expires_at),
        "decided_at": api_time(application.decided_at),
    }


@answer_of(MyApplicationSerializer)
def my_application_item(application: Application) -> dict[str, Any]:
    return {
        "id": application.pk,
        "company": _company_brief(application.company),
        "status": application_status(application),
        "created_at": api_time(application.created_at),
        "expires_at": api_time(application.expires_at),
        "decided_at": api_time(application.decided_at),
    }


@answer_of(RecordSerializer)
def record_item(record: MemberRecord) -> dict[str, Any]:
    return {
        "id": record.pk,
        "company": _company_brief(record.company),
        "member": _person(record.member),
        "kind": record.kind,
        "actor": _person(record.actor) if record.actor else None,
        "resource_type": record.resource_type,
        "resource_id": record.resource_id,
        "created_at": api_time(record.created_at),
        "read_at": api_time(record.read_at),
    }


@answer_of(ResourceSerializer)
def allocation_item(allocation: Allocation) -> dict[str, Any]:
    """An allocation as `sme/resources` lists it: an app's `device_name` is its device's
    name, a device's its own."""
    if allocation.resource_type == ResourceType.DEVICE:
        device = allocation.device
        resource_name = device.name if device else ""
    else:
        installed = allocation.installed_app
        device = installed.device if installed else None
        app = installed.app if installed else None
        resource_name = ((app.name_zh if request_language() == "zh" else "") or app.name_en) if app else ""
    return {
        "id": allocation.pk,
        "member_id": allocation.member_id,
        "member_name": allocation.member.name,
        "resource_type": allocation.resource_type,
        "resource_id": allocation_resource_id(allocation),
        "resource_name": resource_name,
        "device_name": device.name if device else "",
        "assigned_at": api_time(allocation.assigned_at),
    }


class CostsQuerySerializer(SummaryQuerySerializer):
    """The period (`days`, 30 by default) and the time zone, as the wallet's summary takes them."""


class CostsSerializer(serializers.Serializer):
    spending = CoinsOutput(help_text="What the period's movements for the company took from the owner's wallet")
    income = CoinsOutput(help_text="What they brought into it")
    items = TransactionSerializer(
        many=True, help_text="The period's movements for the company, newest first (50 at most)"
    )


COSTS_ROWS = 50


@answer_of(CostsSerializer)
def costs_item(costs: CompanyCosts) -> dict[str, Any]:
    return {
        "spending": api_coins(costs.spending),
        "income": api_coins(costs.income),
        "items": transaction_items(list(costs.entries[:COSTS_ROWS]), user=costs.owner, language=request_language()),
    }
