import { readFileSync } from 'node:fs';

import { act, screen } from '@testing-library/react';
import { theme } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { makeSession } from '@/test/http';
import { renderWithProviders } from '@/test/providers';
import { buildTheme } from '@/theme';

import { showBootFigure } from '@/lib/bootFigure';

import { BootShell } from './BootShell';

beforeEach(async () => {
  await setLocale('en');
});

describe('the signed-in frame before the first page', () => {
  it("is what the server's document draws before any code runs, with or without a heading, a figure and its amount", () => {
    const template = readFileSync('../templates/boot_shell.html', 'utf8').trim();
    /** The template as Django draws it with `values` (plain texts: nothing to escape). */
    const served = (values: Record<string, string | boolean | undefined>) => {
      const innermostIf = /\{% if ([\w.]+) %\}((?:(?!\{% if)[\s\S])*?)\{% endif %\}/;
      let html = template;
      while (innermostIf.test(html)) {
        html = html.replace(innermostIf, (_all, name: string, block: string) =>
          values[name] ? block : '',
        );
      }
      return html.replace(/\{\{ ([\w.]+) \}\}/g, (_all, name: string) =>
        String(values[name] ?? ''),
      );
    };
    const figure = { label: 'Available', text: '{amount} coins' };
    const figureValues = {
      boot_figure: true,
      'boot_figure.label': figure.label,
      'boot_figure.text': figure.text,
    };
    const cases = [
      { heading: null, drawn: null, amount: null, values: {} },
      { heading: 'Wallet', drawn: null, amount: null, values: { boot_heading: 'Wallet' } },
      {
        heading: 'Wallet',
        drawn: figure,
        amount: null,
        values: { boot_heading: 'Wallet', ...figureValues },
      },
      {
        heading: 'Wallet',
        drawn: figure,
        amount: { text: '-1,234.50', negative: true },
        values: {
          boot_heading: 'Wallet',
          ...figureValues,
          boot_amount: true,
          'boot_amount.text': '-1,234.50',
          'boot_amount.negative': true,
          boot_figure_text: '-1,234.50 coins',
        },
      },
    ];
    for (const { heading, drawn, amount, values } of cases) {
      if (amount) showBootFigure(amount);
      const { container, unmount } = renderWithProviders(
        <BootShell heading={heading} figure={drawn} />,
      );
      expect(container.innerHTML.replace(/ aria-label="[^"]*"/, '')).toBe(served(values));
      unmount();
    }
  });

  it("draws the figure's amount when the page's early reads give it", () => {
    renderWithProviders(
      <BootShell heading="Wallet" figure={{ label: 'Available', text: '{amount} coins' }} />,
    );
    act(() => showBootFigure({ text: '-3.10', negative: true }));
    const figure = document.querySelector('.boot-figure');
    expect(figure).toHaveTextContent('-3.10 coins');
    expect(figure).toHaveAttribute('data-negative');
  });

  it("has the dark theme's colours", () => {
    const token = theme.getDesignToken(buildTheme('dark'));
    const css = readFileSync('src/app/global.css', 'utf8');
    const boot = (name: string) => new RegExp(`--boot-${name}: ([^;]+);`).exec(css)?.[1];
    expect(boot('surface')).toBe(token.colorBgContainer);
    expect(boot('layout')).toBe(token.colorBgLayout);
    expect(boot('border')).toBe(token.colorBorderSecondary);
    expect(boot('primary')).toBe(token.colorPrimary);
    expect(boot('heading')?.replace(/ /g, '')).toBe(token.colorTextHeading);
    const heading = /\.boot-heading \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(heading).toContain(`font-size: ${token.fontSizeHeading2}px;`);
    expect(heading).toContain(
      `line-height: ${Math.round(Number(token.fontSizeHeading2) * Number(token.lineHeightHeading2))}px;`,
    );
    const content = /\.boot-content \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(content.replace(/\s+/g, ' ')).toContain(
      `font-family: ${token.fontFamily.replace(/\s+/g, ' ')};`,
    );
    expect(boot('text')?.replace(/ /g, '')).toBe(token.colorText);
    expect(boot('secondary')?.replace(/ /g, '')).toBe(token.colorTextSecondary);
    expect(boot('error')).toBe(token.colorErrorText);
    const card = /\.boot-card \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(card).toContain(`padding: ${token.paddingLG}px;`);
    expect(card).toContain(`border-radius: ${token.borderRadiusLG}px;`);
  });

  it("stands in for a signed-in page's frame while its code loads, not a spinner", async () => {
    sessionStore.set(makeSession());
    const { container } = renderApp('/devices', { api: () => new Promise(() => {}) });
    expect(container.querySelector('.boot-shell')).not.toBeNull();
    expect(await screen.findByRole('status', { name: /Loading/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('leaves the other pages their spinner', () => {
    const { container } = renderApp('/auth/signin', { api: () => new Promise(() => {}) });
    expect(container.querySelector('.boot-shell')).toBeNull();
    expect(screen.getByRole('status', { name: /Loading/ })).toBeInTheDocument();
  });
});
