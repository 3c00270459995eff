import { Button, Card, Form, Input, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { Profile, ProfileInfoRequest } from '@/api/types';
import { ACCOUNT_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';
import { toRule, validateName } from '@/components/form/validators';
import { PageHeader } from '@/components/PageHeader';

import { updateProfileInfo } from '../api';
import { WithProfile } from '../components/WithProfile';
import { useStoreProfile } from '../hooks';
import { accountMessages, usernameMessages as m } from '../messages';

const FIELDS = ['name'] as const;

/** /account/username */
export default function UsernamePage() {
  return (
    <>
      <PageHeader>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      <WithProfile>{(profile) => <UsernameForm profile={profile} />}</WithProfile>
    </>
  );
}

function UsernameForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProfileInfoRequest>();
  const save = useWrite(
    (values: ProfileInfoRequest) => updateProfileInfo({ name: values.name.trim() }),
    {
      invalidates: ['account'],
      onSuccess: (profile) => {
        storeProfile(profile);
        toast(intl.formatMessage(m.done), 'success');
        navigate(ACCOUNT_PATH);
      },
      onError: fieldErrorsOn(form, FIELDS),
    },
  );

  return (
    <Card style={{ maxWidth: 480 }}>
      <Form
        form={form}
        name="username"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: profile.name }}
        onFinish={save.mutate}
        disabled={save.isPending}
      >
        <RefusalAlert write={save} fields={FIELDS} spaced />
        <Form.Item
          name="name"
          label={intl.formatMessage(m.label)}
          rules={[toRule(intl, validateName)]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
          <Link to={ACCOUNT_PATH}>{intl.formatMessage(accountMessages.cancel)}</Link>
        </Space>
      </Form>
    </Card>
  );
}
