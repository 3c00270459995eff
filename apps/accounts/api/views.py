from django.http import HttpRequest
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from apps.common.errors import ApplicationError
from apps.common.net import client_address

from .. import selectors, services
from ..authentication import request_session
from .serializers import (
    LogoutSerializer,
    MenuRouteSerializer,
    PasswordLoginSerializer,
    ProfileSerializer,
    RegisterSerializer,
    SessionSerializer,
)


def _client(request: HttpRequest) -> services.ClientInfo:
    return services.ClientInfo(ip=client_address(request), user_agent=request.META.get("HTTP_USER_AGENT", ""))


class RegisterView(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list = []
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "register"

    @extend_schema(request=RegisterSerializer, responses=SessionSerializer, operation_id="register")
    def post(self, request: Request) -> Response:
        form = RegisterSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        session = services.user_register(
            name=data["name"], email=data["email"], password=data["password"], client=_client(request)
        )
        return Response(SessionSerializer(session).data)


class PasswordLoginView(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(request=PasswordLoginSerializer, responses=SessionSerializer, operation_id="login_password")
    def post(self, request: Request) -> Response:
        form = PasswordLoginSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        session = services.login_password(
            account=form.validated_data["account"],
            password=form.validated_data["password"],
            client=_client(request),
        )
        return Response(SessionSerializer(session).data)


class RefreshView(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(
        request=None,
        responses=SessionSerializer,
        operation_id="refresh",
        parameters=[
            OpenApiParameter("Authorization", location="header", required=True, description="Bearer <refresh_token>")
        ],
    )
    def get(self, request: Request) -> Response:
        scheme, _sep, token = request.META.get("HTTP_AUTHORIZATION", "").partition(" ")
        if scheme != "Bearer" or not token:
            raise ApplicationError("not_authenticated")
        return Response(SessionSerializer(services.session_refresh(refresh_token=token.strip())).data)


class LogoutView(APIView):
    """Ends the session the refresh token belongs to; works with an expired access token too."""

    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(request=LogoutSerializer, responses={200: None}, operation_id="logout")
    def post(self, request: Request) -> Response:
        form = LogoutSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        services.session_logout(refresh_token=form.validated_data["refresh_token"])
        return Response(None)


class ProfileView(APIView):
    @extend_schema(responses=ProfileSerializer, operation_id="account_profile")
    def get(self, request: Request) -> Response:
        return Response(ProfileSerializer(selectors.user_profile(user=request_session(request).user)).data)


class MenuView(APIView):
    @extend_schema(responses=MenuRouteSerializer(many=True), operation_id="menu")
    def get(self, request: Request) -> Response:
        return Response(selectors.menu_for(user_type=request_session(request).user_type))
