"""Real rows for every builder of `apps.common.answers.ANSWERS`, one module per area: each
sample makes rows through the services (or the test helpers) and answers what the builder
writes for them, in each of the builder's branches (both languages, null and set fields)."""

from . import boxes, catalogue, people, trade
from .base import SAMPLES

__all__ = ["SAMPLES", "boxes", "catalogue", "people", "trade"]
