import { Button, Flex, Result, Spin, Steps } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { ErrorAlert } from '@/components/form/Field';
import { AgentErrorDetail } from '@/features/devices';

import { useInstalledApp } from '../hooks';
import { appsMessages, installMessages as m } from '../messages';
import { aiComputePath, installedAppPath } from '../paths';
import type { AppStatus, InstalledAppDetail, InstalledAppLog } from '../types';
import { AppStatusTag, appStatusLabel, isTransitional } from './labels';

type StepState = 'wait' | 'process' | 'finish' | 'error';

/** Where an install stands on its way: installing → installed (→ starting → running). */
function progressOf(status: AppStatus): { current: number; state: StepState } | null {
  switch (status) {
    case 'installing':
    case 'downloading':
      return { current: 0, state: 'process' };
    case 'installation_failed':
      return { current: 0, state: 'error' };
    case 'installed':
      return { current: 1, state: 'finish' };
    case 'starting':
    case 'preparing':
      return { current: 2, state: 'process' };
    case 'failed':
      return { current: 2, state: 'error' };
    case 'running':
      return { current: 3, state: 'finish' };
    default:
      return null; // moved on (stopped, uninstalled…): the status says it
  }
}

/** Why the app is in its status now: the newest log entry that brought it there. */
function entryFor(app: InstalledAppDetail): InstalledAppLog | undefined {
  return app.log.find((entry) => entry.new_status === app.status);
}

/**
 * A new install followed until it settles: the app is read again every 1.5 s while its
 * status is transitional, the steps show how far it got, a failure shows the log's reason
 * (and the agent's words).
 */
export function InstallProgress({ installed }: { installed: InstalledAppDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useInstalledApp(installed.id);
  const app = query.data ?? installed;
  const moving = isTransitional(app.status);

  const name = app.app.name;
  const steps: AppStatus[] = app.start_after_install
    ? ['installing', 'installed', 'starting', 'running']
    : ['installing', 'installed'];
  const progress = progressOf(app.status);
  const failed = app.status === 'installation_failed' || app.status === 'failed';
  const failure = failed ? entryFor(app) : undefined;

  let title: string;
  if (moving) title = intl.formatMessage(m.progressTitle, { name, device: app.device.name });
  else if (app.status === 'running') title = intl.formatMessage(m.runningTitle, { name });
  else if (app.status === 'installed') title = intl.formatMessage(m.installedTitle, { name });
  else if (app.status === 'installation_failed') {
    title = intl.formatMessage(m.installFailedTitle, { name });
  } else if (app.status === 'failed') title = intl.formatMessage(m.startFailedTitle, { name });
  else
    title = intl.formatMessage(m.settledTitle, { name, status: appStatusLabel(intl, app.status) });

  const links = [
    <Button key="open" type="primary" onClick={() => navigate(installedAppPath(app.id))}>
      {intl.formatMessage(appsMessages.openApp)}
    </Button>,
  ];
  if (app.has_ai_api) {
    links.push(
      <Button key="ai" onClick={() => navigate(aiComputePath(app.id))}>
        {intl.formatMessage(appsMessages.openAi)}
      </Button>,
    );
  }

  return (
    <Flex vertical gap={16}>
      <Result
        status={
          moving ? undefined : failed ? 'error' : progress?.state === 'finish' ? 'success' : 'info'
        }
        icon={moving ? <Spin size="large" /> : undefined}
        title={title}
        subTitle={
          <Flex vertical align="center" gap={8}>
            <AppStatusTag status={app.status} />
            {moving && intl.formatMessage(m.progressText)}
          </Flex>
        }
        extra={links}
      />
      {progress && (
        <div role="group" aria-label={intl.formatMessage(m.progressLabel)}>
          <Steps
            current={Math.min(progress.current, steps.length - 1)}
            status={progress.state}
            items={steps.map((status) => ({ key: status, title: appStatusLabel(intl, status) }))}
          />
        </div>
      )}
      {failure?.reason && <ErrorAlert>{failure.reason}</ErrorAlert>}
      <AgentErrorDetail detail={failure?.detail} />
    </Flex>
  );
}
