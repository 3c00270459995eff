from django.db import migrations, models


def count_gpus(apps, schema_editor):
    """Every listing's GPU count, from the GPUs it already lists."""
    Listing = apps.get_model("listings", "Listing")
    with_gpus = Listing.objects.exclude(gpus=[]).only("id", "gpus")
    changed = []
    for listing in with_gpus.iterator(chunk_size=2000):
        listing.gpu_count = len(listing.gpus)
        changed.append(listing)
        if len(changed) == 2000:
            Listing.objects.bulk_update(changed, ["gpu_count"])
            changed = []
    Listing.objects.bulk_update(changed, ["gpu_count"])


class Migration(migrations.Migration):
    dependencies = [
        ("listings", "0005_listing_cell"),
    ]

    operations = [
        migrations.AddField(
            model_name="listing",
            name="gpu_count",
            field=models.PositiveSmallIntegerField(default=0, verbose_name="GPUs"),
        ),
        migrations.RunPython(count_gpus, migrations.RunPython.noop),
    ]
