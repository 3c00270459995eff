import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadActiveCatalogs, setLocale } from '@/i18n/locale';
import { renderWithProviders } from '@/test/providers';

import { walletCatalog } from '../catalog';
import WalletCharts, { axisTicks, labelledIndices } from './WalletCharts';

describe('the balance axis', () => {
  it('steps by 1, 2 or 5 times a power of ten from zero to at least the largest value', () => {
    expect(axisTicks(120, 1250.5)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(0.3, 3.7)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(40, 40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('reaches below zero for a debt and has two ticks when everything is zero', () => {
    expect(axisTicks(-30, 70)).toEqual([-50, 0, 50, 100]);
    expect(axisTicks(0, 0)).toEqual([0, 0.5]);
  });

  it('labels the first and the last day and at most five', () => {
    expect(labelledIndices(30)).toEqual([0, 7, 15, 22, 29]);
    expect(labelledIndices(3)).toEqual([0, 1, 2]);
    expect(labelledIndices(1)).toEqual([0]);
  });
});

const SUMMARY = {
  days: [
    { date: '2026-11-24', balance: '100.00', income: '100.00', spending: '0.00' },
    { date: '2026-11-25', balance: '55.00', income: '0.00', spending: '45.00' },
  ],
  spending_by_type: [
    { type: 'charge', amount: '45.00' },
    { type: 'fee', amount: '15.00' },
  ],
} as Parameters<typeof WalletCharts>[0]['summary'];

describe('the wallet charts', () => {
  it('draw each day and each type with its figure on hover', () => {
    const { container } = renderWithProviders(<WalletCharts summary={SUMMARY} />);
    const days = [...container.querySelectorAll('rect title')].map((title) => title.textContent);
    expect(days).toEqual(['11/24 · Balance: 100.00', '11/25 · Balance: 55.00']);
    const line = screen.getByTestId('balance-line').getAttribute('d')!;
    expect(line).toMatch(/^M0,\d+(\.\d+)?L1000,\d+(\.\d+)?$/);
    const bars = [...container.querySelectorAll<HTMLElement>('li[title]')];
    expect(bars.map((bar) => bar.title)).toEqual([
      'Charge · Spending: 45.00',
      'Fee · Spending: 15.00',
    ]);
    const widths = bars.map((bar) => (bar.querySelector('span > span') as HTMLElement).style.width);
    expect(widths[0]).toBe('100%');
    expect(parseFloat(widths[1]!)).toBeCloseTo(33.33, 1);
  });

  it('give their figures to screen readers as tables', () => {
    renderWithProviders(<WalletCharts summary={SUMMARY} />);
    const balance = screen.getByRole('table', { name: 'Balance, last 2 days' });
    expect(within(balance).getAllByRole('row')).toHaveLength(3);
    expect(
      within(screen.getByRole('table', { name: 'Spending by type, last 2 days' })).getByText(
        '15.00',
      ),
    ).toBeInTheDocument();
  });

  it('say their figures in Chinese too', async () => {
    await setLocale('zh');
    await loadActiveCatalogs([walletCatalog]);
    const { container } = renderWithProviders(<WalletCharts summary={SUMMARY} />);
    expect(container.querySelector('rect title')?.textContent).toBe('11/24 · 余额：100.00');
    expect(container.querySelector('li[title]')?.getAttribute('title')).toMatch(/ · 支出：45\.00$/);
  });
});

afterEach(async () => {
  await setLocale('en');
});
