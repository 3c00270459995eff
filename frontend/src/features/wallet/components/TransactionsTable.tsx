import { Empty, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { Page } from '@/api/types';
import { PagedTable } from '@/components/PagedTable';
import { myOrderPath } from '@/config/paths';
import type { BoundaryQuery } from '@/components/QueryBoundary';

import { transactionMessages as m } from '../messages';
import type { Transaction, TransactionPurpose } from '../types';
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

/** What a row was for: the app and the other party, and the way to the rental on the person's side. */
function Purpose({
  transaction,
  purpose,
}: {
  transaction: Transaction;
  purpose: TransactionPurpose;
}) {
  const intl = useIntl();
  const role = transaction.type === 'income' || transaction.type === 'fee' ? 'provider' : 'renter';
  return (
    <Typography.Text type="secondary">
      {intl.formatMessage(m.rentalPurpose, { title: purpose.title, party: purpose.party })}
      {' · '}
      <Link to={myOrderPath(purpose.id, role)}>
        {intl.formatMessage(m.rentalLink, { id: String(purpose.id) })}
      </Link>
    </Typography.Text>
  );
}

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
        <Flex vertical gap={2}>
          <Flex gap={4} wrap align="center">
            <span>{item.description}</span>
            {item.company && <Tag>{intl.formatMessage(m.company, { id: item.company })}</Tag>}
          </Flex>
          {item.purpose && <Purpose transaction={item} purpose={item.purpose} />}
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
