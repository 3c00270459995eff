import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { AppIcon, DisplayTypeTag } from '@/features/store';
import { PageHeader } from '@/components/PageHeader';

import { appsMessages as m } from '../messages';
import { MY_APPS_PATH } from '../paths';
import type { InstalledAppDetail } from '../types';
import { AppStatusTag } from './labels';

/** The top of an installed app's pages: back to my apps, its icon, name, status and type. */
export function InstalledAppHeading({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  return (
    <>
      <Link to={MY_APPS_PATH}>{intl.formatMessage(m.back)}</Link>
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <AppIcon app={app.app} size={48} />
        <PageHeader style={{ margin: 0 }}>{app.app.name}</PageHeader>
        <AppStatusTag status={app.status} />
        <DisplayTypeTag type={app.app.display_type} />
      </Flex>
    </>
  );
}
