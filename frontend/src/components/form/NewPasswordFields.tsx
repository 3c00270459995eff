import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { validationMessages as m } from './messages';
import { LIMITS, toRule, validateConfirmPassword, validatePassword } from './validators';

export interface NewPasswordFieldsProps {
  passwordLabel: ReactNode;
  confirmLabel: ReactNode;
  /** Length bounds (sign-up asks for a longer password). */
  limits?: { min: number; max: number };
  autoFocus?: boolean;
}

/**
 * The `password` and `confirm_password` fields of a form choosing a password:
 * the rule hint, the length and composition checks and the confirmation.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  limits = LIMITS.password,
  autoFocus,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Form.Item
        name="password"
        label={passwordLabel}
        extra={intl.formatMessage(m.passwordHint, limits)}
        rules={[toRule(intl, (value: string | undefined) => validatePassword(value, limits))]}
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
