import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';

export interface IdentityMenuProps {
  /** The switcher's button, which opens and closes the menu. */
  children: ReactElement;
  items: MenuProps['items'];
  current: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (smeId: string) => void;
}

/** The identities a person may switch to. Its own chunk, loaded on the switcher's first click. */
export default function IdentityMenu({
  children,
  items,
  current,
  open,
  onOpenChange,
  onPick,
}: IdentityMenuProps) {
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items,
        onClick: ({ key }) => {
          onOpenChange(false);
          onPick(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
