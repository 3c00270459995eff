import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { ApiError, NetworkError, retryAfterSeconds } from '@/api/errors';
import { toast } from '@/components/feedback';
import { ErrorAlert } from '@/components/form/Field';
import { codeMessages } from '@/components/form/messages';
import { useCooldown } from '@/components/form/useCooldown';

import { resendVerificationEmail } from '../api';
import { checkEmailMessages as m } from '../messages';

/** Sends the signed-in user's verification link again, then waits the server's cooldown. */
export function ResendVerificationButton() {
  const intl = useIntl();
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setError(null);
    setSending(true);
    try {
      const { resend_after } = await resendVerificationEmail();
      cooldown.start(resend_after);
      toast(intl.formatMessage(m.resent), 'success');
    } catch (failure) {
      cooldown.start(retryAfterSeconds(failure) ?? 0);
      if (failure instanceof ApiError) setError(failure.msg);
      else if (!(failure instanceof NetworkError)) throw failure;
    } finally {
      setSending(false);
    }
  };

  const waiting = cooldown.remaining > 0;
  return (
    <Flex vertical gap={12} style={{ width: '100%' }}>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Button block loading={sending} disabled={waiting} onClick={() => void resend()}>
        {waiting
          ? intl.formatMessage(codeMessages.resendIn, { seconds: cooldown.remaining })
          : intl.formatMessage(m.resend)}
      </Button>
    </Flex>
  );
}
