import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

import { ApiError } from '@/api/errors';

import { ProfileCard } from '../components/ProfileCard';
import { useProfile } from '../hooks';
import { accountMessages as m } from '../messages';

/** /account: the signed-in user's profile. */
export default function ProfilePage() {
  const { data, error, loading, reload } = useProfile();

  let body;
  if (data) {
    body = <ProfileCard profile={data} />;
  } else if (error && !loading) {
    body = (
      <Result
        status="warning"
        title={<FormattedMessage {...m.loadError} />}
        subTitle={error instanceof ApiError ? error.msg : undefined}
        extra={
          <Button type="primary" onClick={() => void reload()}>
            <FormattedMessage {...m.retry} />
          </Button>
        }
      />
    );
  } else {
    body = (
      <Card>
        <Skeleton avatar={{ size: 96 }} active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <>
      <Typography.Title level={2}>
        <FormattedMessage {...m.profileTitle} />
      </Typography.Title>
      <div aria-busy={loading}>{body}</div>
    </>
  );
}
