import { Tag, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import { transactionTypeMessages } from '../messages';
import { formatCoins, signOf } from '../money';
import type { Amount, TransactionType } from '../types';

export const TRANSACTION_TYPES = Object.keys(transactionTypeMessages) as TransactionType[];

export const isTransactionType = (value: unknown): value is TransactionType =>
  TRANSACTION_TYPES.includes(value as TransactionType);

export function transactionTypeLabel(intl: IntlShape, type: TransactionType): string {
  return intl.formatMessage(transactionTypeMessages[type]);
}

export function TransactionTypeTag({ type }: { type: TransactionType }) {
  return <Tag>{transactionTypeLabel(useIntl(), type)}</Tag>;
}

/** An amount as `formatCoins` writes it in the page's locale. */
export function useFormatCoins(): (amount: Amount, signed?: boolean) => string {
  const { locale } = useIntl();
  return (amount, signed = false) => formatCoins(amount, locale, { signed });
}

/** A movement: signed, green when it added coins, red when it took them. */
export function SignedCoins({ amount, style }: { amount: Amount; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const format = useFormatCoins();
  const sign = signOf(amount);
  const color = sign > 0 ? token.colorSuccessText : sign < 0 ? token.colorErrorText : undefined;
  return (
    <span style={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...style }}>
      {format(amount, true)}
    </span>
  );
}
