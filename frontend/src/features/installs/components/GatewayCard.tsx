import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { ErrorAlert } from '@/components/form/Field';
import { maskKey } from '@/utils/format';

import { fetchGateway } from '../api';
import { gatewayMessages as m } from '../messages';
import type { InstalledAppDetail } from '../types';
import { useSecretOnDemand } from './useSecretOnDemand';

/**
 * The app on its box's gateway (a box running the device agent): its address and the key of
 * the person looking (the app's own for its owner, a member's own), read only when asked for.
 * "Open the app" hands the key over once; the gateway trades it for a cookie.
 */
export function GatewayCard({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const { value: info, loading, error, show, hide } = useSecretOnDemand(() => fetchGateway(app.id));
  const toggle = info ? (
    <Button size="small" onClick={hide}>
      {intl.formatMessage(m.hide)}
    </Button>
  ) : (
    <Button size="small" loading={loading} onClick={() => void show()}>
      {intl.formatMessage(m.show)}
    </Button>
  );

  return (
    <Card
      title={intl.formatMessage(m.title)}
      size="small"
      extra={toggle}
      aria-label={intl.formatMessage(m.title)}
      role="region"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{intl.formatMessage(m.intro)}</Typography.Text>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {info && (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'url',
                  label: intl.formatMessage(m.address),
                  children: (
                    <Typography.Text copyable code data-testid="gateway-url">
                      {info.url}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'key',
                  label: intl.formatMessage(m.apiKey),
                  children: (
                    <Typography.Text
                      copyable={{ text: info.api_key }}
                      code
                      data-testid="gateway-key"
                    >
                      {maskKey(info.api_key)}
                    </Typography.Text>
                  ),
                },
              ]}
            />
            <Button
              type="primary"
              href={`${info.url}?key=${encodeURIComponent(info.api_key)}`}
              target="_blank"
              rel="noopener noreferrer"
              style={{ alignSelf: 'flex-start' }}
            >
              {intl.formatMessage(m.open)}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
