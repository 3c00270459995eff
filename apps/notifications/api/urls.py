from django.urls import path

from . import views

urlpatterns = [
    path("notifications", views.NotificationListView.as_view()),
    path("notifications/stats", views.NotificationStatsView.as_view()),
    path("notifications/read-all", views.NotificationReadAllView.as_view()),
    path("notifications/preferences", views.DeliveryPreferenceView.as_view()),
    path("notifications/<id:notification_id>/read", views.NotificationReadView.as_view()),
]
