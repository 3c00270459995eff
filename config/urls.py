from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from apps.common.health import health
from apps.common.media import media_file
from apps.common.pages import REDIRECTS
from apps.common.spa import api_not_found, spa_page

urlpatterns = [
    path("api/health", health),
    path("api/", include("config.api_urls")),
    re_path(r"^api(?:/.*)?$", api_not_found),
    path("admin/", admin.site.urls),
    *(path(alias.lstrip("/"), RedirectView.as_view(url=to, query_string=True)) for alias, to in REDIRECTS.items()),
]
if settings.SERVE_MEDIA:
    urlpatterns.append(re_path(r"^media/(?P<path>.+)$", media_file))
urlpatterns += [
    re_path(r"^(?!api(?:/|$)|admin(?:/|$)|static/|media/)(?P<path>.*)$", spa_page),
]

handler404 = "apps.common.spa.page_not_found"
handler500 = "apps.common.spa.server_error"
