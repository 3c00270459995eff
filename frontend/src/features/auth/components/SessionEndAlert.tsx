import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import {
  COMPANY_ACCESS_ENDED,
  forgetSessionEnd,
  readSessionEnd,
  SESSION_ENDED,
} from '@/lib/sessionEnd';

import { sessionEndMessages as m } from '../signInMessages';
import { WarningBox } from './WarningBox';

const TEXTS = {
  [COMPANY_ACCESS_ENDED]: m.companyAccessEnded,
  [SESSION_ENDED]: m.sessionEnded,
} as const;

/**
 * Says, once, that the last session ended on a 401 and to sign in again (and why, when a
 * company identity's access ended).
 */
export function SessionEndAlert() {
  const [reason] = useState(readSessionEnd);
  useEffect(forgetSessionEnd, []);
  if (!reason) return null;
  return (
    <WarningBox>
      <FormattedMessage {...TEXTS[reason]} />
    </WarningBox>
  );
}
