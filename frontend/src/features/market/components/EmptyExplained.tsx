import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';

/** An empty state that says what is missing, why or what to do, and offers the way on. */
export function EmptyExplained({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Empty
      description={
        <Flex vertical gap={4}>
          <strong>{title}</strong>
          <span>{text}</span>
        </Flex>
      }
    >
      {children}
    </Empty>
  );
}
