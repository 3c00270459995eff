import { Empty, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';

import type { Page } from '@/api/types';
import { PagedTable } from '@/components/PagedTable';
import type { BoundaryQuery } from '@/components/QueryBoundary';

import { transactionMessages as m } from '../messages';
import type { Transaction } from '../types';
import { SignedCoins, TransactionTypeTag, useFormatCoins } from './labels';

interface Paging {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

interface TransactionsTableProps {
  query: BoundaryQuery<Page<Transaction>>;
  /** Without it the rows read are shown as they are: no pages, no total. */
  paging?: Paging;
  /** What an empty list says. */
  emptyText: string;
}

const ONE_PAGE: Paging = { page: 1, pageSize: Number.MAX_SAFE_INTEGER, onPageChange: () => {} };

/** Transactions as a table (cards on phones): signed, coloured amounts, newest first. */
export function TransactionsTable({ query, paging, emptyText }: TransactionsTableProps) {
  const intl = useIntl();
  const format = useFormatCoins();
  const columns: ColumnsType<Transaction> = [
    {
      key: 'type',
      title: intl.formatMessage(m.type),
      render: (_, item) => <TransactionTypeTag type={item.type} />,
    },
    {
      key: 'description',
      title: intl.formatMessage(m.description),
      render: (_, item) => (
        <Flex gap={4} wrap align="center">
          <span>{item.description}</span>
          {item.company && <Tag>{intl.formatMessage(m.company, { id: item.company })}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: intl.formatMessage(m.amount),
      align: 'end',
      render: (_, item) => <SignedCoins amount={item.amount} />,
    },
    {
      key: 'balance_after',
      title: intl.formatMessage(m.balanceAfter),
      align: 'end',
      render: (_, item) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format(item.balance_after)}</span>
      ),
    },
    {
      key: 'created_at',
      title: intl.formatMessage(m.time),
      render: (_, item) => (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {intl.formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography.Text>
      ),
    },
  ];
  return (
    <PagedTable<Transaction>
      rowKey="id"
      columns={columns}
      query={query}
      {...(paging ?? ONE_PAGE)}
      errorTitle={intl.formatMessage(m.loadError)}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
      showTotal={paging && ((total) => intl.formatMessage(m.total, { count: total }))}
    />
  );
}
