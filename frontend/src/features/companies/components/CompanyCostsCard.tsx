import { Card, Descriptions, Empty, Flex, List, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import { Heading } from '@/components/Heading';
import { LoadFailure } from '@/components/LoadFailure';
import { formatCoins } from '@/features/wallet';

import { useCompanyCosts } from '../ownerHooks';
import { costsMessages as m } from '../ownerMessages';

/** The period the card sums, in days (the browser's). */
const DAYS = 30;

/**
 * What the company's machines cost its owner's wallet (and earned into it) over the last 30
 * days, and the latest of those movements: the owner sees them without leaving the company
 * identity (the wallet's pages are the individual's).
 */
export function CompanyCostsCard() {
  const intl = useIntl();
  const costs = useCompanyCosts(DAYS);
  const coins = (amount: string, signed = false) =>
    intl.formatMessage(m.coins, { amount: formatCoins(amount, intl.locale, { signed }) });
  let body;
  if (costs.data) {
    const { spending, income, items } = costs.data;
    body = (
      <>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'spending',
              label: intl.formatMessage(m.spending),
              children: <span data-testid="company-spending">{coins(spending)}</span>,
            },
            {
              key: 'income',
              label: intl.formatMessage(m.income),
              children: <span data-testid="company-income">{coins(income)}</span>,
            },
          ]}
        />
        <List
          size="small"
          dataSource={items}
          locale={{ emptyText: <Empty description={intl.formatMessage(m.empty)} /> }}
          renderItem={(item) => (
            <List.Item data-testid={`company-movement-${item.id}`}>
              <Flex justify="space-between" gap={12} wrap style={{ width: '100%' }}>
                <Flex vertical>
                  <span>{item.description}</span>
                  {item.purpose && (
                    <Typography.Text type="secondary">
                      {intl.formatMessage(m.purpose, item.purpose)}
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary">
                    {intl.formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Typography.Text>
                </Flex>
                <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {coins(item.amount, true)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </>
    );
  } else if (costs.error) {
    body = (
      <LoadFailure
        error={costs.error}
        onRetry={() => void costs.refetch()}
        title={<FormattedMessage {...m.loadError} />}
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return (
    <Card
      title={
        <Heading level={2}>
          <FormattedMessage {...m.title} values={{ days: DAYS }} />
        </Heading>
      }
      aria-busy={costs.isPending}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          <FormattedMessage {...m.note} />
        </Typography.Text>
        {body}
      </Flex>
    </Card>
  );
}
