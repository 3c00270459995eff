import { Button, Card, Form, Input, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { Profile, ProfileInfoRequest } from '@/api/types';
import { ErrorAlert } from '@/components/form/Field';
import { ACCOUNT_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { useServerErrors } from '@/components/form/serverErrors';
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
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);

  const onFinish = (values: ProfileInfoRequest) =>
    submit(async () => {
      storeProfile(await updateProfileInfo({ name: values.name.trim() }));
      toast(intl.formatMessage(m.done), 'success');
      navigate(ACCOUNT_PATH);
    });

  return (
    <Card style={{ maxWidth: 480 }}>
      <Form
        form={form}
        name="username"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: profile.name }}
        onFinish={onFinish}
        disabled={submitting}
      >
        {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
        <Form.Item
          name="name"
          label={intl.formatMessage(m.label)}
          rules={[toRule(intl, validateName)]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {intl.formatMessage(m.submit)}
          </Button>
          <Link to={ACCOUNT_PATH}>{intl.formatMessage(accountMessages.cancel)}</Link>
        </Space>
      </Form>
    </Card>
  );
}
