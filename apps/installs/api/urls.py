from django.urls import path

from . import views

urlpatterns = [
    path("agent/access/verify", views.AgentAccessVerifyView.as_view()),
    path("apps", views.InstalledAppListView.as_view()),
    path("apps/install", views.AppInstallView.as_view()),
    path("apps/install-targets", views.InstallTargetsView.as_view()),
    path("apps/<id:id>", views.InstalledAppDetailView.as_view()),
    path("apps/<id:id>/actions", views.AppActionView.as_view()),
    path("apps/<id:id>/sharing", views.AppSharingView.as_view()),
    path("apps/<id:id>/config", views.AppConfigView.as_view()),
    path("apps/<id:id>/ssh", views.SshInfoView.as_view()),
    path("apps/<id:id>/ai-api", views.AiApiInfoView.as_view()),
    path("apps/<id:id>/gateway", views.GatewayInfoView.as_view()),
    path("apps/<id:id>/ai-api/rotate", views.AiApiRotateView.as_view()),
    path("devices/<id:id>/lite-space", views.LiteSpaceView.as_view()),
    path("devices/<id:id>/lite-space/power", views.LiteSpacePowerView.as_view()),
]
