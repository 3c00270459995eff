import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { lazy, Suspense, useState, type ComponentType, type Key, type ReactNode } from 'react';

import type { Page } from '@/api/types';
import { NARROW_QUERY, useNarrowScreen } from '@/lib/media';

import { LoadFailure } from './LoadFailure';
import { PagedCards } from './PagedCards';
import { Panel } from './Panel';
import { LoadingStatus } from './Spinner';
import { Text } from './Text';
import styles from './RowCards.module.css';
import type { BoundaryQuery } from './QueryBoundary';
import type { WideTableProps } from './WideTable';

// antd's Table (with the checkbox, radio, dropdown and tooltip it brings, ~45 KiB gzip) draws
// the list only from 768 px: a phone's page goes without it. A wide screen starts fetching it
// with the first page that has a list, beside the page's own code; once it is there, lists
// draw it at once.
type WideTableType = ComponentType<WideTableProps<object>>;
let loadedWideTable: WideTableType | undefined;
const loadWideTable = () =>
  import(/* webpackChunkName: "wide-table" */ './WideTable').then((module) => {
    loadedWideTable = module.WideTable as WideTableType;
    return { default: loadedWideTable };
  });
const LazyWideTable = lazy(loadWideTable);
if (typeof window !== 'undefined' && !window.matchMedia(NARROW_QUERY).matches) {
  loadWideTable().catch(() => undefined); // fetched again when the list first shows
}

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

/** The column a card shows at its bottom, as the row's buttons. */
export const ACTIONS_COLUMN_KEY = 'actions';

/**
 * A paged list as a table: the rows of one page with a spinner until they are read (not
 * while they are read again: polled lists would flicker), pages below (hidden when there is
 * one), the failure with "Try again" when nothing could be read. Below 768 px each row is a
 * card (see `RowCards`).
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
  const narrow = useNarrowScreen();
  // Chosen once: a list does not remount when the code arrives.
  const [WideTable] = useState(() => loadedWideTable ?? LazyWideTable);
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
  const view = {
    table: table as TableProps<object>,
    data: query.data,
    page,
    pageSize,
    onPageChange,
    empty,
    showTotal,
  };
  if (narrow) return <RowCards {...view} />;
  return (
    <Suspense fallback={<Loading />}>
      <WideTable {...view} />
    </Suspense>
  );
}

function Loading() {
  return <LoadingStatus className={styles.loading} />;
}

/** A column a phone shows: one without `responsive`, or one meant for the smallest screens. */
function shownOnPhones<T>(column: NonNullable<TableProps<T>['columns']>[number]) {
  return !('children' in column) && (!column.responsive || column.responsive.includes('xs'));
}

function cell<T>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    path === undefined
      ? undefined
      : ([] as PropertyKey[])
          .concat(path as PropertyKey | PropertyKey[])
          .reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)?.[key], row);
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/** A column title a card can show as a label (not a sorter's render function). */
function isLabel(title: unknown): boolean {
  return title !== undefined && title !== null && typeof title !== 'function';
}

function rowKeyOf<T>(rowKey: TableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row as Record<PropertyKey, Key>)[(rowKey as PropertyKey | undefined) ?? 'key'] ?? index;
}

/**
 * The table's rows as stacked cards: the first column is the card's title, the others are
 * label/value pairs (the column title as the label), and the `actions` column's buttons sit
 * at the bottom. Columns hidden on small screens (`responsive` without `xs`) stay hidden;
 * `onRow` (clicks, test ids) applies to each card.
 */
function RowCards<T extends object>({
  table,
  data,
  page,
  pageSize,
  onPageChange,
  empty,
  showTotal,
}: WideTableProps<T>) {
  if (data === undefined) return <Loading />;
  if (data.items.length === 0) return <>{empty}</>;
  const columns = (table.columns ?? []).filter(shownOnPhones) as ColumnType<T>[];
  const [primary, ...others] = columns;
  const actions = others.find((column) => column.key === ACTIONS_COLUMN_KEY);
  const fields = others.filter((column) => column !== actions);
  const labelled = fields.filter((column) => isLabel(column.title));
  const unlabelled = fields.filter((column) => !isLabel(column.title));
  return (
    <PagedCards<T>
      items={data.items}
      itemKey={(row) => rowKeyOf(table.rowKey, row, data.items.indexOf(row))}
      stacked
      total={data.total}
      totalText={showTotal?.(data.total)}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      renderItem={(row) => {
        const index = data.items.indexOf(row);
        return (
          <div {...table.onRow?.(row, index)}>
            <Panel size="flush" data-row-card>
              {primary && <div className={styles.head}>{cell(primary, row, index)}</div>}
              <div className={styles.body}>
                {unlabelled.map((column, at) => (
                  <div key={String(column.key ?? at)}>{cell(column, row, index)}</div>
                ))}
                {labelled.length > 0 && (
                  <dl className={styles.fields}>
                    {labelled.map((column, at) => (
                      <div key={String(column.key ?? at)} className={styles.field}>
                        <dt>
                          <Text type="secondary">{column.title as ReactNode}</Text>
                        </dt>
                        <dd>{cell(column, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions && <div className={styles.actions}>{cell(actions, row, index)}</div>}
              </div>
            </Panel>
          </div>
        );
      }}
    />
  );
}
