from rest_framework import serializers

from apps.common.answers import answer_of

from ..choices import ReadFilter
from ..kinds import kind_choices, rendered
from ..selectors import notification_stats


class NotificationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=kind_choices())  # imported after every app registered its kinds
    title = serializers.CharField()
    body = serializers.CharField()
    link = serializers.CharField(help_text="A path in the app the notification is about; may be empty")
    read = serializers.BooleanField()
    created_at = serializers.DateTimeField()


class NotificationStatsSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    read = serializers.IntegerField()
    unread = serializers.IntegerField()
    recent = NotificationSerializer(many=True, help_text="The 3 newest notifications, for the header's preview")
    pending_friend_requests_exists = serializers.BooleanField()
    member_records_unread = serializers.IntegerField()


class NotificationFilterSerializer(serializers.Serializer):
    filter = serializers.ChoiceField(choices=ReadFilter.choices, default=ReadFilter.ALL)


class MarkedReadSerializer(serializers.Serializer):
    marked = serializers.IntegerField(help_text="How many notifications were unread and are now read")


# The builders live beside the kinds and the selectors, which the stream and the admin use too.
answer_of(NotificationSerializer)(rendered)
answer_of(NotificationStatsSerializer)(notification_stats)


class DeliveryPreferenceSerializer(serializers.Serializer):
    outside = serializers.BooleanField(help_text="Notices that need action about money also by e-mail or SMS")
