import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { isBuiltPath } from '@/config/pages';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';

import { GUIDE, PRIVACY, TERMS } from '../documents';

afterEach(async () => {
  await setLocale('en');
});

describe('the legal pages and the guide', () => {
  it.each([
    ['/terms', 'Terms of Use', 'Coins and payments', '用户协议', '算力币与支付'],
    ['/privacy', 'Privacy Policy', 'How long we keep it', '隐私政策', '保存多久'],
    ['/guide', 'User guide', 'Bind a device', '用户指南', '绑定设备'],
  ])(
    '%s reads in both languages, its contents leading to each section',
    async (path, ...titles) => {
      const [title, section, zhTitle, zhSection] = titles as [string, string, string, string];
      await setLocale('en');
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} - Z Compute`));
      const contents = screen.getByRole('navigation', { name: 'Contents' });
      const entry = within(contents).getByRole('link', { name: section });
      const heading = screen.getByRole('heading', { level: 2, name: section });
      expect(entry).toHaveAttribute('href', `#${heading.id}`);
      expect(screen.getByText(/^Last updated: November 27, 2026$/)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: /English/ }));
      await userEvent.click(await screen.findByText('中文'));
      expect(await screen.findByRole('heading', { level: 1, name: zhTitle })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: zhSection })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('says what the privacy policy promises: what is kept and for how long', async () => {
    renderApp('/privacy');
    const retention = await screen.findByRole('region', { name: 'How long we keep it' });
    const items = within(retention)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContain('Sign-in records: 180 days.');
    expect(items).toContainEqual(expect.stringMatching(/Copies of SMS and e-mail: 30 days/));
    const location = screen.getByRole('region', { name: 'Locations and the nearby map' });
    expect(within(location).getByText(/rounded to about 1 km/)).toBeInTheDocument();
  });

  it('leads from the guide to pages of the page table, and the footer to the others', async () => {
    const guideLinks = GUIDE.sections.flatMap((section) => section.links ?? []);
    expect(guideLinks.length).toBeGreaterThan(5);
    for (const { to } of guideLinks) expect(isBuiltPath(to), to).toBe(true);
    expect(TERMS.sections.length + PRIVACY.sections.length).toBeGreaterThan(15);

    const { router } = renderApp('/guide');
    const footer = await screen.findByRole('navigation', { name: 'Terms and help' });
    await userEvent.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/privacy');
  });
});
