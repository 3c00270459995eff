import { QuestionCircleOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';

import { ErrorScreen } from '../components/ErrorScreen';
import { errorPageMessages as m } from '../messages';

export default function NotFoundPage() {
  return (
    <ErrorScreen
      icon={<QuestionCircleOutlined style={{ color: 'var(--ant-color-primary)' }} />}
      title={<FormattedMessage {...m.notFoundTitle} />}
      description={<FormattedMessage {...m.notFoundDescription} />}
    />
  );
}
