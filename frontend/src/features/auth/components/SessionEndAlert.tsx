import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { forgetSessionEnd, readSessionEnd } from '@/lib/sessionEnd';

import { sessionEndMessages as m } from '../signInMessages';

/**
 * Says why the last session ended when the server said so (a company identity's access
 * ended), once. Plain elements: the sign-in page stays light.
 */
export function SessionEndAlert() {
  const { token } = theme.useToken();
  const [reason] = useState(readSessionEnd);
  useEffect(forgetSessionEnd, []);
  if (!reason) return null;
  return (
    <div
      role="alert"
      style={{
        marginBottom: 16,
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorWarningBorder}`,
        background: token.colorWarningBg,
        color: token.colorWarningText,
      }}
    >
      <FormattedMessage {...m.companyAccessEnded} />
    </div>
  );
}
