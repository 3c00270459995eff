import { Flex, Switch } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { PlainButton } from '@/components/PlainButton';
import { FormItem, PlainFormFrame, TextInput } from '@/components/form/Field';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { useForm } from '@/components/form/useForm';
import { RefusalAlert } from '@/components/RefusalAlert';
import { SectionTitle } from '@/components/SectionTitle';
import { useWrite } from '@/lib/write';

import { updateWallet } from '../api';
import { useStoreWallet } from '../hooks';
import { thresholdMessages as m, walletMessages } from '../messages';
import { normalAmount, validateAmount } from '../validators';
import type { Wallet } from '../types';

const FIELDS = ['low_balance_threshold'];

/**
 * The person's low-balance notice: on or off, and the amount it warns below. A plain form
 * (`useForm`): antd's Form measures its items on every render, which on the wallet's first
 * render forced the whole page's layout.
 */
export function ThresholdForm({ wallet }: { wallet: Wallet }) {
  const intl = useIntl();
  const switchId = useId();
  const [enabled, setEnabled] = useState(wallet.low_balance_threshold !== null);
  const form = useForm(
    'low-balance',
    { low_balance_threshold: wallet.low_balance_threshold ?? '' },
    { low_balance_threshold: (value) => validateAmount(value, {}, intl.locale) },
  );
  const storeWallet = useStoreWallet();
  const save = useWrite(
    (threshold: string | null) =>
      updateWallet({ low_balance_threshold: threshold === null ? null : normalAmount(threshold) }),
    {
      invalidates: ['wallet'],
      onSuccess: (saved) => {
        storeWallet(saved);
        toast(intl.formatMessage(m.saved), 'success');
      },
      onError: fieldErrorsOn(form, FIELDS),
    },
  );

  const onSubmit = () => {
    if (!enabled) {
      save.mutate(null);
      return;
    }
    const values = form.validate();
    if (values) save.mutate(values.low_balance_threshold);
    else form.focus('low_balance_threshold');
  };
  const control = form.control('low_balance_threshold');

  return (
    <section aria-labelledby={`${switchId}-title`}>
      <SectionTitle look={5} id={`${switchId}-title`}>
        <FormattedMessage {...m.title} />
      </SectionTitle>
      <RefusalAlert write={save} fields={FIELDS} spaced />
      <PlainFormFrame disabled={save.isPending} onSubmit={onSubmit}>
        <Flex wrap gap={12} align="start">
          <Flex gap={8} align="center" style={{ minHeight: 32 }}>
            <Switch id={switchId} checked={enabled} onChange={setEnabled} />
            <label htmlFor={switchId}>
              <FormattedMessage {...m.enabled} />
            </label>
          </Flex>
          {enabled && (
            <FormItem
              id={control.id}
              label={intl.formatMessage(m.label)}
              errors={form.errors.low_balance_threshold}
              inline
            >
              <div style={{ width: 180 }}>
                <TextInput
                  {...control}
                  inputMode="decimal"
                  suffix={intl.formatMessage(walletMessages.unit)}
                />
              </div>
            </FormItem>
          )}
          <PlainButton htmlType="submit" loading={save.isPending}>
            <FormattedMessage {...m.save} />
          </PlainButton>
        </Flex>
      </PlainFormFrame>
    </section>
  );
}
