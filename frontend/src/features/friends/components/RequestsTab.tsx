import { Button, Empty, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { ApiError, NetworkError } from '@/api/errors';
import type { FriendRequestDirection, FriendRequestItem } from '@/api/types';
import { confirmModal, notifyError, toast } from '@/components/feedback';
import { PagedTable } from '@/components/PagedTable';
import { SectionTitle } from '@/components/SectionTitle';

import { moveFriendRequest, type FriendRequestMove } from '../api';
import { useFriendsChanged, PAGE_SIZE, useFriendRequests } from '../hooks';
import { friendsMessages, requestsMessages as m } from '../messages';
import { FriendAvatar } from './FriendAvatar';

/** Pending requests: received ones to accept or decline, sent ones to withdraw. */
export function RequestsTab() {
  const intl = useIntl();
  return (
    <Flex vertical gap={24}>
      <section aria-label={intl.formatMessage(m.incoming)}>
        <SectionTitle look={3}>{intl.formatMessage(m.incoming)}</SectionTitle>
        <RequestList direction="incoming" />
      </section>
      <section aria-label={intl.formatMessage(m.outgoing)}>
        <SectionTitle look={3}>{intl.formatMessage(m.outgoing)}</SectionTitle>
        <RequestList direction="outgoing" />
      </section>
    </Flex>
  );
}

function RequestList({ direction }: { direction: FriendRequestDirection }) {
  const intl = useIntl();
  const friendsChanged = useFriendsChanged();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const requests = useFriendRequests({
    direction,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const move = async (request: FriendRequestItem, action: FriendRequestMove) => {
    setBusy(request.id);
    try {
      await moveFriendRequest(request.id, action);
      const done =
        action === 'accept'
          ? intl.formatMessage(m.accepted, { name: request.person.name })
          : intl.formatMessage(action === 'decline' ? m.declined : m.cancelled);
      toast(done, 'success');
    } catch (failure) {
      if (failure instanceof ApiError) notifyError(failure.msg);
      else if (!(failure instanceof NetworkError)) throw failure;
    } finally {
      setBusy(null);
      // Also after a refusal: the request may have changed meanwhile.
      friendsChanged();
    }
  };

  const confirmCancel = (request: FriendRequestItem) => {
    confirmModal({
      title: intl.formatMessage(m.cancelTitle, { name: request.person.name }),
      okText: intl.formatMessage(m.cancel),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.keep),
      onOk: () => move(request, 'cancel'),
    });
  };

  const columns: ColumnsType<FriendRequestItem> = [
    {
      key: 'person',
      render: (_value, request) => (
        <Space align="start">
          <FriendAvatar person={request.person} />
          <Flex vertical>
            <Typography.Text strong>{request.person.name}</Typography.Text>
            {request.person.id === null && (
              <Typography.Text type="secondary">{intl.formatMessage(m.addressed)}</Typography.Text>
            )}
            {request.message && <Typography.Text>{request.message}</Typography.Text>}
            <Typography.Text type="secondary">
              {intl.formatMessage(m.sentAt, { date: new Date(request.created_at) })}
            </Typography.Text>
          </Flex>
        </Space>
      ),
    },
    {
      key: 'actions',
      align: 'end',
      render: (_value, request) =>
        direction === 'incoming' ? (
          <Space>
            <Button
              type="primary"
              loading={busy === request.id}
              onClick={() => void move(request, 'accept')}
            >
              {intl.formatMessage(m.accept)}
            </Button>
            <Button disabled={busy === request.id} onClick={() => void move(request, 'decline')}>
              {intl.formatMessage(m.decline)}
            </Button>
          </Space>
        ) : (
          <Button loading={busy === request.id} onClick={() => confirmCancel(request)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ),
    },
  ];

  return (
    <PagedTable<FriendRequestItem>
      rowKey="id"
      showHeader={false}
      columns={columns}
      query={requests}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      errorTitle={intl.formatMessage(friendsMessages.loadError)}
      empty={
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage(
            direction === 'incoming' ? m.incomingEmpty : m.outgoingEmpty,
          )}
        />
      }
    />
  );
}
