import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { EmailRequest } from '@/api/types';
import { ErrorAlert } from '@/components/form/Field';
import { SIGN_IN_PATH } from '@/config/paths';
import { Heading } from '@/components/Heading';
import { useServerErrors } from '@/components/form/serverErrors';
import { toRule, validateEmail } from '@/components/form/validators';
import { PageHeader } from '@/components/PageHeader';

import { sendPasswordResetEmail } from '../api';
import { forgotPasswordMessages as m } from '../messages';

const FIELDS = ['email'] as const;

/** /forget-password: asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [form] = Form.useForm<EmailRequest>();
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onFinish = (values: EmailRequest) =>
    submit(async () => {
      const email = values.email.trim();
      await sendPasswordResetEmail({ email });
      setSentTo(email);
    });

  const backToSignIn = (
    <Link to={SIGN_IN_PATH}>
      <FormattedMessage {...m.backToSignIn} />
    </Link>
  );

  if (sentTo) {
    // The server answers the same whether or not an account uses the address.
    return (
      <Result
        status="success"
        title={
          <Heading level={1}>
            <FormattedMessage {...m.sentTitle} />
          </Heading>
        }
        subTitle={
          <FormattedMessage {...m.sent} values={{ email: <strong key="email">{sentTo}</strong> }} />
        }
        extra={backToSignIn}
      />
    );
  }

  return (
    <>
      <PageHeader look={3} style={{ marginTop: 0 }}>
        <FormattedMessage {...m.title} />
      </PageHeader>
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.intro} />
      </Typography.Paragraph>
      <Form
        form={form}
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
      >
        {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
        <Form.Item
          name="email"
          label={intl.formatMessage(m.emailLabel)}
          rules={[toRule(intl, validateEmail)]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          <FormattedMessage {...m.submit} />
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {backToSignIn}
      </Typography.Paragraph>
    </>
  );
}
