import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

import type { Page } from '@/api/types';

import { LoadFailure } from './LoadFailure';
import type { BoundaryQuery } from './QueryBoundary';

export interface PagedTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination' | 'locale'
> {
  /** The shown page's read (offset `(page - 1) * pageSize`, limit `pageSize`). */
  query: BoundaryQuery<Page<T>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The failure's heading; "Try again" reads again. */
  errorTitle: ReactNode;
  /** See `LoadFailure`: the heading over a company member's refusal. */
  memberTitle?: ReactNode;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The line beside the pages (e.g. "12 apps"). */
  showTotal?: (total: number) => ReactNode;
}

/**
 * A paged list as a table: the rows of one page with a spinner until they are read (not
 * while they are read again: polled lists would flicker), pages below (hidden when there is
 * one), the failure with "Try again" when nothing could be read.
 */
export function PagedTable<T extends object>({
  query,
  page,
  pageSize,
  onPageChange,
  errorTitle,
  memberTitle,
  empty,
  showTotal,
  ...table
}: PagedTableProps<T>) {
  if (query.error && !query.isFetching && !query.data) {
    return (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={errorTitle}
        memberTitle={memberTitle}
      />
    );
  }
  return (
    <Table<T>
      {...table}
      dataSource={query.data?.items ?? []}
      loading={query.data === undefined}
      locale={{ emptyText: empty }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal,
        onChange: onPageChange,
      }}
    />
  );
}
