import { Button, Checkbox, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';

import type { RegisterRequest } from '@/api/types';
import { beginSession } from '@/lib/auth';
import { CHECK_EMAIL_PATH, PRIVACY_PATH, TERMS_PATH } from '@/config/paths';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule, validateEmail, validateName } from '@/components/form/validators';
import { RefusalAlert } from '@/components/RefusalAlert';
import { QUERY_PARAMS } from '@/constants';
import { useLocale } from '@/i18n/locale';
import { useWrite } from '@/lib/write';
import { withQuery } from '@/utils/url';

import { register } from '../api';
import { signInTarget } from '../hooks';
import { signUpMessages as m } from '../messages';

const FIELDS = ['name', 'email', 'password', 'confirm_password', 'agreement'] as const;

/**
 * A legal page in a new tab, so the form keeps what was typed; in the form's language
 * (`?lang=`), whatever the new tab would pick.
 */
function LegalLink({ path, children }: { path: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <a href={withQuery(path, { [QUERY_PARAMS.lang]: locale })} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

export function SignUpForm() {
  const intl = useIntl();
  const [form] = Form.useForm<RegisterRequest>();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // Signed in at once (a new session has no cached reads to refresh); the app opens from
  // /check-email (with `?redirect=` passed on), and so does the e-mail's verification link.
  const next = signInTarget(params.get(QUERY_PARAMS.redirect), '');
  const signUp = useWrite(
    (values: RegisterRequest) =>
      register({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        ...(next && { next }),
      }),
    {
      invalidates: [],
      onSuccess: (session, values) => {
        beginSession(session);
        navigate(
          withQuery(CHECK_EMAIL_PATH, {
            email: values.email.trim(),
            [QUERY_PARAMS.redirect]: params.get(QUERY_PARAMS.redirect),
          }),
          { replace: true },
        );
      },
      onError: fieldErrorsOn(form, FIELDS),
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={signUp.mutate}
      disabled={signUp.isPending}
      initialValues={{ agreement: false }}
    >
      <RefusalAlert write={signUp} fields={FIELDS} spaced />
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
      <NewPasswordFields
        passwordLabel={intl.formatMessage(m.passwordLabel)}
        confirmLabel={intl.formatMessage(m.confirmLabel)}
        rule="signUpPassword"
      />
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
              <LegalLink key="terms" path={TERMS_PATH}>
                {intl.formatMessage(m.terms)}
              </LegalLink>
            ),
            privacy: (
              <LegalLink key="privacy" path={PRIVACY_PATH}>
                {intl.formatMessage(m.privacy)}
              </LegalLink>
            ),
          })}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
        {intl.formatMessage(m.submit)}
      </Button>
    </Form>
  );
}
