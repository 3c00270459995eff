import { Alert, Button, Form } from 'antd';
// antd's `Input` carries TextArea, Search, OTP and Group (~5 KiB gzip); the sign-in page
// loads only the field it uses.
import Input from 'antd/es/input/Input';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { retryAfterSeconds } from '@/api/errors';
import type { CodeSent } from '@/api/types';
import { toast } from '@/components/feedback';

import { codeMessages as m } from './messages';
import { useServerErrors } from './serverErrors';
import { useCooldown } from './useCooldown';
import { LIMITS, toRule, validateCode, validateEmail, validatePhone } from './validators';

/** Where the code goes; also the name of the field (and of the server's field errors). */
export type CodeChannel = 'phone' | 'email';

type Values = Partial<Record<CodeChannel, string>> & { code: string };

export interface CodeFormProps {
  /** The form's name; field ids are `<name>_<field>`, so several forms can share a page. */
  name: string;
  /** null: no address field, the server sends to the person's own (re-authentication). */
  channel: CodeChannel | null;
  /** Sends a code to the phone number or e-mail address. */
  send: (target: string) => Promise<CodeSent>;
  /** Checks the code and acts on it; a rejection shows on the form. */
  verify: (target: string, code: string) => Promise<void>;
  submitLabel: ReactNode;
  autoFocus?: boolean;
}

/**
 * A phone number or e-mail address, a "Send code" button with the server's
 * cooldown, and the six-digit code: the SMS sign-in and the linking dialogs.
 */
export function CodeForm({ name, channel, send, verify, submitLabel, autoFocus }: CodeFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const fields = useMemo(() => (channel ? [channel, 'code'] : ['code']), [channel]);
  const { formError, submitting, submit, showError, clearFormError } = useServerErrors(
    form,
    fields,
  );
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);

  const targetOf = (values: Partial<Values>) => (channel ? (values[channel] ?? '') : '').trim();

  const sendCode = async () => {
    let target = '';
    try {
      if (channel) target = targetOf(await form.validateFields([channel]));
    } catch {
      return; // the field says what is wrong
    }
    clearFormError();
    setSending(true);
    try {
      const sent = await send(target);
      cooldown.start(sent.resend_after);
      toast(intl.formatMessage(m.sent, { minutes: Math.ceil(sent.expires_in / 60) }), 'success');
      form.getFieldInstance('code')?.focus?.();
    } catch (error) {
      cooldown.start(retryAfterSeconds(error) ?? 0);
      showError(error);
    } finally {
      setSending(false);
    }
  };

  const onFinish = (values: Values) => submit(() => verify(targetOf(values), values.code.trim()));

  const waiting = cooldown.remaining > 0;

  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={submitting}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      {channel === 'phone' && (
        <Form.Item
          name="phone"
          label={intl.formatMessage(m.phoneLabel)}
          rules={[toRule(intl, validatePhone)]}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={intl.formatMessage(m.phonePlaceholder)}
            autoFocus={autoFocus}
          />
        </Form.Item>
      )}
      {channel === 'email' && (
        <Form.Item
          name="email"
          label={intl.formatMessage(m.emailLabel)}
          rules={[toRule(intl, validateEmail)]}
        >
          <Input type="email" autoComplete="email" autoFocus={autoFocus} />
        </Form.Item>
      )}
      <Form.Item
        name="code"
        label={intl.formatMessage(m.label)}
        rules={[toRule(intl, validateCode)]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.code.length}
          suffix={
            <Button
              type="link"
              size="small"
              loading={sending}
              disabled={waiting}
              onClick={() => void sendCode()}
              style={{ paddingInline: 0 }}
            >
              {waiting
                ? intl.formatMessage(m.resendIn, { seconds: cooldown.remaining })
                : intl.formatMessage(m.send)}
            </Button>
          }
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
