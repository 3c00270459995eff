import { Col, Flex, Row } from 'antd';
import type { Key, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import type { StoreLabel } from '@/api/types';
import { SectionTitle } from '@/components/SectionTitle';

import { storeMessages as m } from '../messages';
import { GRID } from './CardSkeletons';

interface LabelSectionProps<T> {
  label: StoreLabel;
  /** Where "More" leads: everything carrying the label. */
  moreTo: string;
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/** A front page's section: the label's name, "More", and its newest cards. */
export function LabelSection<T>({
  label,
  moreTo,
  items,
  itemKey,
  renderItem,
}: LabelSectionProps<T>) {
  return (
    <section aria-label={label.name} style={{ marginBottom: 32 }}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <SectionTitle look={3}>{label.name}</SectionTitle>
        <Link to={moreTo}>
          <FormattedMessage {...m.more} />
        </Link>
      </Flex>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={itemKey(item)} {...GRID}>
            {renderItem(item)}
          </Col>
        ))}
      </Row>
    </section>
  );
}
