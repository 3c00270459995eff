import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

import type { DownloadLinks, DownloadPlatform } from '@/api/types';
import { QueryBoundary } from '@/components/QueryBoundary';

import { useDownloadLinks } from '../hooks';
import { mobileMessages as m, platformMessages } from '../messages';

const PLATFORMS: readonly DownloadPlatform[] = ['windows', 'mac', 'android', 'ios'];

const configured = (links: DownloadLinks) => PLATFORMS.filter((platform) => links[platform]);

/** /m/download: each configured client's link with its QR code (made by the server). */
export default function DownloadPage() {
  const intl = useIntl();
  const links = useDownloadLinks();
  return (
    <>
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.downloadIntro} />
      </Typography.Paragraph>
      <QueryBoundary
        query={links}
        loading={
          <Card aria-busy="true">
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        }
        errorTitle={<FormattedMessage {...m.downloadLoadError} />}
        isEmpty={(data) => configured(data).length === 0}
        empty={<Empty description={intl.formatMessage(m.downloadNone)} />}
      >
        {(data) => (
          <Flex vertical gap={16}>
            {configured(data).map((key) => {
              const platform = intl.formatMessage(platformMessages[key]);
              return (
                <Card key={key} title={platform} data-testid={`download-${key}`}>
                  <Flex vertical align="center" gap={16}>
                    <img
                      src={data.qr_svg[key]}
                      alt={intl.formatMessage(m.qrAlt, { platform })}
                      style={{ maxWidth: '100%' }}
                    />
                    <Button
                      type="primary"
                      size="large"
                      block
                      icon={<DownloadOutlined />}
                      href={data[key]}
                    >
                      {intl.formatMessage(m.downloadButton, { platform })}
                    </Button>
                  </Flex>
                </Card>
              );
            })}
          </Flex>
        )}
      </QueryBoundary>
    </>
  );
}
