import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { componentMessages as m } from './messages';
import { QueryBoundary, type BoundaryQuery } from './QueryBoundary';

export interface DetailsCardProps<T> {
  query: BoundaryQuery<T>;
  onClose: () => void;
  /** The failure's heading; "Try again" reads again. */
  errorTitle: ReactNode;
  title: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
  'data-testid'?: string;
}

/**
 * One entity opened above its list (`?id=`): a skeleton until it is read, the failure with
 * "Try again" (the `QueryBoundary`), then a card with its title; "Close" in every state.
 */
export function DetailsCard<T>({
  query,
  onClose,
  errorTitle,
  title,
  children,
  'data-testid': testId,
}: DetailsCardProps<T>) {
  const extra = (
    <Button onClick={onClose}>
      <FormattedMessage {...m.close} />
    </Button>
  );
  if (query.data === undefined) {
    return (
      <Card extra={extra}>
        <QueryBoundary
          query={query}
          loading={
            // antd's Skeleton does not pass `aria-busy` on.
            <div aria-busy="true">
              <Skeleton active paragraph={{ rows: 5 }} />
            </div>
          }
          errorTitle={errorTitle}
        >
          {() => null}
        </QueryBoundary>
      </Card>
    );
  }
  return (
    <Card title={title(query.data)} extra={extra} data-testid={testId}>
      {children(query.data)}
    </Card>
  );
}
