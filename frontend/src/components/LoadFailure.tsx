import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { errorText } from '@/api/errorText';
import { isMemberRefusal } from '@/api/errors';

import { componentMessages as m } from './messages';
import { PlainButton } from './PlainButton';
import { PlainResult } from './PlainResult';

export interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded. */
  title: ReactNode;
  /**
   * The heading over a company member's refusal (403 `member_not_allowed`) on the pages
   * members may not use; without it a refusal is shown as any other failure.
   */
  memberTitle?: ReactNode;
}

/**
 * A read that failed: a company member's refusal shows the server's message (asking again
 * will not change it); anything else offers "Try again".
 */
export function LoadFailure({ error, onRetry, title, memberTitle }: LoadFailureProps) {
  if (memberTitle !== undefined && isMemberRefusal(error)) {
    return <MemberRefusal message={error.msg} title={memberTitle} />;
  }
  return (
    <PlainResult
      status="warning"
      title={title}
      subTitle={errorText(error)}
      extra={
        <PlainButton type="primary" onClick={onRetry}>
          <FormattedMessage {...m.retry} />
        </PlainButton>
      }
    />
  );
}

/** A company member may not use this page: the server's (translated) reason. */
export function MemberRefusal({ message, title }: { message: string; title: ReactNode }) {
  return <PlainResult status="forbidden" title={title} subTitle={message} />;
}
