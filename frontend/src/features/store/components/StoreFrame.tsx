import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import { signInRedirect } from '@/config/paths';
import { defaultHomePath } from '@/config/pages';
import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';

import { STORE_PATH } from '../paths';
import { storeMessages as m } from '../messages';

interface StoreFrameProps {
  children: ReactNode;
  /** The link beside the brand (the market's pages pass theirs); the store front by default. */
  home?: ReactNode;
}

/**
 * The frame of the public store and market pages (layout `bare`, for visitors signed out
 * and in): brand, a link to the section's front, the language switch and sign-in (or the
 * console).
 */
export function StoreFrame({ children, home }: StoreFrameProps) {
  const signedIn = useSession() !== null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex
        component="header"
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{ padding: '16px 24px' }}
      >
        <Space size="large">
          <Brand />
          {home ?? (
            <Link to={STORE_PATH}>
              <FormattedMessage {...m.pageTitle} />
            </Link>
          )}
        </Space>
        <Space>
          <LanguageSwitch />
          {signedIn ? (
            <Button type="link" onClick={() => navigate(defaultHomePath())}>
              <FormattedMessage {...m.console} />
            </Button>
          ) : (
            <Button type="link" onClick={() => navigate(signInRedirect(`${pathname}${search}`))}>
              <FormattedMessage {...m.signIn} />
            </Button>
          )}
        </Space>
      </Flex>
      <main
        style={{
          flex: 1,
          padding: '0 24px 48px',
          maxWidth: 1200,
          width: '100%',
          boxSizing: 'border-box',
          margin: '0 auto',
        }}
      >
        {children}
      </main>
    </Flex>
  );
}
