from django.urls import path

from . import views

urlpatterns = [
    path("market/applications", views.ListingListView.as_view()),
    path("market/applications/<id:id>", views.ListingDetailView.as_view()),
    path("market/applications-groupby-labels", views.ListingGroupView.as_view()),
    path("market/search", views.ListingSearchView.as_view()),
    path("market/basemap", views.BasemapView.as_view()),
    path("market/map-settings", views.MapSettingsView.as_view()),
    path("market/places", views.PlaceSearchView.as_view()),
    path("market/region", views.RegionView.as_view()),
    path("download/links", views.DownloadLinksView.as_view()),
]
