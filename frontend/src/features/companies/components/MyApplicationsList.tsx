import { Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { MyApplication } from '@/api/types';

import { PAGE_SIZE, useMyApplications } from '../hooks';
import { historyMessages as m } from '../messages';
import { CompanyIcon } from './CompanyIcon';
import { HubList } from './HubList';
import { StatusTag } from './StatusTag';

/** The caller's applications to join companies and what became of them. */
export function MyApplicationsList() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const applications = useMyApplications({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

  const columns: ColumnsType<MyApplication> = [
    {
      key: 'company',
      render: (_value, application) => (
        <Space align="start">
          <CompanyIcon company={application.company} />
          <Flex vertical>
            <Space size={4} wrap>
              <Typography.Text strong>{application.company.name}</Typography.Text>
              <StatusTag status={application.status} />
            </Space>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.appliedAt, { date: new Date(application.created_at) })}
            </Typography.Text>
            {application.status === 'applied' && (
              <Typography.Text type="secondary">
                {intl.formatMessage(m.expires, { date: new Date(application.expires_at) })}
              </Typography.Text>
            )}
            {application.decided_at && (
              <Typography.Text type="secondary">
                {intl.formatMessage(m.decidedAt, { date: new Date(application.decided_at) })}
              </Typography.Text>
            )}
          </Flex>
        </Space>
      ),
    },
  ];

  return (
    <HubList<MyApplication>
      columns={columns}
      query={applications}
      page={page}
      onPageChange={setPage}
      emptyText={intl.formatMessage(m.applicationsEmpty)}
    />
  );
}
