import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import { signInRedirect } from '@/config/paths';
import { defaultHomePath } from '@/config/pages';
import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PublicPlaces } from '@/components/PublicPlaces';

import { storeMessages as m } from '../messages';

/**
 * The frame of the public store and market pages (layout `bare`, for visitors signed out
 * and in): brand, the public places (the store, the market, nearby; the one open marked),
 * the language switch and sign-in (or the console).
 */
export function StoreFrame({ children }: { children: ReactNode }) {
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
        <Space size="large" wrap>
          <Brand />
          <PublicPlaces />
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
