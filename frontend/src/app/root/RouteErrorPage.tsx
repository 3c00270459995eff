import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';

import { appMessages } from '@/i18n/messages';

import { errorMessages as m } from '../messages';

/**
 * Shown when a route fails to load or render (a bug, or a chunk missing after
 * a deployment). Reloading fetches the current bundle. Kept light: it is part
 * of the first download (no Typography/Result, which pull in much more).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { token } = theme.useToken();
  console.error(error);
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '100vh', padding: 24, textAlign: 'center' }}
    >
      <CloseCircleFilled style={{ fontSize: 64, color: token.colorError }} aria-hidden />
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorText }}>
        <FormattedMessage {...m.routeErrorTitle} />
      </h1>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>
        <FormattedMessage {...m.routeErrorDescription} />
      </p>
      <Flex gap={8}>
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage {...m.reload} />
        </Button>
        <Button onClick={() => window.location.assign('/')}>
          <FormattedMessage {...appMessages.home} />
        </Button>
      </Flex>
    </Flex>
  );
}
