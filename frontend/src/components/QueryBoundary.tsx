import type { ReactNode } from 'react';

import { LoadFailure } from './LoadFailure';

/** What a boundary needs of a query (TanStack's `UseQueryResult` has it). */
export interface BoundaryQuery<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryBoundaryProps<T> {
  query: BoundaryQuery<T>;
  /** Shown until the first answer (a skeleton). */
  loading: ReactNode;
  /** The failure's heading; "Try again" reads again. */
  errorTitle: ReactNode;
  /** See `LoadFailure`: the heading over a company member's refusal. */
  memberTitle?: ReactNode;
  /** Shown instead of `children` when `isEmpty(data)`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * One read's states: the loading placeholder, the failure with "Try again" (once no request
 * runs), the empty state, then `children(data)`. Data already shown stays while it is read
 * again.
 */
export function QueryBoundary<T>({
  query,
  loading,
  errorTitle,
  memberTitle,
  empty,
  isEmpty,
  children,
}: QueryBoundaryProps<T>) {
  // `isFetching` is read only once a read failed: TanStack re-renders on the fields read, and
  // a background read of unchanged data would otherwise redraw the page twice.
  const { data, error } = query;
  if (data !== undefined) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (error && !query.isFetching) {
    return (
      <LoadFailure
        error={error}
        onRetry={() => void query.refetch()}
        title={errorTitle}
        memberTitle={memberTitle}
      />
    );
  }
  return <>{loading}</>;
}
