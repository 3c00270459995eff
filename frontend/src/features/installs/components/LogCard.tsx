import { Card, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';

import { PagedTable } from '@/components/PagedTable';
import { AgentErrorDetail } from '@/features/devices';

import { detailsMessages as m } from '../messages';
import type { InstalledAppLog } from '../types';
import { AppStatusTag } from './labels';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'medium' } as const;
const LOG_PAGE = 10;

type Row = InstalledAppLog & { key: number };

/**
 * The app's latest status changes, newest first: when, from → to, why (translated; a failed
 * command names the agent's error, with its own words below) and who.
 */
export function LogCard({ log }: { log: readonly InstalledAppLog[] }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const rows = log.map((entry, index) => ({ ...entry, key: index }));
  // The whole log is at hand: the shared paged grid shows it a page at a time.
  const shown = {
    data: { items: rows.slice((page - 1) * LOG_PAGE, page * LOG_PAGE), total: rows.length },
    error: null,
    isFetching: false,
    refetch: () => {},
  };
  const columns: ColumnsType<Row> = [
    {
      key: 'time',
      title: intl.formatMessage(m.time),
      render: (_, entry) => <FormattedDate value={entry.created_at} {...DATE_TIME} />,
    },
    {
      key: 'change',
      title: intl.formatMessage(m.change),
      render: (_, entry) => (
        <Space size={4} wrap>
          {entry.old_status && entry.old_status !== entry.new_status && (
            <>
              <AppStatusTag status={entry.old_status} />
              <span aria-hidden>→</span>
            </>
          )}
          <AppStatusTag status={entry.new_status} />
        </Space>
      ),
    },
    {
      key: 'reason',
      title: intl.formatMessage(m.reason),
      render: (_, entry) => (
        <>
          {entry.reason}
          <AgentErrorDetail detail={entry.detail} />
        </>
      ),
    },
    {
      key: 'actor',
      title: intl.formatMessage(m.actor),
      render: (_, entry) =>
        entry.actor ?? (
          <Typography.Text type="secondary">{intl.formatMessage(m.system)}</Typography.Text>
        ),
    },
  ];
  return (
    <Card title={intl.formatMessage(m.log)} size="small">
      <PagedTable<Row>
        size="small"
        columns={columns}
        scroll={{ x: 'max-content' }}
        query={shown}
        page={page}
        pageSize={LOG_PAGE}
        onPageChange={setPage}
        errorTitle={null}
        empty={intl.formatMessage(m.logEmpty)}
      />
    </Card>
  );
}
