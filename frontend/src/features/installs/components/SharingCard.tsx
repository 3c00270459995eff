import { Button, Card, Flex, Form, InputNumber, Radio, Switch, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { listingPath } from '@/config/paths';
import { useWrite } from '@/lib/write';
import { formatCoins, fromCents, toCents } from '@/features/wallet';

import { updateSharing } from '../api';
import { useStoreInstalledApp } from '../hooks';
import { appsMessages, detailsMessages as m } from '../messages';
import type { AppSharingRequest, InstalledAppDetail, SharingMode } from '../types';
import { SHARING_MODES, sharingModeHelp, sharingModeLabel } from './labels';

/** The server's highest price per hour (coins). */
export const MAX_PRICE = 100_000;
const FIELDS = ['sharing_mode', 'rentable', 'price_per_hour'] as const;

interface Values {
  sharing_mode: SharingMode;
  rentable: boolean;
  /** A decimal string (the input works in string mode, like the API). */
  price_per_hour: string | null;
}

const valuesOf = (app: InstalledAppDetail): Values => ({
  sharing_mode: app.sharing_mode,
  rentable: app.rentable,
  price_per_hour: app.price_per_hour,
});

/** "12.5" → "12.50"; blank → "0.00". */
export function normalizePrice(value: string | null | undefined): string {
  const number = Number(value ?? 0);
  return (Number.isFinite(number) ? number : 0).toFixed(2);
}

/** What the form sends: the rentable flag only in manual mode (the system sets it otherwise). */
export function sharingRequest(values: Values): AppSharingRequest {
  const body: AppSharingRequest = {
    sharing_mode: values.sharing_mode,
    price_per_hour: normalizePrice(values.price_per_hour),
  };
  if (values.sharing_mode === 'manual') body.rentable = values.rentable;
  return body;
}

/**
 * What a renter pays an hour at `price`, split: the platform's fee (`feePercent`, rounded to the
 * cent as billing rounds it) and what the provider receives.
 */
function PriceSplit({ price, feePercent }: { price: string | null; feePercent: string }) {
  const intl = useIntl();
  const cents = toCents(normalizePrice(price)) ?? 0n;
  if (cents <= 0n) return null;
  const fee = (cents * (toCents(feePercent) ?? 0n) + 5000n) / 10000n;
  const coins = (amount: bigint) => formatCoins(fromCents(amount), intl.locale);
  return intl.formatMessage(m.priceSplit, {
    percent: intl.formatNumber(Number(feePercent) / 100, {
      style: 'percent',
      maximumFractionDigits: 2,
    }),
    fee: coins(fee),
    income: coins(cents - fee),
  });
}

/**
 * Sharing mode, rentable flag and price, and a link to the listing while the market shows the
 * app. In autopilot the system sets the flag (shown, not
 * editable); dedicated never rents out. A refusal (app stopped, device offline…) shows the
 * server's message in the card; a price error lands on the price.
 */
export function SharingCard({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const storeInstalledApp = useStoreInstalledApp();
  const [form] = Form.useForm<Values>();
  const price = Form.useWatch('price_per_hour', form) ?? app.price_per_hour;
  const save = useWrite((values: Values) => updateSharing(app.id, sharingRequest(values)), {
    invalidates: ['installs'],
    onSuccess: (answer) => {
      storeInstalledApp(answer);
      form.setFieldsValue(valuesOf(answer));
      toast(intl.formatMessage(m.saved), 'success');
    },
    onError: fieldErrorsOn(form, FIELDS),
  });
  const mode = Form.useWatch('sharing_mode', form) ?? app.sharing_mode;
  const rentableLabel = intl.formatMessage(appsMessages.rentable);

  return (
    <Card
      title={intl.formatMessage(m.sharing)}
      size="small"
      extra={
        app.listing_id !== null && (
          <Link to={listingPath(app.listing_id)}>{intl.formatMessage(m.onMarket)}</Link>
        )
      }
    >
      <Form<Values>
        form={form}
        name="sharing"
        layout="vertical"
        initialValues={valuesOf(app)}
        onFinish={save.mutate}
        disabled={save.isPending}
      >
        <RefusalAlert write={save} fields={FIELDS} spaced />
        <Form.Item name="sharing_mode" label={intl.formatMessage(appsMessages.sharingMode)}>
          <Radio.Group aria-label={intl.formatMessage(appsMessages.sharingMode)}>
            <Flex vertical gap={8}>
              {SHARING_MODES.map((value) => (
                <div key={value}>
                  <Radio value={value} aria-describedby={`sharing-mode-${value}-help`}>
                    {sharingModeLabel(intl, value)}
                  </Radio>
                  <Typography.Paragraph
                    id={`sharing-mode-${value}-help`}
                    type="secondary"
                    style={{ margin: 0, paddingInlineStart: 24, fontSize: 12 }}
                  >
                    {sharingModeHelp(intl, value)}
                  </Typography.Paragraph>
                </div>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {mode === 'manual' ? (
          <Form.Item name="rentable" label={rentableLabel} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : (
          // Not the owner's to set here: what the system decided (autopilot) or off (dedicated).
          <Form.Item
            label={rentableLabel}
            htmlFor="sharing_rentable_fixed"
            extra={intl.formatMessage(
              mode === 'autopilot' ? m.rentableAutopilot : m.rentableDedicated,
            )}
          >
            <Switch
              id="sharing_rentable_fixed"
              checked={mode === 'autopilot' ? app.rentable : false}
              disabled
            />
          </Form.Item>
        )}
        <Form.Item
          name="price_per_hour"
          label={intl.formatMessage(appsMessages.pricePerHour)}
          extra={<PriceSplit price={price} feePercent={app.platform_fee_percent} />}
          dependencies={['rentable', 'sharing_mode']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | null) => {
                const price = Number(value ?? 0);
                if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE) {
                  return Promise.reject(
                    new Error(intl.formatMessage(m.priceRange, { max: MAX_PRICE })),
                  );
                }
                const rentingOut =
                  getFieldValue('sharing_mode') === 'manual' && getFieldValue('rentable') === true;
                return rentingOut && price <= 0
                  ? Promise.reject(new Error(intl.formatMessage(m.priceRequired)))
                  : Promise.resolve();
              },
            }),
          ]}
          style={{ maxWidth: 280 }}
        >
          <InputNumber<string>
            stringMode
            min="0"
            max={String(MAX_PRICE)}
            step="0.5"
            precision={2}
            suffix={intl.formatMessage(appsMessages.coins)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
      </Form>
    </Card>
  );
}
