import { Button, Empty, Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { confirmModal, toast } from '@/components/feedback';
import { PagedTable } from '@/components/PagedTable';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { PAGE_SIZE, usePayouts } from '../hooks';
import { cancelPayout } from '../payoutApi';
import type { Payout } from '../types';
import { payoutListMessages as m } from '../withdrawMessages';
import { useFormatCoins } from './labels';
import { PayoutStatusTag } from './payoutLabels';

/** The person's withdrawals, newest first: status, what was paid out, and cancelling one under review. */
export function PayoutsTable() {
  const intl = useIntl();
  const format = useFormatCoins();
  const [page, setPage] = useState(1);
  const payouts = usePayouts({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const cancel = useWrite((payout: Payout) => cancelPayout(payout.id), {
    invalidates: ['wallet'],
    onSuccess: () => toast(intl.formatMessage(m.cancelled), 'success'),
  });

  const confirmCancel = (payout: Payout) => {
    cancel.reset();
    confirmModal({
      title: intl.formatMessage(m.cancelTitle, { amount: format(payout.amount) }),
      content: intl.formatMessage(m.cancelText),
      okText: intl.formatMessage(m.cancel),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.keep),
      onOk: () => cancel.run(payout),
    });
  };

  const columns: ColumnsType<Payout> = [
    {
      key: 'created_at',
      title: intl.formatMessage(m.time),
      render: (_, payout) => (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {intl.formatDate(payout.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography.Text>
      ),
    },
    {
      key: 'amount',
      title: intl.formatMessage(m.amount),
      align: 'end',
      render: (_, payout) => format(payout.amount),
    },
    {
      key: 'net',
      title: intl.formatMessage(m.net),
      align: 'end',
      render: (_, payout) => (payout.status === 'paid' ? format(payout.net) : '—'),
    },
    {
      key: 'account',
      title: intl.formatMessage(m.account),
      render: (_, payout) => payout.account.name,
    },
    {
      key: 'status',
      title: intl.formatMessage(m.status),
      render: (_, payout) => (
        <Flex vertical gap={2}>
          <span>
            <PayoutStatusTag status={payout.status} />
          </span>
          {payout.reason && <Typography.Text type="secondary">{payout.reason}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: intl.formatMessage(m.actions),
      render: (_, payout) =>
        payout.can_cancel && (
          <Button size="small" onClick={() => confirmCancel(payout)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="payouts-title">
      <h2 id="payouts-title" style={{ fontSize: 18, marginTop: 0 }}>
        {intl.formatMessage(m.title)}
      </h2>
      <RefusalAlert write={cancel} spaced />
      <PagedTable<Payout>
        rowKey="id"
        columns={columns}
        query={payouts}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.empty)} />
        }
        showTotal={(total) => intl.formatMessage(m.total, { count: total })}
      />
    </section>
  );
}
