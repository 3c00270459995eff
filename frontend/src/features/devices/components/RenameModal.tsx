import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { FormModal } from '@/components/form/FormModal';
import { useWrite } from '@/lib/write';
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

/** Renames a device (1-50 characters): the name lives on the server and shows at once, so
 * unlike the settings the box picks up, it carries no "takes up to 10 minutes" note. */
export function RenameModal({ device, open, onClose }: RenameModalProps) {
  const intl = useIntl();
  const storeDevice = useStoreDevice();

  const rename = useWrite(
    ({ name }: { name: string }) => updateDevice(device.id, { name: name.trim() }),
    {
      invalidates: ['devices'],
      onSuccess: (updated) => {
        storeDevice(updated, device);
        toast(intl.formatMessage(m.renamed), 'success');
      },
    },
  );

  return (
    <FormModal<{ name: string }>
      open={open}
      onClose={onClose}
      title={intl.formatMessage(m.renameTitle)}
      okText={intl.formatMessage(devicesMessages.save)}
      name="rename-device"
      initialValues={{ name: device.name }}
      fields={FIELDS}
      write={rename}
    >
      <Form.Item
        name="name"
        label={intl.formatMessage(devicesMessages.nameLabel)}
        rules={[toRule(intl, validateDeviceName)]}
      >
        <Input autoFocus autoComplete="off" maxLength={DEVICE_LIMITS.name.max + 10} />
      </Form.Item>
    </FormModal>
  );
}
