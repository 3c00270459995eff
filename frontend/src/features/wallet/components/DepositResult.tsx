import { Button, Result, Skeleton, Spin } from 'antd';
import type { ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { QueryBoundary } from '@/components/QueryBoundary';
import { WALLET_PATH, WALLET_PAY_PATH, WALLET_TRANSACTIONS_PATH } from '@/config/paths';

import { depositReturn } from '../depositReturn';
import { useDeposit, useWallet } from '../hooks';
import { depositMessages as m } from '../messages';
import type { Deposit } from '../types';
import { payPage } from './DepositForm';
import { useFormatCoins } from './labels';

/** `/wallet/pay?deposit=<id>`: follows the deposit until it is paid, failed, expired or in review. */
export function DepositResult({ id }: { id: string }) {
  const intl = useIntl();
  const deposit = useDeposit(id);
  return (
    <QueryBoundary
      query={deposit}
      loading={<Skeleton active paragraph={{ rows: 3 }} />}
      errorTitle={intl.formatMessage(m.loadError)}
    >
      {(data) => <DepositState deposit={data} />}
    </QueryBoundary>
  );
}

function DepositState({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useFormatCoins();
  const amount = format(deposit.amount);
  const back = depositReturn(deposit.id);
  const tryAgain = (
    <Button key="again" type="primary" onClick={() => navigate(WALLET_PAY_PATH)}>
      <FormattedMessage {...m.tryAgain} />
    </Button>
  );
  const toWallet = (
    <Button key="wallet" onClick={() => navigate(WALLET_PATH)}>
      <FormattedMessage {...m.toWallet} />
    </Button>
  );
  const shown: Record<
    Deposit['status'],
    Pick<ResultProps, 'status' | 'icon'> & {
      title: ReactNode;
      text: ReactNode;
      extra: ReactNode[];
    }
  > = {
    pending: {
      status: 'info',
      icon: <Spin size="large" />,
      title: intl.formatMessage(m.pendingTitle),
      text: intl.formatMessage(m.pendingText, { amount, time: new Date(deposit.expires_at) }),
      extra: [
        <Button key="pay" type="primary" onClick={() => payPage.open(deposit.pay_url)}>
          <FormattedMessage {...m.continuePay} />
        </Button>,
      ],
    },
    paid: {
      status: 'success',
      title: intl.formatMessage(m.paidTitle, { amount }),
      text: <NewBalance />,
      extra: [
        ...(back
          ? [
              <Button key="back" type="primary" onClick={() => navigate(back)}>
                <FormattedMessage {...m.goBack} />
              </Button>,
            ]
          : []),
        <Button
          key="wallet"
          type={back ? 'default' : 'primary'}
          onClick={() => navigate(WALLET_PATH)}
        >
          <FormattedMessage {...m.toWallet} />
        </Button>,
        <Button key="transactions" onClick={() => navigate(WALLET_TRANSACTIONS_PATH)}>
          <FormattedMessage {...m.toTransactions} />
        </Button>,
      ],
    },
    failed: {
      status: 'error',
      title: intl.formatMessage(m.failedTitle),
      text: intl.formatMessage(m.failedText),
      extra: [tryAgain, toWallet],
    },
    expired: {
      status: 'warning',
      title: intl.formatMessage(m.expiredTitle),
      text: intl.formatMessage(m.expiredText),
      extra: [tryAgain, toWallet],
    },
    review: {
      status: 'info',
      title: intl.formatMessage(m.reviewTitle),
      text: intl.formatMessage(m.reviewText),
      extra: [toWallet],
    },
  };
  const { title, text, extra, ...look } = shown[deposit.status];
  return (
    <Result
      {...look}
      title={<span role="status">{title}</span>}
      subTitle={text}
      extra={extra}
      data-testid={`deposit-${deposit.status}`}
    />
  );
}

/** The balance after the deposit (the wallet is read again on the `wallet` topic). */
function NewBalance() {
  const intl = useIntl();
  const format = useFormatCoins();
  const wallet = useWallet();
  if (!wallet.data) return null;
  return <>{intl.formatMessage(m.paidText, { balance: format(wallet.data.balance) })}</>;
}
