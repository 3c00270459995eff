from django.db import migrations, models


def fill_cells(apps, schema_editor):
    """The one-degree cell of every listing with a point, as `geo.point_columns` computed it
    when this migration was written (frozen here: a migration must not follow later code)."""
    Listing = apps.get_model("listings", "Listing")
    placed = Listing.objects.filter(lat__isnull=False, lng__isnull=False).only("id", "lng", "lat")
    changed = []
    for listing in placed.iterator(chunk_size=2000):
        listing.cell = min(int(listing.lat + 90), 179) * 360 + min(int(listing.lng + 180), 359)
        changed.append(listing)
        if len(changed) == 2000:
            Listing.objects.bulk_update(changed, ["cell"])
            changed = []
    Listing.objects.bulk_update(changed, ["cell"])


class Migration(migrations.Migration):
    dependencies = [
        ("listings", "0004_listing_busy"),
    ]

    operations = [
        migrations.AddField(
            model_name="listing",
            name="cell",
            field=models.IntegerField(blank=True, editable=False, null=True),
        ),
        migrations.RunPython(fill_cells, migrations.RunPython.noop),
        migrations.AddIndex(
            model_name="listing",
            index=models.Index(
                condition=models.Q(("listed", True)),
                fields=["cell", "lat", "lng", "x", "y", "z"],
                name="listing_cell_point",
            ),
        ),
    ]
