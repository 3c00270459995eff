import { Button, Flex, Form, Input, Switch } from 'antd';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';
import { RefusalAlert } from '@/components/RefusalAlert';
import { SectionTitle } from '@/components/SectionTitle';
import { useWrite } from '@/lib/write';

import { updateWallet } from '../api';
import { useStoreWallet } from '../hooks';
import { thresholdMessages as m, walletMessages } from '../messages';
import { normalAmount, validateAmount } from '../validators';
import type { Wallet } from '../types';

interface Values {
  enabled: boolean;
  low_balance_threshold: string;
}

const FIELDS = ['low_balance_threshold'];

/** The person's low-balance notice: on or off, and the amount it warns below. */
export function ThresholdForm({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const switchId = useId();
  const [form] = Form.useForm<Values>();
  const storeWallet = useStoreWallet();
  const save = useWrite(
    (values: Values) =>
      updateWallet({
        low_balance_threshold: values.enabled ? normalAmount(values.low_balance_threshold) : null,
      }),
    {
      invalidates: ['wallet'],
      onSuccess: (saved) => {
        storeWallet(saved);
        toast(intl.formatMessage(m.saved), 'success');
      },
      onError: fieldErrorsOn(form, FIELDS),
    },
  );
  const enabled = Form.useWatch('enabled', form) ?? wallet.low_balance_threshold !== null;

  return (
    <section aria-labelledby={`${switchId}-title`}>
      <SectionTitle look={5} id={`${switchId}-title`}>
        <FormattedMessage {...m.title} />
      </SectionTitle>
      <RefusalAlert write={save} fields={FIELDS} spaced />
      <Form<Values>
        form={form}
        name="low-balance"
        layout="inline"
        requiredMark={false}
        disabled={save.isPending}
        initialValues={{
          enabled: wallet.low_balance_threshold !== null,
          low_balance_threshold: wallet.low_balance_threshold ?? '',
        }}
        onFinish={save.mutate}
      >
        <Flex wrap gap={12} align="start">
          <Flex gap={8} align="center" style={{ minHeight: 32 }}>
            <Form.Item name="enabled" valuePropName="checked" noStyle>
              <Switch id={switchId} />
            </Form.Item>
            <label htmlFor={switchId}>
              <FormattedMessage {...m.enabled} />
            </label>
          </Flex>
          {enabled && (
            <Form.Item
              name="low_balance_threshold"
              label={intl.formatMessage(m.label)}
              rules={[toRule(intl, (value: string) => validateAmount(value, {}, intl.locale))]}
            >
              <Input
                inputMode="decimal"
                suffix={intl.formatMessage(walletMessages.unit)}
                style={{ width: 180 }}
              />
            </Form.Item>
          )}
          <Button htmlType="submit" loading={save.isPending}>
            <FormattedMessage {...m.save} />
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
