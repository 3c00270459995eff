import {
  LoginOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Flex, Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';

import { Brand } from '@/components/Brand';
import { useSession } from '@/api/session';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { defaultHomePath, isBuiltPath, menuPathFor } from '@/config/pages';
import { signInRedirect } from '@/config/paths';
import { useProfile } from '@/features/account/hooks';
import { useSignOut } from '@/features/auth/hooks';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';

import { formatMenuTitle } from '../menu/messages';
import { loadMenu, useMenu } from '../menu/store';
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

/** The signed-in frame: server-menu navigation, user name, language, sign-out. */
export default function AppLayout() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const menu = useMenu();
  const profile = useProfile();
  const session = useSession();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { token } = theme.useToken();
  const surface = { background: token.colorBgContainer };
  const divider = `1px solid ${token.colorBorderSecondary}`;

  // The guard loads the menu before menu pages only; a public page in this frame (/app)
  // loads it here, for the navigation. A failure leaves the navigation empty.
  useEffect(() => {
    if (session && menu === null) loadMenu().catch(() => {});
  }, [session, menu]);

  const nav = useMemo(() => buildNavTree(menu ?? [], isBuiltPath), [menu]);
  const items = useMemo(() => toMenuItems(nav, intl), [nav, intl]);
  const { selectedKeys, openKeys } = useMemo(
    // A page granted through its menu parent (/account/username) highlights the parent.
    () => navSelection(menu ?? [], nav, menuPathFor(pathname) ?? pathname),
    [menu, nav, pathname],
  );

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  const name = profile.data?.name;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        trigger={null}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={224}
        theme="light"
        style={{ ...surface, borderInlineEnd: divider }}
      >
        <div style={{ padding: '16px 24px', height: 64, display: 'flex', alignItems: 'center' }}>
          <Brand to={defaultHomePath()} compact={collapsed} />
        </div>
        <nav aria-label={intl.formatMessage(m.navigation)}>
          <Menu
            mode="inline"
            items={items}
            selectedKeys={selectedKeys}
            defaultOpenKeys={openKeys}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ ...surface, paddingInline: 24, borderBottom: divider }}>
          <Flex align="center" gap={12} style={{ height: '100%' }}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={intl.formatMessage(collapsed ? m.expandNavigation : m.collapseNavigation)}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            />
            <Flex align="center" gap={12} style={{ marginInlineStart: 'auto' }}>
              <LanguageSwitch />
              {/* The inbox and its live stream are the individual's (spec: /messages). */}
              {session?.userType === 'user' && <NotificationBell />}
              {name && (
                <Flex align="center" gap={8}>
                  <Avatar
                    size="small"
                    src={profile.data?.avatar_url || undefined}
                    icon={<UserOutlined />}
                  />
                  <Typography.Text strong ellipsis style={{ maxWidth: 200 }}>
                    {name}
                  </Typography.Text>
                </Flex>
              )}
              {session ? (
                <Button
                  icon={<LogoutOutlined />}
                  loading={signingOut}
                  onClick={() => void onSignOut()}
                >
                  {intl.formatMessage(m.signOut)}
                </Button>
              ) : (
                // A visitor on a public page of this frame (/app).
                <Button
                  icon={<LoginOutlined />}
                  onClick={() => navigate(signInRedirect(`${pathname}${search}`))}
                >
                  {intl.formatMessage(m.signIn)}
                </Button>
              )}
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
