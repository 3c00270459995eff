import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

import { LoadFailure } from './LoadFailure';
import type { BoundaryQuery } from './QueryBoundary';

export interface DetailsCardProps<T> {
  query: BoundaryQuery<T>;
  onClose: () => void;
  /** The close button's text. */
  closeText: ReactNode;
  /** The failure's heading; "Try again" reads again. */
  errorTitle: ReactNode;
  title: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
  'data-testid'?: string;
}

/**
 * One entity opened above its list (`?id=`): a skeleton until it is read, the failure with
 * "Try again", then a card with its title and a close button.
 */
export function DetailsCard<T>({
  query,
  onClose,
  closeText,
  errorTitle,
  title,
  children,
  'data-testid': testId,
}: DetailsCardProps<T>) {
  const extra = <Button onClick={onClose}>{closeText}</Button>;
  if (query.data === undefined) {
    return (
      <Card extra={extra}>
        {query.error && !query.isFetching ? (
          <LoadFailure
            error={query.error}
            onRetry={() => void query.refetch()}
            title={errorTitle}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 5 }} aria-busy="true" />
        )}
      </Card>
    );
  }
  return (
    <Card title={title(query.data)} extra={extra} data-testid={testId}>
      {children(query.data)}
    </Card>
  );
}
