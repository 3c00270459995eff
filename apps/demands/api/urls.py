from django.urls import path

from . import views

urlpatterns = [
    path("demands", views.DemandListView.as_view()),
    path("demands/<id:id>", views.DemandDetailView.as_view()),
    path("demands/<id:id>/withdraw", views.DemandWithdrawView.as_view()),
    path("demands/<id:id>/offers", views.OfferCreateView.as_view()),
    path("orders", views.OrderListView.as_view()),
    path("orders/<id:id>", views.OrderDetailView.as_view()),
    path("orders/<id:id>/accept", views.OrderAcceptView.as_view()),
    path("orders/<id:id>/decline", views.OrderDeclineView.as_view()),
    path("orders/<id:id>/cancel", views.OrderCancelView.as_view()),
    path("orders/<id:id>/disputes", views.OrderDisputeCreateView.as_view()),
]
