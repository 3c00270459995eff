from collections.abc import Callable

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from apps.accounts.admin import register_identity_source
from apps.accounts.models import User
from apps.common.admin import ReadOnlyInline, ServicesOnlyAdmin, StatusLogInline, account_form
from apps.common.errors import ApplicationError

from . import services
from .choices import Role
from .models import (
    Allocation,
    Application,
    ApplicationLog,
    Company,
    Invitation,
    InvitationLog,
    MemberRecord,
    Membership,
)
from .selectors import company_actor


@register_identity_source
def company_identities(user: User) -> list[tuple[str, str]]:
    """The user page's lines for a person's companies, each linking to their memberships,
    where staff hand a company over or remove the member."""
    url = f"{reverse('admin:companies_membership_changelist')}?user__id__exact={user.pk}"
    memberships = Membership.objects.filter(user=user, company__archived_at__isnull=True).select_related("company")
    return [
        (
            (gettext("Owner of %(company)s") if membership.role == Role.OWNER else gettext("Member of %(company)s"))
            % {"company": membership.company},
            url,
        )
        for membership in memberships.order_by("company__name")
    ]


class MembershipInline(ReadOnlyInline):
    model = Membership
    fields = ("user", "role", "joined_at")
    readonly_fields = fields


class AllocationInline(ReadOnlyInline):
    """The live allocations (members' access follows them; they change through the services)."""

    model = Allocation
    fields = ("member", "resource_type", "device", "installed_app", "assigned_by", "assigned_at")
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[Allocation]:
        return super().get_queryset(request).filter(ended_at__isnull=True)


@admin.register(Company)
class CompanyAdmin(ServicesOnlyAdmin):
    """Read-only but for the hand-over action, which goes through the service (the owner
    columns of the company's devices and apps move with it)."""

    list_display = ("id", "name", "owner", "network_id", "created_at", "archived_at")
    list_filter = (("archived_at", admin.EmptyFieldListFilter), "created_at")
    search_fields = ("id", "name", "owner__email", "owner__name", "network_id")
    list_select_related = ("owner",)
    fields = ("id", "name", "icon", "owner", "network_id", "created_at", "archived_at")
    readonly_fields = fields
    inlines = [MembershipInline, AllocationInline]
    actions = ("transfer",)

    @admin.action(description=_("Hand over to a member…"))
    def transfer(self, request: HttpRequest, queryset: QuerySet[Company]) -> HttpResponse | None:
        account = request.POST.get("account", "").strip()
        if "apply" not in request.POST or not account:
            return account_form(
                request,
                self,
                queryset,
                action="transfer",
                prompt=_("Hand over to the member with this e-mail address, phone number or name:"),
                submit=_("Hand over"),
            )
        for company in queryset:
            try:
                services.company_transfer(company_id=company.id, account=account)
            except ApplicationError as exc:
                self.message_user(request, f"{company}: {exc.message}", messages.ERROR)
            else:
                self.message_user(request, _("%(company)s handed over.") % {"company": company})
        return None


@admin.register(Membership)
class MembershipAdmin(ServicesOnlyAdmin):
    """A person's user types: staff change them through the company services, handing a
    company over to a member or removing a member (their company sessions end)."""

    list_display = ("company", "user", "role", "joined_at")
    list_filter = ("role",)
    search_fields = ("company__id", "company__name", "user__email", "user__name")
    list_select_related = ("company", "user")
    readonly_fields = ("company", "user", "role", "joined_at")
    actions = ("hand_over", "remove")

    def _each(self, request: HttpRequest, queryset: QuerySet[Membership], move: Callable[[Membership], object]) -> None:
        for membership in queryset.select_related("company__owner", "user"):
            try:
                move(membership)
            except ApplicationError as exc:
                self.message_user(request, f"{membership}: {exc.message}", messages.ERROR)
            else:
                self.message_user(request, _("%(membership)s: done.") % {"membership": membership})

    @admin.action(description=_("Hand the company over to the selected member"), permissions=["change"])
    def hand_over(self, request: HttpRequest, queryset: QuerySet[Membership]) -> None:
        def transfer(membership: Membership) -> object:
            return services.company_transfer(company_id=membership.company_id, account=membership.user.name)

        self._each(request, queryset, transfer)

    @admin.action(description=_("Remove the selected members from their company"), permissions=["change"])
    def remove(self, request: HttpRequest, queryset: QuerySet[Membership]) -> None:
        def remove(membership: Membership) -> object:
            if membership.role == Role.OWNER:
                raise ApplicationError("permission_denied", message=_("The owner stays: hand the company over first."))
            return services.member_remove(actor=company_actor(membership.company), user_id=membership.user_id)

        self._each(request, queryset, remove)


class InvitationLogInline(StatusLogInline):
    model = InvitationLog


@admin.register(Invitation)
class InvitationAdmin(ServicesOnlyAdmin):
    list_display = ("company", "address", "inviter", "invitee", "status", "created_at", "expires_at")
    list_filter = ("status", "address_kind")
    search_fields = ("company__id", "company__name", "address", "inviter__email", "invitee__email")
    list_select_related = ("company", "inviter", "invitee")
    fields = (
        "company",
        "inviter",
        "address",
        "address_kind",
        "invitee",
        "status",
        "created_at",
        "expires_at",
        "decided_at",
    )
    readonly_fields = fields
    inlines = [InvitationLogInline]
    actions = ("expire",)

    @admin.action(description=_("Expire the selected invitations"))
    def expire(self, request: HttpRequest, queryset: QuerySet[Invitation]) -> None:
        count = 0
        for invitation in queryset:
            try:
                services.invitation_expire(invitation_id=invitation.pk, by=request.user)  # type: ignore[arg-type]
            except ApplicationError as exc:
                self.message_user(request, f"{invitation}: {exc.message}", messages.WARNING)
            else:
                count += 1
        self.message_user(request, _("%(count)d invitations expired.") % {"count": count})


class ApplicationLogInline(StatusLogInline):
    model = ApplicationLog


@admin.register(Application)
class ApplicationAdmin(ServicesOnlyAdmin):
    list_display = ("company", "applicant", "status", "created_at", "expires_at", "decided_at")
    list_filter = ("status",)
    search_fields = ("company__id", "company__name", "applicant__email", "applicant__name")
    list_select_related = ("company", "applicant")
    fields = ("company", "applicant", "status", "created_at", "expires_at", "decided_at")
    readonly_fields = fields
    inlines = [ApplicationLogInline]


@admin.register(MemberRecord)
class MemberRecordAdmin(ServicesOnlyAdmin):
    list_display = ("created_at", "company", "member", "kind", "actor", "resource_type", "resource_id", "read_at")
    list_filter = ("kind", "resource_type")
    search_fields = ("company__id", "company__name", "member__email", "member__name")
    list_select_related = ("company", "member", "actor")
    readonly_fields = (
        "company",
        "member",
        "kind",
        "actor",
        "resource_type",
        "resource_id",
        "created_at",
        "read_at",
    )


@admin.register(Allocation)
class AllocationAdmin(ServicesOnlyAdmin):
    list_display = ("company", "member", "resource_type", "device", "installed_app", "assigned_at", "ended_at")
    list_filter = ("resource_type", ("ended_at", admin.EmptyFieldListFilter))
    search_fields = ("company__id", "company__name", "member__email", "member__name", "device__device_id")
    list_select_related = ("company", "member", "device", "installed_app__app")
    readonly_fields = (
        "company",
        "member",
        "resource_type",
        "device",
        "installed_app",
        "assigned_by",
        "assigned_at",
        "ended_at",
    )
