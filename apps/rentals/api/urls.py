from django.urls import path

from . import disputes, views

urlpatterns = [
    path("rentals", views.RentalListView.as_view()),
    path("rentals/earnings", views.RentalEarningsView.as_view()),
    path("rentals/<id:id>", views.RentalDetailView.as_view()),
    path("rentals/<id:id>/access", views.RentalAccessView.as_view()),
    path("rentals/<id:id>/end", views.RentalEndView.as_view()),
    path("rentals/<id:id>/disputes", disputes.RentalDisputeCreateView.as_view()),
    path("disputes", disputes.DisputeListView.as_view()),
    path("disputes/<id:id>", disputes.DisputeDetailView.as_view()),
    path("disputes/<id:id>/answer", disputes.DisputeAnswerView.as_view()),
    path("disputes/<id:id>/withdraw", disputes.DisputeWithdrawView.as_view()),
]
