import { DisconnectOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import { PlainButton } from '@/components/PlainButton';
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
      icon={<DisconnectOutlined style={{ color: 'var(--ant-color-error)' }} />}
      title={<FormattedMessage {...m.networkTitle} />}
      description={<FormattedMessage {...m.networkDescription} />}
      actions={
        <PlainButton type="primary" onClick={() => void navigate(target, { replace: true })}>
          <FormattedMessage {...m.retry} />
        </PlainButton>
      }
    />
  );
}
