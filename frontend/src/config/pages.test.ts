import { describe, expect, it } from 'vitest';

import * as paths from './paths';
import {
  PAGE_TABLE,
  defaultHomePath,
  isBuiltPath,
  isPublicPath,
  isSignedInPath,
  mayOpen,
  menuPathFor,
  pageAt,
} from './pages';

describe('page table', () => {
  it('has a row for every path the code links to by name', () => {
    for (const [name, value] of Object.entries(paths)) {
      if (typeof value === 'string') expect(pageAt(value)?.path, name).toBe(value);
    }
  });

  it('matches a path with its id, any trailing slash, and nothing deeper', () => {
    expect(pageAt('/devices/apps/12')?.path).toBe('/devices/apps/:id');
    expect(pageAt('/app-store/more')?.path).toBe('/app-store/more');
    expect(pageAt('/account/')?.path).toBe('/account');
    expect(pageAt('/app-store/1/2/3')).toBeUndefined();
    expect(pageAt('/nope')).toBeUndefined();
  });

  it('tells public pages, signed-in pages and unbuilt ones apart', () => {
    expect(isPublicPath('/nearby/map') && isBuiltPath('/nearby/map')).toBe(true);
    expect(isPublicPath('/m') && isPublicPath('/front')).toBe(true);
    expect(isSignedInPath('/my-devices') && isBuiltPath('/my-devices')).toBe(true);
    expect(isBuiltPath('/nope')).toBe(false);
    expect(isSignedInPath('/app')).toBe(false);
    expect(isSignedInPath('/nope') || isPublicPath('/nope')).toBe(false);
  });

  it('names who may open each page (DECISIONS.md item 8)', () => {
    expect(
      PAGE_TABLE.filter((page) => page.public).every((page) => page.userTypes.length === 3),
    ).toBe(true);
    expect(mayOpen('/my-apps/ai-compute/3', 'member')).toBe(false);
    expect(mayOpen('/my-apps/ai-compute/3', 'admin')).toBe(true);
    expect(mayOpen('/friends/tags', 'admin')).toBe(false);
    expect(mayOpen('/account/password', 'member')).toBe(true);
    expect(mayOpen('/nope', 'user')).toBe(false);
  });

  it('gives a mobile twin to the public pages a signed-out phone is sent from, and no other', () => {
    const twinned = PAGE_TABLE.filter((page) => page.mobile).map((page) => page.path);
    expect(twinned.sort()).toEqual(
      [
        '/',
        '/market',
        '/market/more',
        '/market/details',
        '/nearby',
        '/nearby/details',
        '/compony',
      ].sort(),
    );
  });

  it('names mobile twins that are rows of the mobile set', () => {
    for (const page of PAGE_TABLE.filter((row) => row.mobile)) {
      expect(page.mobile!.startsWith('/m/')).toBe(true);
      expect(pageAt(page.mobile!)?.path).toBe(page.mobile);
    }
  });

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

  it('leaves public, unknown and unbuilt pages outside the menu', () => {
    for (const path of [
      '/',
      '/auth/signin',
      '/check-email',
      '/wechat/link',
      '/nope',
      '/on-demand/place-an-order',
    ]) {
      expect(menuPathFor(path)).toBeNull();
    }
    // The market's public pages have entries, for the individuals signed in.
    expect(menuPathFor('/market')).toBe('/market');
    expect(menuPathFor('/my-orders')).toBe('/my-orders');
  });

  it('opens /app after sign-in', () => {
    expect(defaultHomePath()).toBe('/app');
  });

  it('grants app details through /devices and leaves /app to everyone signed in or not', () => {
    expect(menuPathFor('/devices/apps/12')).toBe('/devices');
    // My apps has a menu entry (highlighted for /app/:id too), yet stays public.
    expect(menuPathFor('/app')).toBe('/app');
    expect(menuPathFor('/app/12')).toBe('/app');
    expect(isPublicPath('/app') && isPublicPath('/app-store')).toBe(true);
    expect(menuPathFor('/my-devices')).toBe('/devices');
    expect(menuPathFor('/my-apps/ai-compute/12')).toBeNull();
    expect(menuPathFor('/app-store/3/config')).toBeNull();
  });
});
