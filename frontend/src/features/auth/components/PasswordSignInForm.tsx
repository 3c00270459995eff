import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
// antd's `Input` carries TextArea, Search, OTP and Group (~5 KiB gzip); the sign-in page
// loads only the field it uses.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useIntl } from 'react-intl';

import type { PasswordLoginRequest } from '@/api/types';
import { useServerErrors } from '@/components/form/serverErrors';

import { loginWithPassword } from '../api';
import { useCompleteSignIn } from '../hooks';
import { signInMessages as m } from '../messages';

const FIELDS = ['account', 'password'] as const;

export function PasswordSignInForm() {
  const intl = useIntl();
  const [form] = Form.useForm<PasswordLoginRequest>();
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);
  const completeSignIn = useCompleteSignIn();

  const onFinish = (values: PasswordLoginRequest) =>
    submit(async () => {
      completeSignIn(
        await loginWithPassword({ account: values.account.trim(), password: values.password }),
      );
    });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="account"
        label={intl.formatMessage(m.accountLabel)}
        rules={[
          { required: true, whitespace: true, message: intl.formatMessage(m.accountRequired) },
        ]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={intl.formatMessage(m.accountPlaceholder)}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage(m.passwordLabel)}
        rules={[{ required: true, message: intl.formatMessage(m.passwordRequired) }]}
      >
        <Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
