import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';

import { ApiError } from '@/api/errors';
import { Field, ErrorAlert, PlainFormFrame } from '@/components/form/Field';
import { useServerErrors } from '@/components/form/serverErrors';
import { useForm } from '@/components/form/useForm';
import { PlainButton } from '@/components/PlainButton';

import { loginWithPassword } from '../api';
import { useCompleteSignIn } from '../hooks';
import { signInMessages as m } from '../signInMessages';

const FIELDS = ['account', 'password'] as const;

const RULES = {
  account: (value: string) => (value.trim() ? null : { message: m.accountRequired }),
  password: (value: string) => (value ? null : { message: m.passwordRequired }),
};

/** `onCodeRequired`: the account passed its ceiling of failures; only a code sign-in works. */
export function PasswordSignInForm({ onCodeRequired }: { onCodeRequired: () => void }) {
  const intl = useIntl();
  const form = useForm('password-signin', { account: '', password: '' }, RULES);
  const { formError, submitting, submit } = useServerErrors(form, FIELDS);
  const completeSignIn = useCompleteSignIn();

  const onSubmit = () => {
    const values = form.validate();
    if (!values) return;
    void submit(async () => {
      try {
        completeSignIn(
          await loginWithPassword({ account: values.account.trim(), password: values.password }),
        );
      } catch (error) {
        if (!(error instanceof ApiError && error.error === 'signin_code_required')) throw error;
        onCodeRequired();
      }
    });
  };

  return (
    <PlainFormFrame disabled={submitting} onSubmit={onSubmit}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Field
        form={form}
        name="account"
        label={intl.formatMessage(m.accountLabel)}
        prefix={<UserOutlined aria-hidden />}
        placeholder={intl.formatMessage(m.accountPlaceholder)}
        autoComplete="username"
        autoFocus
      />
      <Field
        form={form}
        name="password"
        password
        label={intl.formatMessage(m.passwordLabel)}
        prefix={<LockOutlined aria-hidden />}
        autoComplete="current-password"
      />
      <PlainButton type="primary" htmlType="submit" block loading={submitting}>
        {intl.formatMessage(m.submit)}
      </PlainButton>
    </PlainFormFrame>
  );
}
