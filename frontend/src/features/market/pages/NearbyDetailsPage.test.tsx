import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { fail, ok } from '@/test/http';

import { makeListing, marketApi } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/nearby/details', () => {
  it('shows the listing as the market does, with its distance from the point', async () => {
    renderPage('/nearby/details?id=11&near=121.2,31.1&max_km=50', {
      api: marketApi({ 'GET market/applications/11': () => ok(makeListing()) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Stable Diffusion', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('12.50 coins / hour')).toBeInTheDocument();
    expect(screen.getByText('In Shanghai')).toBeInTheDocument();
    // The haversine distance from 121.2,31.1 to the listing's stored 121.47,31.23, rounded up.
    expect(screen.getByText('30 km away')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to nearby' })).toHaveAttribute(
      'href',
      '/nearby?near=121.2%2C31.1&max_km=50',
    );
  });

  it('shows no distance without a point', async () => {
    renderPage('/nearby/details?id=11', {
      api: marketApi({ 'GET market/applications/11': () => ok(makeListing()) }),
    });
    expect(await screen.findByText('In Shanghai')).toBeInTheDocument();
    expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
  });

  it('leads back to /nearby with the point from "no longer available"', async () => {
    const { router } = renderPage('/nearby/details?id=99&near=121.2,31.1', {
      api: marketApi({
        'GET market/applications/99': () => fail(404, 'not_found', 'Not found.'),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This listing is no longer available', level: 1 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to nearby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nearby'));
    expect(router.state.location.search).toBe('?near=121.2%2C31.1');
  });
});
