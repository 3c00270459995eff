import { Col, Flex, Row, Typography, type ColProps } from 'antd';
import { lazy, Suspense, type Key, type ReactNode } from 'react';

import { CardGrid } from './CardGrid';

// antd's Pagination brings its Select (the page-size changer) along: a list of one page, as
// most first loads are, goes without both; a longer one fetches them when its pages show.
const Pagination = lazy(() => import(/* webpackChunkName: "pagination" */ 'antd/es/pagination'));

export interface PagedCardsProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The column spans of one card per breakpoint; without, the store's columns (`CardGrid`). */
  grid?: ColProps;
  total: number;
  /** The line beside the pages (e.g. "12 devices"). */
  totalText: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The pages' height (antd's control height) kept while they load: nothing below moves. */
const PAGES_ROW = { marginTop: 16, minHeight: 32 };

/** One page of a list as a grid of cards, with its total and the pages below. */
export function PagedCards<T>({
  items,
  itemKey,
  renderItem,
  grid,
  total,
  totalText,
  page,
  pageSize,
  onPageChange,
}: PagedCardsProps<T>) {
  return (
    <>
      {grid ? (
        <Row gutter={[16, 16]}>
          {items.map((item) => (
            <Col key={itemKey(item)} {...grid}>
              {renderItem(item)}
            </Col>
          ))}
        </Row>
      ) : (
        <CardGrid>
          {items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </CardGrid>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={PAGES_ROW}>
        <Typography.Text type="secondary">{totalText}</Typography.Text>
        {total > pageSize && (
          <Suspense>
            <Pagination
              current={page}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              onChange={onPageChange}
            />
          </Suspense>
        )}
      </Flex>
    </>
  );
}
