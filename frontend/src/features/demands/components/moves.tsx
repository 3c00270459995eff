import { Button, Space } from 'antd';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { isApiError } from '@/api/errors';
import type { Demand, Order } from '@/api/types';
import { confirmModal } from '@/components/feedback';
import { RefusalAlert } from '@/components/RefusalAlert';
import { WALLET_PATH } from '@/config/paths';
import { withReauth } from '@/lib/reauth';
import { formatCoins } from '@/features/wallet';
import { useWrite } from '@/lib/write';

import { acceptOrder, moveOrder, withdrawDemand } from '../api';
import { demandMessages as m, ordersMessages } from '../messages';

/** A refused move, with the way to deposit when coins were short. */
export function MoveRefusal({ moves }: { moves: ReturnType<typeof useMoves> }) {
  const { error } = moves.write;
  return (
    <RefusalAlert
      write={moves.write}
      closable
      action={
        isApiError(error) && error.error === 'rental_insufficient_funds' ? (
          <Link to={WALLET_PATH}>
            <FormattedMessage {...m.deposit} />
          </Link>
        ) : undefined
      }
    />
  );
}

interface MoveSpec {
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

/**
 * The moves a person makes on demands and orders, each after a confirmation: the demander
 * accepts or declines an offer and withdraws a demand, the provider withdraws an offer
 * (`cancel`). The `orders` topic reads again after one, refused too (what the page showed may
 * have moved meanwhile); `MoveRefusal` shows a refusal.
 */
export function useMoves() {
  const intl = useIntl();
  const write = useWrite((move: () => Promise<unknown>) => move(), {
    invalidates: ['orders'],
    rereadOnRefusal: true,
  });
  const { run: runMove } = write;
  const confirm = useCallback(
    ({ title, content, okText, danger = false, run }: MoveSpec) =>
      confirmModal({
        title,
        content,
        okText,
        okButtonProps: { danger },
        cancelText: intl.formatMessage(m.back),
        onOk: () => runMove(run),
      }),
    [runMove, intl],
  );
  const name = (order: Order) => ({ name: order.provider_name });
  return {
    write,
    accept: (order: Order) =>
      confirm({
        title: intl.formatMessage(m.acceptTitle, name(order)),
        content: intl.formatMessage(m.acceptContent, {
          amount: formatCoins(order.price_per_hour, intl.locale),
        }),
        okText: intl.formatMessage(m.accept),
        // The first hold may be a large spend: the server may ask for the password again.
        run: () => withReauth(() => acceptOrder(order.id, order.price_per_hour)),
      }),
    decline: (order: Order) =>
      confirm({
        title: intl.formatMessage(m.declineTitle, name(order)),
        content: intl.formatMessage(m.declineContent),
        okText: intl.formatMessage(m.decline),
        danger: true,
        run: () => moveOrder(order.id, 'decline'),
      }),
    cancel: (order: Order) =>
      confirm({
        title: intl.formatMessage(ordersMessages.cancelTitle),
        content: intl.formatMessage(ordersMessages.cancelContent),
        okText: intl.formatMessage(ordersMessages.cancel),
        danger: true,
        run: () => moveOrder(order.id, 'cancel'),
      }),
    withdraw: (demand: Demand) =>
      confirm({
        title: intl.formatMessage(m.withdrawTitle),
        content: intl.formatMessage(m.withdrawContent),
        okText: intl.formatMessage(m.withdraw),
        danger: true,
        run: () => withdrawDemand(demand.id),
      }),
  };
}

/** The demander's answer to a pending offer: Accept and Decline. */
export function DecideButtons({
  order,
  moves,
}: {
  order: Order;
  moves: Pick<ReturnType<typeof useMoves>, 'accept' | 'decline'>;
}) {
  const intl = useIntl();
  return (
    <Space wrap>
      <Button
        type="primary"
        size="small"
        aria-label={`${intl.formatMessage(m.accept)}: ${order.provider_name}`}
        onClick={() => moves.accept(order)}
      >
        <FormattedMessage {...m.accept} />
      </Button>
      <Button
        size="small"
        aria-label={`${intl.formatMessage(m.decline)}: ${order.provider_name}`}
        onClick={() => moves.decline(order)}
      >
        <FormattedMessage {...m.decline} />
      </Button>
    </Space>
  );
}
