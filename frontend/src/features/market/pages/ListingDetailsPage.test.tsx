import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { TOPIC_POLL_MS } from '@/stream/topics';
import { renderPage } from '@/test/page';
import { fail, ok, rmpCallsTo } from '@/test/http';

import { makeListing, marketApi, NAS_LISTING } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/market/details', () => {
  it('shows one listing: resources, price, reliability and its rounded area', async () => {
    renderPage('/market/details?id=11', {
      api: marketApi({ 'GET market/applications/11': () => ok(makeListing()) }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Stable Diffusion', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Text to image on your own GPU')).toBeInTheDocument();
    expect(screen.getByText('12.50 coins / hour')).toBeInTheDocument();
    expect(screen.getByText('By Bob Chen')).toBeInTheDocument();
    expect(screen.getByText('RTX 4090')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-valuenow',
      '98.7',
    );
    expect(screen.getByText('2 rentals ended in failure')).toBeInTheDocument();
    expect(screen.getByText('In Shanghai')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to rent' })).toBeInTheDocument();
  });

  it('says when the provider has no figures or location yet', async () => {
    renderPage('/market/details?id=12', {
      api: marketApi({ 'GET market/applications/12': () => ok(NAS_LISTING) }),
    });
    expect(await screen.findByRole('heading', { name: 'Home NAS', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Uptime figures appear/)).toBeInTheDocument();
    expect(screen.getByText('The provider shares no location')).toBeInTheDocument();
  });

  it('shows "no longer available" for a listing gone, with the way back', async () => {
    const { router, calls } = renderPage('/market/details?id=99', {
      api: marketApi({
        'GET market/applications/99': () => fail(404, 'not_found', 'Not found.'),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This listing is no longer available', level: 1 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the market' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
    expect(rmpCallsTo(calls, 'GET market/applications/99')).toHaveLength(1);
  });

  it('treats a missing or malformed id as gone, without asking', async () => {
    const { calls } = renderPage('/market/details?id=abc', { api: marketApi() });
    expect(
      await screen.findByRole('heading', { name: 'This listing is no longer available' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('market/applications/'))).toHaveLength(0);
  });

  it('reads the listing again every 15 s and turns to "no longer available" when it goes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer = () => ok(makeListing());
    const { calls } = renderPage('/market/details?id=11', {
      api: marketApi({ 'GET market/applications/11': () => answer() }),
    });
    expect(await screen.findByRole('heading', { name: 'Stable Diffusion' })).toBeInTheDocument();
    answer = () => fail(404, 'not_found', 'Not found.');
    act(() => vi.advanceTimersByTime(TOPIC_POLL_MS));
    const gone = await screen.findByText('This listing is no longer available');
    expect(within(gone.closest('.ant-result')!).getByRole('button')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOPIC_POLL_MS * 2));
    expect(rmpCallsTo(calls, 'GET market/applications/11')).toHaveLength(2);
  });
});
