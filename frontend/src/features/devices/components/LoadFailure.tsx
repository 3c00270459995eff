import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { errorText } from '@/api/errorText';

import { isMemberRefusal } from '../hooks';
import { devicesMessages as m } from '../messages';

export interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  title?: ReactNode;
}

/**
 * A read that failed: a company member's refusal (403 `member_not_allowed`) shows the
 * server's message; anything else offers "Try again".
 */
export function LoadFailure({ error, onRetry, title }: LoadFailureProps) {
  if (isMemberRefusal(error)) return <MemberRefusal message={error.msg} />;
  return (
    <Result
      status="warning"
      title={title ?? <FormattedMessage {...m.loadError} />}
      subTitle={errorText(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          <FormattedMessage {...m.retry} />
        </Button>
      }
    />
  );
}

/** Company members may not manage devices: the server's (translated) reason. */
export function MemberRefusal({ message }: { message: string }) {
  return <Result status="403" title={<FormattedMessage {...m.memberTitle} />} subTitle={message} />;
}
