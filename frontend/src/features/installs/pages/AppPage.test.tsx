import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { findDialog, renderApp } from '@/test/app';
import { MEMBER_MENU } from '@/test/fixtures';
import { bodyOf, cimCallsTo, makeSession, ok, type RouteHandler } from '@/test/http';

import type { InstalledAppDetail } from '../types';
import { APPS_MENU, appsApi, makeAppDetail } from './testData';

const user = userEvent.setup();

// Role queries are slow on a 2-core machine; buttons are found by their text.
const BUTTON = { selector: 'button, button *' };
const queryButton = (name: string, container: HTMLElement = document.body) =>
  within(container).queryByText(name, BUTTON)?.closest('button') ?? null;
const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;

const AI_INFO = {
  base_url: 'http://10.147.17.5:8000/v1',
  api_key: 'zk-member0000000000000000000000000000wxyz',
  rotated_at: null,
};
const SSH_INFO = {
  ip: null,
  overlay_address: '10.147.17.5',
  port: 2222,
  username: 'member-carol',
  private_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----\n',
};

function openApp(
  detail: InstalledAppDetail = makeAppDetail(),
  table: Record<string, RouteHandler> = {},
  menu = MEMBER_MENU,
) {
  return renderApp(`/app/${detail.id}`, {
    api: appsApi(
      {
        [`GET apps/${detail.id}`]: () => ok(detail),
        [`GET apps/${detail.id}/ai-api`]: () => ok(AI_INFO),
        [`GET apps/${detail.id}/ssh`]: () => ok(SSH_INFO),
        ...table,
      },
      {},
      menu,
    ),
  });
}

const findTitle = (name: string) => screen.findByText(name, { selector: 'h1' });

beforeEach(() => {
  setLocale('en');
});

describe('/app/:id', () => {
  it('gives a company member only start, stop and their own SSH and AI API access', async () => {
    sessionStore.set(makeSession({ userType: 'member', smeId: 'ACME1-23456' }));
    const { calls } = openApp(
      makeAppDetail({ allowed_actions: ['stop', 'restart', 'suspend', 'snapshot', 'uninstall'] }),
      {
        'POST apps/12/actions': () =>
          ok(makeAppDetail({ status: 'stopping', allowed_actions: [] })),
      },
    );
    await findTitle('Stable Diffusion');
    expect(
      screen.getByText(
        'Your company administrator manages this app. You can start and stop it and reach it with your own access.',
      ),
    ).toBeInTheDocument();
    const actions = card('Actions');
    for (const name of ['Restart', 'Suspend', 'Snapshot', 'Uninstall']) {
      expect(queryButton(name, actions)).toBeNull();
    }
    // Nothing that manages the app: no settings page, no AI page, no key rotation, no device link.
    expect(screen.queryByText('Sharing, settings and activity')).toBeNull();
    expect(screen.queryByText('Open the AI API')).toBeNull();
    expect(screen.getByText('Studio box').closest('a')).toBeNull();
    const ai = card('AI API');
    expect(await within(ai).findByTestId('ai-base-url')).toHaveTextContent(AI_INFO.base_url);
    expect(queryButton('Rotate key', ai)).toBeNull();

    const ssh = card('SSH access');
    await user.click(queryButton('Show', ssh)!);
    expect(
      await within(ssh).findByText(
        'ssh -i stable-diffusion-12.key -p 2222 member-carol@10.147.17.5',
      ),
    ).toBeInTheDocument();
    expect(within(ssh).getByText('Copy private key')).toBeInTheDocument();

    await user.click(queryButton('Stop', actions)!);
    const dialog = await findDialog('Stop Stable Diffusion?');
    await user.click(queryButton('Stop', dialog)!);
    await waitFor(() => expect(cimCallsTo(calls, 'POST apps/12/actions')).toHaveLength(1));
    expect(bodyOf(cimCallsTo(calls, 'POST apps/12/actions')[0])).toEqual({ action: 'stop' });
    expect(
      await within(actions).findByText('Nothing can be done in this status; it changes by itself.'),
    ).toBeInTheDocument();
  });

  it("gives the app's owner every action and the way to its full page", async () => {
    sessionStore.set(makeSession());
    openApp(makeAppDetail(), {}, APPS_MENU);
    await findTitle('Stable Diffusion');
    const actions = card('Actions');
    for (const name of ['Stop', 'Restart', 'Suspend', 'Snapshot']) {
      expect(queryButton(name, actions)).not.toBeNull();
    }
    expect(screen.getByText('Sharing, settings and activity').closest('a')).toHaveAttribute(
      'href',
      '/devices/apps/12',
    );
    expect(await within(card('AI API')).findByText('Rotate key', BUTTON)).toBeInTheDocument();
  });
});
