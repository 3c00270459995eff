import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { retryAfterSeconds } from '@/api/errors';
import type { CodeSent } from '@/api/types';
import { toast } from '@/components/feedback';

import { PlainButton } from '../PlainButton';
import { Field, ErrorAlert, PlainFormFrame } from './Field';
import { codeMessages as m } from './messages';
import { useServerErrors } from './serverErrors';
import { useCooldown } from './useCooldown';
import { useForm } from './useForm';
import { LIMITS, validateCode, validateEmail, validatePhone } from './validators';

/** Where the code goes; also the name of the field (and of the server's field errors). */
export type CodeChannel = 'phone' | 'email';

const RULES = { phone: validatePhone, email: validateEmail, code: validateCode };

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
 * cooldown, and the six-digit code: the SMS sign-in, the linking and the
 * re-authentication dialogs. Plain elements (`Field`): the sign-in page stays light.
 */
export function CodeForm({ name, channel, send, verify, submitLabel, autoFocus }: CodeFormProps) {
  const intl = useIntl();
  const form = useForm(name, { phone: '', email: '', code: '' }, RULES);
  const fields = useMemo<(CodeChannel | 'code')[]>(
    () => (channel ? [channel, 'code'] : ['code']),
    [channel],
  );
  const { formError, submitting, submit, showError, clearFormError } = useServerErrors(
    form,
    fields,
  );
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);

  const target = channel ? form.values[channel].trim() : '';

  const sendCode = async () => {
    if (channel && !form.validate([channel])) return; // the field says what is wrong
    clearFormError();
    setSending(true);
    try {
      const sent = await send(target);
      cooldown.start(sent.resend_after);
      toast(intl.formatMessage(m.sent, { minutes: Math.ceil(sent.expires_in / 60) }), 'success');
      form.focus('code');
    } catch (error) {
      cooldown.start(retryAfterSeconds(error) ?? 0);
      showError(error);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = () => {
    const values = form.validate(fields);
    if (values) void submit(() => verify(target, values.code.trim()));
  };

  const waiting = cooldown.remaining > 0;

  return (
    <PlainFormFrame disabled={submitting} onSubmit={onSubmit}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      {channel === 'phone' && (
        <Field
          form={form}
          name="phone"
          label={intl.formatMessage(m.phoneLabel)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={intl.formatMessage(m.phonePlaceholder)}
          autoFocus={autoFocus}
        />
      )}
      {channel === 'email' && (
        <Field
          form={form}
          name="email"
          label={intl.formatMessage(m.emailLabel)}
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
        />
      )}
      <Field
        form={form}
        name="code"
        label={intl.formatMessage(m.label)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.code.length}
        suffix={
          <PlainButton
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
          </PlainButton>
        }
      />
      <PlainButton type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </PlainButton>
    </PlainFormFrame>
  );
}
