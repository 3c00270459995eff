import type { ReactNode } from 'react';

/**
 * A heading that keeps the look of where it sits: antd renders `Result` and
 * `Card` titles as plain divs, so this gives them their place in the outline.
 */
export function Heading({ level, children }: { level: 1 | 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag style={{ font: 'inherit', margin: 0 }}>{children}</Tag>;
}
