import ipaddress
import secrets

from django.conf import settings
from django.core.validators import MinLengthValidator
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.statemachine import StatusLog
from apps.common.validation import length_bounds
from apps.devices.models import Device
from apps.installs.models import InstalledApp

from .choices import AddressKind, ApplicationStatus, InvitationStatus, RecordKind, ResourceType, Role

NAME_MIN, NAME_MAX = length_bounds("companyName")
# Company ids read like device IDs: Crockford base32 (no I, L, O or U), in dashed groups.
ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
ID_LENGTH = 10


def company_id_new() -> str:
    code = "".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH))
    return f"{code[:5]}-{code[5:]}"


def network_id_new() -> str:
    return f"znet-{secrets.token_hex(8)}"


def network_of(network_id: str) -> ipaddress.IPv6Network:
    """The company's private overlay network: an IPv6 unique-local /64 (RFC 4193) whose
    40-bit global id and 16-bit subnet id come from its random `network_id`; a device's
    address in it is the prefix plus the device's id."""
    bits = network_id.removeprefix("znet-")[:14]
    groups = f"fd{bits[:2]}:{bits[2:6]}:{bits[6:10]}:{bits[10:14]}"
    return ipaddress.IPv6Network(f"{groups}::/64")


class Company(models.Model):
    """An organisation: its owner pays for and manages the company's devices and apps, its
    members use what is allocated to them. Deleting it archives it: the row and name stay
    for history, its id is never reused, and every call treats it as gone."""

    id = models.CharField(_("company id"), primary_key=True, max_length=11, default=company_id_new, editable=False)
    name = models.CharField(_("name"), max_length=NAME_MAX, validators=[MinLengthValidator(NAME_MIN)])
    icon = models.ImageField(_("icon"), upload_to="company-icons/", blank=True)
    network_id = models.CharField(_("network id"), max_length=32, unique=True, default=network_id_new, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="companies_owned", verbose_name=_("owner")
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    archived_at = models.DateTimeField(_("archived at"), null=True, blank=True, db_index=True)

    class Meta:
        verbose_name = _("company")
        verbose_name_plural = _("companies")
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.id})"


class Membership(models.Model):
    """A person in a company: its owner (exactly one, the company's `owner`) or a member."""

    company = models.ForeignKey(
        Company, on_delete=models.CASCADE, related_name="memberships", verbose_name=_("company")
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships", verbose_name=_("person")
    )
    role = models.CharField(_("role"), max_length=10, choices=Role.choices, default=Role.MEMBER)
    joined_at = models.DateTimeField(_("joined at"), default=timezone.now)

    class Meta:
        verbose_name = _("membership")
        verbose_name_plural = _("memberships")
        ordering = ["joined_at", "id"]
        constraints = [models.UniqueConstraint(fields=["company", "user"], name="membership_unique")]

    def __str__(self) -> str:
        return f"{self.user} @ {self.company_id} ({self.role})"


class Invitation(models.Model):
    """The owner asking someone, by e-mail address or phone number, to join. A state machine
    (`services.invitations.MACHINE`); the link carries a token of which only the SHA-256
    digest is kept."""

    company = models.ForeignKey(
        Company, on_delete=models.CASCADE, related_name="invitations", verbose_name=_("company")
    )
    inviter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+", verbose_name=_("inviter")
    )
    address = models.CharField(_("address"), max_length=254)
    address_kind = models.CharField(_("address kind"), max_length=10, choices=AddressKind.choices)
    invitee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="company_invitations",
        verbose_name=_("invitee"),
    )
    token_hash = models.CharField(_("token digest"), max_length=64, unique=True, editable=False)
    status = models.CharField(
        _("status"), max_length=20, choices=InvitationStatus.choices, default=InvitationStatus.INVITED
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    expires_at = models.DateTimeField(_("expires at"), db_index=True)
    decided_at = models.DateTimeField(_("decided at"), null=True, blank=True)

    class Meta:
        verbose_name = _("invitation")
        verbose_name_plural = _("invitations")
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["company", "status"], name="invitation_company_status")]

    def __str__(self) -> str:
        return f"{self.address} → {self.company_id} ({self.status})"


class InvitationLog(StatusLog):
    invitation = models.ForeignKey(
        Invitation, on_delete=models.CASCADE, related_name="transitions", verbose_name=_("invitation")
    )

    class Meta:
        verbose_name = _("invitation transition")
        verbose_name_plural = _("invitation transitions")
        ordering = ["created_at", "id"]


class Application(models.Model):
    """A person asking to join a company by its id, until the owner decides or it expires."""

    company = models.ForeignKey(
        Company, on_delete=models.CASCADE, related_name="applications", verbose_name=_("company")
    )
    applicant = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="company_applications",
        verbose_name=_("applicant"),
    )
    status = models.CharField(
        _("status"), max_length=20, choices=ApplicationStatus.choices, default=ApplicationStatus.APPLIED
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    expires_at = models.DateTimeField(_("expires at"), db_index=True)
    decided_at = models.DateTimeField(_("decided at"), null=True, blank=True)

    class Meta:
        verbose_name = _("application")
        verbose_name_plural = _("applications")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["company", "applicant"],
                condition=models.Q(status=ApplicationStatus.APPLIED),
                name="application_one_open_per_person",
            )
        ]
        indexes = [models.Index(fields=["company", "status"], name="application_company_status")]

    def __str__(self) -> str:
        return f"{self.applicant} → {self.company_id} ({self.status})"


class ApplicationLog(StatusLog):
    application = models.ForeignKey(
        Application, on_delete=models.CASCADE, related_name="transitions", verbose_name=_("application")
    )

    class Meta:
        verbose_name = _("application transition")
        verbose_name_plural = _("application transitions")
        ordering = ["created_at", "id"]


class MemberRecord(models.Model):
    """One event in a member's life in a company: a join, leave, removal, allocation or
    de-allocation. The owner reads the company's records, the member their own; a record is
    unread for whichever of the two did not make it (`actor`), so one `read_at` serves both."""

    company = models.ForeignKey(
        Company, on_delete=models.PROTECT, related_name="member_records", verbose_name=_("company")
    )
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="member_records", verbose_name=_("member")
    )
    kind = models.CharField(_("kind"), max_length=20, choices=RecordKind.choices)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("actor"),
    )
    resource_type = models.CharField(_("resource type"), max_length=10, blank=True)
    resource_id = models.CharField(_("resource id"), max_length=40, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    read_at = models.DateTimeField(_("read at"), null=True, blank=True)

    class Meta:
        verbose_name = _("member record")
        verbose_name_plural = _("member records")
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["member", "read_at"], name="member_record_member_unread"),
            models.Index(fields=["company", "read_at"], name="member_record_company_unread"),
        ]

    def __str__(self) -> str:
        return f"{self.member} {self.kind} {self.company_id}"


class Allocation(models.Model):
    """A company device or installed app given to a member to use: a device covers the apps on
    it, including those installed later. The member holds their own access to each covered
    app (`apps.installs` access grants) while it lasts; it ends (`ended_at`) when the owner
    takes it back, the resource leaves the company, or the member's access to the company
    ends. At most one live allocation per member and resource."""

    company = models.ForeignKey(
        Company, on_delete=models.CASCADE, related_name="allocations", verbose_name=_("company")
    )
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="allocations", verbose_name=_("member")
    )
    resource_type = models.CharField(_("resource type"), max_length=10, choices=ResourceType.choices)
    device = models.ForeignKey(
        Device, on_delete=models.CASCADE, null=True, blank=True, related_name="+", verbose_name=_("device")
    )
    installed_app = models.ForeignKey(
        InstalledApp, on_delete=models.CASCADE, null=True, blank=True, related_name="+", verbose_name=_("installed app")
    )
    assigned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("assigned by"),
    )
    assigned_at = models.DateTimeField(_("assigned at"), default=timezone.now)
    ended_at = models.DateTimeField(_("ended at"), null=True, blank=True, db_index=True)

    class Meta:
        verbose_name = _("allocation")
        verbose_name_plural = _("allocations")
        ordering = ["-assigned_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=(
                    models.Q(resource_type=ResourceType.DEVICE, device__isnull=False, installed_app__isnull=True)
                    | models.Q(resource_type=ResourceType.APP, device__isnull=True, installed_app__isnull=False)
                ),
                name="allocation_one_resource",
            ),
            models.UniqueConstraint(
                fields=["member", "device"],
                condition=models.Q(ended_at__isnull=True, device__isnull=False),
                name="allocation_live_device",
            ),
            models.UniqueConstraint(
                fields=["member", "installed_app"],
                condition=models.Q(ended_at__isnull=True, installed_app__isnull=False),
                name="allocation_live_app",
            ),
        ]

    def __str__(self) -> str:
        resource = self.device_id if self.resource_type == ResourceType.DEVICE else self.installed_app_id
        return f"{self.resource_type} {resource} → {self.member} @ {self.company_id}"
