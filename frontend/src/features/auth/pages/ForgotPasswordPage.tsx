import { Button, Form, Input, Result, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { EmailRequest } from '@/api/types';
import { SIGN_IN_PATH } from '@/config/paths';
import { Heading } from '@/components/Heading';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule, validateEmail } from '@/components/form/validators';
import { PageHeader } from '@/components/PageHeader';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { sendPasswordResetEmail } from '../api';
import { forgotPasswordMessages as m } from '../messages';

const FIELDS = ['email'] as const;

/** /forget-password: asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [form] = Form.useForm<EmailRequest>();
  // Sends mail only: nothing shown changes with it.
  const send = useWrite((email: string) => sendPasswordResetEmail({ email }), {
    invalidates: [],
    onError: fieldErrorsOn(form, FIELDS),
  });
  const sentTo = send.isSuccess ? send.variables : null;

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
        onFinish={(values: EmailRequest) => send.mutate(values.email.trim())}
        disabled={send.isPending}
      >
        <RefusalAlert write={send} fields={FIELDS} spaced />
        <Form.Item
          name="email"
          label={intl.formatMessage(m.emailLabel)}
          rules={[toRule(intl, validateEmail)]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          <FormattedMessage {...m.submit} />
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {backToSignIn}
      </Typography.Paragraph>
    </>
  );
}
