import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/api/session';
import type { DownloadLinks } from '@/api/types';
import { setLocale } from '@/i18n/locale';
import { renderApp } from '@/test/app';
import { fail, ok, rmpRoutes } from '@/test/http';

const user = userEvent.setup();

const QR = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
const NONE: DownloadLinks = {
  windows: '',
  mac: '',
  android: '',
  ios: '',
  qr_svg: { windows: '', mac: '', android: '', ios: '' },
};
const SOME: DownloadLinks = {
  ...NONE,
  windows: 'https://example.com/z.exe',
  ios: 'https://apps.example.com/z',
  qr_svg: { ...NONE.qr_svg, windows: `${QR}w`, ios: `${QR}i` },
};

beforeEach(() => {
  setLocale('en');
  sessionStore.clear();
});

describe('/m/download', () => {
  it('shows each configured client with its QR code, hiding the others', async () => {
    renderApp('/m/download', { api: rmpRoutes({ 'GET download/links': () => ok(SOME) }) });
    expect(
      await screen.findByRole('heading', { name: 'Download the app', level: 1 }),
    ).toBeInTheDocument();
    const windows = await screen.findByTestId('download-windows');
    expect(
      within(windows).getByRole('img', { name: 'QR code of the Windows download link' }),
    ).toHaveAttribute('src', `${QR}w`);
    expect(within(windows).getByRole('link', { name: /Download for Windows/ })).toHaveAttribute(
      'href',
      'https://example.com/z.exe',
    );
    expect(screen.getByRole('img', { name: 'QR code of the iOS download link' })).toHaveAttribute(
      'src',
      `${QR}i`,
    );
    expect(screen.queryByTestId('download-mac')).not.toBeInTheDocument();
    expect(screen.queryByTestId('download-android')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(tabs).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: /Market/ })).not.toHaveAttribute('aria-current');
  });

  it('says so when no client is configured, and retries a failure', async () => {
    let answer = () => fail(500, 'server_error', 'Boom');
    renderApp('/m/download', { api: rmpRoutes({ 'GET download/links': () => answer() }) });
    expect(await screen.findByText('The download links could not be loaded')).toBeInTheDocument();
    answer = () => ok(NONE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No client can be downloaded yet. Come back later.'),
    ).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    setLocale('zh');
    renderApp('/m/download', { api: rmpRoutes({ 'GET download/links': () => ok(SOME) }) });
    expect(
      await screen.findByRole('heading', { name: '下载客户端', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /下载 Windows 版/ })).toBeInTheDocument();
  });
});
