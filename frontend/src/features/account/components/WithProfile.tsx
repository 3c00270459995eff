import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { ApiError } from '@/api/errors';
import type { Profile } from '@/api/types';

import { useProfile } from '../hooks';
import { accountMessages as m } from '../messages';

/**
 * Renders `children` with the signed-in user's profile: a skeleton while it
 * loads, the error with "Try again" when it could not be loaded.
 */
export function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { data, error, isFetching, refetch } = useProfile();

  let body: ReactNode;
  if (data) {
    body = children(data);
  } else if (error && !isFetching) {
    body = (
      <Result
        status="warning"
        title={<FormattedMessage {...m.loadError} />}
        subTitle={error instanceof ApiError ? error.msg : undefined}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            <FormattedMessage {...m.retry} />
          </Button>
        }
      />
    );
  } else {
    body = (
      <Card>
        <Skeleton avatar={{ size: 96 }} active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return <div aria-busy={isFetching}>{body}</div>;
}
