import { Button, Form, Result, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';

import type { ResetPasswordRequest } from '@/api/types';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { PageHeader } from '@/components/PageHeader';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

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
  // Ends every session of the account: the person signs in again, no read to refresh.
  const reset = useWrite((values: Values) => resetPassword({ token, ...values }), {
    invalidates: [],
    onSuccess: () => {
      toast(intl.formatMessage(m.done), 'success');
      navigate(SIGN_IN_PATH, { replace: true });
    },
    onError: fieldErrorsOn(form, FIELDS),
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
        onFinish={reset.mutate}
        disabled={reset.isPending}
      >
        <RefusalAlert write={reset} fields={FIELDS} spaced />
        <NewPasswordFields
          passwordLabel={intl.formatMessage(m.passwordLabel)}
          confirmLabel={intl.formatMessage(m.confirmLabel)}
          autoFocus
        />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          <FormattedMessage {...m.submit} />
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <FormattedMessage {...m.expiredHint} /> <RequestNewLink />
      </Typography.Paragraph>
    </>
  );
}
