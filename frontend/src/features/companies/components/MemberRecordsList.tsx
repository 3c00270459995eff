import { Badge, Button, Empty, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { MemberRecord } from '@/api/types';
import { toast } from '@/components/feedback';
import { PagedTable } from '@/components/PagedTable';
import { notifyRefusal } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { markMemberRecordsRead } from '../api';
import { PAGE_SIZE, useMemberRecords } from '../hooks';
import { companiesMessages, historyMessages as m, recordKindMessages } from '../messages';

/** The person's member records, newest first; unread ones stand out until marked read. */
export function MemberRecordsList() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const records = useMemberRecords({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const anyUnread = records.data?.items.some((record) => record.read_at === null) ?? false;

  const markAllRead = useWrite(() => markMemberRecordsRead(), {
    invalidates: ['company'],
    onSuccess: ({ read }) => toast(intl.formatMessage(m.markedRead, { count: read }), 'success'),
    onError: notifyRefusal,
  });

  const columns: ColumnsType<MemberRecord> = [
    {
      key: 'record',
      render: (_value, record) => {
        const unread = record.read_at === null;
        return (
          <Flex vertical>
            <Space size={6}>
              {unread && <Badge status="processing" text={intl.formatMessage(m.unread)} />}
              <Typography.Text strong={unread}>
                {intl.formatMessage(recordKindMessages[record.kind].sentence, {
                  company: record.company.name,
                  member: record.member.name,
                })}
              </Typography.Text>
            </Space>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.recordAt, { date: new Date(record.created_at) })}
              {record.actor && ` · ${intl.formatMessage(m.by, { name: record.actor.name })}`}
            </Typography.Text>
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={8}>
      {anyUnread && (
        <Button
          style={{ alignSelf: 'flex-end' }}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {intl.formatMessage(m.markAllRead)}
        </Button>
      )}
      <PagedTable<MemberRecord>
        rowKey="id"
        showHeader={false}
        columns={columns}
        query={records}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={intl.formatMessage(companiesMessages.loadError)}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={intl.formatMessage(m.recordsEmpty)}
          />
        }
      />
    </Flex>
  );
}
