import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { ok, rmpCallsTo } from '@/test/http';
import {
  makeListing,
  marketApi,
  NAS_LISTING,
  page,
  queryOf,
} from '@/features/market/pages/testData';

const user = userEvent.setup();

const NEAR = [
  makeListing({ id: 21, name: 'Closest', distance_km: 3 }),
  { ...NAS_LISTING, id: 23, name: 'Furthest', distance_km: 48 },
];

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/m/nearby', () => {
  it('asks for a point, then lists by distance with links inside /m and no map', async () => {
    const { calls } = renderApp('/m/nearby', {
      api: marketApi({ 'GET market/applications': () => ok(page(NEAR)) }),
    });
    expect(await screen.findByRole('heading', { name: 'Nearby', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Where are you?')).toBeInTheDocument();
    // The map has no mobile twin: nothing leads out of /m.
    expect(screen.queryByRole('link', { name: 'Pick a point on the map' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(tabs).getByRole('link', { name: /Nearby/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.type(screen.getByRole('combobox', { name: 'City or region' }), 'shang');
    await user.click(
      await screen.findByText('Shanghai', { selector: '.ant-select-item-option-content' }),
    );

    expect(await screen.findByTestId('listing-21')).toBeInTheDocument();
    expect(queryOf(rmpCallsTo(calls, 'GET market/applications')[0])).toMatchObject({
      near: '121.47,31.23',
      sort: 'distance',
    });
    const shown = screen.getAllByText(/ km away$/).map((node) => node.textContent);
    expect(shown).toEqual(['3 km away', '48 km away']);
    expect(
      within(screen.getByTestId('listing-21')).getByRole('link', { name: 'Closest' }),
    ).toHaveAttribute('href', '/m/nearby/details?id=21&near=121.47%2C31.23');
    expect(screen.queryByRole('link', { name: 'Show on the map' })).not.toBeInTheDocument();
    // The market's filters, in the sheet.
    expect(screen.getByRole('button', { name: /Filters/ })).toBeInTheDocument();
  });
});

describe('/m/nearby/details', () => {
  it('shows the listing with its distance from the point, and leads back with it', async () => {
    const { router } = renderApp('/m/nearby/details?id=21&near=121.6,31.23', {
      api: marketApi({ 'GET market/applications/21': () => ok(makeListing({ id: 21 })) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Stable Diffusion', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nearby listing', level: 1 })).toBeInTheDocument();
    // 0.13° of longitude at 31.23° north: 12.4 km, rounded up.
    expect(screen.getByText('13 km away')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to nearby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/nearby'));
    expect(router.state.location.search).toContain('near=121.6');
  });
});
