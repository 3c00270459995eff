import { FormattedMessage } from 'react-intl';

import { ErrorScreen } from '../components/ErrorScreen';
import { errorPageMessages as m } from '../messages';

export default function ForbiddenPage() {
  return (
    <ErrorScreen
      status="403"
      title={<FormattedMessage {...m.forbiddenTitle} />}
      description={<FormattedMessage {...m.forbiddenDescription} />}
    />
  );
}
