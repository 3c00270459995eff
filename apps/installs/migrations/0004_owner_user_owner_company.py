from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    """Ownership is `owner_user` (was `owner`) plus `owner_company_id` (DECISIONS 1)."""

    dependencies = [
        ("installs", "0003_sub_statuses"),
    ]

    operations = [
        migrations.RenameField(model_name="installedapp", old_name="owner", new_name="owner_user"),
        migrations.AddField(
            model_name="installedapp",
            name="owner_company_id",
            field=models.CharField(
                blank=True,
                db_index=True,
                help_text="Empty: a personal app.",
                max_length=64,
                null=True,
                verbose_name="owner company",
            ),
        ),
    ]
