import { CloseCircleFilled } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';

import { PlainButton } from '@/components/PlainButton';
import { ErrorScreen } from '@/features/errors/components/ErrorScreen';

import { errorMessages as m } from '../messages';

/**
 * Shown when a route fails to load or render (a bug, or a chunk missing after a deployment).
 * Reloading, and "Back to home" as a full load, fetch the current bundle.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <ErrorScreen
      icon={<CloseCircleFilled style={{ color: 'var(--ant-color-error)' }} />}
      title={<FormattedMessage {...m.routeErrorTitle} />}
      description={<FormattedMessage {...m.routeErrorDescription} />}
      actions={
        <PlainButton type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage {...m.reload} />
        </PlainButton>
      }
      onHome={() => window.location.assign('/')}
    />
  );
}
