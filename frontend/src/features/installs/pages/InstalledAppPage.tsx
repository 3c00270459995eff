import { Alert, Card, Col, Descriptions, Flex, Row, Space } from 'antd';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { deviceDetailsPath, StatusTag } from '@/features/devices';
import { AppRentalCard } from '@/features/rentals';

import { ActionsCard } from '../components/ActionsCard';
import { AiApiPanel } from '../components/AiApiPanel';
import { GatewayCard } from '../components/GatewayCard';
import { InstalledAppHeading } from '../components/InstalledAppHeading';
import { InstalledAppRoute } from '../components/InstalledAppRoute';
import { AppStatusTag, yesNo } from '../components/labels';
import { LiteSpaceCard } from '../components/LiteSpaceCard';
import { LogCard } from '../components/LogCard';
import { SettingsCard } from '../components/SettingsCard';
import { SharingCard } from '../components/SharingCard';
import { SshCard } from '../components/SshCard';
import { aiMessages, appsMessages as m, detailsMessages } from '../messages';
import { aiComputePath } from '../paths';
import type { InstalledAppDetail } from '../types';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** /devices/apps/:id: an installed app, its actions, sharing, access and activity. */
export default function InstalledAppPage() {
  return <InstalledAppRoute rows={8}>{(app) => <AppView app={app} />}</InstalledAppRoute>;
}

function AppView({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const uninstalled = app.status === 'not_install';
  return (
    <>
      <InstalledAppHeading app={app} />
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
            <Overview app={app} />
            {!uninstalled && app.has_ai_api && (
              <Card
                title={intl.formatMessage(aiMessages.title)}
                size="small"
                extra={<Link to={aiComputePath(app.id)}>{intl.formatMessage(m.openAi)}</Link>}
              >
                <AiApiPanel app={app} />
              </Card>
            )}
            {!uninstalled && app.has_gateway && <GatewayCard app={app} />}
            {!uninstalled && <SshCard app={app} />}
            <SettingsCard app={app} />
            <LogCard log={app.log} />
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <ActionsCard app={app} />
            {!uninstalled && <SharingCard app={app} />}
            <AppRentalCard
              installedAppId={app.id}
              shared={!uninstalled && app.sharing_mode !== 'dedicated'}
            />
            {!uninstalled && app.lite_space && <LiteSpaceCard app={app} space={app.lite_space} />}
          </Flex>
        </Col>
      </Row>
    </>
  );
}

function Overview({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  return (
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
                <Link to={deviceDetailsPath(app.device.id)}>{app.device.name}</Link>
                <StatusTag status={app.device.status} />
              </Space>
            ),
          },
          {
            key: 'status',
            label: intl.formatMessage(m.status),
            children: <AppStatusTag status={app.status} />,
          },
          { key: 'version', label: intl.formatMessage(m.version), children: app.version || '—' },
          {
            key: 'installed_at',
            label: intl.formatMessage(m.installedAt),
            children: app.installed_at ? (
              <FormattedDate value={app.installed_at} {...DATE_TIME} />
            ) : (
              intl.formatMessage(m.notYet)
            ),
          },
          {
            key: 'start_after_install',
            label: intl.formatMessage(detailsMessages.startAfterInstall),
            children: yesNo(intl, app.start_after_install),
          },
        ]}
      />
    </Card>
  );
}
