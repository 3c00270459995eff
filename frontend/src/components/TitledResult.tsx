import { Button, Flex, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';

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

/** A question with two answers: the way back, then the primary one. */
export function QuestionResult({
  status,
  title,
  subTitle,
  back,
  answer,
  busy = false,
  onBack,
  onAnswer,
}: {
  status: ResultProps['status'];
  title: MessageDescriptor;
  subTitle: ReactNode;
  back: MessageDescriptor;
  answer: MessageDescriptor;
  busy?: boolean;
  onBack: () => void;
  onAnswer: () => void;
}) {
  return (
    <TitledResult
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button disabled={busy} onClick={onBack}>
            <FormattedMessage {...back} />
          </Button>
          <Button type="primary" loading={busy} onClick={onAnswer}>
            <FormattedMessage {...answer} />
          </Button>
        </Flex>
      }
    />
  );
}

/** A failure, said in `reason`, with one way on to `to`. */
export function FailedResult({
  title,
  reason,
  button,
  to,
}: {
  title: MessageDescriptor;
  reason: string;
  button: MessageDescriptor;
  to: string;
}) {
  const navigate = useNavigate();
  return (
    <TitledResult
      status="error"
      title={title}
      subTitle={reason}
      extra={
        <Button type="primary" onClick={() => navigate(to, { replace: true })}>
          <FormattedMessage {...button} />
        </Button>
      }
    />
  );
}
