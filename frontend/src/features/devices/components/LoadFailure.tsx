import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { errorText } from '@/api/errorText';
import { isMemberRefusal } from '@/api/errors';

import { devicesMessages as m } from '../messages';

export interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  title?: ReactNode;
  /** The heading over a company member's refusal (default: devices are the administrator's). */
  memberTitle?: ReactNode;
}

/**
 * A read that failed: a company member's refusal (403 `member_not_allowed`) shows the
 * server's message; anything else offers "Try again".
 */
export function LoadFailure({ error, onRetry, title, memberTitle }: LoadFailureProps) {
  if (isMemberRefusal(error)) return <MemberRefusal message={error.msg} title={memberTitle} />;
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

/** Company members may not manage devices or apps: the server's (translated) reason. */
export function MemberRefusal({ message, title }: { message: string; title?: ReactNode }) {
  return (
    <Result
      status="403"
      title={title ?? <FormattedMessage {...m.memberTitle} />}
      subTitle={message}
    />
  );
}
