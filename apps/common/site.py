from django.conf import settings


def site_url(path: str = "") -> str:
    """The public address people open the app at, joined with `path` ("/reset-password?…"):
    for every link in an e-mail and every OAuth callback. Never the request's Host, which the
    caller controls; production refuses to start without `SITE_URL`."""
    return settings.SITE_URL + path
