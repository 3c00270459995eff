from django.urls import path

from . import views

urlpatterns = [
    path("friends", views.FriendListView.as_view()),
    path("friends/requests", views.FriendRequestListView.as_view()),
    path("friends/requests/<id:request_id>/accept", views.FriendRequestAcceptView.as_view()),
    path("friends/requests/<id:request_id>/decline", views.FriendRequestDeclineView.as_view()),
    path("friends/requests/<id:request_id>/cancel", views.FriendRequestCancelView.as_view()),
    path("friends/tags", views.FriendTagListView.as_view()),
    path("friends/tags/<id:tag_id>", views.FriendTagDetailView.as_view()),
    path("friends/<id:friendship_id>", views.FriendDetailView.as_view()),
]
