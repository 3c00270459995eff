import { Alert, Button, Checkbox, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import type { RegisterRequest } from '@/api/types';
import { useServerErrors } from '@/components/form/serverErrors';
import {
  LIMITS,
  toRule,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validatePassword,
} from '@/components/form/validators';
import { LEGAL_URLS } from '@/constants';

import { register } from '../api';
import { useCompleteSignIn } from '../hooks';
import { signUpMessages as m } from '../messages';

const FIELDS = ['name', 'email', 'password', 'confirm_password', 'agreement'] as const;

function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

export function SignUpForm() {
  const intl = useIntl();
  const [form] = Form.useForm<RegisterRequest>();
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);
  const completeSignIn = useCompleteSignIn();
  const { min, max } = LIMITS.signUpPassword;

  const onFinish = (values: RegisterRequest) =>
    submit(async () => {
      completeSignIn(
        await register({ ...values, name: values.name.trim(), email: values.email.trim() }),
      );
    });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
      initialValues={{ agreement: false }}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="name"
        label={intl.formatMessage(m.nameLabel)}
        rules={[toRule(intl, validateName)]}
        validateFirst
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="email"
        label={intl.formatMessage(m.emailLabel)}
        rules={[toRule(intl, validateEmail)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage(m.passwordLabel)}
        extra={intl.formatMessage(m.passwordHint, { min, max })}
        rules={[toRule(intl, (value: string | undefined) => validatePassword(value, { min, max }))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={intl.formatMessage(m.confirmLabel)}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) =>
            toRule(intl, (value: string | undefined) =>
              validateConfirmPassword(value, getFieldValue('password') as string | undefined),
            ),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, checked: boolean) =>
              checked
                ? Promise.resolve()
                : Promise.reject(new Error(intl.formatMessage(m.agreementRequired))),
          },
        ]}
      >
        <Checkbox>
          {intl.formatMessage(m.agreement, {
            terms: (
              <LegalLink key="terms" href={LEGAL_URLS.termsOfUse}>
                {intl.formatMessage(m.terms)}
              </LegalLink>
            ),
            privacy: (
              <LegalLink key="privacy" href={LEGAL_URLS.privacyPolicy}>
                {intl.formatMessage(m.privacy)}
              </LegalLink>
            ),
          })}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
