import { Card, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { RefusalAlert } from '@/components/RefusalAlert';

import { detailsMessages as m } from '../messages';
import type { AppAction, InstalledAppDetail } from '../types';
import { ACTIONS, ActionButtons, useConfirmAppAction } from './appActions';

/** What the app's status allows now, each after a confirmation; a refusal shows above them. */
export function ActionsCard({
  app,
  actions = ACTIONS,
}: {
  app: InstalledAppDetail;
  /** The actions offered (in this order) when the status allows them; default all. */
  actions?: readonly AppAction[];
}) {
  const intl = useIntl();
  const { write, confirm } = useConfirmAppAction(app);

  const allowed = actions.filter((action) => app.allowed_actions.includes(action));
  return (
    <Card title={intl.formatMessage(m.actions)} size="small">
      <Flex vertical gap={12}>
        <RefusalAlert write={write} closable />
        {allowed.length === 0 ? (
          <Typography.Text type="secondary">{intl.formatMessage(m.noActions)}</Typography.Text>
        ) : (
          <ActionButtons app={app} actions={allowed} onAction={confirm} />
        )}
      </Flex>
    </Card>
  );
}
