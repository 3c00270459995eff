import { ThunderboltFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import { appMessages } from '@/i18n/messages';

/** Logo and product name, linking home. */
export function Brand({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
        fontWeight: 600,
        fontSize: 18,
        whiteSpace: 'nowrap',
      }}
    >
      <ThunderboltFilled style={{ color: token.colorPrimary, fontSize: 22 }} aria-hidden />
      {!compact && <FormattedMessage {...appMessages.title} />}
    </Link>
  );
}
