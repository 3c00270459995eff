import { Card, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { SectionTitle } from '@/components/SectionTitle';

import { CHART_DAYS } from '../queries';
import { chartMessages as m } from '../messages';

export const CHART_HEIGHT = 240;

/** The card a chart sits in, two side by side where they fit. */
export function ChartCard({ children }: { children: ReactNode }) {
  return <Card style={{ flex: '1 1 320px', minWidth: 0 }}>{children}</Card>;
}

/**
 * The charts' place while their data loads: both cards at their final size, so nothing below
 * them moves when they arrive.
 */
export function ChartsPlaceholder() {
  const intl = useIntl();
  const titles = [m.balanceTitle, m.spendingTitle].map((title) =>
    intl.formatMessage(title, { days: CHART_DAYS }),
  );
  return (
    <Flex wrap gap={16} aria-hidden="true">
      {titles.map((title) => (
        <ChartCard key={title}>
          <SectionTitle look={5}>{title}</SectionTitle>
          <Skeleton.Button active block style={{ height: CHART_HEIGHT }} />
        </ChartCard>
      ))}
    </Flex>
  );
}
