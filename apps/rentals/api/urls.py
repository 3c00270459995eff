from django.urls import path

from . import views

urlpatterns = [
    path("rentals", views.RentalListView.as_view()),
    path("rentals/earnings", views.RentalEarningsView.as_view()),
    path("rentals/<id:id>", views.RentalDetailView.as_view()),
    path("rentals/<id:id>/access", views.RentalAccessView.as_view()),
    path("rentals/<id:id>/end", views.RentalEndView.as_view()),
]
