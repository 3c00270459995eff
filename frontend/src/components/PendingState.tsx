import { Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page busy with one request it made on arrival (a link's token, a WeChat code). */
export function PendingState({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" gap={16} role="status" style={{ padding: '32px 0' }}>
      <Spin size="large" />
      <Typography.Text>{children}</Typography.Text>
    </Flex>
  );
}
