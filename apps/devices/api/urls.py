from django.urls import path

from . import views

urlpatterns = [
    path("agent/register", views.AgentRegisterView.as_view()),
    path("agent/heartbeat", views.AgentHeartbeatView.as_view()),
    path("agent/commands/<id:id>/result", views.AgentCommandResultView.as_view()),
    path("agent/commands/<id:id>/progress", views.AgentCommandProgressView.as_view()),
    path("devices", views.DeviceListView.as_view()),
    path("devices/bind", views.DeviceBindView.as_view()),
    path("devices/zcloud", views.ZcloudCreateView.as_view()),
    path("devices/<id:id>", views.DeviceDetailView.as_view()),
    path("devices/<id:id>/unbind", views.DeviceUnbindView.as_view()),
    path("devices/<id:id>/power", views.DevicePowerView.as_view()),
    path("devices/<id:id>/reenrol-code", views.DeviceReenrolCodeView.as_view()),
    path("plans", views.PlanListView.as_view()),
]
