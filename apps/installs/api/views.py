from collections.abc import Mapping
from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.actor import Actor
from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_actor
from apps.common.api import PAGING, validated
from apps.common.errors import ApplicationError
from apps.common.pagination import each, paged, paginated
from apps.common.permissions import IndividualsAndOwners
from apps.common.render import request_language
from apps.common.responses import no_store
from apps.devices.api.views import AGENT_HEADERS, AgentView

from .. import selectors, services
from ..models import InstalledApp
from .serializers import (
    AccessVerifiedSerializer,
    AccessVerifySerializer,
    AiApiInfoSerializer,
    AppActionSerializer,
    AppConfigSerializer,
    AppInstallSerializer,
    AppSharingSerializer,
    GatewayInfoSerializer,
    InstalledAppDetailSerializer,
    InstalledAppFilterSerializer,
    InstalledAppSerializer,
    InstallTargetQuerySerializer,
    InstallTargetSerializer,
    LiteSpacePowerSerializer,
    LiteSpaceSerializer,
    LiteSpaceUpdateSerializer,
    SshInfoSerializer,
    installed_detail,
    installed_item,
    lite_space_item,
)

REFUSED_MOVE = (
    "Refused moves answer 409 `transition_not_allowed` with `data.status` and `data.allowed` (the actions allowed now)."
)


class InstalledAppsView(ApiView):
    """Installed apps are for individuals and company owners; a member gets 403
    `member_not_allowed`. Another person's app is a 404."""

    permission_classes = [IndividualsAndOwners]

    def installed(self, actor: Actor, installed_app_id: int) -> InstalledApp:
        return selectors.installed_app_get(actor=actor, installed_app_id=installed_app_id)

    def detail(self, actor: Actor, installed_app_id: int) -> Response:
        installed = self.installed(actor, installed_app_id)
        allowed = selectors.installed_app_allowed_actions(actor=actor, status=installed.status)
        return Response(installed_detail(installed, access=selectors.access_of(actor), allowed_actions=allowed))


class MemberAppsView(InstalledAppsView):
    """Also for company members, on the apps allocated to them (another app is a 404)."""

    permission_classes = [IsAuthenticated]


class InstalledAppListView(MemberAppsView):
    @extend_schema(
        parameters=[InstalledAppFilterSerializer, *PAGING],
        responses=paged(InstalledAppSerializer),
        operation_id="apps_list",
        description="The apps installed on the caller's devices (uninstalled ones left out), newest first unless "
        "`sort`; for a company member, the company's apps allocated to them (directly or through their device).",
    )
    def get(self, request: Request) -> Response:
        query = validated(InstalledAppFilterSerializer, request.query_params)
        actor = request_actor(request)
        apps = selectors.installed_app_list(
            actor=actor,
            status=query.get("status"),
            device_id=query.get("device_id"),
            display_type=query.get("type"),
            search=query["search"],
            sort=query["sort"],
            language=request_language(),
        )
        access = selectors.access_of(actor)

        def item(row: Mapping[str, Any]) -> dict[str, Any]:
            allowed = selectors.installed_app_allowed_actions(actor=actor, status=row["status"])
            return installed_item(row, access=access, allowed_actions=allowed)

        return paginated(request, self, apps, each(item))


class InstallTargetsView(InstalledAppsView):
    @extend_schema(
        parameters=[InstallTargetQuerySerializer],
        responses=InstallTargetSerializer(many=True),
        operation_id="apps_install_targets",
        description="The caller's devices for installing an app: what each lacks and whether it qualifies.",
    )
    def get(self, request: Request) -> Response:
        query = validated(InstallTargetQuerySerializer, request.query_params)
        targets = selectors.install_targets(actor=request_actor(request), app_id=query["app_id"])
        return Response(InstallTargetSerializer(targets, many=True).data)


class AppInstallView(InstalledAppsView):
    @extend_schema(
        request=AppInstallSerializer,
        responses=InstalledAppDetailSerializer,
        operation_id="apps_install",
        description="Installs a published app on one of the caller's devices; it answers `installing`, then the "
        "agent's result moves it to `installed` and (unless `start_after_install` is false) on to `running`. "
        "Refused: an offline device (409 `device_offline`), a device below the app's minimum resources "
        "(409 `requirements_not_met`, `data.missing` lists each shortfall), the app already on the device "
        "(409 `app_already_installed`), a full or powered-off lite-app space (409 `lite_space_full`, "
        "`lite_space_stopped`); `config` is checked against the app's schema (400 `validation_error`, "
        "fields `config.<name>`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(AppInstallSerializer, request.data)
        actor = request_actor(request)
        installed = services.app_install(
            actor=actor,
            device_id=data["device_id"],
            app_id=data["app_id"],
            config=data["config"],
            start_after_install=data["start_after_install"],
        )
        return self.detail(actor, installed.id)


class InstalledAppDetailView(MemberAppsView):
    @extend_schema(
        responses=InstalledAppDetailSerializer,
        operation_id="apps_retrieve",
        description="One installed app with its configuration (passwords masked) and its latest 50 log entries. "
        "An uninstalled app still answers, with status `not_install`.",
    )
    def get(self, request: Request, id: int) -> Response:
        return self.detail(request_actor(request), id)


class AppActionView(MemberAppsView):
    @extend_schema(
        request=AppActionSerializer,
        responses=InstalledAppDetailSerializer,
        operation_id="apps_action",
        description="start, stop, restart, suspend, resume, snapshot or uninstall: the app enters the action's "
        "transitional status and its device's agent is asked (a company member may only start or stop an app "
        "allocated to them, else 403 `member_not_allowed`). " + REFUSED_MOVE + " An offline device answers 409 "
        "`device_offline`; a lite app whose space is powered off cannot start (409 `lite_space_stopped`).",
    )
    def post(self, request: Request, id: int) -> Response:
        data = validated(AppActionSerializer, request.data)
        actor = request_actor(request)
        services.app_act(actor=actor, installed_app_id=id, action=data["action"])
        return self.detail(actor, id)


class AppSharingView(InstalledAppsView):
    @extend_schema(
        request=AppSharingSerializer,
        responses=InstalledAppDetailSerializer,
        operation_id="apps_sharing",
        description="Sets the sharing mode, the rentable flag and the price per hour. The flag cannot change while "
        "the app is stopped (409 `rentable_app_stopped`) or its device is offline (409 `rentable_device_offline`), "
        "nor in dedicated mode (409 `rentable_dedicated`); in autopilot the system sets it (409 "
        "`rentable_autopilot`). Renting out needs a price above 0.",
    )
    def put(self, request: Request, id: int) -> Response:
        data = validated(AppSharingSerializer, request.data)
        actor = request_actor(request)
        services.app_sharing_update(
            actor=actor,
            installed_app_id=id,
            sharing_mode=data["sharing_mode"],
            rentable=data.get("rentable"),
            price_per_hour=data.get("price_per_hour"),
        )
        return self.detail(actor, id)


class AppConfigView(InstalledAppsView):
    @extend_schema(
        request=AppConfigSerializer,
        responses=InstalledAppDetailSerializer,
        operation_id="apps_config",
        description="Changes some of the app's settings: the fields named in `config` (null: back to the default); "
        "a password field sent as ******** or blank keeps its value. Checked against the app's schema (400 "
        "`validation_error`, fields `config.<name>`); a field the schema marks `readOnly` was set at install and "
        "refuses another value (409 `modification_not_supported`, the message under `config.<name>` in `data`). "
        "The app must be on its device (409 `app_not_installed`) and its device online (409 `device_offline`): a "
        "`configure` command takes the new settings to the box, which applies them within 10 minutes.",
    )
    def put(self, request: Request, id: int) -> Response:
        data = validated(AppConfigSerializer, request.data)
        actor = request_actor(request)
        services.app_config_update(actor=actor, installed_app_id=id, config=data["config"])
        return self.detail(actor, id)


class SshInfoView(MemberAppsView):
    @extend_schema(
        responses=SshInfoSerializer,
        operation_id="apps_ssh",
        description="How to reach the app over SSH, with the private key made for it (a company member gets their "
        "own user and key, never the app's). 409 `app_not_installed` until the install finished.",
    )
    def get(self, request: Request, id: int) -> Response:
        actor = request_actor(request)
        info = selectors.app_ssh_info(actor=actor, installed=self.installed(actor, id))
        return no_store(Response(SshInfoSerializer(info).data))


class AiApiInfoView(MemberAppsView):
    @extend_schema(
        responses=AiApiInfoSerializer,
        operation_id="apps_ai_api",
        description="The AI API of an AI compute or AI server app (409 `ai_api_not_available` for others, "
        "`app_not_installed` until the install finished); a company member gets their own key, never the app's.",
    )
    def get(self, request: Request, id: int) -> Response:
        actor = request_actor(request)
        info = selectors.app_ai_api_info(actor=actor, installed=self.installed(actor, id))
        return no_store(Response(AiApiInfoSerializer(info).data))


class GatewayInfoView(MemberAppsView):
    @extend_schema(
        responses=GatewayInfoSerializer,
        operation_id="apps_gateway",
        description="The app's address on its box's gateway with the key that opens it (409 "
        "`gateway_not_available` for an app not reached that way, `app_not_installed` until the install "
        "finished); a company member gets their own key, never the app's.",
    )
    def get(self, request: Request, id: int) -> Response:
        actor = request_actor(request)
        info = selectors.app_gateway_info(actor=actor, installed=self.installed(actor, id))
        return no_store(Response(GatewayInfoSerializer(info).data))


class AiApiRotateView(InstalledAppsView):
    @extend_schema(
        request=None,
        responses=AiApiInfoSerializer,
        operation_id="apps_ai_api_rotate",
        description="Replaces the API key; the old one stops working once the device applies the new one.",
    )
    def post(self, request: Request, id: int) -> Response:
        actor = request_actor(request)
        services.app_api_key_rotate(actor=actor, installed_app_id=id)
        info = selectors.app_ai_api_info(actor=actor, installed=self.installed(actor, id))
        return no_store(Response(AiApiInfoSerializer(info).data))


class LiteSpaceBaseView(InstalledAppsView):
    def space_answer(self, actor: Actor, device_id: int) -> Response:
        space = selectors.lite_space_of(actor=actor, device_id=device_id)
        if space is None:
            raise ApplicationError("not_found")
        return Response(LiteSpaceSerializer(lite_space_item(space)).data)


class LiteSpaceView(LiteSpaceBaseView):
    @extend_schema(
        responses=LiteSpaceSerializer,
        operation_id="lite_space_retrieve",
        description="The device's lite-app space (404 until its first lite app is installed).",
    )
    def get(self, request: Request, id: int) -> Response:
        return self.space_answer(request_actor(request), id)

    @extend_schema(
        request=LiteSpaceUpdateSerializer,
        responses=LiteSpaceSerializer,
        operation_id="lite_space_update",
        description="Resizes the space; refused while any lite app in it is rentable (409 `lite_space_edit_rentable`).",
    )
    def put(self, request: Request, id: int) -> Response:
        data = validated(LiteSpaceUpdateSerializer, request.data)
        actor = request_actor(request)
        services.lite_space_resize(actor=actor, device_id=id, disk_bytes=data["disk_bytes"])
        return self.space_answer(actor, id)


class LiteSpacePowerView(LiteSpaceBaseView):
    @extend_schema(
        request=LiteSpacePowerSerializer,
        responses=LiteSpaceSerializer,
        operation_id="lite_space_power",
        description="Powers the space on or off (its running lite apps stop with it); off is refused while any lite "
        "app in it is rentable (409 `lite_space_power_rentable`).",
    )
    def post(self, request: Request, id: int) -> Response:
        data = validated(LiteSpacePowerSerializer, request.data)
        actor = request_actor(request)
        services.lite_space_power(actor=actor, device_id=id, action=data["action"])
        return self.space_answer(actor, id)


class AgentAccessVerifyView(AgentView):
    @extend_schema(
        parameters=AGENT_HEADERS,
        request=AccessVerifySerializer,
        responses=AccessVerifiedSerializer,
        operation_id="agent_access_verify",
        auth=[],
        description="Whether an AI API key opens one of the calling device's apps now: the app's own key or a "
        "live access grant's (a company member's). A revoked grant's key is refused from the moment it ends, "
        "before the box has applied the revoke command; another device's app answers false.",
    )
    def post(self, request: Request) -> Response:
        device = self.device(request)
        data = validated(AccessVerifySerializer, request.data)
        valid = selectors.api_key_live(device=device, installed_app_id=data["app_id"], api_key=data["api_key"])
        return Response(AccessVerifiedSerializer({"valid": valid}).data)
