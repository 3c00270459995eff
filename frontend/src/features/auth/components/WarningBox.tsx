import { theme } from 'antd';
import type { ReactNode } from 'react';

/** A warning above the sign-in form. Plain elements: the sign-in page stays light. */
export function WarningBox({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
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
      {children}
    </div>
  );
}
