import { Button, Form, Result, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';

import type { ResetPasswordRequest } from '@/api/types';
import { ErrorAlert } from '@/components/form/Field';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { useServerErrors } from '@/components/form/serverErrors';
import { PageHeader } from '@/components/PageHeader';

import { resetPassword } from '../api';
import { resetPasswordMessages as m } from '../messages';

type Values = Omit<ResetPasswordRequest, 'token'>;

const FIELDS = ['password', 'confirm_password'] as const;

/** /reset-password?token=…: the link of the reset e-mail; a new password, then sign in. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ResetPasswordForm token={token} /> : <MissingToken />;
}

function RequestNewLink() {
  return (
    <Link to={FORGOT_PASSWORD_PATH}>
      <FormattedMessage {...m.requestNew} />
    </Link>
  );
}

function MissingToken() {
  return (
    <Result
      status="error"
      title={
        <Heading level={1}>
          <FormattedMessage {...m.invalidTitle} />
        </Heading>
      }
      subTitle={<FormattedMessage {...m.missingToken} />}
      extra={<RequestNewLink />}
    />
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);

  const onFinish = (values: Values) =>
    submit(async () => {
      await resetPassword({ token, ...values });
      toast(intl.formatMessage(m.done), 'success');
      navigate(SIGN_IN_PATH, { replace: true });
    });

  return (
    <>
      <PageHeader look={3} style={{ marginTop: 0 }}>
        <FormattedMessage {...m.title} />
      </PageHeader>
      <Form
        form={form}
        name="reset-password"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
      >
        {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
        <NewPasswordFields
          passwordLabel={intl.formatMessage(m.passwordLabel)}
          confirmLabel={intl.formatMessage(m.confirmLabel)}
          autoFocus
        />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          <FormattedMessage {...m.submit} />
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <FormattedMessage {...m.expiredHint} /> <RequestNewLink />
      </Typography.Paragraph>
    </>
  );
}
