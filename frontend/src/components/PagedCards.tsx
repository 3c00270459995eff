import { Col, Flex, Row, type ColProps } from 'antd';
import { lazy, Suspense, type Key, type ReactNode } from 'react';

import { CardGrid } from './CardGrid';
import styles from './RowCards.module.css';
import { Text } from './Text';

// antd's Pagination brings its Select (the page-size changer) along: a list of one page, as
// most first loads are, goes without both; a longer one fetches them when its pages show.
const Pagination = lazy(() => import(/* webpackChunkName: "pagination" */ 'antd/es/pagination'));

export interface PagedCardsProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The column spans of one card per breakpoint; without, the store's columns (`CardGrid`). */
  grid?: ColProps;
  /** One full-width card per line, without antd's grid (a phone's table rows). */
  stacked?: boolean;
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
  stacked = false,
  total,
  totalText,
  page,
  pageSize,
  onPageChange,
}: PagedCardsProps<T>) {
  let cards;
  if (grid) {
    cards = (
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={itemKey(item)} {...grid}>
            {renderItem(item)}
          </Col>
        ))}
      </Row>
    );
  } else {
    const each = items.map((item) => <div key={itemKey(item)}>{renderItem(item)}</div>);
    cards = stacked ? <div className={styles.rows}>{each}</div> : <CardGrid>{each}</CardGrid>;
  }
  return (
    <>
      {cards}
      <Flex justify="space-between" align="center" wrap gap={8} style={PAGES_ROW}>
        <Text type="secondary">{totalText}</Text>
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
