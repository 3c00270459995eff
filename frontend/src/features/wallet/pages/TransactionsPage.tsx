import { Button, DatePicker, Flex, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { errorText } from '@/api/errorText';
import { notifyError } from '@/components/feedback';
import { PageHeader } from '@/components/PageHeader';
import { downloadBlob } from '@/utils/download';

import { exportTransactions, type TransactionFilters } from '../api';
import { isTransactionType, TRANSACTION_TYPES, transactionTypeLabel } from '../components/labels';
import { TransactionsTable } from '../components/TransactionsTable';
import { PAGE_SIZE, useTransactions } from '../hooks';
import { transactionMessages as m } from '../messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FORMAT = 'YYYY-MM-DD';

const REFERENCE = /^rental:(\d{1,12})$/;

const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * The list's state, all of it in the URL query: `type` (repeated), `from`, `to`, `reference`
 * (one rental's movements, `rental:<id>`) and `page`.
 */
export function readFilters(params: URLSearchParams): TransactionFilters & { page: number } {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    types: params.getAll('type').filter(isTransactionType),
    dateFrom: dayOf(params.get('from')),
    dateTo: dayOf(params.get('to')),
    reference: REFERENCE.test(params.get('reference') ?? '')
      ? (params.get('reference') ?? undefined)
      : undefined,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** /wallet/transactions: every transaction, filtered by type and dates, paged, exported. */
export default function TransactionsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readFilters(params);
  const [exporting, setExporting] = useState(false);
  const transactions = useTransactions({
    ...filters,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const filtered =
    filters.types.length > 0 || filters.dateFrom || filters.dateTo || filters.reference;
  const rentalId = REFERENCE.exec(filters.reference ?? '')?.[1];

  /** Sets some of the query; a filter change goes back to page 1. */
  const update = (changes: Record<string, string | string[] | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      next.delete(name);
      for (const item of [value ?? []].flat()) if (item) next.append(name, item);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const download = async () => {
    setExporting(true);
    try {
      downloadBlob('transactions.csv', await exportTransactions(filters));
    } catch (failure) {
      notifyError(intl.formatMessage(m.exportFailed, { reason: errorText(failure) }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeader style={{ margin: 0 }}>
          <FormattedMessage {...m.pageTitle} />
        </PageHeader>
        <Button loading={exporting} onClick={() => void download()}>
          <FormattedMessage {...m.export} />
        </Button>
      </Flex>
      <Flex wrap gap={8}>
        <Select
          mode="multiple"
          allowClear
          aria-label={intl.formatMessage(m.type)}
          placeholder={intl.formatMessage(m.typeFilter)}
          value={filters.types}
          onChange={(types: string[]) => update({ type: types })}
          options={TRANSACTION_TYPES.map((type) => ({
            value: type,
            label: transactionTypeLabel(intl, type),
          }))}
          style={{ minWidth: 200, maxWidth: '100%' }}
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          aria-label={intl.formatMessage(m.dateRange)}
          placeholder={[intl.formatMessage(m.dateFrom), intl.formatMessage(m.dateTo)]}
          value={[
            filters.dateFrom ? dayjs(filters.dateFrom) : null,
            filters.dateTo ? dayjs(filters.dateTo) : null,
          ]}
          onChange={(range) =>
            update({
              from: range?.[0]?.format(DAY_FORMAT),
              to: range?.[1]?.format(DAY_FORMAT),
            })
          }
          style={{ maxWidth: '100%' }}
        />
        {rentalId && (
          <Flex gap={4} align="center">
            <Tag style={{ fontSize: 14, padding: '4px 8px', margin: 0 }}>
              {intl.formatMessage(m.rentalOnly, { id: rentalId })}
            </Tag>
            <Button type="link" onClick={() => update({ reference: undefined })}>
              <FormattedMessage {...m.allMovements} />
            </Button>
          </Flex>
        )}
      </Flex>
      <TransactionsTable
        query={transactions}
        paging={{
          page,
          pageSize: PAGE_SIZE,
          onPageChange: (next) => update({ page: String(next) }),
        }}
        emptyText={intl.formatMessage(filtered ? m.noMatch : m.empty)}
      />
    </Flex>
  );
}
