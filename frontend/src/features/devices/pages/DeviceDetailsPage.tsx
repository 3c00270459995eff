import { EditOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Result,
  Row,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { isNotFound } from '@/api/errors';
import { DEVICES_PATH } from '@/config/paths';
import { confirmModal, toast } from '@/components/feedback';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { powerDevice, unbindDevice } from '../api';
import { DeviceAppsSlot } from '../appsCard';
import { AgentErrorDetail } from '../components/AgentNotes';
import { KindTag, StatusTag, TierTag } from '../components/labels';
import { LocationModal } from '../components/LocationModal';
import { ReenrolCodeButton, useReenrolCode } from '../components/ReenrolCodeButton';
import { RenameModal } from '../components/RenameModal';
import { Resources } from '../components/Resources';
import { Sparkline } from '../components/Sparkline';
import { percent, USAGE_METRICS } from '../components/UsageBars';
import { WorldMap } from '../components/WorldMap';
import {
  useDevice,
  useForgetDevice,
  useStoreDevice,
  useUsageHistory,
  type UsageSample,
} from '../hooks';
import { detailsMessages as m, devicesMessages, powerMessages } from '../messages';
import { DEVICE_ID_PARAM, parseDeviceParam } from '../paths';
import type { DeviceDetail, PowerAction } from '../types';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** /devices/details?id=<id> */
export default function DeviceDetailsPage() {
  const [params] = useSearchParams();
  const id = parseDeviceParam(params.get(DEVICE_ID_PARAM));
  // A new id is a new page: no usage samples carried over.
  return id === null ? <DeviceNotFound /> : <DeviceDetails key={id} id={id} />;
}

function DeviceNotFound() {
  return (
    <Result
      status="404"
      title={<FormattedMessage {...m.notFoundTitle} />}
      subTitle={<FormattedMessage {...m.notFoundText} />}
      extra={
        <Link to={DEVICES_PATH}>
          <FormattedMessage {...devicesMessages.back} />
        </Link>
      }
    />
  );
}

function DeviceDetails({ id }: { id: number }) {
  const device = useDevice(id);
  const data = device.data;
  const samples = useUsageHistory(data);

  if (isNotFound(device.error) && !device.isFetching) return <DeviceNotFound />;
  if (!data) {
    if (device.error && !device.isFetching) {
      return (
        <LoadFailure
          error={device.error}
          onRetry={() => void device.refetch()}
          title={<FormattedMessage {...m.loadError} />}
          memberTitle={<FormattedMessage {...devicesMessages.memberTitle} />}
        />
      );
    }
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <DeviceView device={data} samples={samples} />;
}

function DeviceView({ device, samples }: { device: DeviceDetail; samples: UsageSample[] }) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState(false);
  const [locating, setLocating] = useState(false);

  return (
    <>
      <Link to={DEVICES_PATH}>{intl.formatMessage(devicesMessages.back)}</Link>
      <Flex align="center" gap={8} wrap style={{ margin: '8px 0 16px' }}>
        <PageHeader style={{ margin: 0 }}>{device.name}</PageHeader>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={intl.formatMessage(m.rename)}
          title={intl.formatMessage(m.rename)}
          onClick={() => setRenaming(true)}
        />
        <StatusTag status={device.status} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <Overview device={device} />
            <Card title={intl.formatMessage(m.resources)} size="small">
              <Resources spec={device} />
            </Card>
            {device.kind === 'server_group' && device.servers.length > 0 && (
              <Card title={intl.formatMessage(m.servers)} size="small">
                <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0 }}>
                  {device.servers.map((server, index) => (
                    <Flex
                      key={`${server.name}-${index}`}
                      vertical
                      gap={4}
                      component="li"
                      style={{ listStyle: 'none' }}
                    >
                      <Typography.Text strong>{server.name}</Typography.Text>
                      <Resources spec={server} />
                    </Flex>
                  ))}
                </Flex>
              </Card>
            )}
            <LiveUsage device={device} samples={samples} />
            <DeviceAppsSlot deviceId={device.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <Actions device={device} />
            <Card
              title={intl.formatMessage(m.location)}
              size="small"
              extra={
                <Button size="small" onClick={() => setLocating(true)}>
                  {intl.formatMessage(m.editLocation)}
                </Button>
              }
            >
              <Flex vertical gap={8}>
                <WorldMap location={device.location} label={intl.formatMessage(m.mapLabel)} />
                <Typography.Text type={device.location ? undefined : 'secondary'}>
                  {device.location ? device.region : intl.formatMessage(m.noLocation)}
                </Typography.Text>
              </Flex>
            </Card>
            <History device={device} />
          </Flex>
        </Col>
      </Row>
      <RenameModal device={device} open={renaming} onClose={() => setRenaming(false)} />
      <LocationModal device={device} open={locating} onClose={() => setLocating(false)} />
    </>
  );
}

function Overview({ device }: { device: DeviceDetail }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.overview)} size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'kind',
            label: intl.formatMessage(devicesMessages.kind),
            children: <KindTag kind={device.kind} />,
          },
          {
            key: 'device_id',
            label: intl.formatMessage(devicesMessages.deviceId),
            children: (
              <Typography.Text code copyable>
                {device.device_id}
              </Typography.Text>
            ),
          },
          {
            key: 'status',
            label: intl.formatMessage(devicesMessages.status),
            children: <StatusTag status={device.status} />,
          },
          {
            key: 'tier',
            label: intl.formatMessage(devicesMessages.tier),
            children: <TierTag tier={device.tier} />,
          },
          ...(device.plan
            ? [
                {
                  key: 'plan',
                  label: intl.formatMessage(devicesMessages.plan),
                  children: `${device.plan.name} · ${device.plan.price_per_hour}`,
                },
              ]
            : []),
          {
            key: 'last_seen',
            label: intl.formatMessage(devicesMessages.lastSeen),
            children: device.last_seen_at ? (
              <FormattedDate value={device.last_seen_at} {...DATE_TIME} />
            ) : (
              intl.formatMessage(devicesMessages.never)
            ),
          },
          {
            key: 'created',
            label: intl.formatMessage(devicesMessages.created),
            children: <FormattedDate value={device.created_at} {...DATE_TIME} />,
          },
        ]}
      />
    </Card>
  );
}

function LiveUsage({ device, samples }: { device: DeviceDetail; samples: UsageSample[] }) {
  const intl = useIntl();
  const live = device.usage !== null && device.status !== 'offline';
  return (
    <Card title={intl.formatMessage(m.liveUsage)} size="small">
      {!live || samples.length === 0 ? (
        <Typography.Text type="secondary">{intl.formatMessage(m.usageWaiting)}</Typography.Text>
      ) : (
        <Row gutter={[16, 16]}>
          {USAGE_METRICS.filter(({ key }) => samples.at(-1)?.[key] != null).map(
            ({ key, label }) => {
              const name = intl.formatMessage(label);
              const current = percent(samples.at(-1)?.[key]);
              const text = intl.formatMessage(devicesMessages.usageValue, {
                label: name,
                percent: current,
              });
              return (
                <Col key={key} xs={24} sm={12}>
                  <Flex justify="space-between">
                    <Typography.Text type="secondary">{name}</Typography.Text>
                    <Typography.Text strong>{`${current}%`}</Typography.Text>
                  </Flex>
                  <Sparkline values={samples.map((sample) => percent(sample[key]))} label={text} />
                </Col>
              );
            },
          )}
        </Row>
      )}
    </Card>
  );
}

function History({ device }: { device: DeviceDetail }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.history)} size="small">
      {device.history.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage(m.historyEmpty)}
        />
      ) : (
        <Timeline
          items={device.history.map((change, index) => ({
            key: `${change.created_at}-${index}`,
            content: (
              <Flex vertical gap={2}>
                <Space size={4} wrap>
                  {change.old_status && (
                    <>
                      <StatusTag status={change.old_status} />
                      <span aria-hidden>→</span>
                    </>
                  )}
                  <StatusTag status={change.new_status} />
                </Space>
                {change.reason && <Typography.Text>{change.reason}</Typography.Text>}
                <AgentErrorDetail detail={change.detail} />
                <Typography.Text type="secondary">
                  <FormattedDate value={change.created_at} {...DATE_TIME} />
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
}

const POWER_ACTIONS: readonly PowerAction[] = ['start', 'stop', 'restart', 'delete'];
const DANGEROUS: ReadonlySet<PowerAction> = new Set(['stop', 'delete']);

/** The power buttons the server allows now, and Unbind for boxes. */
function Actions({ device }: { device: DeviceDetail }) {
  const intl = useIntl();
  const storeDevice = useStoreDevice();
  const forgetDevice = useForgetDevice();
  const navigate = useNavigate();
  /** A device that is gone leaves its page before its detail is forgotten. */
  const leave = async () => {
    await navigate(DEVICES_PATH);
    forgetDevice(device.id);
  };
  const power = useWrite((action: PowerAction) => powerDevice(device.id, action), {
    invalidates: ['devices'],
    onSuccess: async (updated, action) => {
      toast(intl.formatMessage(powerMessages[`${action}Done`], { name: device.name }), 'success');
      if (action === 'delete') await leave();
      else storeDevice(updated, device);
    },
  });
  const unbind = useWrite(() => unbindDevice(device.id), {
    invalidates: ['devices'],
    onSuccess: async () => {
      toast(intl.formatMessage(m.unbound, { name: device.name }), 'success');
      await leave();
    },
  });
  const reenrol = useReenrolCode(device);
  // The card shows the refusal (409 transition_not_allowed, member…) of the last one asked.
  const writes = [power, unbind, reenrol];
  const forgetRefusals = () => writes.forEach((write) => write.reset());

  const confirmPower = (action: PowerAction) => {
    forgetRefusals();
    confirmModal({
      title: intl.formatMessage(powerMessages[`${action}Title`], { name: device.name }),
      content: intl.formatMessage(powerMessages[`${action}Content`]),
      okText: intl.formatMessage(powerMessages[action]),
      okButtonProps: { danger: DANGEROUS.has(action) },
      cancelText: intl.formatMessage(devicesMessages.cancel),
      onOk: () => power.run(action),
    });
  };

  const confirmUnbind = () => {
    forgetRefusals();
    confirmModal({
      title: intl.formatMessage(m.unbindTitle, { name: device.name }),
      content: intl.formatMessage(m.unbindContent),
      okText: intl.formatMessage(m.unbind),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(devicesMessages.cancel),
      onOk: () => unbind.run(),
    });
  };

  const allowed = POWER_ACTIONS.filter((action) => device.allowed_actions.includes(action));
  return (
    <Card title={intl.formatMessage(m.actions)} size="small">
      <Flex vertical gap={12}>
        {writes.map((write, index) => (
          <RefusalAlert key={index} write={write} closable />
        ))}
        <Space wrap>
          {allowed.map((action) => (
            <Button
              key={action}
              danger={DANGEROUS.has(action)}
              type={action === 'start' ? 'primary' : 'default'}
              onClick={() => confirmPower(action)}
            >
              {intl.formatMessage(powerMessages[action])}
            </Button>
          ))}
          {device.kind !== 'zcloud' && (
            <Button danger onClick={confirmUnbind}>
              {intl.formatMessage(m.unbind)}
            </Button>
          )}
          {device.kind !== 'zcloud' && <ReenrolCodeButton device={device} write={reenrol} />}
        </Space>
      </Flex>
    </Card>
  );
}
