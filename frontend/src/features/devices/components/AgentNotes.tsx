import { Typography } from 'antd';
import { useIntl } from 'react-intl';

import { agentMessages as m } from '../messages';

/**
 * "Setting changes take up to 10 minutes to apply" (spec section 9): beside the button that
 * saves a device's or an installed app's settings, which the device picks up with its next
 * heartbeats.
 */
export function SettingsApplyNote() {
  const intl = useIntl();
  return (
    <Typography.Text type="secondary" data-testid="settings-apply-note">
      {intl.formatMessage(m.applyNote)}
    </Typography.Text>
  );
}

/**
 * The agent's own words about a failed command, under the log's translated reason (which
 * names the error by its code); nothing when it said nothing.
 */
export function AgentErrorDetail({ detail }: { detail: string | null | undefined }) {
  const intl = useIntl();
  if (!detail) return null;
  return (
    <Typography.Text
      type="secondary"
      style={{
        display: 'block',
        maxWidth: 480,
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {intl.formatMessage(m.errorDetail, { detail })}
    </Typography.Text>
  );
}
