import { Card, Flex, Result, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { errorText } from '@/api/errorText';
import { AppIcon } from '@/features/store';
import { Heading } from '@/components/Heading';
import { PageHeader } from '@/components/PageHeader';

import { AiApiPanel } from '../components/AiApiPanel';
import { AiExamples } from '../components/AiExamples';
import { InstalledAppRoute } from '../components/InstalledAppRoute';
import { AppStatusTag } from '../components/labels';
import { useAiApi } from '../hooks';
import { aiMessages, appsMessages as m } from '../messages';
import { installedAppPath } from '../paths';
import type { InstalledAppDetail } from '../types';

/** /my-apps/ai-compute/:id: an AI app's API, its key and how to call it. */
export default function AiComputePage() {
  return <InstalledAppRoute rows={6}>{(app) => <AiCompute app={app} />}</InstalledAppRoute>;
}

function AiCompute({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  return (
    <>
      <Link to={installedAppPath(app.id)}>{intl.formatMessage(m.openApp)}</Link>
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <AppIcon app={app.app} size={48} />
        <PageHeader style={{ margin: 0 }}>{app.app.name}</PageHeader>
        <AppStatusTag status={app.status} />
      </Flex>
      {app.has_ai_api ? (
        <Card title={<Heading level={2}>{intl.formatMessage(aiMessages.title)}</Heading>}>
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
