import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';

import { errorText } from '@/api/errorText';
import { confirmModal, toast } from '@/components/feedback';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';
import { maskKey } from '@/utils/format';

import { rotateAiApiKey } from '../api';
import { useAiApi, useStoreAiApi } from '../hooks';
import { aiMessages as m, appsMessages } from '../messages';
import type { AiApiInfo, InstalledApp } from '../types';

export interface AiApiPanelProps {
  app: InstalledApp;
  /** Offers "Rotate key" (the app's owner; a company member's key is their own and not rotated here). */
  canRotate?: boolean;
  /** More about the API below it (the AI page's examples), told whether the key is shown. */
  children?: (info: AiApiInfo, revealed: boolean) => ReactNode;
}

/**
 * An AI app's base URL and API key (masked until "Show key", copyable either way) with
 * "Rotate key" after a confirmation. Read once the app is on its device.
 */
export function AiApiPanel({ app, canRotate = true, children }: AiApiPanelProps) {
  const intl = useIntl();
  const storeAiApi = useStoreAiApi();
  const query = useAiApi(app.has_ssh ? app.id : null);
  const [revealed, setRevealed] = useState(false);
  const rotate = useWrite(() => rotateAiApiKey(app.id), {
    invalidates: ['installs'],
    onSuccess: (rotated) => {
      storeAiApi(app.id, rotated);
      toast(intl.formatMessage(m.rotated), 'success');
    },
  });
  const info = query.data;

  if (!app.has_ssh) {
    return <Typography.Text type="secondary">{intl.formatMessage(m.unavailable)}</Typography.Text>;
  }
  if (!info) {
    if (query.error && !query.isFetching) {
      return (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(m.loadError)}
          description={errorText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {intl.formatMessage(appsMessages.retry)}
            </Button>
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 2 }} aria-busy="true" />;
  }

  const confirmRotate = () => {
    rotate.reset();
    confirmModal({
      title: intl.formatMessage(m.rotateTitle),
      content: intl.formatMessage(m.rotateContent),
      okText: intl.formatMessage(m.rotate),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(appsMessages.cancel),
      onOk: () => rotate.run(),
    });
  };

  return (
    <Flex vertical gap={12}>
      <RefusalAlert write={rotate} closable />
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'base_url',
            label: intl.formatMessage(m.baseUrl),
            children: (
              <Typography.Text code copyable data-testid="ai-base-url">
                {info.base_url}
              </Typography.Text>
            ),
          },
          {
            key: 'api_key',
            label: intl.formatMessage(m.apiKey),
            children: (
              <Flex gap={8} align="center" wrap>
                <Typography.Text code copyable={{ text: info.api_key }} data-testid="ai-api-key">
                  {revealed ? info.api_key : maskKey(info.api_key)}
                </Typography.Text>
                <Button size="small" onClick={() => setRevealed(!revealed)}>
                  {intl.formatMessage(revealed ? m.hideKey : m.showKey)}
                </Button>
              </Flex>
            ),
          },
          {
            key: 'rotated_at',
            label: intl.formatMessage(m.rotatedAt),
            children: info.rotated_at ? (
              <FormattedDate value={info.rotated_at} dateStyle="medium" timeStyle="short" />
            ) : (
              '—'
            ),
          },
        ]}
      />
      {canRotate && (
        <div>
          <Button onClick={confirmRotate}>{intl.formatMessage(m.rotate)}</Button>
        </div>
      )}
      {children?.(info, revealed)}
    </Flex>
  );
}
