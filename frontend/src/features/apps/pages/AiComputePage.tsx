import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';

import { errorText } from '@/api/errorText';
import { isMemberRefusal, isNotFound } from '@/api/errors';
import { LoadFailure } from '@/features/devices/components/LoadFailure';
import { AppIcon } from '@/features/store/components/AppIcon';
import { useVisiblePolling } from '@/utils/visiblePolling';

import { AiApiPanel } from '../components/AiApiPanel';
import { AiExamples } from '../components/AiExamples';
import { AppNotFound } from '../components/AppNotFound';
import { AppStatusTag, isTransitional } from '../components/labels';
import { APP_POLL_MS, useAiApi, useInstalledApp } from '../hooks';
import { aiMessages, appsMessages as m } from '../messages';
import { installedAppPath, parseIdParam } from '../paths';
import type { InstalledAppDetail } from '../types';

/** /my-apps/ai-compute/:id: an AI app's API, its key and how to call it. */
export default function AiComputePage() {
  const id = parseIdParam(useParams().id);
  return id === null ? <AppNotFound /> : <AiCompute key={id} id={id} />;
}

function AiCompute({ id }: { id: number }) {
  const intl = useIntl();
  const query = useInstalledApp(id);
  const app = query.data;
  const gone = isNotFound(query.error) || isMemberRefusal(query.error);
  useVisiblePolling(
    () => query.reload(),
    APP_POLL_MS,
    app !== undefined && isTransitional(app.status) && !gone,
  );

  if (isNotFound(query.error) && !query.loading) return <AppNotFound />;
  if (!app) {
    if (query.error && !query.loading) {
      return (
        <LoadFailure
          error={query.error}
          onRetry={() => void query.reload()}
          title={intl.formatMessage(m.appLoadError)}
          memberTitle={intl.formatMessage(m.memberTitle)}
        />
      );
    }
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <>
      <Link to={installedAppPath(app.id)}>{intl.formatMessage(m.openApp)}</Link>
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <AppIcon app={app.app} size={48} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {app.app.name}
        </Typography.Title>
        <AppStatusTag status={app.status} />
      </Flex>
      {app.has_ai_api ? (
        <Card title={intl.formatMessage(aiMessages.title)}>
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {intl.formatMessage(aiMessages.intro)}
            </Typography.Text>
            <AiApiPanel app={app}>
              {(info, revealed) => (
                <AiExamples info={info} model={app.app.slug} revealed={revealed} />
              )}
            </AiApiPanel>
          </Flex>
        </Card>
      ) : (
        <NoAiApi app={app} />
      )}
    </>
  );
}

/** Not an AI app: the server's refusal (409 `ai_api_not_available`) in its words. */
function NoAiApi({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const refusal = useAiApi(app.id).error;
  return (
    <Result
      status="warning"
      title={intl.formatMessage(aiMessages.notAi)}
      subTitle={refusal ? errorText(refusal) : undefined}
      extra={<Link to={installedAppPath(app.id)}>{intl.formatMessage(m.openApp)}</Link>}
    />
  );
}
