import { Button, Flex, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { withReauth } from '@/lib/reauth';
import { useWrite, type Write } from '@/lib/write';

import { createReenrolCode } from '../api';
import { reenrolMessages as m } from '../messages';
import type { DeviceDetail, ReenrolCode } from '../types';

/**
 * A new one-time re-enrolment code for the box, after the shared re-authentication dialog
 * when the server asks for it. Nothing shown changes with it.
 */
export function useReenrolCode(device: DeviceDetail): Write<ReenrolCode> {
  return useWrite(() => withReauth(() => createReenrolCode(device.id)), { invalidates: [] });
}

/**
 * "Re-enrolment code": runs `write` (`useReenrolCode`) and shows the code it answered once,
 * with its expiry and a copy button. The actions card shows a refusal.
 */
export function ReenrolCodeButton({
  device,
  write,
}: {
  device: DeviceDetail;
  write: Write<ReenrolCode>;
}) {
  const intl = useIntl();
  const shown = write.data ?? null;

  return (
    <>
      <Button loading={write.isPending} onClick={() => write.mutate()}>
        {intl.formatMessage(m.open)}
      </Button>
      <Modal
        open={shown !== null}
        title={intl.formatMessage(m.title, { name: device.name })}
        onCancel={write.reset}
        footer={
          <Button type="primary" onClick={write.reset}>
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
