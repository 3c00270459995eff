"""Search matches an app's text on the few apps, not a copy on every listing: the copied
search and label texts go (with the trigram index on them), and GPU models get a trigram
GIN index on PostgreSQL, which serves both substring (`UPPER(..) LIKE`, what `icontains`
asks) and word-similarity (`%>`) matches."""

from django.db import migrations

INDEX = "listing_gpu_trgm"


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(
        f"CREATE INDEX IF NOT EXISTS {INDEX} ON listings_listing USING gin (UPPER(gpu_models) gin_trgm_ops) WHERE listed"
    )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP INDEX IF EXISTS {INDEX}")


class Migration(migrations.Migration):
    dependencies = [("listings", "0002_search_trigram_index")]

    operations = [
        migrations.RemoveField(model_name="listing", name="label_text"),
        migrations.RemoveField(model_name="listing", name="search_text"),
        migrations.RunPython(create, drop),
    ]
