import { Alert, Button, Descriptions, Flex, Form, InputNumber, Spin, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import type { Listing } from '@/api/types';
import { FormModal } from '@/components/form/FormModal';
import { useWrite } from '@/lib/write';
import { toRule } from '@/components/form/validators';
import { depositPath, myOrderPath, signInRedirect } from '@/config/paths';
import { useAgreedPrice } from '@/lib/agreedPrice';
import { withReauth } from '@/lib/reauth';
import { formatCoins, fromCents, toCents, useWallet } from '@/features/wallet';

import { createRental } from '../api';
import { formatDuration } from '../duration';
import { useStoreRental } from '../hooks';
import { rentMessages as m } from '../messages';

/** The server's limit on `max_hours`. */
export const MAX_HOURS = 10000;

interface RentValues {
  max_hours?: number | null;
}

const FIELDS = ['max_hours'] as const;
/** Where a listing's price is read: again when the server tells a new one. */
const LISTING_READS = ['market'] as const;

export const checkMaxHours = (value: number | null | undefined) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && value >= 1 && value <= MAX_HOURS)
    ? null
    : { message: m.maxHoursRange, values: { max: MAX_HOURS } };

/** How long `available` lasts at `price` per hour, in seconds (0 when it is not positive). */
export function runwaySeconds(available: string, price: string): number {
  const cents = toCents(available) ?? 0n;
  const perHour = toCents(price) ?? 0n;
  return cents > 0n && perHour > 0n ? Number((cents * 3600n) / perHour) : 0;
}

/**
 * "Rent" on a listing's page, or why the visitor cannot: signed out, a company identity or
 * member, a busy listing. The market shows the provider their own listing instead (and the
 * server refuses renting it, shown in the dialog).
 */
export function RentAction({ listing }: { listing: Listing }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  if (session === null) {
    return (
      <Button
        type="primary"
        onClick={() => navigate(signInRedirect(location.pathname + location.search))}
      >
        <FormattedMessage {...m.signInToRent} />
      </Button>
    );
  }
  if (session.userType !== 'user') {
    const why = session.userType === 'member' ? m.memberCannotRent : m.companyCannotRent;
    return <Alert type="info" showIcon title={<FormattedMessage {...why} />} />;
  }
  if (listing.busy) {
    return <Alert type="warning" showIcon title={<FormattedMessage {...m.busyText} />} />;
  }
  return (
    <>
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        <FormattedMessage {...m.rent} />
      </Button>
      <RentDialog listing={listing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * What the chosen hours cost at `price`, and when the coins `available` run out first, how long
 * they last; nothing until hours are chosen.
 */
function HoursCost({
  hours,
  price,
  available,
}: {
  hours: number | null | undefined;
  price: string;
  available: string | undefined;
}) {
  const intl = useIntl();
  if (!hours || hours < 1 || !Number.isInteger(hours)) return null;
  const total = (toCents(price) ?? 0n) * BigInt(hours);
  const amount = formatCoins(fromCents(total), intl.locale);
  const short = available !== undefined && (toCents(available) ?? 0n) < total;
  return (
    <Typography.Text type={short ? 'warning' : 'secondary'} data-testid="hours-cost">
      {intl.formatMessage(m.hoursCost, { hours, amount })}
      {short &&
        ` ${intl.formatMessage(m.hoursShort, {
          runway: formatDuration(intl, runwaySeconds(available, price)),
        })}`}
    </Typography.Text>
  );
}

interface RentDialogProps {
  listing: Listing;
  open: boolean;
  onClose: () => void;
}

function RentDialog({ listing, open, onClose }: RentDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const storeRental = useStoreRental();
  const wallet = useWallet().data;
  const agreed = useAgreedPrice(listing.price_per_hour, LISTING_READS);
  const price = agreed.price;
  const coins = (amount: string) =>
    intl.formatMessage(m.coins, { amount: formatCoins(amount, intl.locale) });
  // After a `price_changed` refusal the listing is read again; until then its hold is the old
  // price's.
  const holdKnown = price === listing.price_per_hour;
  const short =
    holdKnown &&
    wallet !== undefined &&
    (toCents(wallet.available) ?? 0n) < (toCents(listing.first_hold) ?? 0n);

  const rent = useWrite(
    // A first hold above the server's limit asks for the password first (the shared dialog).
    ({ max_hours }: RentValues) =>
      withReauth(() =>
        createRental({
          listing_id: listing.id,
          price_per_hour: price,
          max_hours: max_hours ?? null,
        }),
      ),
    {
      invalidates: ['rentals', 'wallet'],
      onSuccess: (rental) => {
        storeRental(rental);
        void navigate(myOrderPath(rental.id));
      },
      onError: agreed.learn,
    },
  );
  const close = () => {
    agreed.reset();
    onClose();
  };

  return (
    <FormModal<RentValues>
      open={open}
      onClose={close}
      title={intl.formatMessage(m.dialogTitle, { name: listing.name })}
      okText={intl.formatMessage(m.confirm)}
      name="rent"
      fields={FIELDS}
      write={rent}
    >
      <Flex vertical gap={16}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'price',
              label: intl.formatMessage(m.price),
              children: (
                <Typography.Text
                  type={agreed.changed ? 'warning' : undefined}
                  strong={agreed.changed}
                  data-testid="rent-price"
                >
                  {intl.formatMessage(agreed.changed ? m.newPricePerHour : m.pricePerHour, {
                    amount: formatCoins(price, intl.locale),
                  })}
                </Typography.Text>
              ),
            },
            {
              key: 'hold',
              label: intl.formatMessage(m.firstHold),
              children: holdKnown ? coins(listing.first_hold) : <Spin size="small" />,
            },
            ...(wallet
              ? [
                  {
                    key: 'available',
                    label: intl.formatMessage(m.available),
                    children: coins(wallet.available),
                  },
                  {
                    key: 'runway',
                    label: intl.formatMessage(m.runway),
                    children: formatDuration(intl, runwaySeconds(wallet.available, price)),
                  },
                ]
              : []),
          ]}
        />
        {short ? (
          <Alert
            type="warning"
            showIcon
            title={<FormattedMessage {...m.cannotCover} />}
            action={
              <Link to={depositPath(location.pathname + location.search)}>
                <FormattedMessage {...m.deposit} />
              </Link>
            }
          />
        ) : (
          <Typography.Text type="secondary">
            <FormattedMessage {...m.holdNote} />
          </Typography.Text>
        )}
        <Form.Item
          name="max_hours"
          label={intl.formatMessage(m.maxHours)}
          rules={[toRule(intl, checkMaxHours)]}
          style={{ marginBottom: 0 }}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          noStyle
          shouldUpdate={(before: RentValues, after: RentValues) =>
            before.max_hours !== after.max_hours
          }
        >
          {({ getFieldValue }) => (
            <HoursCost
              hours={getFieldValue('max_hours') as number | null | undefined}
              price={price}
              available={wallet?.available}
            />
          )}
        </Form.Item>
      </Flex>
    </FormModal>
  );
}
