from dataclasses import asdict

from django.conf import settings
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle

from apps.common.api import validated
from apps.common.errors import ApplicationError
from apps.common.limits import per_person_limit
from apps.common.responses import no_store
from apps.common.site import site_url

from .. import selectors, services, wechat
from ..authentication import request_client, request_session
from ..deletion import account_blockers
from ..documents import document_cookie_clear
from ..permissions import ReauthLimit, RequireRecentAuth, RequireVerifiedAccount
from ..tokens import SessionAccessToken
from .base import ApiView
from .responses import session_answer
from .serializers import (
    AccountCheckSerializer,
    AccountDeleteSerializer,
    AuthOptionsSerializer,
    AvatarSerializer,
    ChangePasswordSerializer,
    CodeSentSerializer,
    EmailCodeSerializer,
    EmailSerializer,
    HandoffCodeSerializer,
    LogoutSerializer,
    MenuRouteSerializer,
    PasswordLoginSerializer,
    PhoneCodeSerializer,
    PhoneSerializer,
    ProfileInfoSerializer,
    ProfileSerializer,
    ReauthSerializer,
    RegisterSerializer,
    ResetPasswordSerializer,
    SessionSerializer,
    SetPasswordSerializer,
    TokenSerializer,
    UrlSerializer,
    VerifiedEmailSerializer,
    WechatCodeSerializer,
)

WECHAT_LOGIN_PATH = "/auth/wechat/callback"
WECHAT_LINK_PATH = "/wechat/link"


def _profile(request: Request) -> Response:
    user = request_session(request).user
    user.refresh_from_db()
    return Response(ProfileSerializer(selectors.user_profile(user=user)).data)


class PublicView(ApiView):
    unverified_may = True
    permission_classes = [AllowAny]
    authentication_classes: list = []


class RecentAuthView(ApiView):
    """Changes how the person signs in, or deletes the account: needs a recent
    re-authentication or the current password in the body (403 `reauth_required`)."""

    permission_classes = [IsAuthenticated, RequireRecentAuth]


class VerifiedRecentAuthView(RecentAuthView):
    """Adds a sign-in method: also needs a verified account (403 `account_unverified`)."""

    permission_classes = [IsAuthenticated, RequireVerifiedAccount, RequireRecentAuth]


class RegisterView(ApiView):
    unverified_may = True
    permission_classes = [AllowAny]
    authentication_classes: list = []
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "register"

    @extend_schema(request=RegisterSerializer, responses=SessionSerializer, operation_id="register")
    def post(self, request: Request) -> Response:
        data = validated(RegisterSerializer, request.data)
        session = services.user_register(
            name=data["name"],
            email=data["email"],
            password=data["password"],
            client=request_client(request),
            then=data.get("next", ""),
        )
        return session_answer(session)


class PasswordLoginView(ApiView):
    unverified_may = True
    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(request=PasswordLoginSerializer, responses=SessionSerializer, operation_id="login_password")
    def post(self, request: Request) -> Response:
        data = validated(PasswordLoginSerializer, request.data)
        session = services.login_password(
            account=data["account"],
            password=data["password"],
            client=request_client(request),
        )
        return session_answer(session)


class RefreshView(ApiView):
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
        return session_answer(services.session_refresh(refresh_token=token.strip()))


class LogoutView(ApiView):
    """Ends the session the refresh token belongs to; works with an expired access token too."""

    unverified_may = True

    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(request=LogoutSerializer, responses={200: None}, operation_id="logout")
    def post(self, request: Request) -> Response:
        data = validated(LogoutSerializer, request.data)
        services.session_logout(refresh_token=data["refresh_token"])
        response = Response(None)
        document_cookie_clear(response)
        return response


class ProfileView(ApiView):
    @extend_schema(responses=ProfileSerializer, operation_id="account_profile")
    def get(self, request: Request) -> Response:
        return Response(ProfileSerializer(selectors.user_profile(user=request_session(request).user)).data)


class MenuView(ApiView):
    @extend_schema(responses=MenuRouteSerializer(many=True), operation_id="menu")
    def get(self, request: Request) -> Response:
        return Response(selectors.menu_for(user_type=request_session(request).user_type))


class AuthOptionsView(PublicView):
    @extend_schema(responses=AuthOptionsSerializer, operation_id="auth_options")
    def get(self, request: Request) -> Response:
        origins = settings.EMBEDDING_ORIGINS
        return Response(
            {"wechat": {"enabled": wechat.wechat_enabled()}, "host_origin": origins[0] if origins else None}
        )


class SmsCodeSendView(PublicView):
    @extend_schema(request=PhoneSerializer, responses=CodeSentSerializer, operation_id="login_sms_send")
    def post(self, request: Request) -> Response:
        data = validated(PhoneSerializer, request.data)
        return no_store(
            Response(asdict(services.sms_login_code_send(phone=data["phone"], client=request_client(request))))
        )


class SmsCodeVerifyView(PublicView):
    @extend_schema(request=PhoneCodeSerializer, responses=SessionSerializer, operation_id="login_sms_verify")
    def post(self, request: Request) -> Response:
        data = validated(PhoneCodeSerializer, request.data)
        session = services.login_sms(phone=data["phone"], code=data["code"], client=request_client(request))
        return session_answer(session)


class WechatLoginUrlView(PublicView):
    @extend_schema(responses=UrlSerializer, operation_id="login_wechat_url")
    def get(self, request: Request) -> Response:
        browser = wechat.browser_secret_new()
        url = wechat.wechat_authorize_url(
            request=request, callback_url=site_url(WECHAT_LOGIN_PATH), purpose="login", browser=browser
        )
        response = no_store(Response({"url": url}))
        wechat.browser_cookie_set(response, browser)
        return response


class WechatLoginView(PublicView):
    @extend_schema(request=WechatCodeSerializer, responses=SessionSerializer, operation_id="login_wechat")
    def post(self, request: Request) -> Response:
        data = validated(WechatCodeSerializer, request.data)
        identity = wechat.wechat_identity(
            request=request,
            code=data["code"],
            state=data["state"],
            callback_url=site_url(WECHAT_LOGIN_PATH),
            purpose="login",
            browser=request.COOKIES.get(wechat.BROWSER_COOKIE, ""),
        )
        response = session_answer(services.login_wechat(identity=identity, client=request_client(request)))
        wechat.browser_cookie_clear(response)
        return response


class EmailVerificationResendView(ApiView):
    unverified_may = True
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "email"

    @extend_schema(request=None, responses=CodeSentSerializer, operation_id="register_email_resend")
    def post(self, request: Request) -> Response:
        sent = services.email_verification_resend(user=request_session(request).user)
        return Response(asdict(sent))


class EmailVerifyView(ApiView):
    unverified_may = True

    @extend_schema(
        request=TokenSerializer,
        responses=VerifiedEmailSerializer,
        operation_id="register_email_verify",
        description="Verifies the address of the signed-in account the link was sent for. A link of another "
        "account is a 403 `link_other_account` (sign in as it); a bad, expired or used one a 400 `link_invalid`. "
        "No session ends.",
    )
    def post(self, request: Request) -> Response:
        raw = validated(TokenSerializer, request.data)["token"]
        return Response({"email": services.email_verify(raw=raw, user=request_session(request).user)})


class ForgetPasswordSendView(PublicView):
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "email"

    @extend_schema(request=EmailSerializer, responses={200: None}, operation_id="forget_password_send")
    def post(self, request: Request) -> Response:
        services.password_reset_send(email=validated(EmailSerializer, request.data)["email"])
        return Response(None)


class ForgetPasswordVerifyView(PublicView):
    @extend_schema(request=ResetPasswordSerializer, responses={200: None}, operation_id="forget_password_verify")
    def post(self, request: Request) -> Response:
        data = validated(ResetPasswordSerializer, request.data)
        services.password_reset(raw=data["token"], password=data["password"])
        return Response(None)


class SetPasswordView(VerifiedRecentAuthView):
    @extend_schema(request=SetPasswordSerializer, responses=ProfileSerializer, operation_id="account_set_password")
    def post(self, request: Request) -> Response:
        services.password_set(
            user=request_session(request).user, password=validated(SetPasswordSerializer, request.data)["password"]
        )
        return _profile(request)


class ChangePasswordView(ApiView):
    throttle_classes = [ReauthLimit]  # the current-password check, like account/reauth

    @extend_schema(request=ChangePasswordSerializer, responses=ProfileSerializer, operation_id="account_password")
    def put(self, request: Request) -> Response:
        data = validated(ChangePasswordSerializer, request.data)
        services.password_change(
            session=request_session(request), current_password=data["current_password"], password=data["password"]
        )
        return _profile(request)


class ProfileInfoView(ApiView):
    unverified_may = True

    @extend_schema(request=ProfileInfoSerializer, responses=ProfileSerializer, operation_id="account_profile_info")
    def put(self, request: Request) -> Response:
        services.profile_name_update(
            user=request_session(request).user, name=validated(ProfileInfoSerializer, request.data)["name"]
        )
        return _profile(request)


class AvatarView(ApiView):
    unverified_may = True
    parser_classes = [MultiPartParser, FormParser]
    throttle_classes = [per_person_limit("avatar", "AVATAR_UPLOAD_RATE")]

    @extend_schema(
        request={"multipart/form-data": AvatarSerializer}, responses=ProfileSerializer, operation_id="account_avatar"
    )
    def put(self, request: Request) -> Response:
        services.avatar_update(
            user=request_session(request).user, upload=validated(AvatarSerializer, request.data)["avatar"]
        )
        return _profile(request)


class MobileLinkSendView(VerifiedRecentAuthView):
    @extend_schema(request=PhoneSerializer, responses=CodeSentSerializer, operation_id="link_mobile_send")
    def post(self, request: Request) -> Response:
        phone = validated(PhoneSerializer, request.data)["phone"]
        sent = services.mobile_link_code_send(
            user=request_session(request).user, phone=phone, client=request_client(request)
        )
        return no_store(Response(asdict(sent)))


class MobileLinkVerifyView(VerifiedRecentAuthView):
    @extend_schema(request=PhoneCodeSerializer, responses=ProfileSerializer, operation_id="link_mobile_verify")
    def post(self, request: Request) -> Response:
        data = validated(PhoneCodeSerializer, request.data)
        services.mobile_link(user=request_session(request).user, phone=data["phone"], code=data["code"])
        return _profile(request)


class EmailLinkSendView(RecentAuthView):
    unverified_may = True

    @extend_schema(request=EmailSerializer, responses=CodeSentSerializer, operation_id="link_email_send")
    def post(self, request: Request) -> Response:
        email = validated(EmailSerializer, request.data)["email"]
        sent = services.email_link_code_send(
            user=request_session(request).user, email=email, client=request_client(request)
        )
        return no_store(Response(asdict(sent)))


class EmailLinkVerifyView(RecentAuthView):
    unverified_may = True

    @extend_schema(request=EmailCodeSerializer, responses=ProfileSerializer, operation_id="link_email_verify")
    def post(self, request: Request) -> Response:
        data = validated(EmailCodeSerializer, request.data)
        services.email_link(user=request_session(request).user, email=data["email"], code=data["code"])
        return _profile(request)


class WechatLinkView(VerifiedRecentAuthView):
    @extend_schema(responses=UrlSerializer, operation_id="link_wechat_url")
    def get(self, request: Request) -> Response:
        url = wechat.wechat_authorize_url(
            request=request,
            callback_url=site_url(WECHAT_LINK_PATH),
            purpose="link",
            session_id=str(request_session(request).id),
        )
        return Response({"url": url})

    @extend_schema(request=WechatCodeSerializer, responses=ProfileSerializer, operation_id="link_wechat")
    def post(self, request: Request) -> Response:
        data = validated(WechatCodeSerializer, request.data)
        identity = wechat.wechat_identity(
            request=request,
            code=data["code"],
            state=data["state"],
            callback_url=site_url(WECHAT_LINK_PATH),
            purpose="link",
            session_id=str(request_session(request).id),
        )
        services.wechat_link(user=request_session(request).user, identity=identity)
        return _profile(request)


class UnlinkView(RecentAuthView):
    way: str = ""

    @extend_schema(request=None, responses=ProfileSerializer)
    def post(self, request: Request) -> Response:
        services.account_unlink(user=request_session(request).user, way=self.way)
        return _profile(request)


class AccountCheckView(ApiView):
    unverified_may = True

    @extend_schema(request=None, responses=AccountCheckSerializer, operation_id="account_check")
    def post(self, request: Request) -> Response:
        blockers = account_blockers(user=request_session(request).user)
        return Response({"deletable": not blockers, "blockers": [asdict(b) for b in blockers]})


class AccountView(RecentAuthView):
    unverified_may = True

    @extend_schema(request=AccountDeleteSerializer, responses={200: None}, operation_id="account_delete")
    def delete(self, request: Request) -> Response:
        data = validated(AccountDeleteSerializer, request.data)
        waivers = frozenset({"forfeit_balance"} if data["forfeit_balance"] else ())
        services.account_delete(user=request_session(request).user, waivers=waivers)
        return Response(None)


class ReauthView(ApiView):
    unverified_may = True
    throttle_classes = [ReauthLimit]

    @extend_schema(
        request=ReauthSerializer,
        responses={200: None},
        operation_id="account_reauth",
        description="Opens a 5-minute re-authentication window on this session, for sign-in method changes and "
        "account deletion: the current password, or for a person without one a code from account/reauth/code/send.",
    )
    def post(self, request: Request) -> Response:
        data = validated(ReauthSerializer, request.data)
        services.session_reauthenticate(
            session=request_session(request), password=data.get("password", ""), code=data.get("code", "")
        )
        return Response(None)


class ReauthCodeSendView(ApiView):
    unverified_may = True
    throttle_classes = [ReauthLimit]

    @extend_schema(request=None, responses=CodeSentSerializer, operation_id="account_reauth_code_send")
    def post(self, request: Request) -> Response:
        sent = services.reauth_code_send(user=request_session(request).user, client=request_client(request))
        return no_store(Response(asdict(sent)))


class EmailCodeSendView(PublicView):
    @extend_schema(
        request=EmailSerializer,
        responses=CodeSentSerializer,
        operation_id="login_email_send",
        description="A sign-in code to a verified e-mail address (the way in past `signin_code_required`); an "
        "account whose address is not verified gets the password reset link. The answer is the same either way.",
    )
    def post(self, request: Request) -> Response:
        data = validated(EmailSerializer, request.data)
        sent = services.email_login_code_send(email=data["email"], client=request_client(request))
        return no_store(Response(asdict(sent)))


class EmailCodeVerifyView(PublicView):
    @extend_schema(request=EmailCodeSerializer, responses=SessionSerializer, operation_id="login_email_verify")
    def post(self, request: Request) -> Response:
        data = validated(EmailCodeSerializer, request.data)
        session = services.login_email_code(email=data["email"], code=data["code"], client=request_client(request))
        return session_answer(session)


# The desktop client's hand-over to its web view (DECISIONS, Trust; docs/desktop-client.md).
class SessionForkView(ApiView):
    unverified_may = True

    @extend_schema(
        request=None,
        responses=SessionSerializer,
        operation_id="session_fork",
        description="With the access token the desktop client handed to its web view (Bearer): a new session "
        "of the same person and identity, with its own refresh token; once per access token (then 401 "
        "`token_invalid`). The web view never keeps the handed refresh token.",
    )
    def post(self, request: Request) -> Response:
        raw = request.META["HTTP_AUTHORIZATION"].partition(" ")[2].strip()
        access = SessionAccessToken(raw)  # the authentication checked it
        session = services.session_fork(
            session=request_session(request), access_jti=str(access["jti"]), client=request_client(request)
        )
        return session_answer(session)


class HandoffView(ApiView):
    unverified_may = True

    @extend_schema(
        request=None,
        responses=HandoffCodeSerializer,
        operation_id="session_handoff",
        description="A one-time code (single use, 60 s) for `/pc-web?code=...`: the web view trades it with "
        "session/handoff/redeem for a session of its own, of the caller's person and identity.",
    )
    def post(self, request: Request) -> Response:
        return no_store(Response({"code": services.handoff_code_issue(session=request_session(request))}))


class HandoffRedeemView(PublicView):
    @extend_schema(request=HandoffCodeSerializer, responses=SessionSerializer, operation_id="session_handoff_redeem")
    def post(self, request: Request) -> Response:
        code = validated(HandoffCodeSerializer, request.data)["code"]
        return session_answer(services.handoff_code_redeem(code=code, client=request_client(request)))
