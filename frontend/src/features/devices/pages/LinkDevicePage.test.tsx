import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderPage } from '@/test/page';
import { bodyOf, cimCallsTo, fail, makeSession, ok } from '@/test/http';

import { DEVICE_ID, devicesApi, makeDetail, makeDevice } from './testData';

const user = userEvent.setup();

beforeEach(() => {
  setLocale('en');
  sessionStore.set(makeSession());
});

describe('/devices/link', () => {
  it('checks the format and check character before sending, shows refusals on the field, then binds', async () => {
    let answer: () => Response = () => fail(400, 'device_id_invalid', 'Invalid device ID');
    const { calls, router } = renderPage('/devices/link', {
      api: devicesApi({
        'POST devices/bind': () => answer(),
        'GET devices/5': () => ok(makeDetail()),
      }),
    });
    const field = await screen.findByLabelText('Device ID');
    const bind = screen.getByText('Bind', { selector: 'button *' });

    await user.click(bind);
    expect(await screen.findByText('Enter the device ID')).toBeInTheDocument();

    // Right shape, wrong check character.
    const last = DEVICE_ID.at(-1) === '0' ? '1' : '0';
    await user.type(field, DEVICE_ID.slice(0, -1) + last);
    await user.click(bind);
    expect(await screen.findByText('Invalid device ID')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ABCD-EFGH');
    await user.click(bind);
    expect(await screen.findByText('Invalid device ID')).toBeInTheDocument();
    expect(cimCallsTo(calls, 'POST devices/bind')).toHaveLength(0);

    // Lower case without dashes is fine and is sent in the canonical form.
    await user.clear(field);
    await user.type(field, DEVICE_ID.replace(/-/g, '').toLowerCase());
    await user.click(bind);
    await waitFor(() => expect(cimCallsTo(calls, 'POST devices/bind')).toHaveLength(1));
    expect(bodyOf(cimCallsTo(calls, 'POST devices/bind')[0])).toEqual({ device_id: DEVICE_ID });
    expect(await screen.findByText('Invalid device ID')).toBeInTheDocument();

    answer = () =>
      fail(429, 'too_many_requests', 'Too many attempts. Try again in 60 seconds.', {
        retry_after: 60,
      });
    await user.click(bind);
    expect(
      await screen.findByText('Too many attempts. Try again in 60 seconds.'),
    ).toBeInTheDocument();

    answer = () => ok(makeDevice());
    await user.click(bind);
    expect(await screen.findByText('Studio box is bound')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/details'));
    expect(router.state.location.search).toBe('?id=5');
  });

  it('shows a member the server refusal', async () => {
    renderPage('/devices/link', {
      api: devicesApi({
        'POST devices/bind': () =>
          fail(403, 'member_not_allowed', 'Company members cannot manage devices.'),
      }),
    });
    await user.type(await screen.findByLabelText('Device ID'), DEVICE_ID);
    await user.click(screen.getByText('Bind', { selector: 'button *' }));
    expect(await screen.findByText('Company members cannot manage devices.')).toBeInTheDocument();
    expect(
      screen.getByText('Devices are managed by your company administrator'),
    ).toBeInTheDocument();
  });
});
