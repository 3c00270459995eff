from django.urls import path

from . import views

urlpatterns = [
    path("store/apps", views.StoreAppListView.as_view()),
    path("store/apps/<id:id>", views.StoreAppDetailView.as_view()),
    path("store/groups", views.StoreGroupListView.as_view()),
]
