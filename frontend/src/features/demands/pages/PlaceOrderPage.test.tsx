import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { makeApp } from '@/features/store/pages/testData';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { placeSearch } from '@/features/market/pages/testData';
import { bodyOf, fail, makeSession, ok, rmpCallsTo, type RouteHandler } from '@/test/http';

import { GIB, demandsApi, makeDemand, page } from '../testData';

const user = userEvent.setup();

function openForm(table: Record<string, RouteHandler> = {}) {
  return renderPage('/on-demand/place-an-order', {
    api: demandsApi({
      'GET store/apps': () => ok(page([makeApp({ id: 3, name: 'Jupyter' })])),
      'POST demands': () => ok(makeDemand({ id: 44 })),
      'GET market/places': placeSearch,
      'GET market/region': () => ok({ region: 'Hangzhou, Zhejiang' }),
      ...table,
    }),
  });
}

const field = (name: string) => screen.getByLabelText(name);

async function fillRequired() {
  await user.type(await screen.findByLabelText('Name'), 'Jupyter with a GPU');
  await user.type(field('Price per hour, at most (coins)'), '5');
  await user.type(field('Hours'), '2');
}

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/on-demand/place-an-order', () => {
  it('checks the fields before sending: name, price and hours are needed, numbers in range', async () => {
    const { calls } = openForm();
    expect(
      await screen.findByRole('heading', { name: 'Place an order on demand', level: 1 }),
    ).toBeInTheDocument();
    await user.clear(field('GPUs'));
    await user.type(field('GPUs'), '65');
    await user.type(field('Video memory per GPU (GB)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Publish the demand' }));
    // antd draws each field's message on its own tick: wait for every one.
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(await screen.findByText('Enter a whole number from 0 to 64')).toBeInTheDocument();
    expect(await screen.findByText('Enter a number from 0 to 1024')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Enter a value')).toHaveLength(2));
    await user.type(field('Price per hour, at most (coins)'), '1.005');
    expect(
      await screen.findByText('Enter coins from 0.01 to 100000, with at most two decimals'),
    ).toBeInTheDocument();
    expect(rmpCallsTo(calls, 'POST demands')).toHaveLength(0);
  });

  it('publishes every field (sizes in bytes, the point and range) and opens it on the board', async () => {
    const { calls, router } = openForm();
    await fillRequired();
    await user.type(field('GPU model (a remark)'), 'RTX 4090 or better');
    await user.type(field('Video memory per GPU (GB)'), '16');
    await user.clear(field('CPU cores'));
    await user.type(field('CPU cores'), '4');
    await user.clear(field('Memory (GB)'));
    await user.type(field('Memory (GB)'), '16');
    await user.type(screen.getByRole('combobox', { name: 'City or region' }), 'hang');
    await user.click(await screen.findByText('Hangzhou, Zhejiang'));
    expect(await screen.findByText('Near Hangzhou, Zhejiang')).toBeInTheDocument();
    await user.type(field('Description (optional)'), 'Notebooks for a course');
    await user.click(screen.getByRole('button', { name: 'Publish the demand' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=44'));
    expect(router.state.location.pathname).toBe('/demands-and-offers');
    expect(bodyOf(rmpCallsTo(calls, 'POST demands')[0])).toEqual({
      name: 'Jupyter with a GPU',
      gpu_count: 1,
      gpu_model: 'RTX 4090 or better',
      vram_bytes: 16 * GIB,
      cpu_cores: 4,
      memory_bytes: 16 * GIB,
      disk_bytes: 0,
      tier: '',
      app_id: null,
      lng: 120.16,
      lat: 30.27,
      max_km: 100,
      price_per_hour: '5.00',
      hours: 2,
      description: 'Notebooks for a course',
    });
  });

  it("puts the server's field errors on their fields and others above the form", async () => {
    let answer = () =>
      fail(400, 'validation_error', 'Check the fields.', { hours: ['At most 10000 hours.'] });
    const { calls } = openForm({ 'POST demands': () => answer() });
    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Publish the demand' }));
    expect(await screen.findByText('At most 10000 hours.')).toBeInTheDocument();
    expect(field('Hours')).toHaveAttribute('aria-invalid', 'true');
    answer = () => fail(429, 'demand_open_limit', 'You have too many open demands.');
    await user.click(screen.getByRole('button', { name: 'Publish the demand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have too many open demands.');
    expect(rmpCallsTo(calls, 'POST demands')).toHaveLength(2);
  });
});
