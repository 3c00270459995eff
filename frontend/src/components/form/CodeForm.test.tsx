import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setLocale } from '@/i18n/locale';
import { renderWithProviders } from '@/test/providers';

import { CodeForm } from './CodeForm';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(async () => {
  await setLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CodeForm', () => {
  it('checks the address, sends the code, moves to the code field and counts down', async () => {
    // Only the countdown's clock is faked; Testing Library keeps real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({ resend_after: 3, expires_in: 600 }));
    const verify = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <CodeForm name="link-email" channel="email" send={send} verify={verify} submitLabel="Link" />,
    );
    expect(input('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(input('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(input('E-mail'), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(input('E-mail'), 'example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(input('Verification code')).toHaveFocus());
    expect(send).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByRole('button', { name: 'Resend in 3 s' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();

    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(verify).toHaveBeenCalledWith('ann@example.com', '123456'));
  });

  it('without an address field, checks only the code', async () => {
    const user = userEvent.setup();
    const verify = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <CodeForm name="reauth" channel={null} send={vi.fn()} verify={verify} submitLabel="Go" />,
    );
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await user.type(input('Verification code'), '12a{Enter}');
    expect(screen.getByText('The verification code is 6 digits')).toBeInTheDocument();
    expect(input('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(verify).not.toHaveBeenCalled();
  });
});
