import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/api/session';
import { setLocale } from '@/i18n/locale';
import { fail, fakeFetch, makeSession, ok } from '@/test/http';
import { createTestQueryClient } from '@/test/providers';

import { walletKeys } from '../queries';
import { prefetch } from './WalletPage.data';
import { makeSummary, makeWallet, page, walletApi } from './testData';

let root: HTMLElement;

beforeEach(async () => {
  await setLocale('en');
  sessionStore.set(makeSession());
  // The frame the server drew: the figure's place in #root.
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<p class="boot-figure" data-text="{amount} coins"></p>';
  document.body.append(root);
});

afterEach(() => {
  root.remove();
  vi.unstubAllGlobals();
});

function readWith(wallet: () => Response) {
  const http = fakeFetch(
    walletApi({
      'GET wallet': wallet,
      'GET wallet/summary': () => ok(makeSummary()),
      'GET transactions': () => ok(page([])),
    }),
  );
  vi.stubGlobal('fetch', http.fetch);
  const client = createTestQueryClient();
  prefetch(client);
  return client;
}

describe("/wallet's early reads", () => {
  it('draw the available coins in the frame as soon as the wallet is read, as the page writes them', async () => {
    const client = readWith(() => ok(makeWallet({ available: '12345.5' })));
    await waitFor(() =>
      expect(document.querySelector('.boot-figure')).toHaveTextContent('12,345.50 coins'),
    );
    expect(client.getQueryData(walletKeys.wallet())).toMatchObject({ available: '12345.5' });
  });

  it('leave the place empty when the read fails, for the page to show the failure', async () => {
    const client = readWith(() => fail(500, 'server_error', 'Server error'));
    await waitFor(() => expect(client.getQueryState(walletKeys.wallet())?.status).toBe('error'));
    expect(document.querySelector('.boot-figure')).toBeEmptyDOMElement();
  });
});
