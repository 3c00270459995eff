import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { validationMessages as m } from './messages';
import {
  LIMITS,
  toRule,
  validateConfirmPassword,
  validatePassword,
  type PasswordRule,
} from './validators';

export interface NewPasswordFieldsProps {
  passwordLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The rule (sign-up asks for a longer password). */
  rule?: PasswordRule;
  autoFocus?: boolean;
}

/**
 * The `password` and `confirm_password` fields of a form choosing a password:
 * the rule hint, the length and composition checks and the confirmation.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  rule = 'password',
  autoFocus,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        extra={intl.formatMessage(m.passwordHint, LIMITS[rule])}
        rules={[toRule(intl, (value: string | undefined) => validatePassword(value, rule))]}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={confirmLabel}
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
    </>
  );
}
