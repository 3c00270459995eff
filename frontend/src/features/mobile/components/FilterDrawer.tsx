import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { mobileMessages as m } from '../messages';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** `FilterSheet`'s sheet from the bottom, closed by "Show listings". */
export function FilterDrawer({ open, onClose, children }: FilterDrawerProps) {
  const intl = useIntl();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="auto"
      title={intl.formatMessage(m.filtersTitle)}
      footer={
        <Button type="primary" size="large" block onClick={onClose}>
          {intl.formatMessage(m.showResults)}
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}
