import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { SectionTitle } from '@/components/SectionTitle';
import { WALLET_PAY_PATH, WALLET_WITHDRAW_PATH } from '@/config/paths';

import { thresholdMessages, walletMessages as m } from '../messages';
import { signOf } from '../money';
import type { Wallet } from '../types';
import { useFormatCoins } from './labels';
import { ThresholdForm } from './ThresholdForm';

function Figure({
  label,
  children,
  help,
}: {
  label: ReactNode;
  children: ReactNode;
  help?: ReactNode;
}) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
      {help && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {help}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Available coins large, reserved and balance beside them, debt in red, "Deposit". */
export function BalanceCard({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useFormatCoins();
  const { token } = theme.useToken();
  const inDebt = signOf(wallet.debt) > 0;
  const coins = (amount: string) => intl.formatMessage(m.coins, { amount: format(amount) });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" wrap gap={16}>
          <Flex wrap gap={32} align="end">
            <Figure label={<FormattedMessage {...m.available} />}>
              <span
                data-testid="wallet-available"
                style={{
                  fontSize: 36,
                  fontWeight: 600,
                  lineHeight: 1.2,
                  fontVariantNumeric: 'tabular-nums',
                  color: signOf(wallet.available) < 0 ? token.colorErrorText : undefined,
                }}
              >
                {coins(wallet.available)}
              </span>
            </Figure>
            <Figure
              label={<FormattedMessage {...m.reserved} />}
              help={<FormattedMessage {...m.reservedHelp} />}
            >
              <Typography.Text strong>{coins(wallet.reserved)}</Typography.Text>
            </Figure>
            <Figure label={<FormattedMessage {...m.balance} />}>
              <Typography.Text strong data-testid="wallet-balance">
                {coins(wallet.balance)}
              </Typography.Text>
            </Figure>
            {inDebt && (
              <Figure label={<FormattedMessage {...m.debt} />}>
                <Typography.Text strong type="danger">
                  {coins(wallet.debt)}
                </Typography.Text>
              </Figure>
            )}
          </Flex>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              size="large"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(WALLET_PAY_PATH)}
            >
              <FormattedMessage {...m.deposit} />
            </Button>
            <Button
              size="large"
              icon={<ExportOutlined aria-hidden />}
              onClick={() => navigate(WALLET_WITHDRAW_PATH)}
            >
              <FormattedMessage {...m.withdraw} />
            </Button>
          </Flex>
        </Flex>
        {inDebt && (
          <Typography.Text type="danger">
            {intl.formatMessage(m.debtNote, { amount: format(wallet.debt) })}
          </Typography.Text>
        )}
        <ThresholdForm wallet={wallet} />
      </Flex>
    </Card>
  );
}

/**
 * The balance card's place while the wallet loads: the same figures, button and notice row
 * in the same wrapping layout with their values still grey, so the charts below do not move
 * when it arrives (CLS 0.29 with a three-line skeleton on a phone).
 */
export function BalanceCardPlaceholder() {
  const value = (height: number) => <Skeleton.Input active size="small" style={{ height }} />;
  return (
    <Card aria-hidden="true">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="start" wrap gap={16}>
          <Flex wrap gap={32} align="end">
            <Figure label={<FormattedMessage {...m.available} />}>{value(43)}</Figure>
            <Figure
              label={<FormattedMessage {...m.reserved} />}
              help={<FormattedMessage {...m.reservedHelp} />}
            >
              {value(22)}
            </Figure>
            <Figure label={<FormattedMessage {...m.balance} />}>{value(22)}</Figure>
          </Flex>
          <Flex gap={8} wrap>
            <Skeleton.Button active size="large" />
            <Skeleton.Button active size="large" />
          </Flex>
        </Flex>
        <Flex vertical gap={8}>
          <SectionTitle look={5}>
            <FormattedMessage {...thresholdMessages.title} />
          </SectionTitle>
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['80%', '40%'] }} />
        </Flex>
      </Flex>
    </Card>
  );
}
