import { Flex } from 'antd';
import type { Key, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import type { StoreLabel } from '@/api/types';
import { CardGrid } from '@/components/CardGrid';
import { SectionTitle } from '@/components/SectionTitle';

import { storeMessages as m } from '../messages';

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
      <CardGrid>
        {items.map((item) => (
          <div key={itemKey(item)}>{renderItem(item)}</div>
        ))}
      </CardGrid>
    </section>
  );
}
