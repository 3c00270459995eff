import { Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from 'react-intl';

import { PagedTable, type PagedTableProps } from '@/components/PagedTable';

import { PAGE_SIZE } from '../hooks';
import { companiesMessages } from '../messages';

interface HubListProps<T> {
  columns: ColumnsType<T>;
  query: PagedTableProps<T>['query'];
  page: number;
  onPageChange: (page: number) => void;
  /** What the list says when it has no rows. */
  emptyText: string;
}

/** One of /history's lists: the person's rows, a page at a time, without a table header. */
export function HubList<T extends { id: number | string }>({
  columns,
  query,
  page,
  onPageChange,
  emptyText,
}: HubListProps<T>) {
  const intl = useIntl();
  return (
    <PagedTable<T>
      rowKey="id"
      showHeader={false}
      columns={columns}
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={onPageChange}
      errorTitle={intl.formatMessage(companiesMessages.loadError)}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
    />
  );
}
