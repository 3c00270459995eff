import { Button, Card, Empty, Flex, List, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { errorText } from '@/api/errorText';
import { AppIcon, STORE_PATH } from '@/features/store';

import { DEVICE_APPS_LIMIT, useInstalledApps } from '../hooks';
import { listMessages as m } from '../messages';
import { installedAppPath } from '../paths';
import { AppStatusTag } from './labels';

/** The apps installed on one device (its details page), each leading to its page. */
export function DeviceAppsCard({ deviceId }: { deviceId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const apps = useInstalledApps({ device_id: deviceId, offset: 0, limit: DEVICE_APPS_LIMIT });
  const items = apps.data?.items;

  let body;
  if (!items && apps.error && !apps.isFetching) {
    body = <Typography.Text type="secondary">{errorText(apps.error)}</Typography.Text>;
  } else if (!items) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (items.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage(m.deviceAppsEmpty)}
      >
        <Button onClick={() => navigate(STORE_PATH)}>{intl.formatMessage(m.installApp)}</Button>
      </Empty>
    );
  } else {
    body = (
      <List
        size="small"
        dataSource={items}
        renderItem={(app) => (
          <List.Item key={app.id} data-testid={`device-app-${app.id}`}>
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <AppIcon app={app.app} size={28} />
              <Link to={installedAppPath(app.id)}>{app.app.name}</Link>
            </Flex>
            <AppStatusTag status={app.status} />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card title={intl.formatMessage(m.deviceApps)} size="small">
      {body}
    </Card>
  );
}
