"""The one shape of every state machine: a table of moves, a locked write of the status
with a log row in the same transaction, and events run once the transaction commits.

A machine is declared once per model (`StateMachine(table=..., log_model=..., ...)`) and
its `move` is the only way that model's status changes. A move the table forbids is
refused with 409 `transition_not_allowed`, `data: {status, allowed}`; what `allowed` lists
is the machine's `allowed_for(obj)`: the statuses it may go to, unless the machine names
something else (devices and installed apps list the actions a person may take).

A move first runs the machine's `followers` inside its transaction (apps above the model's
app that must change with it follow from their `AppConfig.ready()`: a device going offline
unlists its apps before anyone can read them listed), then queues its `events` for after
the commit."""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, TypeVar

from django.conf import settings
from django.db import models, transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .bulk import rows_update
from .errors import ApplicationError
from .hooks import Hook

M = TypeVar("M", bound=models.Model)


class StatusLog(models.Model):
    """A machine's log row: old and new status, who (none for an agent or the system), why
    and when. A concrete log adds the foreign key to its subject (named by the machine's
    `subject_field`) and may narrow the status fields with its choices."""

    old_status = models.CharField(_("old status"), max_length=30, blank=True)
    new_status = models.CharField(_("new status"), max_length=30)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("actor"),
    )
    reason = models.CharField(_("reason"), max_length=300, blank=True, help_text=_("a reason key, or free text"))
    reason_params = models.JSONField(_("reason parameters"), default=dict, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        abstract = True

    def __str__(self) -> str:
        return f"{self.old_status or '-'} → {self.new_status}"


def with_sub_statuses(
    table: Mapping[str, frozenset[str]], sub_statuses: Mapping[str, str]
) -> dict[str, frozenset[str]]:
    """`table` with a sub-status beside some statuses (`status: sub-status`): the two move to
    and fro, and the sub-status leaves wherever its status may go."""
    moves = dict(table)
    for status, sub in sub_statuses.items():
        moves[status] = table[status] | {sub}
        moves[sub] = table[status] | {status}
    return moves


# Runs after the move commits, with the moved row and the status it left.
Event = Callable[[Any, str], None]


@dataclass(frozen=True)
class StateMachine(Generic[M]):
    """`model`: what moves. `table`: where each status may go. `log_model` and
    `subject_field`: the log row and its foreign key to the moved row. `moves_for` answers
    one row's moves when they depend on more than its status (a device's kind, say);
    `allowed_for` is what a refusal lists in `data.allowed`. `lock` answers the queryset a
    move locks its row through (add `select_related` there). `on_move` sets whatever else
    follows the new status and answers the fields it changed. `followers` (a hook the apps
    above follow through `follow`) run inside the move, once the row and its log are
    written, with the row, its old status and its new one (docs/flows.md lists them; a
    `dataclasses.replace` copy shares them); `events` run after commit.
    `sub_statuses` names the sub-status an agent may report beside a status (the table
    should come from `with_sub_statuses`)."""

    model: type[M]
    table: Mapping[str, frozenset[str]]
    log_model: type[StatusLog]
    subject_field: str
    status_field: str = "status"
    moves_for: Callable[[M], frozenset[str]] | None = None
    allowed_for: Callable[[M], list[str]] | None = None
    lock: Callable[[], models.QuerySet[M]] | None = None
    on_move: Callable[[M, str], Iterable[str]] | None = None
    events: tuple[Event, ...] = field(default=())
    sub_statuses: Mapping[str, str] = field(default_factory=dict)
    followers: Hook[[M, str, str], None] = field(default_factory=Hook, repr=False, compare=False)

    def follow(self, follower: Callable[[M, str, str], None]) -> Callable[[M, str, str], None]:
        return self.followers.follow(follower)

    def main_status(self, status: str) -> str:
        """The status itself, or the status a sub-status belongs to."""
        return next((main for main, sub in self.sub_statuses.items() if sub == status), status)

    def phases(self, status: str) -> frozenset[str]:
        """A status with a sub-status (or a sub-status), and that sub-status (or status):
        what an agent may report while a command holds the row there; else nothing."""
        main = self.main_status(status)
        return frozenset({main, self.sub_statuses[main]}) if main in self.sub_statuses else frozenset()

    def is_progress(self, current: str, reported: str) -> bool:
        """Whether an agent that says `reported` of a row at `current` reports progress: the
        sub-status, or the status back from it (the status alone, again, is no news)."""
        return reported in self.phases(current) and not reported == current == self.main_status(current)

    def moves(self, obj: M) -> frozenset[str]:
        return self.moves_for(obj) if self.moves_for is not None else self.table[getattr(obj, self.status_field)]

    def allowed(self, obj: M) -> list[str]:
        return self.allowed_for(obj) if self.allowed_for is not None else sorted(self.moves(obj))

    def can(self, obj: M, to: str) -> bool:
        return to in self.moves(obj)

    def refusal(self, obj: M) -> ApplicationError:
        return ApplicationError(
            "transition_not_allowed", data={"status": getattr(obj, self.status_field), "allowed": self.allowed(obj)}
        )

    def check(self, obj: M, to: str) -> None:
        if not self.can(obj, to):
            raise self.refusal(obj)

    def log(self, obj: M, *, old: str, **fields: Any) -> StatusLog:
        """Writes a log row for `obj` as it stands now (its creation, or an event that is
        no move: `old` is then its status); `fields` as `log_row` takes them."""
        row = self.log_row(obj, old=old, **fields)
        row.save(force_insert=True)
        return row

    def log_row(
        self,
        obj: M,
        *,
        old: str,
        actor: Any = None,
        reason: str = "",
        reason_params: Mapping[str, Any] | None = None,
        **extra: Any,
    ) -> StatusLog:
        """The log row `log` writes, unsaved (for a bulk insert of many)."""
        limit = self.log_model._meta.get_field("reason").max_length
        return self.log_model(
            **{self.subject_field: obj},
            old_status=old,
            new_status=getattr(obj, self.status_field),
            actor=actor,
            reason=reason[:limit],
            reason_params=dict(reason_params or {}),
            **extra,
        )

    def _locked(self, subject: M | int) -> M:
        queryset = self.lock() if self.lock is not None else self.model._default_manager.all()
        pk = subject.pk if isinstance(subject, models.Model) else subject
        return queryset.select_for_update(of=("self",)).get(pk=pk)

    @transaction.atomic
    def move(
        self,
        subject: M | int,
        *,
        to: str,
        actor: Any = None,
        reason: str = "",
        reason_params: Mapping[str, Any] | None = None,
        changes: Mapping[str, Any] | None = None,
        at: datetime | None = None,
        force: bool = False,
    ) -> M:
        """Locks the row (`subject` is the row or its id), refuses a move the table
        forbids from its current status (unless `force`: support clearing a row stuck
        anywhere), writes the status (with `changes`, and whatever `on_move` sets) and the
        log row (dated `at`, by default now), and queues the machine's events for after
        commit. Answers the locked, moved row."""
        row = self._locked(subject)
        if not force:
            self.check(row, to)
        old = getattr(row, self.status_field)
        setattr(row, self.status_field, to)
        fields = {self.status_field, *(changes or {})}
        for name, value in (changes or {}).items():
            setattr(row, name, value)
        if self.on_move is not None:
            fields.update(self.on_move(row, old))
        if any(model_field.name == "updated_at" for model_field in row._meta.concrete_fields):
            fields.add("updated_at")
        row.save(update_fields=sorted(fields))
        self.log(row, old=old, actor=actor, reason=reason, reason_params=reason_params, created_at=at or timezone.now())
        self._moved(row, old)
        return row

    def _moved(self, row: M, old: str) -> None:
        self.followers.fire(row, old, getattr(row, self.status_field))
        for event in self.events:
            transaction.on_commit(lambda event=event: event(row, old))  # type: ignore[misc]

    @transaction.atomic
    def move_many(
        self,
        subjects: Iterable[M | int],
        *,
        to: str,
        reason: str = "",
        changes: Mapping[Any, Mapping[str, Any]] | None = None,
        at: datetime | None = None,
    ) -> list[M]:
        """`move` for many rows at once (`changes` by each row's pk): one locking read, one
        update and one insert of the log rows; refuses them all when one may not move.
        Answers the moved rows in id order."""
        pks = [subject.pk if isinstance(subject, models.Model) else subject for subject in subjects]
        queryset = self.lock() if self.lock is not None else self.model._default_manager.all()
        rows = list(queryset.select_for_update(of=("self",)).filter(pk__in=pks).order_by("pk"))
        fields = {self.status_field}
        olds = []
        for row in rows:
            self.check(row, to)
            olds.append(getattr(row, self.status_field))
            setattr(row, self.status_field, to)
            for name, value in (changes or {}).get(row.pk, {}).items():
                setattr(row, name, value)
                fields.add(name)
            if self.on_move is not None:
                fields.update(self.on_move(row, olds[-1]))
        if any(model_field.name == "updated_at" for model_field in self.model._meta.concrete_fields):
            now = timezone.now()
            for row in rows:
                row.updated_at = now  # type: ignore[attr-defined]
            fields.add("updated_at")
        rows_update(rows, sorted(fields))
        created_at = at or timezone.now()
        moved = list(zip(rows, olds, strict=True))
        self.log_model._default_manager.bulk_create(
            [self.log_row(row, old=old, reason=reason, created_at=created_at) for row, old in moved]
        )
        for row, old in moved:
            self._moved(row, old)
        return rows
