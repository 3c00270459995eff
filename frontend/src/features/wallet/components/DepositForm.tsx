import { Button, Card, Descriptions, Flex, Form, Input, Radio, Skeleton } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';
import { QueryBoundary } from '@/components/QueryBoundary';
import { RefusalAlert } from '@/components/RefusalAlert';
import { QUERY_PARAMS } from '@/constants';
import { useWrite } from '@/lib/write';

import { createDeposit } from '../api';
import { rememberDepositReturn } from '../depositReturn';
import { useDepositOptions } from '../hooks';
import { payMessages as m, walletMessages } from '../messages';
import type { DepositOptions } from '../types';
import { normalAmount, validateAmount } from '../validators';
import { useFormatCoins } from './labels';

/**
 * The confirmation's title, which takes the focus when it replaces the form: "Continue" is gone
 * with the form, and the focus would otherwise fall back to the page's start.
 */
function FocusedTitle({ children }: { children: ReactNode }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <h2 ref={title} tabIndex={-1} style={{ margin: 0, fontSize: 'inherit' }}>
      {children}
    </h2>
  );
}

/** The amount card that opens the custom amount field. */
const CUSTOM = 'custom';
const FIELDS = ['amount', 'method'];

interface Values {
  preset: string;
  custom?: string;
  method: string;
}

interface Choice {
  amount: string;
  method: string;
}

/** Where the browser goes to pay (the provider's page; tests replace it). */
export const payPage = { open: (url: string) => window.location.assign(url) };

/** /wallet/pay: the amount and method, a confirmation, then the provider's payment page. */
export function DepositForm() {
  const intl = useIntl();
  const options = useDepositOptions();
  return (
    <QueryBoundary
      query={options}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      errorTitle={intl.formatMessage(m.optionsError)}
    >
      {(data) => <DepositSteps options={data} />}
    </QueryBoundary>
  );
}

function DepositSteps({ options }: { options: DepositOptions }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const format = useFormatCoins();
  const [form] = Form.useForm<Values>();
  const [choice, setChoice] = useState<Choice | null>(null);
  const pay = useWrite(createDeposit, {
    invalidates: ['wallet'],
    onSuccess: (deposit) => {
      rememberDepositReturn(deposit.id, params.get(QUERY_PARAMS.redirect));
      payPage.open(deposit.pay_url);
    },
    onError: fieldErrorsOn(form, FIELDS),
  });
  const preset = Form.useWatch('preset', form);
  const coins = (amount: string) =>
    intl.formatMessage(walletMessages.coins, { amount: format(amount) });
  const methodName = (id: string) => options.methods.find((method) => method.id === id)?.name ?? id;

  if (choice) {
    return (
      <Card
        title={
          <FocusedTitle>
            <FormattedMessage {...m.confirmTitle} />
          </FocusedTitle>
        }
      >
        <RefusalAlert write={pay} fields={FIELDS} spaced />
        <Descriptions
          column={1}
          items={[
            { key: 'amount', label: intl.formatMessage(m.amount), children: coins(choice.amount) },
            {
              key: 'method',
              label: intl.formatMessage(m.method),
              children: methodName(choice.method),
            },
          ]}
        />
        <p>
          <FormattedMessage {...m.confirmText} />
        </p>
        <Flex gap={8} wrap>
          <Button disabled={pay.isPending} onClick={() => setChoice(null)}>
            <FormattedMessage {...m.back} />
          </Button>
          <Button type="primary" loading={pay.isPending} onClick={() => pay.mutate(choice)}>
            <FormattedMessage {...m.pay} />
          </Button>
        </Flex>
      </Card>
    );
  }

  const bounds = { min: options.min, max: options.max };
  return (
    <Card>
      <Form<Values>
        form={form}
        name="deposit"
        layout="vertical"
        requiredMark={false}
        initialValues={{ preset: options.presets[0] ?? CUSTOM, method: options.methods[0]?.id }}
        onFinish={(values) =>
          setChoice({
            amount: normalAmount(values.preset === CUSTOM ? (values.custom ?? '') : values.preset),
            method: values.method,
          })
        }
      >
        <Form.Item
          name="preset"
          label={intl.formatMessage(m.amount)}
          rules={[{ required: true, message: intl.formatMessage(m.amountRequired) }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
            options={[
              ...options.presets.map((amount) => ({ value: amount, label: coins(amount) })),
              { value: CUSTOM, label: intl.formatMessage(m.custom) },
            ].map((option) => ({ ...option, style: { minWidth: 120, textAlign: 'center' } }))}
          />
        </Form.Item>
        {preset === CUSTOM && (
          <Form.Item
            name="custom"
            label={intl.formatMessage(m.customLabel)}
            extra={intl.formatMessage(m.bounds, {
              min: format(options.min),
              max: format(options.max),
            })}
            rules={[toRule(intl, (value: string) => validateAmount(value, bounds, intl.locale))]}
          >
            <Input
              inputMode="decimal"
              autoFocus
              suffix={intl.formatMessage(walletMessages.unit)}
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="method"
          label={intl.formatMessage(m.method)}
          rules={[{ required: true, message: intl.formatMessage(m.methodRequired) }]}
        >
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={options.methods.map((method) => ({ value: method.id, label: method.name }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          <FormattedMessage {...m.next} />
        </Button>
      </Form>
    </Card>
  );
}
