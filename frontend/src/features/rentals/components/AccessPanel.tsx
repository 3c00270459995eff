import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { errorText } from '@/api/errorText';
import { maskKey } from '@/utils/format';

import { useRentalAccess } from '../hooks';
import { ordersMessages as m } from '../messages';

/** A secret shown masked until "Show key", copyable either way. */
function Secret({ value, testId }: { value: string; testId: string }) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text
        code
        copyable={{ text: value }}
        data-testid={testId}
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
      >
        {revealed ? value : maskKey(value)}
      </Typography.Text>
      <Button size="small" onClick={() => setRevealed(!revealed)}>
        {intl.formatMessage(revealed ? m.hideKey : m.showKey)}
      </Button>
    </Flex>
  );
}

const copyable = (value: string, testId: string) => (
  <Typography.Text code copyable data-testid={testId} style={{ wordBreak: 'break-all' }}>
    {value}
  </Typography.Text>
);

/** The app on its box's gateway: the browser trades the key in the address for a cookie. */
function GatewayAccess({ url, apiKey }: { url: string; apiKey: string }) {
  const intl = useIntl();
  const items = [
    {
      key: 'url',
      label: intl.formatMessage(m.appAddress),
      children: copyable(url, 'rental-app-url'),
    },
    {
      key: 'api_key',
      label: intl.formatMessage(m.apiKey),
      children: <Secret value={apiKey} testId="rental-api-key" />,
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Descriptions size="small" column={1} title={intl.formatMessage(m.access)} items={items} />
      <Flex gap={8} align="center" wrap>
        <Button
          type="primary"
          href={`${url}?key=${encodeURIComponent(apiKey)}`}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="rental-open-app"
        >
          {intl.formatMessage(m.openApp)}
        </Button>
        <Typography.Text type="secondary">{intl.formatMessage(m.gatewayHint)}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The renter's own access to an ongoing rental: the app on its box's gateway, an AI API, or SSH. */
export function AccessPanel({ rentalId }: { rentalId: number }) {
  const intl = useIntl();
  const query = useRentalAccess(rentalId, true);
  const access = query.data;
  if (!access) {
    if (query.error && !query.isFetching) {
      return (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(m.accessLoadError)}
          description={errorText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      );
    }
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (access.gateway) {
    return <GatewayAccess url={access.gateway.url} apiKey={access.gateway.api_key} />;
  }
  const items = access.ai_api
    ? [
        {
          key: 'base_url',
          label: intl.formatMessage(m.baseUrl),
          children: copyable(access.ai_api.base_url, 'rental-base-url'),
        },
        {
          key: 'api_key',
          label: intl.formatMessage(m.apiKey),
          children: <Secret value={access.ai_api.api_key} testId="rental-api-key" />,
        },
      ]
    : access.ssh
      ? [
          {
            key: 'host',
            label: intl.formatMessage(m.host),
            children: copyable(
              `${access.ssh.ip ?? access.ssh.overlay_address}:${access.ssh.port}`,
              'rental-ssh-host',
            ),
          },
          {
            key: 'overlay',
            label: intl.formatMessage(m.overlay),
            children: copyable(access.ssh.overlay_address, 'rental-ssh-overlay'),
          },
          {
            key: 'user',
            label: intl.formatMessage(m.user),
            children: copyable(access.ssh.username, 'rental-ssh-user'),
          },
          {
            key: 'key',
            label: intl.formatMessage(m.privateKey),
            children: <Secret value={access.ssh.private_key} testId="rental-ssh-key" />,
          },
        ]
      : [];
  return (
    <Descriptions size="small" column={1} title={intl.formatMessage(m.access)} items={items} />
  );
}
