import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  InputNumber,
  Modal,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { ProgressBar } from '@/components/ProgressBar';
import { confirmModal, toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';
import { formatSize } from '@/utils/format';

import { powerLiteSpace, resizeLiteSpace } from '../api';
import { useStoreInstalledApp } from '../hooks';
import { appsMessages, liteSpaceMessages as m } from '../messages';
import type { InstalledAppDetail, LiteSpace, SpaceAction } from '../types';

const GIB = 1024 ** 3;
/** GB with two decimals, rounded towards the inside of [min, max]. */
const gbFloor = (bytes: number) => Math.floor((bytes / GIB) * 100) / 100;
const gbCeil = (bytes: number) => Math.ceil((bytes / GIB) * 100) / 100;

/**
 * The device's lite-app space this lite app lives in: size, what its apps use, power. It
 * cannot be resized or powered off while one of its apps is rentable (the server refuses;
 * its message shows here).
 */
export function LiteSpaceCard({ app, space }: { app: InstalledAppDetail; space: LiteSpace }) {
  const intl = useIntl();
  const storeInstalledApp = useStoreInstalledApp();
  const [resizing, setResizing] = useState(false);
  const running = space.status === 'running';

  /** The space a change answered with, in the app's page. */
  const changed = (next: LiteSpace) => storeInstalledApp({ ...app, lite_space: next });
  // Powering off stops the running apps in it, this one too: the topic is read again.
  const power = useWrite((action: SpaceAction) => powerLiteSpace(space.device_id, action), {
    invalidates: ['installs'],
    onSuccess: (next, action) => {
      changed(next);
      toast(intl.formatMessage(action === 'stop' ? m.poweredOff : m.poweredOn), 'success');
    },
  });

  const confirmPower = (action: SpaceAction) => {
    power.reset();
    const off = action === 'stop';
    confirmModal({
      title: intl.formatMessage(off ? m.powerOffTitle : m.powerOnTitle),
      content: intl.formatMessage(off ? m.powerOffContent : m.powerOnContent),
      okText: intl.formatMessage(off ? m.powerOff : m.powerOn),
      okButtonProps: { danger: off },
      cancelText: intl.formatMessage(appsMessages.cancel),
      onOk: () => power.run(action),
    });
  };

  const percent =
    space.disk_bytes > 0 ? Math.round((space.used_bytes / space.disk_bytes) * 100) : 0;
  return (
    <Card title={intl.formatMessage(m.title)} size="small">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{intl.formatMessage(m.intro)}</Typography.Text>
        <RefusalAlert write={power} closable />
        {space.rentable_apps > 0 && (
          <Alert
            type="info"
            showIcon
            title={intl.formatMessage(m.rentableLock, { count: space.rentable_apps })}
          />
        )}
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'status',
              label: intl.formatMessage(m.status),
              children: (
                <Tag color={running ? 'success' : 'default'}>
                  {intl.formatMessage(running ? m.running : m.stopped)}
                </Tag>
              ),
            },
            {
              key: 'size',
              label: intl.formatMessage(m.size),
              children: formatSize(space.disk_bytes),
            },
            {
              key: 'used',
              label: intl.formatMessage(m.used),
              children: (
                <Flex vertical gap={0} style={{ width: '100%', maxWidth: 240 }}>
                  {intl.formatMessage(m.usedValue, {
                    used: formatSize(space.used_bytes),
                    size: formatSize(space.disk_bytes),
                  })}
                  <ProgressBar
                    name={intl.formatMessage(m.used)}
                    percent={percent}
                    size="small"
                    showInfo={false}
                  />
                </Flex>
              ),
            },
            {
              key: 'disk',
              label: intl.formatMessage(m.deviceDisk),
              children: formatSize(space.device_disk_bytes),
            },
          ]}
        />
        <Space wrap>
          <Button onClick={() => setResizing(true)}>{intl.formatMessage(m.resize)}</Button>
          <Button danger={running} onClick={() => confirmPower(running ? 'stop' : 'start')}>
            {intl.formatMessage(running ? m.powerOff : m.powerOn)}
          </Button>
        </Space>
      </Flex>
      <ResizeModal
        space={space}
        open={resizing}
        onClose={() => setResizing(false)}
        onResized={(next) => {
          power.reset();
          changed(next);
        }}
      />
    </Card>
  );
}

const RESIZE_FIELDS = ['disk_bytes'];

interface ResizeValues {
  /** GB (the server counts bytes): named like the server's field so its errors land here. */
  disk_bytes: number;
}

function ResizeModal({
  space,
  open,
  onClose,
  onResized,
}: {
  space: LiteSpace;
  open: boolean;
  onClose: () => void;
  onResized: (space: LiteSpace) => void;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<ResizeValues>();
  const resize = useWrite(
    ({ disk_bytes: gb }: ResizeValues) => resizeLiteSpace(space.device_id, Math.round(gb * GIB)),
    {
      invalidates: ['installs'],
      onSuccess: (next) => {
        toast(intl.formatMessage(m.resized), 'success');
        onResized(next);
      },
      onError: fieldErrorsOn(form, RESIZE_FIELDS),
    },
  );
  const min = gbCeil(space.used_bytes);
  const max = gbFloor(space.device_disk_bytes);
  const range = intl.formatMessage(m.sizeRange, { min: min.toFixed(2), max: max.toFixed(2) });

  const close = () => {
    resize.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.resizeTitle)}
      okText={intl.formatMessage(m.resize)}
      cancelText={intl.formatMessage(appsMessages.cancel)}
      confirmLoading={resize.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<ResizeValues>
        form={form}
        name="lite-space-resize"
        layout="vertical"
        initialValues={{ disk_bytes: gbFloor(space.disk_bytes) }}
        onFinish={(values) => resize.mutate(values, { onSuccess: close })}
        disabled={resize.isPending}
        preserve={false}
      >
        <RefusalAlert write={resize} fields={RESIZE_FIELDS} spaced />
        <Form.Item
          name="disk_bytes"
          label={intl.formatMessage(m.sizeLabel)}
          extra={range}
          rules={[
            {
              validator: (_rule, value: number | null) =>
                typeof value === 'number' && value >= min && value <= max
                  ? Promise.resolve()
                  : Promise.reject(new Error(range)),
            },
          ]}
        >
          <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
