import { Alert, Button, Card, Descriptions, Flex, Form, Input, Radio, Skeleton } from 'antd';
import { useIntl } from 'react-intl';

import { confirmModal, toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';
import { QueryBoundary } from '@/components/QueryBoundary';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { usePayoutAccounts } from '../hooks';
import { walletMessages } from '../messages';
import { fromCents, toCents } from '../money';
import { requestPayout } from '../payoutApi';
import type { PayoutAccount, PayoutOptions } from '../types';
import { normalAmount, validateAmount } from '../validators';
import { payoutAccountMessages, withdrawMessages as m } from '../withdrawMessages';
import { useFormatCoins } from './labels';
import { feeCents, payoutAccountName } from './payoutLabels';

const FIELDS = ['amount', 'payout_account_id'];

interface Values {
  amount: string;
  payout_account_id: string;
}

/** What may be withdrawn now and, when something may, the request form. */
export function WithdrawSummary({ options }: { options: PayoutOptions }) {
  const intl = useIntl();
  const format = useFormatCoins();
  const coins = (amount: string) =>
    intl.formatMessage(walletMessages.coins, { amount: format(amount) });
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, sm: 3 }}
        items={[
          {
            key: 'withdrawable',
            label: intl.formatMessage(m.withdrawable),
            children: <strong data-testid="withdrawable">{coins(options.withdrawable)}</strong>,
          },
          {
            key: 'settling',
            label: intl.formatMessage(m.settling),
            children: coins(options.settling),
          },
          {
            key: 'left',
            label: intl.formatMessage(m.leftToday),
            children: coins(options.left_today),
          },
        ]}
      />
      <p style={{ margin: 0, opacity: 0.8 }}>
        {intl.formatMessage(m.settlingHelp, { hours: options.settle_hours })}
      </p>
    </Card>
  );
}

/** The most one request may ask: what is withdrawable, within what is left of the day. */
function ceiling(options: PayoutOptions): string {
  const withdrawable = toCents(options.withdrawable) ?? 0n;
  const left = toCents(options.left_today) ?? 0n;
  return fromCents(withdrawable < left ? withdrawable : left);
}

export function WithdrawForm({ options }: { options: PayoutOptions }) {
  const intl = useIntl();
  const accounts = usePayoutAccounts();
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{intl.formatMessage(m.formTitle)}</h2>}
    >
      <QueryBoundary
        query={accounts}
        loading={<Skeleton active paragraph={{ rows: 3 }} />}
        errorTitle={intl.formatMessage(payoutAccountMessages.loadError)}
      >
        {(rows) => <RequestForm options={options} accounts={rows} />}
      </QueryBoundary>
    </Card>
  );
}

function RequestForm({ options, accounts }: { options: PayoutOptions; accounts: PayoutAccount[] }) {
  const intl = useIntl();
  const format = useFormatCoins();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const request = useWrite(requestPayout, {
    invalidates: ['wallet'],
    onSuccess: () => {
      toast(intl.formatMessage(m.requested), 'success');
      form.resetFields();
    },
    onError: fieldErrorsOn(form, FIELDS),
  });
  const max = ceiling(options);
  const bounds = { min: options.min, max };

  if (options.open_payout_id)
    return <Alert type="info" showIcon title={intl.formatMessage(m.openNote)} />;
  if (accounts.length === 0) {
    return <Alert type="info" showIcon title={intl.formatMessage(m.noAccountNote)} />;
  }
  if ((toCents(max) ?? 0n) < (toCents(options.min) ?? 0n)) {
    return (
      <Alert
        type="info"
        showIcon
        title={intl.formatMessage(m.belowMinNote, { min: format(options.min) })}
      />
    );
  }

  const typed = toCents(amount ?? '');
  const fee = typed === null ? null : feeCents(typed, toCents(options.fee_percent) ?? 0n);
  const confirm = (values: Values) => {
    const body = {
      amount: normalAmount(values.amount),
      payout_account_id: values.payout_account_id,
    };
    const account = accounts.find((row) => row.id === values.payout_account_id);
    request.reset();
    confirmModal({
      title: intl.formatMessage(m.confirmTitle, {
        amount: format(body.amount),
        account: account ? payoutAccountName(intl, account) : '',
      }),
      content: intl.formatMessage(m.confirmText),
      okText: intl.formatMessage(m.submit),
      cancelText: intl.formatMessage(m.cancel),
      onOk: () => request.run(body),
    });
  };

  return (
    <Form<Values>
      form={form}
      name="withdraw"
      layout="vertical"
      requiredMark={false}
      initialValues={{ payout_account_id: accounts[0]?.id }}
      onFinish={confirm}
    >
      <RefusalAlert write={request} fields={FIELDS} spaced />
      <Form.Item label={intl.formatMessage(m.amount)} required>
        <Flex gap={8} wrap align="flex-start">
          <Form.Item
            name="amount"
            noStyle
            rules={[toRule(intl, (value: string) => validateAmount(value, bounds, intl.locale))]}
          >
            <Input
              inputMode="decimal"
              aria-label={intl.formatMessage(m.amount)}
              suffix={intl.formatMessage(walletMessages.unit)}
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
          <Button onClick={() => form.setFieldsValue({ amount: max })}>
            {intl.formatMessage(m.all)}
          </Button>
        </Flex>
        <div style={{ opacity: 0.8, marginTop: 4 }}>
          {intl.formatMessage(m.bounds, { min: format(options.min), max: format(max) })}
        </div>
      </Form.Item>
      <Form.Item
        name="payout_account_id"
        label={intl.formatMessage(m.account)}
        rules={[{ required: true, message: intl.formatMessage(m.accountRequired) }]}
      >
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={accounts.map((account) => ({
            value: account.id,
            label: payoutAccountName(intl, account),
          }))}
        />
      </Form.Item>
      {typed !== null && fee !== null && typed > 0n && (
        <p data-testid="withdraw-receive">
          {intl.formatMessage(m.receive, {
            net: format(fromCents(typed - fee)),
            fee: format(fromCents(fee)),
          })}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={request.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
