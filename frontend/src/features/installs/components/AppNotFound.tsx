import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { appsMessages as m } from '../messages';
import { MY_APPS_PATH } from '../paths';

/** An id that is malformed, unknown or someone else's: the same answer for each. */
export function AppNotFound() {
  return (
    <Result
      status="404"
      title={<FormattedMessage {...m.notFoundTitle} />}
      subTitle={<FormattedMessage {...m.notFoundText} />}
      extra={
        <Link to={MY_APPS_PATH}>
          <FormattedMessage {...m.back} />
        </Link>
      }
    />
  );
}
