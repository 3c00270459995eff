import { FormattedMessage } from 'react-intl';

import { ErrorScreen } from '../components/ErrorScreen';
import { errorPageMessages as m } from '../messages';

export default function NotFoundPage() {
  return (
    <ErrorScreen
      status="404"
      title={<FormattedMessage {...m.notFoundTitle} />}
      description={<FormattedMessage {...m.notFoundDescription} />}
    />
  );
}
