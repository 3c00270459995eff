import { Button, Form, InputNumber, Modal, Space } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { ErrorAlert } from '@/components/form/Field';
import { useServerErrors } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';

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
  const { formError, submitting, submit, clearFormError } = useServerErrors(form, FIELDS);

  const close = () => {
    clearFormError();
    onClose();
  };

  const save = (location: GeoLocation | null) =>
    submit(async () => {
      storeDevice(await updateDevice(device.id, { location }), device);
      toast(intl.formatMessage(location ? m.locationSaved : m.locationCleared), 'success');
      close();
    });

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.locationTitle)}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space wrap>
          {device.location && (
            <Button danger disabled={submitting} onClick={() => void save(null)}>
              {intl.formatMessage(m.clearLocation)}
            </Button>
          )}
          <Button onClick={close}>{intl.formatMessage(devicesMessages.cancel)}</Button>
          <Button type="primary" loading={submitting} onClick={() => form.submit()}>
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
        onFinish={({ lng, lat }) => void save({ lng, lat })}
        disabled={submitting}
        preserve={false}
        initialValues={device.location ?? undefined}
      >
        {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
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
