import { Button, Empty, Flex, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';

import { toast } from '@/components/feedback';
import { PagedTable } from '@/components/PagedTable';
import { PageHeader } from '@/components/PageHeader';
import { notifyRefusal } from '@/components/RefusalAlert';
import { COMPANY_PATH } from '@/config/paths';
import { useWrite } from '@/lib/write';

import { DATE_TIME, rowTestId } from '../components/ownerLabels';
import { markMemberRecordsRead } from '../api';
import type { MemberRecord, ResourceType } from '../ownerApi';
import { PAGE_SIZE, useRecords } from '../ownerHooks';
import { recordKindMessages } from '../messages';
import { historyMessages as m, ownerMessages, resourceTypeMessages } from '../ownerMessages';
import { companiesPageTitles } from './messages';

const KIND_COLORS: Record<MemberRecord['kind'], string> = {
  join: 'green',
  leave: 'default',
  removal: 'red',
  allocation: 'blue',
  deallocation: 'orange',
};

/** What a record is about: "Device #5", "App #12", or nothing for joins and leaves. */
function resourceText(intl: IntlShape, record: MemberRecord): string {
  if (!record.resource_type) return '—';
  const type = record.resource_type as ResourceType;
  const label =
    type in resourceTypeMessages ? intl.formatMessage(resourceTypeMessages[type]) : type;
  return intl.formatMessage(m.resource, { type: label, id: record.resource_id });
}

/** /company/history: the company's member records (joins, leaves, removals, allocations). */
export default function CompanyHistoryPage() {
  const intl = useIntl();
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState(1);
  const records = useRecords({ unread, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const markAll = useWrite(() => markMemberRecordsRead(), {
    invalidates: ['company'],
    onSuccess: ({ read }) => toast(intl.formatMessage(m.markedRead, { count: read }), 'success'),
    onError: notifyRefusal,
  });

  const columns: ColumnsType<MemberRecord> = [
    {
      key: 'when',
      title: intl.formatMessage(m.when),
      render: (_, record) => (
        <Flex gap={6} align="center">
          <FormattedDate value={record.created_at} {...DATE_TIME} />
          {record.read_at === null && <Tag color="red">{intl.formatMessage(m.unread)}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'event',
      title: intl.formatMessage(m.event),
      render: (_, record) => (
        <Tag color={KIND_COLORS[record.kind]}>
          {intl.formatMessage(recordKindMessages[record.kind].tag)}
        </Tag>
      ),
    },
    {
      key: 'whom',
      title: intl.formatMessage(m.whom),
      render: (_, record) => record.member.name,
    },
    {
      key: 'who',
      title: intl.formatMessage(m.who),
      render: (_, record) => record.actor?.name ?? intl.formatMessage(ownerMessages.system),
    },
    {
      key: 'what',
      title: intl.formatMessage(m.what),
      render: (_, record) => resourceText(intl, record),
    },
  ];

  return (
    <>
      <Link to={COMPANY_PATH}>{intl.formatMessage(ownerMessages.backToCompany)}</Link>
      <PageHeader style={{ marginTop: 8 }}>
        <FormattedMessage {...companiesPageTitles.companyHistory} />
      </PageHeader>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        <Flex gap={8} align="center">
          <Switch
            id="company-history-unread"
            checked={unread}
            onChange={(checked) => {
              setUnread(checked);
              setPage(1);
            }}
          />
          <Typography.Text>
            <label htmlFor="company-history-unread">{intl.formatMessage(m.unreadOnly)}</label>
          </Typography.Text>
        </Flex>
        <Button loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {intl.formatMessage(m.markRead)}
        </Button>
      </Flex>
      <PagedTable<MemberRecord>
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(record) => rowTestId(`record-${record.id}`)}
        query={records}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={<Empty description={intl.formatMessage(unread ? m.noUnread : m.empty)} />}
        showTotal={(total) => intl.formatMessage(m.total, { count: total })}
      />
    </>
  );
}
