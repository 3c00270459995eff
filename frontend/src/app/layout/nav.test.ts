import { describe, expect, it } from 'vitest';

import type { MenuRoute } from '@/api/types';

import { buildNavTree, navSelection } from './nav';

const r = (
  path: string,
  title: string,
  opts: { children?: MenuRoute[]; hide?: boolean; link?: boolean } = {},
): MenuRoute => ({
  path,
  name: title,
  component: title,
  meta: { icon: 'X', title, isHide: opts.hide ?? false, isLink: opts.link ?? false },
  ...(opts.children ? { children: opts.children } : {}),
});

const MENU: MenuRoute[] = [
  r('/devices', 'MyDevices', {
    children: [r('/devices/details', 'DeviceDetails', { hide: true })],
  }),
  r('/wallet', 'Wallet', {
    children: [r('/wallet/transactions', 'OrderList'), r('/wallet/pay', 'Deposit')],
  }),
  r('/account', 'account'),
  r('https://docs.example/', 'Docs', { link: true }),
  r('javascript:alert(1)', 'Bad', { link: true }),
  r('/secret', 'Secret', { hide: true }),
];

const keys = (nodes: ReturnType<typeof buildNavTree>): unknown =>
  nodes.map((n) => (n.kind === 'group' ? { [n.key]: keys(n.children) } : `${n.kind}:${n.key}`));

describe('buildNavTree', () => {
  it('shows only registered pages and external links', () => {
    const nav = buildNavTree(MENU, (p) => p === '/account');
    expect(keys(nav)).toEqual(['page:/account', 'link:https://docs.example/']);
  });

  it('keeps a parent without a page as a group when children are registered', () => {
    const nav = buildNavTree(MENU, (p) => p === '/wallet/pay');
    expect(keys(nav)).toEqual([
      { 'group:/wallet': ['page:/wallet/pay'] },
      'link:https://docs.example/',
    ]);
  });

  it('puts a registered parent first inside its group', () => {
    const nav = buildNavTree(MENU, (p) => p.startsWith('/wallet'));
    expect(keys(nav)).toEqual([
      { 'group:/wallet': ['page:/wallet', 'page:/wallet/transactions', 'page:/wallet/pay'] },
      'link:https://docs.example/',
    ]);
  });

  it('never shows hidden routes, even registered ones', () => {
    const nav = buildNavTree(MENU, () => true);
    expect(JSON.stringify(nav)).not.toContain('/devices/details');
    expect(JSON.stringify(nav)).not.toContain('/secret');
    expect(keys(nav)).toContainEqual('page:/devices');
  });
});

describe('navSelection', () => {
  const nav = buildNavTree(MENU, () => true);

  it('selects the page and opens its group', () => {
    expect(navSelection(MENU, nav, '/wallet/pay')).toEqual({
      selectedKeys: ['/wallet/pay'],
      openKeys: ['group:/wallet'],
    });
  });

  it('highlights the nearest visible ancestor of a hidden page', () => {
    expect(navSelection(MENU, nav, '/devices/details').selectedKeys).toEqual(['/devices']);
  });

  it('selects nothing outside the menu', () => {
    expect(navSelection(MENU, nav, '/elsewhere')).toEqual({ selectedKeys: [], openKeys: [] });
  });
});
