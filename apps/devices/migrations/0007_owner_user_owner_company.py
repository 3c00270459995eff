from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    """Ownership is `owner_user` (was `owner`) plus `owner_company_id` (DECISIONS 1)."""

    dependencies = [
        ("devices", "0006_sub_statuses"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RemoveIndex(model_name="device", name="device_owner_kind_status"),
        migrations.RenameField(model_name="device", old_name="owner", new_name="owner_user"),
        migrations.AlterField(
            model_name="device",
            name="owner_user",
            field=models.ForeignKey(
                blank=True,
                help_text="The person; on a company's device the company's owner.",
                null=True,
                on_delete=models.deletion.PROTECT,
                related_name="devices",
                to=settings.AUTH_USER_MODEL,
                verbose_name="owner",
            ),
        ),
        migrations.AddField(
            model_name="device",
            name="owner_company_id",
            field=models.CharField(
                blank=True,
                db_index=True,
                help_text="Empty: a personal device.",
                max_length=64,
                null=True,
                verbose_name="owner company",
            ),
        ),
        migrations.AddIndex(
            model_name="device",
            index=models.Index(fields=["owner_user", "kind", "status"], name="device_owner_kind_status"),
        ),
    ]
