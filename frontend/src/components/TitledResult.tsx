import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

import { Heading } from './Heading';

/** A page's outcome (done, failed, a question) under its translated level-1 heading. */
export function TitledResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: ResultProps['status'];
  title: MessageDescriptor;
  subTitle: ReactNode;
  extra: ReactNode;
}) {
  return (
    <Result
      status={status}
      title={
        <Heading level={1}>
          <FormattedMessage {...title} />
        </Heading>
      }
      subTitle={subTitle}
      extra={extra}
    />
  );
}
