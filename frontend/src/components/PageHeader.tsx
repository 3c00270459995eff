import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The page's one `h1`. It keeps the size the page's title had (`look`: antd's heading 2 in
 * the signed-in frame, 3 on the sign-in cards) so the outline changes, not the look.
 */
export function PageHeader({
  children,
  look = 2,
  style,
}: {
  children: ReactNode;
  look?: 2 | 3;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const fontSize = look === 2 ? token.fontSizeHeading2 : token.fontSizeHeading3;
  const lineHeight = look === 2 ? token.lineHeightHeading2 : token.lineHeightHeading3;
  return (
    <Typography.Title level={1} style={{ fontSize, lineHeight, ...style }}>
      {children}
    </Typography.Title>
  );
}
