from typing import Any

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from . import services
from .config_schema import schema_check, schema_ordered
from .models import App, AppScreenshot, AppVersion, Label


@admin.register(Label)
class LabelAdmin(admin.ModelAdmin):
    list_display = ("slug", "name_en", "name_zh", "position")
    list_editable = ("position",)
    search_fields = ("slug", "name_en", "name_zh")
    ordering = ("position", "id")


class AppForm(forms.ModelForm):
    class Meta:
        model = App
        fields = "__all__"  # noqa: DJ007 - the admin edits every field

    def clean_config_schema(self) -> Any:
        schema = schema_ordered(self.cleaned_data.get("config_schema"))
        schema_check(schema)
        return schema


class AppScreenshotInline(admin.TabularInline):
    model = AppScreenshot
    extra = 0
    fields = ("position", "url", "caption_en", "caption_zh")


class OneLatestFormSet(forms.BaseInlineFormSet):
    """At most one version may be marked latest (the save then keeps exactly one)."""

    def clean(self) -> None:
        super().clean()
        latest = [
            form
            for form in self.forms
            if form.cleaned_data.get("is_latest") and not form.cleaned_data.get("DELETE", False)
        ]
        if len(latest) > 1:
            raise ValidationError(_("Only one version can be the latest."))


class AppVersionInline(admin.TabularInline):
    model = AppVersion
    formset = OneLatestFormSet
    extra = 0
    fields = ("version", "released_at", "is_latest", "notes_en", "notes_zh", "runtime")


@admin.register(App)
class AppAdmin(admin.ModelAdmin):
    """The catalogue. The install-form schema is checked against the supported subset; the
    versions keep exactly one latest (the newest release when none is marked)."""

    form = AppForm
    list_display = ("name_en", "name_zh", "slug", "display_type", "published", "created_at")
    list_filter = ("display_type", "labels", "published")
    list_editable = ("published",)
    search_fields = ("slug", "name_en", "name_zh")
    filter_horizontal = ("labels",)
    inlines = [AppScreenshotInline, AppVersionInline]
    actions = ("publish", "unpublish")

    def save_formset(self, request: HttpRequest, form: forms.ModelForm, formset: Any, change: bool) -> None:
        if formset.model is not AppVersion:
            super().save_formset(request, form, formset, change)
            return
        versions = formset.save(commit=False)
        for version in formset.deleted_objects:
            version.delete()
        # the latest last, so the one it replaces is already unmarked
        for version in sorted(versions, key=lambda v: v.is_latest):
            services.app_version_save(version=version)
        services.app_version_latest_ensure(app=form.instance)

    @admin.action(description=_("Publish the selected apps"))
    def publish(self, request: HttpRequest, queryset: QuerySet[App]) -> None:
        self.message_user(request, _("%(count)d apps published.") % {"count": queryset.update(published=True)})

    @admin.action(description=_("Unpublish the selected apps"))
    def unpublish(self, request: HttpRequest, queryset: QuerySet[App]) -> None:
        self.message_user(request, _("%(count)d apps unpublished.") % {"count": queryset.update(published=False)})


@admin.register(AppVersion)
class AppVersionAdmin(admin.ModelAdmin):
    list_display = ("app", "version", "released_at", "is_latest")
    list_filter = ("is_latest", ("app", admin.RelatedOnlyFieldListFilter))
    search_fields = ("version", "app__name_en", "app__name_zh", "app__slug")
    list_select_related = ("app",)
    raw_id_fields = ("app",)

    def save_model(self, request: HttpRequest, obj: AppVersion, form: forms.ModelForm, change: bool) -> None:
        services.app_version_save(version=obj)

    def delete_model(self, request: HttpRequest, obj: AppVersion) -> None:
        app = obj.app
        obj.delete()
        services.app_version_latest_ensure(app=app)

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[AppVersion]) -> None:
        apps = list(App.objects.filter(versions__in=queryset).distinct())
        queryset.delete()
        for app in apps:
            services.app_version_latest_ensure(app=app)
