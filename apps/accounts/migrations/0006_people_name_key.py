"""`User.name_key`: names compared after NFKC and case folding. Of existing names that
collide so, the earliest account keeps its name and the others get a numbered suffix."""

from django.db import migrations, models

from apps.common.text import name_key

NAME_MAX = 50


def _free(name: str, taken: set[str]) -> str:
    number, candidate = 2, name
    while name_key(candidate) in taken:
        suffix = f"-{number}"
        candidate = f"{name[: NAME_MAX - len(suffix)]}{suffix}"
        number += 1
    return candidate


def fill_name_keys(apps, schema_editor):
    User = apps.get_model("accounts", "User")
    users = list(User.objects.order_by("date_joined", "pk"))
    existing = {name_key(user.name) for user in users}
    taken: set[str] = set()
    for user in users:
        if name_key(user.name) in taken:
            user.name = _free(user.name, taken | existing)
        user.name_key = name_key(user.name)
        taken.add(user.name_key)
        user.save(update_fields=["name", "name_key"])


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0005_user_deleted_at"),
    ]

    operations = [
        migrations.AddField(
            model_name="user",
            name="name_key",
            field=models.CharField(editable=False, max_length=200, null=True, verbose_name="name key"),
        ),
        migrations.RunPython(fill_name_keys, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="user",
            name="name_key",
            field=models.CharField(editable=False, max_length=200, unique=True, verbose_name="name key"),
        ),
    ]
