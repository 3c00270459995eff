import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { fail, makeSession, ok } from '@/test/http';

import { makeDetail, NAS_APP, storeApi } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/app-store/:id', () => {
  it('shows a signed-out visitor the app, its requirements, screenshots and versions', async () => {
    renderPage('/app-store/3', {
      api: storeApi({ 'GET store/apps/3': () => ok(makeDetail()) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Stable Diffusion', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('AI compute')).toBeInTheDocument();
    expect(screen.getByText('AI')).toBeInTheDocument();
    expect(screen.getByText('Text to image on your own GPU')).toBeInTheDocument();
    expect(screen.getByText(/First line\.\s+Second line\./)).toBeInTheDocument();

    for (const [label, value] of [
      ['CPU', '4 cores'],
      ['Memory', '16.00 GB'],
      ['Disk', '50.00 GB'],
      ['GPU', '8.00 GB VRAM'],
    ]) {
      const row = screen.getByText(label!, { selector: '.ant-descriptions-item-label' });
      expect(row.closest('tr')).toHaveTextContent(`${label}${value}`);
    }

    expect(screen.getByAltText('The prompt screen')).toHaveAttribute('src', '/media/sd-1.png');
    expect(screen.getByText('The prompt screen')).toBeInTheDocument();

    const latest = screen.getByTestId('version-2.1.0');
    expect(within(latest).getByText('Latest')).toBeInTheDocument();
    expect(within(latest).getByText('Faster sampling')).toBeInTheDocument();
    expect(within(screen.getByTestId('version-2.0.0')).queryByText('Latest')).toBeNull();
    // How each version runs on a box with the device agent
    expect(within(latest).getByText('Runs on boxes with the agent')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('version-2.0.0')).getByText(
        'Needs SSH, which the agent does not offer',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('version-1.0.0')).not.toHaveTextContent(/agent/);
  });

  it('leads to installing the app, signed out or in', async () => {
    const { router } = renderPage('/app-store/3', {
      api: storeApi({ 'GET store/apps/3': () => ok(makeDetail()) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Install' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app-store/3/config'));
  });

  it('says no GPU is needed and leaves out an empty gallery', async () => {
    sessionStore.set(makeSession());
    renderPage('/app-store/7', {
      api: storeApi({
        'GET store/apps/7': () =>
          ok(makeDetail({ ...NAS_APP, description: '', screenshots: [], versions: [] })),
      }),
    });
    expect(await screen.findByText('No GPU needed')).toBeInTheDocument();
    expect(screen.getByText('2.00 TB')).toBeInTheDocument();
    expect(screen.queryByText('Screenshots')).toBeNull();
    expect(screen.getByText('No versions released yet')).toBeInTheDocument();
  });

  it('shows an unknown app as not found, with the way back', async () => {
    const { router } = renderPage('/app-store/99', {
      api: storeApi({ 'GET store/apps/99': () => fail(404, 'not_found', 'Not found') }),
    });
    expect(await screen.findByText('This app is not in the store')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the app store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app-store'));
  });

  it('shows a malformed id as not found without asking', async () => {
    const { calls } = renderPage('/app-store/abc', { api: storeApi() });
    expect(await screen.findByText('This app is not in the store')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
