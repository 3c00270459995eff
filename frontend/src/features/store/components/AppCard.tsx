import { Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { StoreApp } from '@/api/types';

import { storeAppPath } from '../paths';
import { AppIcon } from './AppIcon';
import { compactResources, DisplayTypeTag } from './labels';

/** An app in a list: icon, name (linking its page), summary, type and minimum resources. */
export function AppCard({ app }: { app: StoreApp }) {
  const intl = useIntl();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={`app-${app.id}`}>
      <Flex gap={12} align="flex-start">
        <AppIcon app={app} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={storeAppPath(app.id)} style={{ fontWeight: 600 }}>
            {app.name}
          </Link>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {app.summary}
          </Typography.Paragraph>
          <Flex gap={4} wrap align="center">
            <DisplayTypeTag type={app.display_type} />
            {compactResources(intl, app).map((text) => (
              <Typography.Text key={text} type="secondary" style={{ fontSize: 12 }}>
                {text}
              </Typography.Text>
            ))}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
