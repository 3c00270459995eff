import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { DrawnAfter } from '@/components/DrawnAfter';
import { PageHeader } from '@/components/PageHeader';
import { QueryBoundary } from '@/components/QueryBoundary';
import { WALLET_PAY_PATH, WALLET_TRANSACTIONS_PATH } from '@/config/paths';
import { SectionTitle } from '@/components/SectionTitle';

import { BalanceCard, BalanceCardPlaceholder } from '../components/BalanceCard';
import { ChartsPlaceholder } from '../components/ChartCard';
import WalletCharts from '../components/WalletCharts';
import { TransactionsTable } from '../components/TransactionsTable';
import { useSummary, useTransactions, useWallet } from '../hooks';
import { CHART_DAYS, LATEST_TRANSACTIONS } from '../queries';
import { chartMessages, transactionMessages, walletMessages as m } from '../messages';

/** /wallet: the balance, the last 30 days in charts, the latest transactions. */
export default function WalletPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const wallet = useWallet();
  const summary = useSummary(CHART_DAYS);
  const latest = useTransactions(LATEST_TRANSACTIONS);
  // A new person has no history yet: a prompt to deposit instead of empty charts and lists.
  const fresh = latest.data?.total === 0;

  return (
    <Flex vertical gap={24}>
      <PageHeader style={{ margin: 0 }}>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      <QueryBoundary
        query={wallet}
        loading={<BalanceCardPlaceholder />}
        errorTitle={intl.formatMessage(m.loadError)}
      >
        {(data) => <BalanceCard wallet={data} />}
      </QueryBoundary>
      {fresh ? (
        <Card>
          <Empty description={intl.formatMessage(m.emptyTitle)}>
            <Typography.Paragraph type="secondary">
              <FormattedMessage {...m.emptyText} />
            </Typography.Paragraph>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(WALLET_PAY_PATH)}
            >
              <FormattedMessage {...m.emptyAction} />
            </Button>
          </Empty>
        </Card>
      ) : (
        <DrawnAfter fallback={<ChartsPlaceholder />}>
          <QueryBoundary
            query={summary}
            loading={<ChartsPlaceholder />}
            errorTitle={intl.formatMessage(chartMessages.loadError)}
          >
            {(data) => <WalletCharts summary={data} />}
          </QueryBoundary>
          <section aria-labelledby="wallet-latest">
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
              <SectionTitle look={4} id="wallet-latest" style={{ margin: 0 }}>
                <FormattedMessage {...m.latest} />
              </SectionTitle>
              <Link to={WALLET_TRANSACTIONS_PATH}>
                <FormattedMessage {...m.allTransactions} />
              </Link>
            </Flex>
            <TransactionsTable
              query={latest}
              emptyText={intl.formatMessage(transactionMessages.empty)}
            />
          </section>
        </DrawnAfter>
      )}
    </Flex>
  );
}
