import { describe, expect, it, vi } from 'vitest';

import { makeSession } from '@/test/http';

import { isPcMode, postToHost, setHostOrigin, setPcMode, type HostMessage } from './host';

const message: HostMessage = { type: 'redirect', path: '/app', session: makeSession() };

function fakeWindow(extra: Partial<Window>): Window {
  const win = {
    postMessage: vi.fn(),
    location: { origin: 'https://z.example' },
    ...extra,
  } as unknown as Window;
  if (!('parent' in extra)) (win as { parent: Window }).parent = win;
  return win;
}

describe('postToHost', () => {
  it('uses the WebView2 bridge when present', () => {
    const webview = { postMessage: vi.fn() };
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const win = fakeWindow({ chrome: { webview }, parent });
    postToHost(message, win);
    expect(webview.postMessage).toHaveBeenCalledWith(message);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts to the parent frame at the configured origin when framed', () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    const win = fakeWindow({ parent });
    setHostOrigin('https://desktop.example');
    postToHost(message, win);
    expect(parent.postMessage).toHaveBeenCalledWith(message, 'https://desktop.example');
    expect(parent.postMessage).not.toHaveBeenCalledWith(message, '*');
    expect(win.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing to a parent frame without a configured origin', () => {
    const parent = { postMessage: vi.fn() } as unknown as Window;
    setHostOrigin(null);
    postToHost(message, fakeWindow({ parent }));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts to its own window otherwise', () => {
    const win = fakeWindow({});
    postToHost(message, win);
    expect(win.postMessage).toHaveBeenCalledWith(message, 'https://z.example');
  });
});

describe('PC-mode flag', () => {
  it('is stored as "1" and removed when off', () => {
    expect(isPcMode()).toBe(false);
    setPcMode(true);
    expect(localStorage.getItem('zc.pcMode')).toBe('1');
    expect(isPcMode()).toBe(true);
    setPcMode(false);
    expect(localStorage.getItem('zc.pcMode')).toBeNull();
  });
});
