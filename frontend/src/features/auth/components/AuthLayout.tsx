import { Flex } from 'antd';
import { Outlet } from 'react-router';

import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Panel } from '@/components/Panel';
import { SiteFooter } from '@/components/SiteFooter';

/** Frame of /auth/*: brand and language switch above a centred card, the site footer below. */
export default function AuthLayout() {
  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex
        component="header"
        justify="space-between"
        align="center"
        style={{ padding: '16px 24px' }}
      >
        <Brand />
        <LanguageSwitch />
      </Flex>
      <Flex
        component="main"
        flex={1}
        justify="center"
        align="flex-start"
        style={{ padding: '5vh 16px 48px' }}
      >
        {/* A long address (a sign-up's e-mail in a result) breaks rather than widening a phone's page. */}
        <Panel style={{ width: '100%', maxWidth: 440, overflowWrap: 'anywhere' }}>
          <Outlet />
        </Panel>
      </Flex>
      <SiteFooter />
    </Flex>
  );
}
