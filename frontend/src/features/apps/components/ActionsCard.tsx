import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { ApiError, NetworkError } from '@/api/errors';
import { confirmModal, toast } from '@/components/feedback';

import { actOnApp } from '../api';
import { useStoreInstalledApp } from '../hooks';
import { actionMessages, appsMessages, detailsMessages as m } from '../messages';
import type { AppAction, InstalledAppDetail } from '../types';

/** The buttons in this order, each shown when the status allows it. */
const ACTIONS: readonly AppAction[] = [
  'start',
  'resume',
  'stop',
  'suspend',
  'restart',
  'snapshot',
  'uninstall',
];
/** Cut off the app's users (stop) or remove it for good (uninstall). */
const DANGEROUS: ReadonlySet<AppAction> = new Set(['stop', 'uninstall']);

/**
 * What the app's status allows now, each after a confirmation. The answer (a transitional
 * status) shows at once; a refusal (409: not in this status, device offline, lite-app
 * space off) shows the server's message.
 */
export function ActionsCard({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const storeInstalledApp = useStoreInstalledApp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = app.app.name;

  const confirm = (action: AppAction) => {
    setRefusal(null);
    confirmModal({
      title: intl.formatMessage(actionMessages[`${action}Title`], { name }),
      content: intl.formatMessage(actionMessages[`${action}Content`]),
      okText: intl.formatMessage(actionMessages[action]),
      okButtonProps: { danger: DANGEROUS.has(action) },
      cancelText: intl.formatMessage(appsMessages.cancel),
      onOk: async () => {
        try {
          storeInstalledApp(await actOnApp(app.id, action));
          toast(intl.formatMessage(actionMessages[`${action}Done`], { name }), 'success');
        } catch (failure) {
          if (failure instanceof ApiError) setRefusal(failure.msg);
          else if (!(failure instanceof NetworkError)) throw failure;
        }
      },
    });
  };

  const allowed = ACTIONS.filter((action) => app.allowed_actions.includes(action));
  return (
    <Card title={intl.formatMessage(m.actions)} size="small">
      <Flex vertical gap={12}>
        {refusal !== null && (
          <Alert
            type="error"
            showIcon
            title={refusal}
            closable={{ onClose: () => setRefusal(null) }}
          />
        )}
        {allowed.length === 0 ? (
          <Typography.Text type="secondary">{intl.formatMessage(m.noActions)}</Typography.Text>
        ) : (
          <Space wrap>
            {allowed.map((action) => (
              <Button
                key={action}
                danger={DANGEROUS.has(action)}
                type={action === 'start' || action === 'resume' ? 'primary' : 'default'}
                onClick={() => confirm(action)}
              >
                {intl.formatMessage(actionMessages[action])}
              </Button>
            ))}
          </Space>
        )}
      </Flex>
    </Card>
  );
}
