from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    # The split view serves its script as a file, as the Content-Security-Policy wants.
    path("docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),
    path("iam/v1/", include("apps.accounts.api.urls")),
    path("iam/v1/", include("apps.notifications.api.urls")),
    path("iam/v1/", include("apps.friends.api.urls")),
    path("iam/v1/", include("apps.companies.api.urls")),
    path("billing/v1/", include("apps.wallet.api.urls")),
    path("cim/v1/", include("apps.devices.api.urls")),
    path("cim/v1/", include("apps.installs.api.urls")),
    path("rmp/v1/", include("apps.store.api.urls")),
    path("rmp/v1/", include("apps.listings.api.urls")),
    path("rmp/v1/", include("apps.rentals.api.urls")),
    path("rmp/v1/", include("apps.demands.api.urls")),
]
