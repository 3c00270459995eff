import { Button, Card, Col, Flex, Image, Row, Space, Tag, Typography } from 'antd';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

import type { StoreAppDetail } from '@/api/types';
import { PageHeader } from '@/components/PageHeader';

import { AppIcon } from '../components/AppIcon';
import { DisplayTypeTag } from '../components/labels';
import { Requirements } from '../components/Requirements';
import { StoreAppRoute } from '../components/StoreAppRoute';
import { storeMessages as m } from '../messages';
import { STORE_PATH, storeAppConfigPath } from '../paths';

const TEXT = { whiteSpace: 'pre-line' } as const;

/** /app-store/:id: what the app is, what it needs, its screenshots and versions. */
export default function AppDetailsPage() {
  return (
    <StoreAppRoute backTo={() => STORE_PATH}>{(app) => <AppDetails app={app} />}</StoreAppRoute>
  );
}

function AppDetails({ app }: { app: StoreAppDetail }) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={24}>
      <Flex gap={16} align="center" wrap>
        <AppIcon app={app} size={72} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
          <PageHeader style={{ margin: 0 }}>{app.name}</PageHeader>
          <Space size={4} wrap>
            <DisplayTypeTag type={app.display_type} />
            {app.labels.map((label) => (
              <Tag key={label.slug}>{label.name}</Tag>
            ))}
          </Space>
        </Flex>
        <Button type="primary" size="large" onClick={() => navigate(storeAppConfigPath(app.id))}>
          <FormattedMessage {...m.install} />
        </Button>
      </Flex>
      <Typography.Paragraph style={{ ...TEXT, fontSize: 16, margin: 0 }}>
        {app.summary}
      </Typography.Paragraph>

      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={24}>
            {app.description && (
              <Card title={<FormattedMessage {...m.description} />}>
                <Typography.Paragraph style={{ ...TEXT, margin: 0 }}>
                  {app.description}
                </Typography.Paragraph>
              </Card>
            )}
            {app.screenshots.length > 0 && (
              <Card title={<FormattedMessage {...m.screenshots} />}>
                <Image.PreviewGroup>
                  <Flex gap={12} wrap>
                    {app.screenshots.map((shot) => (
                      <figure key={shot.url} style={{ margin: 0, width: 220 }}>
                        <Image
                          src={shot.url}
                          alt={shot.caption}
                          width={220}
                          height={138}
                          style={{ objectFit: 'cover', borderRadius: 6 }}
                        />
                        {shot.caption && (
                          <Typography.Text
                            component="figcaption"
                            type="secondary"
                            style={{ display: 'block', fontSize: 12, marginTop: 4 }}
                          >
                            {shot.caption}
                          </Typography.Text>
                        )}
                      </figure>
                    ))}
                  </Flex>
                </Image.PreviewGroup>
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={24}>
            <Card title={<FormattedMessage {...m.requirements} />}>
              <Requirements app={app} />
            </Card>
            <Card title={<FormattedMessage {...m.versions} />}>
              {app.versions.length === 0 ? (
                <Typography.Text type="secondary">
                  <FormattedMessage {...m.noVersions} />
                </Typography.Text>
              ) : (
                <Flex
                  component="ul"
                  vertical
                  gap={12}
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {app.versions.map((version) => (
                    <li key={version.version} data-testid={`version-${version.version}`}>
                      <Flex vertical gap={2} style={{ width: '100%' }}>
                        <Space size={8}>
                          <Typography.Text strong>{version.version}</Typography.Text>
                          {version.is_latest && (
                            <Tag color="green">
                              <FormattedMessage {...m.latest} />
                            </Tag>
                          )}
                          {version.runtime_access && (
                            <Tag color={version.runtime_access === 'http' ? 'blue' : 'orange'}>
                              <FormattedMessage
                                {...(version.runtime_access === 'http'
                                  ? m.runsOnAgent
                                  : m.needsSsh)}
                              />
                            </Tag>
                          )}
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            <FormattedDate value={version.released_at} dateStyle="medium" />
                          </Typography.Text>
                        </Space>
                        {version.notes && (
                          <Typography.Text type="secondary" style={TEXT}>
                            {version.notes}
                          </Typography.Text>
                        )}
                      </Flex>
                    </li>
                  ))}
                </Flex>
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
