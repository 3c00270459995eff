"""PostgreSQL: the pg_trgm extension and a trigram GIN index on listed listings' search
text, which serves both substring (`LIKE '%q%'`) and word-similarity (`%>`) matches.
Nothing on SQLite, which searches with a plain `LIKE`."""

from django.db import migrations

INDEX = "listing_search_trgm"


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    schema_editor.execute(
        f"CREATE INDEX IF NOT EXISTS {INDEX} ON listings_listing USING gin (search_text gin_trgm_ops) WHERE listed"
    )


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP INDEX IF EXISTS {INDEX}")


class Migration(migrations.Migration):
    dependencies = [("listings", "0001_initial")]

    operations = [migrations.RunPython(create, drop)]
