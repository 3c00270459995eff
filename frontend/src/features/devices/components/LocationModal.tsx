import { Button, Form, InputNumber, Modal, Space } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { updateDevice } from '../api';
import { SettingsApplyNote } from './AgentNotes';
import { useStoreDevice } from '../hooks';
import { detailsMessages as m, devicesMessages } from '../messages';
import type { DeviceDetail, GeoLocation } from '../types';
import { validateLat, validateLng } from '../validators';

const FIELDS = ['location', 'lng', 'lat'] as const;

export interface LocationModalProps {
  device: DeviceDetail;
  open: boolean;
  onClose: () => void;
}

/** Sets the device's longitude and latitude, or clears them. */
export function LocationModal({ device, open, onClose }: LocationModalProps) {
  const intl = useIntl();
  const storeDevice = useStoreDevice();
  const [form] = Form.useForm<GeoLocation>();
  const save = useWrite((location: GeoLocation | null) => updateDevice(device.id, { location }), {
    invalidates: ['devices'],
    onSuccess: (updated, location) => {
      storeDevice(updated, device);
      toast(intl.formatMessage(location ? m.locationSaved : m.locationCleared), 'success');
    },
    onError: fieldErrorsOn(form, FIELDS),
  });

  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.locationTitle)}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space wrap>
          {device.location && (
            <Button
              danger
              disabled={save.isPending}
              onClick={() => save.mutate(null, { onSuccess: close })}
            >
              {intl.formatMessage(m.clearLocation)}
            </Button>
          )}
          <Button onClick={close}>{intl.formatMessage(devicesMessages.cancel)}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {intl.formatMessage(devicesMessages.save)}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name="device-location"
        layout="vertical"
        requiredMark={false}
        onFinish={({ lng, lat }) => save.mutate({ lng, lat }, { onSuccess: close })}
        disabled={save.isPending}
        preserve={false}
        initialValues={device.location ?? undefined}
      >
        <RefusalAlert write={save} fields={FIELDS} spaced />
        <Form.Item
          name="lng"
          label={intl.formatMessage(m.lngLabel)}
          rules={[toRule(intl, validateLng)]}
        >
          <InputNumber style={{ width: '100%' }} step={0.0001} />
        </Form.Item>
        <Form.Item
          name="lat"
          label={intl.formatMessage(m.latLabel)}
          rules={[toRule(intl, validateLat)]}
        >
          <InputNumber style={{ width: '100%' }} step={0.0001} />
        </Form.Item>
        <SettingsApplyNote />
      </Form>
    </Modal>
  );
}
