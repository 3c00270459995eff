import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';

import { isNotFound } from '@/api/errors';
import { LoadFailure } from '@/components/LoadFailure';

import { useInstalledApp } from '../hooks';
import { appsMessages as m } from '../messages';
import { parseIdParam } from '../paths';
import type { InstalledAppDetail } from '../types';
import { AppNotFound } from './AppNotFound';

interface InstalledAppRouteProps {
  /** The page for the loaded app. */
  children: (app: InstalledAppDetail) => ReactNode;
  /** Skeleton lines while it loads. */
  rows: number;
}

/**
 * The installed app named by the route's `:id`: "not found", the load failure (or the
 * member refusal) and a skeleton until it is there; then `children(app)`, followed while
 * its status is transitional (it settles as the device's agent answers).
 */
export function InstalledAppRoute({ children, rows }: InstalledAppRouteProps) {
  const id = parseIdParam(useParams().id);
  // A new id is a new page: no refusal or revealed secret carried over.
  return id === null ? (
    <AppNotFound />
  ) : (
    <Loaded key={id} id={id} rows={rows}>
      {children}
    </Loaded>
  );
}

function Loaded({ id, rows, children }: InstalledAppRouteProps & { id: number }) {
  const intl = useIntl();
  const query = useInstalledApp(id);
  const app = query.data;

  if (isNotFound(query.error) && !query.isFetching) return <AppNotFound />;
  if (app) return children(app);
  if (query.error && !query.isFetching) {
    return (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={intl.formatMessage(m.appLoadError)}
        memberTitle={intl.formatMessage(m.memberTitle)}
      />
    );
  }
  return (
    <Card aria-busy="true">
      <Skeleton active avatar paragraph={{ rows }} />
    </Card>
  );
}
