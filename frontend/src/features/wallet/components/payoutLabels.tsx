import { Tag } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';

import { payoutAccountMessages, payoutStatusMessages } from '../withdrawMessages';
import type { PayoutAccount, PayoutAccountKind, PayoutStatus } from '../types';

const KIND = { alipay: payoutAccountMessages.alipay, bank_card: payoutAccountMessages.bankCard };

/** "Alipay li***@example.com", "Bank card **** 7894". */
export function payoutAccountName(intl: IntlShape, account: PayoutAccount): string {
  return `${payoutKindLabel(intl, account.kind)} ${account.account}`;
}

export function payoutKindLabel(intl: IntlShape, kind: PayoutAccountKind): string {
  return intl.formatMessage(KIND[kind]);
}

const STATUS_COLOR: Record<PayoutStatus, string | undefined> = {
  requested: 'processing',
  approved: 'processing',
  paid: 'success',
  rejected: 'error',
  cancelled: undefined,
  failed: 'error',
};

export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  return (
    <Tag color={STATUS_COLOR[status]}>{useIntl().formatMessage(payoutStatusMessages[status])}</Tag>
  );
}

/** The fee `percent` ("2.50") takes of `cents`, rounded half up as the server rounds it. */
export function feeCents(cents: bigint, percent: bigint): bigint {
  return (cents * percent + 5000n) / 10000n;
}
