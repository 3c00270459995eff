import { describe, expect, it } from 'vitest';

import { defaultHomePath, menuPathFor } from './pages';

describe('page registry', () => {
  it('names the menu entry that grants each menu page', () => {
    expect(menuPathFor('/account')).toBe('/account');
    // The server menu lists /account only; its sub-pages come with it.
    expect(menuPathFor('/account/username')).toBe('/account');
    expect(menuPathFor('/account/password')).toBe('/account');
    expect(menuPathFor('/friends')).toBe('/friends');
    // The menu lists /friends/tags hidden but grants it through /friends.
    expect(menuPathFor('/friends/tags')).toBe('/friends');
    expect(menuPathFor('/devices')).toBe('/devices');
    // The menu lists and grants the device sub-pages itself (hidden children of /devices).
    expect(menuPathFor('/devices/link')).toBe('/devices/link');
    expect(menuPathFor('/devices/details')).toBe('/devices/details');
    expect(menuPathFor('/devices/zcloud/create')).toBe('/devices/zcloud/create');
  });

  it('leaves public and unknown pages outside the menu', () => {
    for (const path of ['/', '/auth/signin', '/check-email', '/wechat/link', '/nope']) {
      expect(menuPathFor(path)).toBeNull();
    }
  });

  it('opens /app after sign-in', () => {
    expect(defaultHomePath()).toBe('/app');
  });

  it('grants app details through /devices and leaves /app to everyone signed in or not', () => {
    expect(menuPathFor('/devices/apps/12')).toBe('/devices');
    expect(menuPathFor('/app')).toBeNull();
    expect(menuPathFor('/my-apps/ai-compute/12')).toBeNull();
    expect(menuPathFor('/app-store/3/config')).toBeNull();
  });
});
