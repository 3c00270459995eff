import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { mobileMessages as m } from '../messages';

// antd's Drawer comes when the sheet first opens, not with the page (0062); pointing at or
// focusing the button fetches it ahead.
const loadDrawer = () => import(/* webpackChunkName: "filter-sheet" */ './FilterDrawer');
const FilterDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.FilterDrawer })));
const fetchAhead = () => void loadDrawer().catch(() => undefined);

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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="large"
        icon={<FilterOutlined />}
        onPointerEnter={fetchAhead}
        onFocus={fetchAhead}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(m.filters, { count })}
      </Button>
      {opened && (
        <Suspense>
          <FilterDrawer open={open} onClose={() => setOpen(false)}>
            {children}
          </FilterDrawer>
        </Suspense>
      )}
    </>
  );
}
