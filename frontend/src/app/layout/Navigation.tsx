import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router';

import { isBuiltPath, menuPathFor } from '@/config/pages';

import { formatMenuTitle } from '../menu/messages';
import { useMenu } from '../menu/store';
import { MenuIcon } from './icons';
import { layoutMessages as m } from './messages';
import { buildNavTree, navSelection, type NavNode } from './nav';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toMenuItems(nodes: readonly NavNode[], intl: IntlShape): MenuItem[] {
  return nodes.map((node): MenuItem => {
    const label = formatMenuTitle(intl, node.title);
    const icon = <MenuIcon name={node.icon} />;
    switch (node.kind) {
      case 'page':
        return { key: node.key, icon, label: <Link to={node.path}>{label}</Link> };
      case 'link':
        return {
          key: node.key,
          icon,
          label: (
            <a href={node.href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ),
        };
      case 'group':
        return { key: node.key, icon, label, children: toMenuItems(node.children, intl) };
    }
  });
}

/**
 * The frame's navigation from the server's menu, the page shown highlighted. Its own chunk
 * (antd's Menu and the menu's icons): a phone loads it with the drawer, and a wide screen
 * evaluates it in a task of its own rather than in the frame's.
 */
export default function Navigation() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const menu = useMenu();
  const nav = useMemo(() => buildNavTree(menu ?? [], isBuiltPath), [menu]);
  const items = useMemo(() => toMenuItems(nav, intl), [nav, intl]);
  const { selectedKeys, openKeys } = useMemo(
    // A page granted through its menu parent (/account/username) highlights the parent.
    () => navSelection(menu ?? [], nav, menuPathFor(pathname) ?? pathname),
    [menu, nav, pathname],
  );
  return (
    <nav aria-label={intl.formatMessage(m.navigation)}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKeys}
        defaultOpenKeys={openKeys}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
