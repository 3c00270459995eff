import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';

import { errorText } from '@/api/errorText';

import { friendsMessages as m } from '../messages';

/** A list that could not be loaded, with "Try again". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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
