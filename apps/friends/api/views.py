from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from apps.accounts.api.base import ApiView
from apps.accounts.authentication import request_session
from apps.accounts.models import User
from apps.accounts.validators import is_address
from apps.common.api import PAGING, validated
from apps.common.limits import per_person_limit
from apps.common.pagination import each, paged, paginated
from apps.common.permissions import IndividualsOnly

from .. import selectors, services
from .serializers import (
    FriendFilterSerializer,
    FriendRequestFilterSerializer,
    FriendRequestItemSerializer,
    FriendRequestSendSerializer,
    FriendRequestSentSerializer,
    FriendSerializer,
    FriendTagCreateSerializer,
    FriendTagSerializer,
    FriendTagUpdateSerializer,
    FriendUpdateSerializer,
    friend_item,
    friend_request_item,
    tag_item,
)

LookupLimit = per_person_limit("friend_lookup", "FRIEND_LOOKUP_RATE")


class FriendsView(ApiView):
    """Friends are for individuals: a company owner or member gets 403."""

    permission_classes = [IndividualsOnly]

    def caller(self, request: Request) -> User:
        return request_session(request).user


class FriendRequestListView(FriendsView):
    @extend_schema(
        parameters=[FriendRequestFilterSerializer, *PAGING],
        responses=paged(FriendRequestItemSerializer),
        operation_id="friend_requests_list",
        description="The caller's friend requests, newest first (default: both directions, pending only).",
    )
    def get(self, request: Request) -> Response:
        query = validated(FriendRequestFilterSerializer, request.query_params)
        user = self.caller(request)
        requests = selectors.friend_request_list(user=user, direction=query.get("direction"), status=query["status"])
        return paginated(request, self, requests, each(lambda item: friend_request_item(item, viewer=user)))

    @extend_schema(
        request=FriendRequestSendSerializer,
        responses=FriendRequestSentSerializer,
        operation_id="friend_requests_send",
        description="Asks someone to be friends. If they have already asked the caller, their request is "
        "accepted instead (`outcome: accepted`).",
    )
    def post(self, request: Request) -> Response:
        data = validated(FriendRequestSendSerializer, request.data)
        if is_address(data["account"]):
            LookupLimit().allow_request(request, self)
        user = self.caller(request)
        result = services.friend_request_send(user=user, account=data["account"], message=data.get("message", ""))
        answer = {"outcome": result.outcome, "request": friend_request_item(result.request, viewer=user)}
        return Response(FriendRequestSentSerializer(answer).data)


class FriendRequestMoveView(FriendsView):
    """POST friends/requests/{id}/accept|decline|cancel; `move` is set in urls.py."""

    move: Any = None

    def post(self, request: Request, request_id: int) -> Response:
        user = self.caller(request)
        moved = self.move(user=user, request_id=request_id)
        return Response(FriendRequestItemSerializer(friend_request_item(moved, viewer=user)).data)


class FriendRequestAcceptView(FriendRequestMoveView):
    move = staticmethod(services.friend_request_accept)

    @extend_schema(
        request=None,
        responses=FriendRequestItemSerializer,
        operation_id="friend_requests_accept",
        description="Only the recipient; makes the two friends.",
    )
    def post(self, request: Request, request_id: int) -> Response:
        return super().post(request, request_id)


class FriendRequestDeclineView(FriendRequestMoveView):
    unverified_may = True  # it stops or withdraws what the person has
    move = staticmethod(services.friend_request_decline)

    @extend_schema(
        request=None,
        responses=FriendRequestItemSerializer,
        operation_id="friend_requests_decline",
        description="Only the recipient; the sender may not ask again for 7 days.",
    )
    def post(self, request: Request, request_id: int) -> Response:
        return super().post(request, request_id)


class FriendRequestCancelView(FriendRequestMoveView):
    unverified_may = True  # it stops or withdraws what the person has
    move = staticmethod(services.friend_request_cancel)

    @extend_schema(
        request=None,
        responses=FriendRequestItemSerializer,
        operation_id="friend_requests_cancel",
        description="Only the sender, while the request is pending.",
    )
    def post(self, request: Request, request_id: int) -> Response:
        return super().post(request, request_id)


class FriendListView(FriendsView):
    @extend_schema(
        parameters=[FriendFilterSerializer, *PAGING],
        responses=paged(FriendSerializer),
        operation_id="friends_list",
        description="The caller's friends, newest first unless `sort`.",
    )
    def get(self, request: Request) -> Response:
        query = validated(FriendFilterSerializer, request.query_params)
        friends = selectors.friend_list(
            user=self.caller(request), search=query["search"], tag_id=query.get("tag"), sort=query["sort"]
        )
        return paginated(request, self, friends, each(friend_item))


class FriendDetailView(FriendsView):
    @extend_schema(
        request=FriendUpdateSerializer,
        responses=FriendSerializer,
        operation_id="friends_update",
        description="Sets the caller's alias for the friend and the caller's tags on them.",
    )
    def put(self, request: Request, friendship_id: int) -> Response:
        data = validated(FriendUpdateSerializer, request.data)
        user = self.caller(request)
        services.friendship_update(
            user=user, friendship_id=friendship_id, alias=data.get("alias"), tag_ids=data.get("tag_ids")
        )
        friendship = selectors.friend_list(user=user).get(id=friendship_id)
        return Response(FriendSerializer(friend_item(friendship)).data)

    @extend_schema(
        request=None,
        responses={200: None},
        operation_id="friends_remove",
        description="Ends the friendship for both people.",
    )
    def delete(self, request: Request, friendship_id: int) -> Response:
        services.friendship_remove(user=self.caller(request), friendship_id=friendship_id)
        return Response(None)


class FriendTagListView(FriendsView):
    @extend_schema(
        parameters=PAGING,
        responses=paged(FriendTagSerializer),
        operation_id="friend_tags_list",
        description="The caller's tags by name.",
    )
    def get(self, request: Request) -> Response:
        return paginated(request, self, selectors.tag_list(user=self.caller(request)), each(tag_item))

    @extend_schema(request=FriendTagCreateSerializer, responses=FriendTagSerializer, operation_id="friend_tags_create")
    def post(self, request: Request) -> Response:
        data = validated(FriendTagCreateSerializer, request.data)
        user = self.caller(request)
        tag = services.tag_create(user=user, name=data["name"], friend_ids=data.get("friend_ids"))
        return Response(FriendTagSerializer(tag_item(selectors.tag_list(user=user).get(id=tag.id))).data)


class FriendTagDetailView(FriendsView):
    @extend_schema(
        request=FriendTagUpdateSerializer,
        responses=FriendTagSerializer,
        operation_id="friend_tags_update",
        description="Renames the tag and/or sets which friends carry it.",
    )
    def put(self, request: Request, tag_id: int) -> Response:
        data = validated(FriendTagUpdateSerializer, request.data)
        user = self.caller(request)
        services.tag_update(user=user, tag_id=tag_id, name=data.get("name"), friend_ids=data.get("friend_ids"))
        return Response(FriendTagSerializer(tag_item(selectors.tag_list(user=user).get(id=tag_id))).data)

    @extend_schema(request=None, responses={200: None}, operation_id="friend_tags_delete")
    def delete(self, request: Request, tag_id: int) -> Response:
        services.tag_delete(user=self.caller(request), tag_id=tag_id)
        return Response(None)
