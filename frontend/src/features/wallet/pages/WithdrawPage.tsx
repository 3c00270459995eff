import { Flex, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { PageHeader } from '@/components/PageHeader';
import { QueryBoundary } from '@/components/QueryBoundary';

import { PayoutAccountsCard } from '../components/PayoutAccountsCard';
import { PayoutsTable } from '../components/PayoutsTable';
import { WithdrawForm, WithdrawSummary } from '../components/WithdrawForm';
import { usePayoutOptions } from '../hooks';
import { withdrawMessages as m } from '../withdrawMessages';

/** /wallet/withdraw: what may be withdrawn, a new request, the payout accounts, the requests. */
export default function WithdrawPage() {
  const intl = useIntl();
  const options = usePayoutOptions();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <PageHeader style={{ margin: 0 }}>{intl.formatMessage(m.pageTitle)}</PageHeader>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {intl.formatMessage(m.intro)}
      </Typography.Paragraph>
      <QueryBoundary
        query={options}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        errorTitle={intl.formatMessage(m.optionsError)}
      >
        {(data) => (
          <>
            <WithdrawSummary options={data} />
            <WithdrawForm options={data} />
            <PayoutAccountsCard max={data.accounts_max} />
          </>
        )}
      </QueryBoundary>
      <PayoutsTable />
    </Flex>
  );
}
