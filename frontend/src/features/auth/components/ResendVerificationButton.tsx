import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';

import { retryAfterSeconds } from '@/api/errors';
import { toast } from '@/components/feedback';
import { codeMessages } from '@/components/form/messages';
import { useCooldown } from '@/components/form/useCooldown';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { resendVerificationEmail } from '../api';
import { checkEmailMessages as m } from '../messages';

/** Sends the signed-in user's verification link again, then waits the server's cooldown. */
export function ResendVerificationButton() {
  const intl = useIntl();
  const cooldown = useCooldown();
  // Sends mail only: nothing shown changes with it.
  const resend = useWrite(() => resendVerificationEmail(), {
    invalidates: [],
    onSuccess: ({ resend_after }) => {
      cooldown.start(resend_after);
      toast(intl.formatMessage(m.resent), 'success');
    },
    onError: (failure) => cooldown.start(retryAfterSeconds(failure) ?? 0),
  });

  const waiting = cooldown.remaining > 0;
  return (
    <Flex vertical gap={12} style={{ width: '100%' }}>
      <RefusalAlert write={resend} />
      <Button block loading={resend.isPending} disabled={waiting} onClick={() => resend.mutate()}>
        {waiting
          ? intl.formatMessage(codeMessages.resendIn, { seconds: cooldown.remaining })
          : intl.formatMessage(m.resend)}
      </Button>
    </Flex>
  );
}
