import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { ErrorAlert } from '@/components/form/Field';
import { downloadText } from '@/utils/download';

import { fetchSshInfo } from '../api';
import { sshMessages as m } from '../messages';
import type { InstalledAppDetail, SshInfo } from '../types';
import { useSecretOnDemand } from './useSecretOnDemand';

/** The file the private key is saved as, named after the app. */
export const keyFileName = (app: InstalledAppDetail) => `${app.app.slug}-${app.id}.key`;

/** `ssh -i <key file> -p <port> <user>@<ip, else the overlay address>`. */
export function sshCommand(info: SshInfo, keyFile: string): string {
  return `ssh -i ${keyFile} -p ${info.port} ${info.username}@${info.ip ?? info.overlay_address}`;
}

/**
 * How to reach the app over SSH. The details carry a private key, so they are read only
 * when asked for ("Show") and forgotten on "Hide".
 */
export function SshCard({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const { value: info, loading, error, show, hide } = useSecretOnDemand(() => fetchSshInfo(app.id));
  const keyFile = keyFileName(app);

  const toggle = info ? (
    <Button size="small" onClick={hide}>
      {intl.formatMessage(m.hide)}
    </Button>
  ) : (
    <Button size="small" loading={loading} disabled={!app.has_ssh} onClick={() => void show()}>
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
        <Typography.Text type="secondary">
          {intl.formatMessage(app.has_ssh ? m.intro : m.unavailable)}
        </Typography.Text>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {info && (
          <>
            <Typography.Paragraph
              code
              copyable={{ text: sshCommand(info, keyFile) }}
              style={{ margin: 0, wordBreak: 'break-all' }}
              aria-label={intl.formatMessage(m.command)}
            >
              {sshCommand(info, keyFile)}
            </Typography.Paragraph>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'address',
                  label: intl.formatMessage(m.address),
                  children: info.ip ?? intl.formatMessage(m.noAddress),
                },
                {
                  key: 'overlay',
                  label: intl.formatMessage(m.overlay),
                  children: (
                    <Typography.Text copyable code>
                      {info.overlay_address}
                    </Typography.Text>
                  ),
                },
                { key: 'port', label: intl.formatMessage(m.port), children: info.port },
                { key: 'username', label: intl.formatMessage(m.username), children: info.username },
                {
                  key: 'key',
                  label: intl.formatMessage(m.privateKey),
                  children: (
                    <Flex vertical gap={4} align="flex-start">
                      <Flex gap={8} wrap align="center">
                        <Button
                          size="small"
                          onClick={() =>
                            downloadText(keyFile, info.private_key, 'application/x-pem-file')
                          }
                        >
                          {intl.formatMessage(m.download)}
                        </Button>
                        <Typography.Text copyable={{ text: info.private_key }}>
                          {intl.formatMessage(m.copyKey)}
                        </Typography.Text>
                      </Flex>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {intl.formatMessage(m.keyHint, { file: keyFile })}
                      </Typography.Text>
                    </Flex>
                  ),
                },
              ]}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
