import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { cimCallsTo, fail, makeSession, ok, type RouteHandler } from '@/test/http';

import { appsApi, makeAppDetail } from './testData';

const user = userEvent.setup();

const BUTTON = { selector: 'button, button *' };
const findButton = async (name: string) =>
  (await screen.findByText(name, BUTTON)).closest('button')!;

const BASE_URL = 'http://10.147.17.5:8000/v1';
const KEY = 'zk-abcdefghijklmnopqrstuvwxyz0123456789';

function openAi(table: Record<string, RouteHandler> = {}, path = '/my-apps/ai-compute/12') {
  return renderApp(path, {
    api: appsApi({
      'GET apps/12': () => ok(makeAppDetail()),
      'GET apps/12/ai-api': () =>
        ok({ base_url: BASE_URL, api_key: KEY, rotated_at: '2026-03-01T10:00:00Z' }),
      ...table,
    }),
  });
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/my-apps/ai-compute/:id', () => {
  it('shows the API and example calls with the base URL, and the key once revealed', async () => {
    openAi();
    expect(await screen.findByText('Stable Diffusion', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(await screen.findByTestId('ai-base-url')).toHaveTextContent(BASE_URL);

    const curl = screen.getByTestId('example-curl');
    const python = screen.getByTestId('example-python');
    expect(curl).toHaveTextContent(`curl ${BASE_URL}/chat/completions`);
    expect(curl).toHaveTextContent('"model": "stable-diffusion"');
    expect(curl).toHaveTextContent('"content": "Hello!"');
    expect(python).toHaveTextContent(`client = OpenAI(base_url="${BASE_URL}"`);
    // The key stays hidden until asked for.
    expect(curl).not.toHaveTextContent(KEY);
    expect(curl).toHaveTextContent('Authorization: Bearer zk-••••••••••••••••6789');

    await user.click(await findButton('Show key'));
    expect(curl).toHaveTextContent(`Authorization: Bearer ${KEY}`);
    expect(python).toHaveTextContent(`api_key="${KEY}"`);
    expect(screen.getByTestId('ai-api-key')).toHaveTextContent(KEY);
    // Copy buttons for the base URL, the key and each example.
    expect(screen.getAllByLabelText(/copy/i).length).toBeGreaterThanOrEqual(4);
  });

  it("shows the server's refusal for an app without an AI API", async () => {
    const { calls } = openAi({
      'GET apps/12': () =>
        ok(
          makeAppDetail({
            app: { id: 7, slug: 'home-nas', name: 'Home NAS', icon: '', display_type: 'nas' },
            has_ai_api: false,
          }),
        ),
      'GET apps/12/ai-api': () =>
        fail(409, 'ai_api_not_available', 'This app does not offer an AI API.'),
    });
    expect(await screen.findByText('This app has no AI API')).toBeInTheDocument();
    expect(await screen.findByText('This app does not offer an AI API.')).toBeInTheDocument();
    expect(screen.queryByTestId('example-curl')).toBeNull();
    expect(cimCallsTo(calls, 'GET apps/12/ai-api')).toHaveLength(1);
    expect(
      within(screen.getByText('This app has no AI API').closest<HTMLElement>('.ant-result')!)
        .getByText('Open the app page')
        .closest('a'),
    ).toHaveAttribute('href', '/devices/apps/12');
  });

  it('shows "not found" for an app that is not the caller\'s', async () => {
    openAi({}, '/my-apps/ai-compute/99');
    expect(await screen.findByText('App not found')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    sessionStore.clear();
    const { router } = openAi();
    await screen.findByText('Sign in', { selector: 'button *' });
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('?redirect=%2Fmy-apps%2Fai-compute%2F12');
  });
});
