import { Button, Empty, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { FriendTag } from '@/api/types';
import { FRIENDS_PATH } from '@/config/paths';
import { confirmModal, toast } from '@/components/feedback';
import { PagedTable } from '@/components/PagedTable';
import { PageHeader } from '@/components/PageHeader';
import { notifyRefusal } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { deleteTag } from '../api';
import { TagModal } from '../components/TagModal';
import { PAGE_SIZE, useTags } from '../hooks';
import { tagsMessages as m, friendsMessages } from '../messages';

type Editing = { tag: FriendTag | null } | null;

/** /friends/tags: create, rename, assign and delete the caller's tags. */
export default function TagsPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const tags = useTags({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const remove = useWrite(deleteTag, {
    invalidates: ['friends'],
    rereadOnRefusal: true,
    onSuccess: () => toast(intl.formatMessage(m.deleted), 'success'),
    onError: notifyRefusal,
  });

  const confirmDelete = (tag: FriendTag) => {
    confirmModal({
      title: intl.formatMessage(m.deleteTitle, { name: tag.name }),
      content: intl.formatMessage(m.deleteContent),
      okText: intl.formatMessage(m.delete),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(friendsMessages.cancel),
      onOk: () => remove.run(tag.id),
    });
  };

  const columns: ColumnsType<FriendTag> = [
    {
      key: 'name',
      render: (_value, tag) => <Typography.Text strong>{tag.name}</Typography.Text>,
    },
    {
      key: 'count',
      render: (_value, tag) => (
        <Typography.Text type="secondary">
          {intl.formatMessage(m.friendCount, { count: tag.friend_count })}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      align: 'end',
      render: (_value, tag) => (
        <Space>
          <Button onClick={() => setEditing({ tag })}>{intl.formatMessage(m.edit)}</Button>
          <Button danger onClick={() => confirmDelete(tag)}>
            {intl.formatMessage(m.delete)}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeader>
          <FormattedMessage {...m.pageTitle} />
        </PageHeader>
        <Space>
          <Link to={FRIENDS_PATH}>{intl.formatMessage(m.back)}</Link>
          <Button type="primary" onClick={() => setEditing({ tag: null })}>
            {intl.formatMessage(m.create)}
          </Button>
        </Space>
      </Flex>
      <PagedTable<FriendTag>
        rowKey="id"
        showHeader={false}
        columns={columns}
        query={tags}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={intl.formatMessage(friendsMessages.loadError)}
        empty={<Empty description={intl.formatMessage(m.empty)} />}
      />
      <TagModal
        open={editing !== null}
        tag={editing?.tag ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
