import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';

import { isNotFound } from '@/api/errors';
import type { StoreAppDetail } from '@/api/types';
import { LoadFailure } from '@/components/LoadFailure';

import { useStoreApp } from '../hooks';
import { storeMessages as m } from '../messages';
import { parseStoreAppId, STORE_PATH } from '../paths';
import { StoreFrame } from './StoreFrame';

interface StoreAppRouteProps {
  /** Where the "back" link above the page leads, given the route's app id (null: not an id). */
  backTo: (id: number | null) => string;
  /** The page for the loaded app. */
  children: (app: StoreAppDetail) => ReactNode;
}

/**
 * A store page about the published app named by the route's `:id`, in the store frame:
 * "not found", the load failure and a skeleton until it is there, then `children(app)`.
 */
export function StoreAppRoute({ backTo, children }: StoreAppRouteProps) {
  const navigate = useNavigate();
  const id = parseStoreAppId(useParams().id);
  const query = useStoreApp(id);
  const app = query.data;

  let body;
  if (id === null || (!app && isNotFound(query.error))) {
    body = (
      <Result
        status="404"
        title={<FormattedMessage {...m.notFoundTitle} />}
        subTitle={<FormattedMessage {...m.notFoundText} />}
        extra={
          <Button type="primary" onClick={() => navigate(STORE_PATH)}>
            <FormattedMessage {...m.back} />
          </Button>
        }
      />
    );
  } else if (!app && query.error && !query.isFetching) {
    body = (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={<FormattedMessage {...m.loadError} />}
      />
    );
  } else if (!app) {
    body = (
      <Card aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  } else {
    body = children(app);
  }

  return (
    <StoreFrame>
      <div style={{ marginBottom: 16 }}>
        <Link to={backTo(id)}>
          <FormattedMessage {...m.back} />
        </Link>
      </div>
      {body}
    </StoreFrame>
  );
}
