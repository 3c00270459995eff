import { Alert, Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { useServerErrors } from '@/components/form/serverErrors';
import { toRule } from '@/components/form/validators';

import { updateDevice } from '../api';
import { useStoreDevice } from '../hooks';
import { detailsMessages as m, devicesMessages } from '../messages';
import type { DeviceDetail } from '../types';
import { DEVICE_LIMITS, validateDeviceName } from '../validators';

const FIELDS = ['name'] as const;

export interface RenameModalProps {
  device: DeviceDetail;
  open: boolean;
  onClose: () => void;
}

/** Renames a device (1-50 characters). */
export function RenameModal({ device, open, onClose }: RenameModalProps) {
  const intl = useIntl();
  const storeDevice = useStoreDevice();
  const [form] = Form.useForm<{ name: string }>();
  const { formError, submitting, submit, clearFormError } = useServerErrors(form, FIELDS);

  const close = () => {
    clearFormError();
    onClose();
  };

  const onFinish = ({ name }: { name: string }) =>
    submit(async () => {
      storeDevice(await updateDevice(device.id, { name: name.trim() }), device);
      toast(intl.formatMessage(m.renamed), 'success');
      close();
    });

  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.renameTitle)}
      onCancel={close}
      onOk={() => form.submit()}
      okText={intl.formatMessage(devicesMessages.save)}
      cancelText={intl.formatMessage(devicesMessages.cancel)}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form
        form={form}
        name="rename-device"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
        preserve={false}
        initialValues={{ name: device.name }}
      >
        {formError && (
          <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="name"
          label={intl.formatMessage(devicesMessages.nameLabel)}
          rules={[toRule(intl, validateDeviceName)]}
        >
          <Input autoFocus autoComplete="off" maxLength={DEVICE_LIMITS.name.max + 10} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
