import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { ChangePasswordRequest } from '@/api/types';
import { ACCOUNT_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';
import { PageHeader } from '@/components/PageHeader';

import { changePassword } from '../api';
import { SetPasswordForm } from '../components/SetPasswordForm';
import { WithProfile } from '../components/WithProfile';
import { useProfile, useStoreProfile } from '../hooks';
import { accountMessages, passwordMessages as m, setPasswordMessages } from '../messages';

const FIELDS = ['current_password', 'password', 'confirm_password'] as const;

/** /account/password: change the password, or set a first one when there is none. */
export default function PasswordPage() {
  const navigate = useNavigate();
  const hasNoPassword = useProfile().data?.password_set === false;
  return (
    <>
      <PageHeader>
        <FormattedMessage {...(hasNoPassword ? setPasswordMessages.title : m.pageTitle)} />
      </PageHeader>
      <WithProfile>
        {(profile) => (
          <Card style={{ maxWidth: 480 }}>
            {profile.password_set ? (
              <ChangePasswordForm />
            ) : (
              <>
                <Alert
                  type="info"
                  showIcon
                  title={<FormattedMessage {...setPasswordMessages.intro} />}
                  style={{ marginBottom: 16 }}
                />
                <SetPasswordForm onDone={() => navigate(ACCOUNT_PATH)} />
              </>
            )}
          </Card>
        )}
      </WithProfile>
    </>
  );
}

function ChangePasswordForm() {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const save = useWrite(changePassword, {
    invalidates: ['account'],
    onSuccess: (profile) => {
      storeProfile(profile);
      toast(intl.formatMessage(m.done), 'success');
      navigate(ACCOUNT_PATH);
    },
    onError: fieldErrorsOn(form, FIELDS),
  });

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={save.mutate}
      disabled={save.isPending}
    >
      <RefusalAlert write={save} fields={FIELDS} spaced />
      <Form.Item
        name="current_password"
        label={intl.formatMessage(m.currentLabel)}
        rules={[{ required: true, message: intl.formatMessage(m.currentRequired) }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <NewPasswordFields
        passwordLabel={intl.formatMessage(m.newLabel)}
        confirmLabel={intl.formatMessage(m.confirmLabel)}
      />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
        <Link to={ACCOUNT_PATH}>{intl.formatMessage(accountMessages.cancel)}</Link>
      </Space>
    </Form>
  );
}
