import { Flex, Space, Typography, theme } from 'antd';
import { useId, type ReactNode } from 'react';

export interface SettingRowProps {
  label: ReactNode;
  /** The current value (text, tags). */
  children: ReactNode;
  /** Buttons and links acting on it. */
  actions?: ReactNode;
}

/** One line of an account card: label and value, actions at the end; a group named by its label. */
export function SettingRow({ label, children, actions }: SettingRowProps) {
  const labelId = useId();
  const { token } = theme.useToken();
  return (
    <Flex
      role="group"
      aria-labelledby={labelId}
      justify="space-between"
      align="center"
      wrap
      gap={8}
      style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Typography.Text type="secondary" id={labelId}>
          {label}
        </Typography.Text>
        <div>{children}</div>
      </Flex>
      {actions && <Space wrap>{actions}</Space>}
    </Flex>
  );
}
