"""The company calls. Calls that manage a company act on the company of the caller's
identity and need its owner (`admin`); the rest act for the signed-in person."""

from django.utils import timezone
from drf_spectacular.utils import extend_schema
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.permissions import BasePermission, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle

from apps.accounts.api.base import ApiView
from apps.accounts.api.responses import session_answer, tokens_answer
from apps.accounts.api.serializers import SessionSerializer
from apps.accounts.authentication import request_actor, request_client, request_session
from apps.accounts.choices import UserType
from apps.accounts.permissions import RequireRecentAuth
from apps.common.api import PAGING, validated
from apps.common.limits import per_person_limit
from apps.common.pagination import each, paged, paginated
from apps.common.parsers import BoundedJSONParser
from apps.common.permissions import IndividualsOnly, UserTypeIn
from apps.common.responses import no_store

from .. import selectors, services
from ..models import Company
from .serializers import (
    ApplicationFilterSerializer,
    ApplicationSerializer,
    ApplySerializer,
    CompanyCreateSerializer,
    CompanyDeleteSerializer,
    CompanyIdSerializer,
    CompanySerializer,
    CompanyUpdateSerializer,
    CostsQuerySerializer,
    CostsSerializer,
    DecideSerializer,
    InvitationFilterSerializer,
    InvitationSerializer,
    InviteSerializer,
    JoinQuerySerializer,
    JoinSerializer,
    LeftSerializer,
    MemberRemoveSerializer,
    MemberSerializer,
    MyApplicationSerializer,
    RecordFilterSerializer,
    RecordSerializer,
    RecordsReadSerializer,
    ResourceAssignSerializer,
    ResourceFilterSerializer,
    ResourceSerializer,
    SwitchSerializer,
    allocation_item,
    application_item,
    company_item,
    costs_item,
    invitation_item,
    member_item,
    my_application_item,
    record_item,
)

CreateLimit = per_person_limit("company_create", "COMPANY_CREATE_RATE")
IconLimit = per_person_limit("company_icon", "COMPANY_ICON_UPLOAD_RATE")
UPLOADS = [MultiPartParser, FormParser, BoundedJSONParser]


class CompanyAdminOnly(UserTypeIn):
    """The owner in the company identity; anyone else signed in gets 403 `company_admin_only`."""

    user_types = frozenset({UserType.ADMIN})
    refusal_codes = {UserType.USER: "company_admin_only", UserType.MEMBER: "company_admin_only"}


def _company(request: Request, company: Company) -> Response:
    membership = selectors.company_list(user=request_session(request).user).get(company=company)
    return Response(CompanySerializer(company_item(membership)).data)


class CompanyView(ApiView):
    """GET: every signed-in person; POST: individuals (limited per person); DELETE: the owner,
    re-authenticated."""

    parser_classes = UPLOADS

    def get_permissions(self) -> list[BasePermission]:
        method = self.request.method
        if method == "POST":
            return [IndividualsOnly()]
        if method == "DELETE":
            return [CompanyAdminOnly(), RequireRecentAuth()]
        return [IsAuthenticated()]

    def get_throttles(self) -> list[BaseThrottle]:
        return [CreateLimit()] if self.request.method == "POST" else []

    @extend_schema(
        parameters=PAGING,
        responses=paged(CompanySerializer),
        operation_id="companies_list",
        description="The caller's companies (owned or joined), by name, with the caller's role.",
    )
    def get(self, request: Request) -> Response:
        memberships = selectors.company_list(user=request_session(request).user)
        return paginated(request, self, memberships, each(company_item))

    @extend_schema(
        request={"multipart/form-data": CompanyCreateSerializer, "application/json": CompanyCreateSerializer},
        responses=CompanySerializer,
        operation_id="companies_create",
        description="Creates a company; the caller becomes its owner (switch to it to manage it).",
    )
    def post(self, request: Request) -> Response:
        data = validated(CompanyCreateSerializer, request.data)
        company = services.company_create(user=request_session(request).user, name=data["name"], icon=data.get("icon"))
        return _company(request, company)

    @extend_schema(
        request=CompanyDeleteSerializer,
        # A DELETE with a body: drf-spectacular documents 204 unless told the status.
        responses={200: SessionSerializer},
        operation_id="companies_delete",
        description="Deletes (archives) the company of the caller's identity: refused with 409 "
        "`company_not_empty` and `data.blockers` while devices are bound to it. Every company "
        "session ends; the answer holds new personal tokens for the caller.",
    )
    def delete(self, request: Request) -> Response:
        tokens = services.company_archive(actor=request_actor(request), client=request_client(request))
        return session_answer(tokens)


class CompanyUpdateView(ApiView):
    permission_classes = [CompanyAdminOnly]
    parser_classes = UPLOADS

    @extend_schema(
        request={"multipart/form-data": CompanyUpdateSerializer, "application/json": CompanyUpdateSerializer},
        responses=CompanySerializer,
        operation_id="companies_update",
        description="Renames the company of the caller's identity and/or changes its icon (icon "
        "uploads are limited per person).",
    )
    def post(self, request: Request) -> Response:
        data = validated(CompanyUpdateSerializer, request.data)
        if data.get("icon") is not None:
            IconLimit().allow_request(request, self)
        company = services.company_update(actor=request_actor(request), name=data.get("name"), icon=data.get("icon"))
        return _company(request, company)


class MemberListView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        parameters=PAGING,
        responses=paged(MemberSerializer),
        operation_id="company_members_list",
        description="The owner and members of the caller's company, oldest first.",
    )
    def get(self, request: Request) -> Response:
        return paginated(request, self, selectors.member_list(actor=request_actor(request)), each(member_item))


class MemberRemoveView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        request=MemberRemoveSerializer,
        responses={200: None},
        operation_id="company_members_remove",
        description="Removes a member; their company sessions end (401 `company_access_ended`).",
    )
    def post(self, request: Request) -> Response:
        user_id = validated(MemberRemoveSerializer, request.data)["user_id"]
        services.member_remove(actor=request_actor(request), user_id=user_id)
        return Response(None)


class LeaveView(ApiView):
    unverified_may = True  # it stops or withdraws what the person has
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=CompanyIdSerializer,
        responses=LeftSerializer,
        operation_id="company_leave",
        description="The caller leaves a company they are a member of; their company sessions end.",
    )
    def post(self, request: Request) -> Response:
        company_id = validated(CompanyIdSerializer, request.data)["sme_id"]
        tokens = services.member_leave(
            session=request_session(request), company_id=company_id, client=request_client(request)
        )
        body = LeftSerializer({"session": tokens}).data
        return tokens_answer(body, tokens) if tokens else no_store(Response(body))


class InviteView(ApiView):
    permission_classes = [CompanyAdminOnly]
    throttle_classes = [per_person_limit("company_invite", "COMPANY_INVITE_RATE")]

    @extend_schema(
        request=InviteSerializer,
        responses={200: None},
        operation_id="company_invite",
        description="Invites an e-mail address or phone number: a link to `/iam/v1/sme/join?token=…` "
        "by e-mail or SMS. The answer is the same whoever the address belongs to.",
    )
    def post(self, request: Request) -> Response:
        account = validated(InviteSerializer, request.data)["account"]
        services.invitation_create(actor=request_actor(request), account=account)
        return Response(None)


class JoinView(ApiView):
    unverified_may = True
    permission_classes = [IsAuthenticated]

    @extend_schema(
        parameters=[JoinQuerySerializer],
        responses=InvitationSerializer,
        operation_id="company_join_show",
        description="The invitation a link's token names: the company, who invited, its state.",
    )
    def get(self, request: Request) -> Response:
        token = validated(JoinQuerySerializer, request.query_params)["token"]
        invitation = selectors.invitation_for(user=request_session(request).user, raw=token)
        return Response(InvitationSerializer(invitation_item(invitation)).data)

    @extend_schema(
        request=JoinSerializer,
        responses=InvitationSerializer,
        operation_id="company_join_answer",
        description="Accepts or declines the invitation for the signed-in person. Accepting from an "
        "account that has not verified the invited address leaves it `waiting`.",
    )
    def post(self, request: Request) -> Response:
        data = validated(JoinSerializer, request.data)
        invitation = services.invitation_answer(
            user=request_session(request).user, raw=data["token"], accept=data["accept"]
        )
        return Response(InvitationSerializer(invitation_item(invitation)).data)


class MyInvitationListView(ApiView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        parameters=[InvitationFilterSerializer, *PAGING],
        responses=paged(InvitationSerializer),
        operation_id="company_my_invitations",
        description="The invitations addressed to the signed-in person's account, newest first (one sent "
        "to an address becomes theirs once they verify it).",
    )
    def get(self, request: Request) -> Response:
        status = validated(InvitationFilterSerializer, request.query_params).get("status")
        invitations = selectors.invitation_list_mine(user=request_session(request).user, status=status)
        return paginated(request, self, invitations, each(invitation_item))


class MyInvitationAnswerView(ApiView):
    unverified_may = True
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=DecideSerializer,
        responses=InvitationSerializer,
        operation_id="company_my_invitations_answer",
        description="Accepts or declines an invitation addressed to the signed-in person, as the link does.",
    )
    def post(self, request: Request, invitation_id: int) -> Response:
        accept = validated(DecideSerializer, request.data)["accept"]
        invitation = services.invitation_answer_mine(
            user=request_session(request).user, invitation_id=invitation_id, accept=accept
        )
        return Response(InvitationSerializer(invitation_item(invitation)).data)


class MyApplicationListView(ApiView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        parameters=[ApplicationFilterSerializer, *PAGING],
        responses=paged(MyApplicationSerializer),
        operation_id="company_my_applications",
        description="The signed-in person's own applications to companies, newest first.",
    )
    def get(self, request: Request) -> Response:
        status = validated(ApplicationFilterSerializer, request.query_params).get("status")
        applications = selectors.application_list_mine(user=request_session(request).user, status=status)
        return paginated(request, self, applications, each(my_application_item))


class ApplyView(ApiView):
    permission_classes = [IsAuthenticated]
    throttle_classes = [per_person_limit("company_apply", "COMPANY_APPLY_RATE")]

    @extend_schema(
        request=ApplySerializer,
        responses=ApplicationSerializer,
        operation_id="company_apply",
        description="Applies to join a company by its id; the owner decides.",
    )
    def post(self, request: Request) -> Response:
        company_id = validated(ApplySerializer, request.data)["sme_id"]
        application = services.application_create(user=request_session(request).user, company_id=company_id)
        return Response(ApplicationSerializer(application_item(application)).data)


class ApplicationListView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        parameters=[ApplicationFilterSerializer, *PAGING],
        responses=paged(ApplicationSerializer),
        operation_id="company_applications_list",
        description="Applications to the caller's company, newest first.",
    )
    def get(self, request: Request) -> Response:
        status = validated(ApplicationFilterSerializer, request.query_params).get("status")
        applications = selectors.application_list(actor=request_actor(request), status=status)
        return paginated(request, self, applications, each(application_item))


class ApplicationDecideView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        request=DecideSerializer,
        responses=ApplicationSerializer,
        operation_id="company_applications_decide",
        description="Accepts (the applicant joins) or declines an application to the caller's company.",
    )
    def post(self, request: Request, application_id: int) -> Response:
        accept = validated(DecideSerializer, request.data)["accept"]
        application = services.application_decide(
            actor=request_actor(request), application_id=application_id, accept=accept
        )
        return Response(ApplicationSerializer(application_item(application)).data)


class RecordListView(ApiView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        parameters=[RecordFilterSerializer, *PAGING],
        responses=paged(RecordSerializer),
        operation_id="company_member_records",
        description="Member records, newest first: the company's for its owner in the company "
        "identity, else the caller's own.",
    )
    def get(self, request: Request) -> Response:
        unread = validated(RecordFilterSerializer, request.query_params)["unread"]
        records = selectors.member_record_list(actor=request_actor(request), unread=unread)
        return paginated(request, self, records, each(record_item))


class RecordsReadView(ApiView):
    unverified_may = True  # it stops or withdraws what the person has
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=None,
        responses=RecordsReadSerializer,
        operation_id="company_member_records_read",
        description="Marks the records the caller reads (as `sme/member/records` lists them) as read.",
    )
    def post(self, request: Request) -> Response:
        return Response({"read": services.member_records_read(actor=request_actor(request))})


class SwitchView(ApiView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=SwitchSerializer,
        responses=SessionSerializer,
        operation_id="identity_switch",
        description="New session tokens acting as a company the caller owns (`admin`) or belongs to "
        '(`member`), or as themselves (`"user"`); the old session ends. 403 `company_not_member` '
        "for any other company.",
    )
    def post(self, request: Request) -> Response:
        sme_id = validated(SwitchSerializer, request.data)["sme_id"]
        tokens = services.identity_switch(
            session=request_session(request), sme_id=sme_id, client=request_client(request)
        )
        return session_answer(tokens)


class ResourceListView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        parameters=[ResourceFilterSerializer, *PAGING],
        responses=paged(ResourceSerializer),
        operation_id="company_resources_list",
        description="What is allocated to whom in the caller's company (live allocations), newest first.",
    )
    def get(self, request: Request) -> Response:
        query = validated(ResourceFilterSerializer, request.query_params)
        allocations = selectors.allocation_list(
            actor=request_actor(request), member_id=query.get("member_id"), resource_type=query.get("resource_type")
        )
        return paginated(request, self, allocations, each(allocation_item))


class CostsView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        parameters=[CostsQuerySerializer],
        responses=CostsSerializer,
        operation_id="company_costs",
        description="What the company's machines cost and earned over the last `days` (30; in `tz`): the owner's "
        "wallet movements made for the company, summed, and the latest of them. The wallet's own calls stay the "
        "owner's, in their individual identity.",
    )
    def get(self, request: Request) -> Response:
        query = validated(CostsQuerySerializer, request.query_params)
        zone = query.get("tz") or timezone.get_default_timezone()
        return Response(
            costs_item(selectors.company_costs(actor=request_actor(request), zone=zone, days=query["days"]))
        )


class ResourceAssignView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        request=ResourceAssignSerializer,
        responses=ResourceSerializer,
        operation_id="company_resources_assign",
        description="Allocates one of the company's devices (which covers the apps on it, also those installed "
        "later) or installed apps to a member, who gets their own SSH and AI API access to each. An allocation "
        "already live is answered as it is. A member or resource not the company's is 404.",
    )
    def post(self, request: Request) -> Response:
        data = validated(ResourceAssignSerializer, request.data)
        allocation = services.resource_assign(actor=request_actor(request), **data)
        return Response(ResourceSerializer(allocation_item(allocation)).data)


class ResourceUnassignView(ApiView):
    permission_classes = [CompanyAdminOnly]

    @extend_schema(
        request=ResourceAssignSerializer,
        responses={200: None},
        operation_id="company_resources_unassign",
        description="Ends an allocation (404 when there is none): the member's own access to the apps no other "
        "allocation of theirs covers is refused at once, and removed from the box by a queued command.",
    )
    def post(self, request: Request) -> Response:
        data = validated(ResourceAssignSerializer, request.data)
        services.resource_unassign(actor=request_actor(request), **data)
        return Response(None)
