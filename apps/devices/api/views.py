import ipaddress
from typing import Any

from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle

from apps.accounts.actor import Actor
from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_actor
from apps.accounts.permissions import RequireRecentAuth, reauth_for_spend
from apps.common.api import PAGING, validated
from apps.common.errors import ApplicationError
from apps.common.limits import per_person_limit
from apps.common.net import client_address
from apps.common.pagination import each, paged, paginated
from apps.common.permissions import IndividualsAndOwners
from apps.common.responses import no_store
from apps.common.secrets import unseal_tree

from .. import selectors, services
from ..models import Device
from .heartbeat import plain_answer, plain_heartbeat
from .serializers import (
    AgentCommandProgressSerializer,
    AgentCommandResultSerializer,
    AgentCommandStatusSerializer,
    AgentHeartbeatAnswerSerializer,
    AgentHeartbeatSerializer,
    AgentRegisteredSerializer,
    AgentRegisterSerializer,
    DeviceBindSerializer,
    DeviceDetailSerializer,
    DeviceFilterSerializer,
    DevicePowerSerializer,
    DeviceSerializer,
    DeviceUpdateSerializer,
    PlanSerializer,
    ReenrolCodeSerializer,
    ZcloudCreateSerializer,
    device_detail,
    device_item,
    device_items,
    plan_item,
)

AGENT_HEADERS = [
    OpenApiParameter("X-Device-Id", str, OpenApiParameter.HEADER, required=True, description="The device ID"),
    OpenApiParameter(
        "X-Device-Secret", str, OpenApiParameter.HEADER, required=True, description="The secret from agent/register"
    ),
]


# --- the agent protocol: no user sign-in ----------------------------------------------


def agent_address(request: HttpRequest | Request) -> str | None:
    address = client_address(request)
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        return None


class AgentView(ApiView):
    """Called by device agents: no user sign-in; the device authenticates with its ID and
    secret headers (registration with the shared token)."""

    authentication_classes: list[Any] = []
    permission_classes = [AllowAny]

    def device(self, request: Request) -> Device:
        device = selectors.device_by_credentials(
            device_id=request.headers.get("X-Device-Id", "").strip(),
            secret=request.headers.get("X-Device-Secret", ""),
        )
        if device is None:
            raise ApplicationError("device_secret_invalid")
        return device


class AgentRegisterView(AgentView):
    @extend_schema(
        request=AgentRegisterSerializer,
        responses=AgentRegisteredSerializer,
        operation_id="agent_register",
        auth=[],
        description="Registers a box or server group with the shared registration token. The same serial again "
        "keeps its device ID and gets a new secret (the old one stops working); a serial bound to an owner must "
        "also send its current `device_secret` or the owner's one-time `reenrol_code`, else 403 "
        "`device_reenrol_required` and nothing changes.",
    )
    def post(self, request: Request) -> Response:
        data = validated(AgentRegisterSerializer, request.data)
        registration = services.device_register(
            token=data["registration_token"],
            serial=data["serial"],
            kind=data["kind"],
            resources=data["resources"],
            address=agent_address(request),
            device_secret=data["device_secret"],
            reenrol_code=data["reenrol_code"],
        )
        answer = {
            "device_id": registration.device.device_id,
            "device_secret": registration.secret,
            "heartbeat_interval": registration.device.heartbeat_interval,
        }
        return no_store(Response(AgentRegisteredSerializer(answer).data))


class AgentHeartbeatView(AgentView):
    """A plain heartbeat is answered before DRF's machinery (`heartbeat.plain_heartbeat`)."""

    plain_tried = False

    def dispatch(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        plain = plain_heartbeat(request)
        if plain is not None:
            try:
                interval = services.device_heartbeat_plain(**plain, address=agent_address(request))
            except DatabaseError:  # the DRF way answers it (or succeeds)
                interval = None
            if interval is not None:
                response = HttpResponse(plain_answer(interval), content_type="application/json")
                for header, value in self.default_response_headers.items():  # as DRF's `finalize_response`
                    response[header] = value
                return no_store(response)
            self.plain_tried = True
        return super().dispatch(request, *args, **kwargs)

    @extend_schema(
        parameters=AGENT_HEADERS,
        request=AgentHeartbeatSerializer,
        responses=AgentHeartbeatAnswerSerializer,
        operation_id="agent_heartbeat",
        auth=[],
        description="A sign of life with usage, location and optionally the spec; answers the pending commands "
        "(each delivered once).",
    )
    def post(self, request: Request) -> Response:
        device = self.device(request)
        data = validated(AgentHeartbeatSerializer, request.data)
        answer = services.device_heartbeat(
            device=device,
            status=data["status"],
            resources=data.get("resources"),
            usage=data.get("usage"),
            location=data.get("location"),
            address=agent_address(request),
            apps=data.get("apps"),
            gateway_url=data.get("gateway_url"),
            plain_tried=self.plain_tried,
        )
        commands = [
            {"id": command.id, "type": command.type, "app_id": command.app_id, "payload": unseal_tree(command.payload)}
            for command in answer.commands
        ]
        body: dict[str, Any] = {"commands": commands, "heartbeat_interval": answer.heartbeat_interval}
        if answer.apps is not None:
            body["apps"] = [{"id": app_id, "status": status} for app_id, status in sorted(answer.apps.items())]
        return no_store(Response(AgentHeartbeatAnswerSerializer(body).data))


class AgentCommandResultView(AgentView):
    @extend_schema(
        parameters=AGENT_HEADERS,
        request=AgentCommandResultSerializer,
        responses=AgentCommandStatusSerializer,
        operation_id="agent_command_result",
        auth=[],
        description="The agent's answer to one of its device's commands; completes the device's move (or the "
        "app's). A failure may name what went wrong with an error `code` (see `code`), logged with the `detail`.",
    )
    def post(self, request: Request, id: int) -> Response:
        device = self.device(request)
        data = validated(AgentCommandResultSerializer, request.data)
        command = services.command_result(
            device=device, command_id=id, success=data["success"], detail=data["detail"], code=data["code"]
        )
        return Response(AgentCommandStatusSerializer({"id": command.id, "status": command.status}).data)


class AgentCommandProgressView(AgentView):
    @extend_schema(
        parameters=AGENT_HEADERS,
        request=AgentCommandProgressSerializer,
        responses=AgentCommandStatusSerializer,
        operation_id="agent_command_progress",
        auth=[],
        description="The sub-status of a command under way (installing <-> downloading, starting <-> preparing, "
        "stopping <-> shutting_down): the device or app takes it and the command's deadline starts again. A "
        "status outside the command's move answers 409 `transition_not_allowed`.",
    )
    def post(self, request: Request, id: int) -> Response:
        device = self.device(request)
        data = validated(AgentCommandProgressSerializer, request.data)
        command = services.command_progress(device=device, command_id=id, status=data["status"])
        return Response(AgentCommandStatusSerializer({"id": command.id, "status": command.status}).data)


# --- owners --------------------------------------------------------------------------------


class DevicesView(ApiView):
    """Devices are for individuals and company owners; a member gets 403 `member_not_allowed`."""

    permission_classes = [IndividualsAndOwners]

    def answer(self, actor: Actor, device_id: int) -> Response:
        device = selectors.device_list(actor=actor).get(id=device_id)
        return Response(device_item(device))

    def answer_moved(self, actor: Actor, device: Device) -> Response:
        """The device as the actor's list shows it, or as the write left it when it is gone
        already (a Z-CLOUD delete the cloud provider completed at once)."""
        found = selectors.device_list(actor=actor).filter(id=device.id).first()
        return Response(device_item(found or device))


class DeviceListView(DevicesView):
    @extend_schema(
        parameters=[DeviceFilterSerializer, *PAGING],
        responses=paged(DeviceSerializer),
        operation_id="devices_list",
        description="The caller's devices, newest first unless `sort`.",
    )
    def get(self, request: Request) -> Response:
        query = validated(DeviceFilterSerializer, request.query_params)
        devices = selectors.device_list(
            actor=request_actor(request),
            kind=query.get("kind"),
            status=query.get("status"),
            tier=query.get("tier"),
            search=query["search"],
            sort=query["sort"],
        )
        return paginated(request, self, selectors.device_rows(devices), device_items)


class DeviceDetailView(DevicesView):
    @extend_schema(
        responses=DeviceDetailSerializer,
        operation_id="devices_retrieve",
        description="One of the caller's devices with its latest 20 status changes.",
    )
    def get(self, request: Request, id: int) -> Response:
        device = selectors.device_list(actor=request_actor(request)).filter(id=id).first()
        if device is None:
            raise ApplicationError("not_found")
        return Response(device_detail(device))

    @extend_schema(
        request=DeviceUpdateSerializer,
        responses=DeviceSerializer,
        operation_id="devices_update",
        description="Renames the device and/or sets its location (null clears it).",
    )
    def put(self, request: Request, id: int) -> Response:
        data = validated(DeviceUpdateSerializer, request.data)
        actor = request_actor(request)
        services.device_update(
            actor=actor,
            device_id=id,
            name=data.get("name"),
            location=data.get("location"),
            clear_location="location" in data and data["location"] is None,
        )
        return self.answer(actor, id)


class DeviceBindView(DevicesView):
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "device_bind"

    @extend_schema(
        request=DeviceBindSerializer,
        responses=DeviceSerializer,
        operation_id="devices_bind",
        description="Binds a box or server group by its device ID. Any ID that cannot be bound answers the same "
        "400 `device_id_invalid`; attempts are rate-limited per person (`DEVICE_BIND_RATE`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(DeviceBindSerializer, request.data)
        actor = request_actor(request)
        device = services.device_bind(actor=actor, code=data["device_id"])
        return self.answer(actor, device.id)


class DeviceUnbindView(DevicesView):
    unverified_may = True  # it stops or withdraws what the person has

    @extend_schema(
        request=None,
        responses={200: None},
        operation_id="devices_unbind",
        description="Releases a box or server group (its name and location are reset, open commands cancelled). "
        "Z-CLOUD devices are deleted instead (409 `zcloud_not_unbindable`).",
    )
    def post(self, request: Request, id: int) -> Response:
        services.device_unbind(actor=request_actor(request), device_id=id)
        return Response(None)


class DeviceReenrolCodeView(DevicesView):
    permission_classes = [*DevicesView.permission_classes, RequireRecentAuth]

    @extend_schema(
        request=None,
        responses=ReenrolCodeSerializer,
        operation_id="devices_reenrol_code",
        description="A one-time code with which the box may register again without its secret (it replaces any "
        "earlier one and expires after `DEVICE_REENROL_CODE_SECONDS`). Needs a recent re-authentication (403 "
        "`reauth_required`); a Z-CLOUD machine answers 409 `zcloud_no_agent`.",
    )
    def post(self, request: Request, id: int) -> Response:
        code = services.device_reenrol_code_create(actor=request_actor(request), device_id=id)
        return no_store(Response(ReenrolCodeSerializer(code).data))


class DevicePowerView(DevicesView):
    @extend_schema(
        request=DevicePowerSerializer,
        responses=DeviceSerializer,
        operation_id="devices_power",
        description="start, stop, restart or (Z-CLOUD only) delete. Refused moves answer 409 "
        "`transition_not_allowed` with `data.status` and `data.allowed` (the actions allowed now). After a "
        "delete completes, the device is gone (404).",
    )
    def post(self, request: Request, id: int) -> Response:
        data = validated(DevicePowerSerializer, request.data)
        actor = request_actor(request)
        device = services.device_power(actor=actor, device_id=id, action=data["action"])
        return self.answer_moved(actor, device)


class ZcloudCreateView(DevicesView):
    throttle_classes = [per_person_limit("zcloud_create", "ZCLOUD_CREATE_RATE")]

    @extend_schema(
        request=ZcloudCreateSerializer,
        responses=DeviceSerializer,
        operation_id="devices_zcloud_create",
        description="Orders a Z-CLOUD machine; it answers `creating` and comes online when the cloud provider is done. "
        "It needs a verified person (403 `account_unverified`: a phone number or a verified e-mail address), fewer "
        "than `ZCLOUD_CREATING_MAX` of their machines `creating` (429 `zcloud_creating_limit`) and a wallet that "
        "covers the plan's `first_hold`, which is held (409 `wallet_insufficient_funds`, `data.required`), at the "
        "plan's price the person saw (409 `price_changed`, `data.price_per_hour`, when it differs). A first "
        "hold above `REAUTH_SPEND_ABOVE` needs a recent re-authentication or the current `password` in the body "
        "(403 `reauth_required`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(ZcloudCreateSerializer, request.data)
        actor = request_actor(request)
        plan = selectors.plans_active().filter(id=data["plan_id"]).first()
        if plan is not None:
            reauth_for_spend(request, self, amount=services.cloud_hold_amount(plan.price_per_hour))
        device = services.zcloud_create(
            actor=actor, plan_id=data["plan_id"], name=data["name"], price_per_hour=data["price_per_hour"]
        )
        return self.answer_moved(actor, device)


class PlanListView(DevicesView):
    @extend_schema(
        parameters=PAGING,
        responses=paged(PlanSerializer),
        operation_id="plans_list",
        description="The Z-CLOUD plans on offer, cheapest first.",
    )
    def get(self, request: Request) -> Response:
        return paginated(request, self, selectors.plans_active(), each(plan_item))
