import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { withReauth } from '@/features/account';

import { createReenrolCode } from '../api';
import { reenrolMessages as m } from '../messages';
import type { DeviceDetail, ReenrolCode } from '../types';

/**
 * "Re-enrolment code": after the shared re-authentication dialog when the server asks for it,
 * shows the box's new one-time code once, with its expiry and a copy button. A refusal goes
 * to `onRefused` (the actions card shows it).
 */
export function ReenrolCodeButton({
  device,
  onRefused,
}: {
  device: DeviceDetail;
  onRefused: (failure: unknown) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ReenrolCode | null>(null);

  const create = async () => {
    setBusy(true);
    try {
      setShown(await withReauth(() => createReenrolCode(device.id)));
    } catch (failure) {
      onRefused(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button loading={busy} onClick={() => void create()}>
        {intl.formatMessage(m.open)}
      </Button>
      <Modal
        open={shown !== null}
        title={intl.formatMessage(m.title, { name: device.name })}
        onCancel={() => setShown(null)}
        footer={
          <Button type="primary" onClick={() => setShown(null)}>
            {intl.formatMessage(m.close)}
          </Button>
        }
        destroyOnHidden
      >
        {shown && (
          <Flex vertical gap={12}>
            <Typography.Text>{intl.formatMessage(m.explain)}</Typography.Text>
            <Typography.Text code copyable data-testid="reenrol-code">
              {shown.code}
            </Typography.Text>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.expires, {
                time: intl.formatDate(shown.expires_at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Typography.Text>
          </Flex>
        )}
      </Modal>
    </>
  );
}
