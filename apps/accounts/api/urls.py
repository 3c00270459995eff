from django.urls import path

from ..choices import SignInWay
from . import views

urlpatterns = [
    path("register", views.RegisterView.as_view()),
    path("register/email/resend", views.EmailVerificationResendView.as_view()),
    path("register/email/verify", views.EmailVerifyView.as_view()),
    path("auth/options", views.AuthOptionsView.as_view()),
    path("login/password", views.PasswordLoginView.as_view()),
    path("login/mobile/sms-code/send", views.SmsCodeSendView.as_view()),
    path("login/mobile/sms-code/verify", views.SmsCodeVerifyView.as_view()),
    path("login/wechat/url", views.WechatLoginUrlView.as_view()),
    path("login/wechat", views.WechatLoginView.as_view()),
    path("forget-password/email/send", views.ForgetPasswordSendView.as_view()),
    path("forget-password/email/verify", views.ForgetPasswordVerifyView.as_view()),
    path("refresh", views.RefreshView.as_view()),
    path("logout", views.LogoutView.as_view()),
    path("account", views.AccountView.as_view()),
    path("account/check", views.AccountCheckView.as_view()),
    path("account/reauth", views.ReauthView.as_view()),
    path("account/reauth/code/send", views.ReauthCodeSendView.as_view()),
    path("account/profile", views.ProfileView.as_view()),
    path("account/profile/info", views.ProfileInfoView.as_view()),
    path("account/profile/avatar", views.AvatarView.as_view()),
    path("account/password", views.ChangePasswordView.as_view()),
    path("account/set-password", views.SetPasswordView.as_view()),
    path("account/link/mobile/sms-code/send", views.MobileLinkSendView.as_view()),
    path("account/link/mobile/sms-code/verify", views.MobileLinkVerifyView.as_view()),
    path("account/link/email/code/send", views.EmailLinkSendView.as_view()),
    path("account/link/email/code/verify", views.EmailLinkVerifyView.as_view()),
    path("account/link/wechat", views.WechatLinkView.as_view()),
    path("account/unlink/email", views.UnlinkView.as_view(way=SignInWay.EMAIL), name="unlink-email"),
    path("account/unlink/mobile", views.UnlinkView.as_view(way=SignInWay.MOBILE), name="unlink-mobile"),
    path("account/unlink/wechat", views.UnlinkView.as_view(way=SignInWay.WECHAT), name="unlink-wechat"),
    path("menu", views.MenuView.as_view()),
]
