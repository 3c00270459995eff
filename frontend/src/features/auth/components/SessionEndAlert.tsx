import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { forgetSessionEnd, readSessionEnd } from '@/lib/sessionEnd';

import { sessionEndMessages as m } from '../signInMessages';
import { WarningBox } from './WarningBox';

/**
 * Says why the last session ended when the server said so (a company identity's access
 * ended), once.
 */
export function SessionEndAlert() {
  const [reason] = useState(readSessionEnd);
  useEffect(forgetSessionEnd, []);
  if (!reason) return null;
  return (
    <WarningBox>
      <FormattedMessage {...m.companyAccessEnded} />
    </WarningBox>
  );
}
