import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';

import { errorText } from '@/api/errorText';

import { storeMessages as m } from '../messages';

/** A read that failed, with "Try again". */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={<FormattedMessage {...m.loadError} />}
      subTitle={errorText(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          <FormattedMessage {...m.retry} />
        </Button>
      }
    />
  );
}
