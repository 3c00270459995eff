from django.urls import path

from . import views

urlpatterns = [
    path("friends", views.FriendListView.as_view()),
    path("friends/requests", views.FriendRequestListView.as_view()),
    path("friends/requests/<int:request_id>/accept", views.FriendRequestAcceptView.as_view()),
    path("friends/requests/<int:request_id>/decline", views.FriendRequestDeclineView.as_view()),
    path("friends/requests/<int:request_id>/cancel", views.FriendRequestCancelView.as_view()),
    path("friends/tags", views.FriendTagListView.as_view()),
    path("friends/tags/<int:tag_id>", views.FriendTagDetailView.as_view()),
    path("friends/<int:friendship_id>", views.FriendDetailView.as_view()),
]
