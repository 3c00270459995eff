import { describe, expect, it } from 'vitest';

import { flattenMenu, matchesPathPattern, menuAllows, menuAncestors } from './menu';

interface Route {
  path: string;
  meta: { title: string; isHide: boolean };
  children?: Route[];
}

const route = (path: string, title: string, children?: Route[], isHide = false): Route => ({
  path,
  meta: { title, isHide },
  ...(children ? { children } : {}),
});

const MENU: Route[] = [
  route('/devices', 'MyDevices', [
    route('/devices/link', 'LinkDevice', undefined, true),
    route('/devices/apps/:id', 'MyAppDetails', undefined, true),
  ]),
  route('/wallet', 'Wallet', [
    route('/wallet/transactions', 'OrderList'),
    route('/wallet/pay', 'Deposit'),
  ]),
  route('/secret', 'Secret', [route('/secret/inner', 'Inner')], true),
  route('/account', 'account'),
];

describe('matchesPathPattern', () => {
  it.each([
    ['/devices', '/devices', true],
    ['/devices', '/devices/', true],
    ['/devices', '/devices/link', false],
    ['/devices/apps/:id', '/devices/apps/42', true],
    ['/app-store/{id}', '/app-store/7', true],
    ['/devices/apps/:id', '/devices/apps', false],
    ['/', '/', true],
    ['/', '/x', false],
  ])('%s vs %s → %s', (pattern, path, expected) => {
    expect(matchesPathPattern(pattern, path)).toBe(expected);
  });
});

describe('flattenMenu', () => {
  it('lists every route, parents first', () => {
    expect(flattenMenu(MENU).map((r) => r.path)).toEqual([
      '/devices',
      '/devices/link',
      '/devices/apps/:id',
      '/wallet',
      '/wallet/transactions',
      '/wallet/pay',
      '/secret',
      '/secret/inner',
      '/account',
    ]);
  });
});

describe('menuAncestors', () => {
  it('maps a path to its chain from the top level', () => {
    expect(menuAncestors(MENU, '/wallet/pay').map((r) => r.path)).toEqual([
      '/wallet',
      '/wallet/pay',
    ]);
    expect(menuAncestors(MENU, '/devices/apps/9').map((r) => r.meta.title)).toEqual([
      'MyDevices',
      'MyAppDetails',
    ]);
    expect(menuAncestors(MENU, '/account').map((r) => r.path)).toEqual(['/account']);
  });

  it('is empty for an unknown path', () => {
    expect(menuAncestors(MENU, '/nowhere')).toEqual([]);
  });
});

describe('menuAllows', () => {
  it('grants hidden entries too', () => {
    expect(menuAllows(MENU, '/devices/link')).toBe(true);
    expect(menuAllows(MENU, '/company')).toBe(false);
  });
});
