import { StopOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';

import { ErrorScreen } from '../components/ErrorScreen';
import { errorPageMessages as m } from '../messages';

export default function ForbiddenPage() {
  return (
    <ErrorScreen
      icon={<StopOutlined style={{ color: 'var(--ant-color-warning)' }} />}
      title={<FormattedMessage {...m.forbiddenTitle} />}
      description={<FormattedMessage {...m.forbiddenDescription} />}
    />
  );
}
