import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

import type { Page } from '@/api/types';

/** A page of a list and its pages, as `PagedTable` draws it (a table, or cards on a phone). */
export interface WideTableProps<T> {
  table: TableProps<T>;
  data: Page<T> | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  showTotal?: (total: number) => ReactNode;
}

/** `PagedTable` from 768 px: antd's Table with a spinner until the rows are read. */
export function WideTable<T extends object>({ table, data, empty, ...pages }: WideTableProps<T>) {
  return (
    <Table<T>
      {...table}
      dataSource={data?.items ?? []}
      loading={data === undefined}
      locale={{ emptyText: empty }}
      pagination={{
        current: pages.page,
        pageSize: pages.pageSize,
        total: data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: pages.showTotal,
        onChange: pages.onPageChange,
      }}
    />
  );
}
