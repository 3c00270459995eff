import '@testing-library/jest-dom/vitest';

import { cleanup, configure, waitFor } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- the static hosts a file leaves behind
import { message, Modal, notification } from 'antd';
import NProgress from 'nprogress';
import { afterAll, afterEach, expect, vi } from 'vitest';

import { provideFeedbackHost } from '@/components/feedback';
import { DEFAULT_LOCALE, setLocale } from '@/i18n/locale';
import { bootFigure } from '@/lib/bootFigure';

import { fakeMediaQueryList } from './media';

// What `main` does as it starts (`feedback.tsx`).
provideFeedbackHost(() => import('@/components/FeedbackHost'));

// Lazy page chunks and antd take longer than the default second on a busy 2-core machine.
// Waiting only ends early: a passing test never waits this long, a loaded CI box may need it.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks matchMedia, which antd's responsive helpers need.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => fakeMediaQueryList(query, false)),
  });
}

// A wide screen fetches the lists' table code with its first page (`PagedTable`); here it is
// in place before any test, so a list draws its table at once as it does once that code came.
await import('@/components/WideTable');

// jsdom lacks ResizeObserver, which antd's Tabs and overflow helpers need.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // Assigned, not vi.stubGlobal: `unstubGlobals` would remove it after the first test.
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

afterEach(() => {
  // A test that faked the clock (to skip a poll's interval rather than wait it out) gives
  // the next one the real clock back, even when it failed half-way.
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Most files share their worker's modules: the first page's figure is each test's own.
  bootFigure.reset();
});

afterAll(async () => {
  // nprogress takes its bar down on timers: a file that ends while a navigation's bar is up
  // must let them run before jsdom goes, or they fire into a torn-down window.
  if (NProgress.status !== null) NProgress.done(true);
  await waitFor(() => expect(document.getElementById('nprogress')).toBeNull());
  // Most files share their worker's modules (`vitest.config.ts`): the next one starts in
  // English, with none of antd's toasts, notifications or dialogs left on the page.
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  // Also while a switch to another language is still loading its texts.
  await setLocale(DEFAULT_LOCALE);
  localStorage.clear();
});
