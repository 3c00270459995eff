import { Button, Empty, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { FriendRequestDirection, FriendRequestItem } from '@/api/types';
import { confirmModal, toast } from '@/components/feedback';
import { PagedTable } from '@/components/PagedTable';
import { notifyRefusal } from '@/components/RefusalAlert';
import { SectionTitle } from '@/components/SectionTitle';
import { useWrite } from '@/lib/write';

import { moveFriendRequest, type FriendRequestMove } from '../api';
import { PAGE_SIZE, useFriendRequests } from '../hooks';
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
  const [page, setPage] = useState(1);
  const requests = useFriendRequests({
    direction,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const move = useWrite(
    ({ request, action }: { request: FriendRequestItem; action: FriendRequestMove }) =>
      moveFriendRequest(request.id, action),
    {
      invalidates: ['friends'],
      rereadOnRefusal: true,
      onSuccess: (_, { request, action }) => {
        const done =
          action === 'accept'
            ? intl.formatMessage(m.accepted, { name: request.person.name })
            : intl.formatMessage(action === 'decline' ? m.declined : m.cancelled);
        toast(done, 'success');
      },
      onError: notifyRefusal,
    },
  );
  const busy = (request: FriendRequestItem) =>
    move.isPending && move.variables.request.id === request.id;

  const confirmCancel = (request: FriendRequestItem) => {
    confirmModal({
      title: intl.formatMessage(m.cancelTitle, { name: request.person.name }),
      okText: intl.formatMessage(m.cancel),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.keep),
      onOk: () => move.run({ request, action: 'cancel' }),
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
              loading={busy(request)}
              onClick={() => move.mutate({ request, action: 'accept' })}
            >
              {intl.formatMessage(m.accept)}
            </Button>
            <Button
              disabled={busy(request)}
              onClick={() => move.mutate({ request, action: 'decline' })}
            >
              {intl.formatMessage(m.decline)}
            </Button>
          </Space>
        ) : (
          <Button loading={busy(request)} onClick={() => confirmCancel(request)}>
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
