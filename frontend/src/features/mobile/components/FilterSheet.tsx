import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { mobileMessages as m } from '../messages';

interface FilterSheetProps {
  /** Filters in use, shown on the button. */
  count: number;
  /** The stacked filter controls; each change applies at once (the URL keeps it). */
  children: ReactNode;
}

/** "Filters (n)": a sheet from the bottom with the filter controls, closed by "Show listings". */
export function FilterSheet({ count, children }: FilterSheetProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<FilterOutlined />} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.filters, { count })}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="auto"
        title={intl.formatMessage(m.filtersTitle)}
        footer={
          <Button type="primary" size="large" block onClick={() => setOpen(false)}>
            {intl.formatMessage(m.showResults)}
          </Button>
        }
      >
        {children}
      </Drawer>
    </>
  );
}
