import { Button, Empty, Flex, Select, Space, Tag, Typography } from 'antd';
import { positiveIntParam, sortParam, sortQueryValue } from '@/lib/listQuery';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { Friend } from '@/api/types';
import { confirmModal, toast } from '@/components/feedback';
import { ListSortSelect } from '@/components/ListSortSelect';
import { PagedTable } from '@/components/PagedTable';
import { notifyRefusal } from '@/components/RefusalAlert';
import { UrlSearch } from '@/components/UrlSearch';
import { STORAGE_KEYS } from '@/constants';
import { useKeptUrlQuery, usePageInRange } from '@/lib/urlQuery';
import { useWrite } from '@/lib/write';

import { removeFriend } from '../api';
import { displayName, PAGE_SIZE, useFriends, useTags } from '../hooks';
import { friendsMessages as m } from '../messages';
import { EditFriendModal } from './EditFriendModal';
import { FriendAvatar } from './FriendAvatar';

/** The list's state, all of it in the URL query and kept for the next visit (spec section 9). */
const KEPT_QUERY = { key: STORAGE_KEYS.friends, names: ['search', 'tag', 'sort', 'page'] } as const;

/** The caller's friends: search, tag filter, sort, alias and tags, edit and remove. */
export function FriendsTab() {
  const intl = useIntl();
  const remove = useWrite(removeFriend, {
    invalidates: ['friends'],
    onSuccess: () => toast(intl.formatMessage(m.removed), 'success'),
    onError: notifyRefusal,
  });
  const [params, update] = useKeptUrlQuery(KEPT_QUERY);
  const tags = useTags();
  const search = params.get('search')?.trim() ?? '';
  const tagParam = positiveIntParam(params.get('tag'));
  // A kept or linked tag that has since been deleted filters nothing.
  const tagGone = tags.data !== undefined && !tags.data.items.some(({ id }) => id === tagParam);
  const tag = tagGone ? undefined : tagParam;
  const sort = sortParam(params.get('sort'));
  const page = positiveIntParam(params.get('page')) ?? 1;
  const [editing, setEditing] = useState<Friend | null>(null);
  const friends = useFriends({
    search,
    tag,
    sort,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  usePageInRange(page, PAGE_SIZE, friends.data?.total, update);

  const confirmRemove = (friend: Friend) => {
    confirmModal({
      title: intl.formatMessage(m.removeTitle, { name: displayName(friend) }),
      content: intl.formatMessage(m.removeContent),
      okText: intl.formatMessage(m.remove),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: () => remove.run(friend.id),
    });
  };

  const columns: ColumnsType<Friend> = [
    {
      key: 'friend',
      render: (_value, friend) => (
        <Space>
          <FriendAvatar person={friend.friend} />
          <Flex vertical>
            <Typography.Text strong>{displayName(friend)}</Typography.Text>
            {friend.alias && (
              <Typography.Text type="secondary">{friend.friend.name}</Typography.Text>
            )}
          </Flex>
        </Space>
      ),
    },
    {
      key: 'tags',
      render: (_value, friend) => (
        <Space size={[4, 4]} wrap>
          {friend.tags.map((item) => (
            <Tag key={item.id}>{item.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'since',
      responsive: ['md'],
      render: (_value, friend) => (
        <Typography.Text type="secondary">
          {intl.formatMessage(m.since, { date: new Date(friend.since) })}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      align: 'end',
      render: (_value, friend) => (
        <Space>
          <Button onClick={() => setEditing(friend)}>{intl.formatMessage(m.edit)}</Button>
          <Button danger onClick={() => confirmRemove(friend)}>
            {intl.formatMessage(m.remove)}
          </Button>
        </Space>
      ),
    },
  ];

  const filtered = search !== '' || tag !== undefined;

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <UrlSearch
          value={search}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onSearch={(value) => update({ search: value })}
        />
        <Select
          allowClear
          aria-label={intl.formatMessage(m.tagFilter)}
          placeholder={intl.formatMessage(m.tagFilter)}
          // Named once the tags are read, never shown as a bare id.
          value={tags.data ? tag : undefined}
          onChange={(value: number | undefined) => update({ tag: value?.toString() })}
          options={(tags.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
          style={{ minWidth: 180 }}
        />
        <ListSortSelect
          value={sort}
          onChange={(value) => update({ sort: sortQueryValue(value) })}
        />
      </Flex>
      <PagedTable<Friend>
        rowKey="id"
        showHeader={false}
        columns={columns}
        query={friends}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={<Empty description={intl.formatMessage(filtered ? m.noMatch : m.empty)} />}
      />
      <EditFriendModal friend={editing} onClose={() => setEditing(null)} />
    </>
  );
}
