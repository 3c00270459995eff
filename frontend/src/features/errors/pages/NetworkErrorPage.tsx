import { Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { QUERY_PARAMS } from '@/constants';
import { safeRedirectPath } from '@/utils/url';

import { ErrorScreen } from '../components/ErrorScreen';
import { errorPageMessages as m } from '../messages';

/** /500: the browser went offline; "Try again" returns to the page that was wanted. */
export default function NetworkErrorPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get(QUERY_PARAMS.redirect)) ?? '/';
  return (
    <ErrorScreen
      status="500"
      title={<FormattedMessage {...m.networkTitle} />}
      description={<FormattedMessage {...m.networkDescription} />}
      actions={
        <Button key="retry" type="primary" onClick={() => navigate(target, { replace: true })}>
          <FormattedMessage {...m.retry} />
        </Button>
      }
    />
  );
}
