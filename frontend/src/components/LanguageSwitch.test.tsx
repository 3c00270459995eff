import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { getLocale, setLocale } from '@/i18n/locale';
import { renderWithProviders } from '@/test/providers';

import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  await setLocale('en');
});

describe('LanguageSwitch', () => {
  it('is a menu button the keyboard works: arrows, Enter, Escape', async () => {
    await setLocale('en');
    renderWithProviders(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: /English/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The current language is checked and has the focus.
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(getLocale()).toBe('en');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(getLocale()).toBe('zh'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /中文/ })).toHaveFocus();
  });

  it('closes on a click outside without switching', async () => {
    await setLocale('en');
    renderWithProviders(
      <>
        <LanguageSwitch />
        <p>elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(getLocale()).toBe('en');
  });
});
