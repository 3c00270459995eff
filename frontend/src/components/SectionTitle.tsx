import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

type Look = 2 | 3 | 4 | 5;

/**
 * A section's heading: its `level` follows the outline (an `h2` under the page's `h1`, never
 * a skipped level), its `look` is the size of antd's heading of that number.
 */
export function SectionTitle({
  level = 2,
  look,
  id,
  style,
  children,
}: {
  level?: 2 | 3 | 4;
  look: Look;
  id?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={level}
      id={id}
      style={{
        fontSize: token[`fontSizeHeading${look}`],
        lineHeight: token[`lineHeightHeading${look}`],
        ...style,
      }}
    >
      {children}
    </Typography.Title>
  );
}
