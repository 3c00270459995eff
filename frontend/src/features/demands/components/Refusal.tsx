import { Alert } from 'antd';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { ApiError, NetworkError } from '@/api/errors';
import { confirmModal } from '@/components/feedback';
import { WALLET_PATH } from '@/config/paths';

import { useDemandsChanged } from '../hooks';
import { demandMessages as m } from '../messages';

/** A refused move, with the way to deposit when coins were short. */
export function Refusal({ error, onClose }: { error: ApiError; onClose: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose }}
      title={error.msg}
      action={
        error.error === 'rental_insufficient_funds' ? (
          <Link to={WALLET_PATH}>
            <FormattedMessage {...m.deposit} />
          </Link>
        ) : undefined
      }
    />
  );
}

export interface MoveSpec {
  title: string;
  content: string;
  okText: string;
  /** The cancel button's text. */
  backText: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

/**
 * Moves asked for after a confirmation (accept, decline, withdraw, cancel): everything of
 * the feature reads again after one; a refusal is kept for `Refusal`.
 */
export function useConfirmedMove() {
  const changed = useDemandsChanged();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const confirm = useCallback(
    ({ title, content, okText, backText, danger = false, run }: MoveSpec) =>
      confirmModal({
        title,
        content,
        okText,
        okButtonProps: { danger },
        cancelText: backText,
        onOk: async () => {
          setRefusal(null);
          try {
            await run();
          } catch (failure) {
            if (failure instanceof ApiError) setRefusal(failure);
            else if (!(failure instanceof NetworkError)) throw failure;
          }
          await changed();
        },
      }),
    [changed],
  );
  return { confirm, refusal, clearRefusal: () => setRefusal(null) };
}
