import { Col, Flex, Pagination, Row, Typography, type ColProps } from 'antd';
import type { Key, ReactNode } from 'react';

export interface PagedCardsProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The column spans of one card per breakpoint. */
  grid: ColProps;
  total: number;
  /** The line beside the pages (e.g. "12 devices"). */
  totalText: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

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
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={itemKey(item)} {...grid}>
            {renderItem(item)}
          </Col>
        ))}
      </Row>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{totalText}</Typography.Text>
        <Pagination
          current={page}
          pageSize={pageSize}
          total={total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={onPageChange}
        />
      </Flex>
    </>
  );
}
