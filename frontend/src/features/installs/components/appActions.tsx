/**
 * An installed app's actions: the buttons, the confirmation and the write, without a card
 * (the lists' cards and rows import them; `ActionsCard` frames them on the app's pages).
 */
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';

import { confirmModal, toast } from '@/components/feedback';
import { useWrite } from '@/lib/write';

import { actOnApp } from '../api';
import { useStoreInstalledApp } from '../hooks';
import { actionMessages, appsMessages } from '../messages';
import type { AppAction, InstalledApp } from '../types';

/** The buttons in this order, each shown when the status allows it. */
export const ACTIONS: readonly AppAction[] = [
  'start',
  'resume',
  'stop',
  'suspend',
  'restart',
  'snapshot',
  'uninstall',
];
/** What a company member may do with an app allocated to them. */
export const MEMBER_ACTIONS: readonly AppAction[] = ['start', 'stop'];
/** Cut off the app's users (stop) or remove it for good (uninstall). */
const DANGEROUS: ReadonlySet<AppAction> = new Set(['stop', 'uninstall']);

/**
 * `confirm` asks to confirm an action on the app, then sends it (`write`): the answer (a
 * transitional status) shows at once; a refusal (409: not in this status, device offline,
 * lite-app space off) is the write's error, or goes to `onError`.
 */
export function useConfirmAppAction(app: InstalledApp, onError?: (error: unknown) => void) {
  const intl = useIntl();
  const storeInstalledApp = useStoreInstalledApp();
  const name = app.app.name;
  const write = useWrite((action: AppAction) => actOnApp(app.id, action), {
    invalidates: ['installs'],
    onSuccess: (answered, action) => {
      storeInstalledApp(answered);
      toast(intl.formatMessage(actionMessages[`${action}Done`], { name }), 'success');
    },
    onError,
  });
  const confirm = (action: AppAction) => {
    write.reset();
    confirmModal({
      title: intl.formatMessage(actionMessages[`${action}Title`], { name }),
      content: intl.formatMessage(actionMessages[`${action}Content`]),
      okText: intl.formatMessage(actionMessages[action]),
      okButtonProps: { danger: DANGEROUS.has(action) },
      cancelText: intl.formatMessage(appsMessages.cancel),
      onOk: () => write.run(action),
    });
  };
  return { write, confirm };
}

/** The buttons of the actions offered that the app's status allows now. */
export function ActionButtons({
  app,
  actions,
  onAction,
  size,
}: {
  app: InstalledApp;
  actions: readonly AppAction[];
  onAction: (action: AppAction) => void;
  size?: 'small';
}) {
  const intl = useIntl();
  return (
    <Space wrap>
      {actions
        .filter((action) => app.allowed_actions.includes(action))
        .map((action) => (
          <Button
            key={action}
            size={size}
            danger={DANGEROUS.has(action)}
            type={action === 'start' || action === 'resume' ? 'primary' : 'default'}
            onClick={() => onAction(action)}
          >
            {intl.formatMessage(actionMessages[action])}
          </Button>
        ))}
    </Space>
  );
}
