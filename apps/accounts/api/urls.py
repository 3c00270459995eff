from django.urls import path

from . import views

urlpatterns = [
    path("register", views.RegisterView.as_view()),
    path("login/password", views.PasswordLoginView.as_view()),
    path("refresh", views.RefreshView.as_view()),
    path("logout", views.LogoutView.as_view()),
    path("account/profile", views.ProfileView.as_view()),
    path("menu", views.MenuView.as_view()),
]
