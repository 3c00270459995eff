import {
  LoginOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Flex, Layout, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { Brand } from '@/components/Brand';
import { useSession } from '@/api/session';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { SiteFooter } from '@/components/SiteFooter';
import { defaultHomePath } from '@/config/pages';
import { signInRedirect } from '@/config/paths';
import { useProfile } from '@/features/account/hooks';
import { useSignOut } from '@/features/auth/hooks';
import { useNarrowScreen } from '@/lib/media';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { hasBell } from '@/features/notifications/hooks';
import { IdentitySwitcher } from '@/features/companies/components/IdentitySwitcher';

import { loadMenu, useMenu } from '../menu/store';
import { layoutMessages as m } from './messages';
import { UnverifiedBanner } from './UnverifiedBanner';

/** The navigation's drawer below 768 px: its code loads on phones only. */
const Drawer = lazy(() => import(/* webpackChunkName: "nav-drawer" */ 'antd/es/drawer'));
const loadNavigation = () => import('./Navigation');
const Navigation = lazy(loadNavigation);

/**
 * The signed-in frame: server-menu navigation, user name, language, sign-out. Below 768 px
 * the navigation is a drawer opened from the top bar, and the top bar keeps icons only.
 */
export default function AppLayout() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const menu = useMenu();
  const profile = useProfile();
  const session = useSession();
  const signOut = useSignOut();
  const narrow = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code is fetched when it is first opened, not with a phone's first page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { token } = theme.useToken();
  const surface = { background: token.colorBgContainer };
  const divider = `1px solid ${token.colorBorderSecondary}`;
  const inset = narrow ? 12 : 24;
  const gap = narrow ? 8 : 12;

  // The guard loads the menu before menu pages only; a public page in this frame (/app)
  // loads it here, for the navigation. A failure leaves the navigation empty.
  useEffect(() => {
    if (session && menu === null) loadMenu().catch(() => {});
  }, [session, menu]);

  // Following a link in the drawer closes it.
  useEffect(() => setDrawerOpen(false), [pathname, narrow]);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  const name = profile.data?.name;
  const navigation = (
    <Suspense>
      <Navigation />
    </Suspense>
  );
  const signOutLabel = intl.formatMessage(m.signOut);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        drawerWanted && (
          <Suspense>
            <Drawer
              placement="left"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              size={256}
              title={<Brand to={defaultHomePath()} />}
              styles={{ body: { padding: 0 } }}
            >
              {name && (
                <div style={{ padding: 12, borderBottom: divider }}>
                  <IdentitySwitcher name={name} block />
                </div>
              )}
              {navigation}
            </Drawer>
          </Suspense>
        )
      ) : (
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
          {navigation}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ ...surface, paddingInline: inset, borderBottom: divider }}>
          <Flex align="center" gap={gap} style={{ height: '100%' }}>
            {narrow ? (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={intl.formatMessage(m.openNavigation)}
                aria-expanded={drawerOpen}
                onClick={() => {
                  // The menu's chunk beside the drawer's, not after it; the drawer asks again.
                  loadNavigation().catch(() => undefined);
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              />
            ) : (
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={intl.formatMessage(
                  collapsed ? m.expandNavigation : m.collapseNavigation,
                )}
                aria-expanded={!collapsed}
                onClick={() => setCollapsed(!collapsed)}
              />
            )}
            <Flex align="center" gap={gap} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
              <LanguageSwitch />
              {session && hasBell(session.userType) && <NotificationBell />}
              {name && (
                <Flex align="center" gap={8} style={{ minWidth: 0 }}>
                  <Avatar
                    size="small"
                    src={profile.data?.avatar_url || undefined}
                    icon={<UserOutlined />}
                  />
                  {!narrow && <IdentitySwitcher name={name} />}
                </Flex>
              )}
              {session ? (
                <Button
                  icon={<LogoutOutlined />}
                  loading={signingOut}
                  aria-label={narrow ? signOutLabel : undefined}
                  onClick={() => void onSignOut()}
                >
                  {!narrow && signOutLabel}
                </Button>
              ) : (
                // A visitor on a public page of this frame (/app).
                <Button
                  icon={<LoginOutlined />}
                  aria-label={narrow ? intl.formatMessage(m.signIn) : undefined}
                  onClick={() => navigate(signInRedirect(`${pathname}${search}`))}
                >
                  {!narrow && intl.formatMessage(m.signIn)}
                </Button>
              )}
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: inset, minWidth: 0 }}>
          <UnverifiedBanner profile={profile.data} />
          <Outlet />
        </Layout.Content>
        <SiteFooter />
      </Layout>
    </Layout>
  );
}
