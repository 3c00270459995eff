import { Alert, Card, Col, Descriptions, Flex, Row, Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useSession } from '@/api/session';
import { StatusTag } from '@/features/devices';

import { ActionsCard } from '../components/ActionsCard';
import { MEMBER_ACTIONS } from '../components/appActions';
import { AiApiPanel } from '../components/AiApiPanel';
import { InstalledAppHeading } from '../components/InstalledAppHeading';
import { InstalledAppRoute } from '../components/InstalledAppRoute';
import { AppStatusTag } from '../components/labels';
import { SshCard } from '../components/SshCard';
import { aiMessages, appPageMessages, appsMessages as m, detailsMessages } from '../messages';
import { aiComputePath, installedAppPath } from '../paths';
import type { InstalledAppDetail } from '../types';

/**
 * /app/:id: one app for everyone who may use it (its owner, or a company member it is
 * allocated to; the desktop client opens it too): status followed live, start and stop,
 * SSH and AI API access. A member sees only what they may use.
 */
export default function AppPage() {
  const member = useSession()?.userType === 'member';
  return (
    <InstalledAppRoute rows={6}>{(app) => <AppView app={app} member={member} />}</InstalledAppRoute>
  );
}

function AppView({ app, member }: { app: InstalledAppDetail; member: boolean }) {
  const intl = useIntl();
  const uninstalled = app.status === 'not_install';
  return (
    <>
      <InstalledAppHeading app={app} />
      {member && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage(appPageMessages.memberNote)}
          style={{ marginBottom: 16 }}
        />
      )}
      {uninstalled && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage(detailsMessages.uninstalled)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <Card title={intl.formatMessage(detailsMessages.overview)} size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'device',
                    label: intl.formatMessage(m.device),
                    children: (
                      <Space size={8} wrap>
                        {app.device.name}
                        <StatusTag status={app.device.status} />
                      </Space>
                    ),
                  },
                  {
                    key: 'status',
                    label: intl.formatMessage(m.status),
                    children: <AppStatusTag status={app.status} />,
                  },
                ]}
              />
              {!member && (
                <Link to={installedAppPath(app.id)}>
                  {intl.formatMessage(appPageMessages.manage)}
                </Link>
              )}
            </Card>
            {!uninstalled && <SshCard app={app} />}
            {!uninstalled && app.has_ai_api && (
              <Card
                title={intl.formatMessage(aiMessages.title)}
                size="small"
                extra={
                  !member && <Link to={aiComputePath(app.id)}>{intl.formatMessage(m.openAi)}</Link>
                }
              >
                <AiApiPanel app={app} canRotate={!member} />
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <ActionsCard app={app} actions={member ? MEMBER_ACTIONS : undefined} />
        </Col>
      </Row>
    </>
  );
}
