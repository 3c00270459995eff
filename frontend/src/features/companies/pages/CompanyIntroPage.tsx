import {
  ApartmentOutlined,
  DesktopOutlined,
  HistoryOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Flex, Space, Typography, theme } from 'antd';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import { defaultHomePath } from '@/config/pages';
import { MY_COMPANIES_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '@/config/paths';
import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PageHeader } from '@/components/PageHeader';
import { QUERY_PARAMS } from '@/constants';
import { withQuery } from '@/utils/url';

import { introMessages as m } from '../messages';

interface Benefit {
  key: string;
  icon: ComponentType;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const BENEFITS: readonly Benefit[] = [
  { key: 'devices', icon: DesktopOutlined, title: m.devicesTitle, text: m.devicesBody },
  { key: 'allocate', icon: ShareAltOutlined, title: m.allocateTitle, text: m.allocateBody },
  { key: 'history', icon: HistoryOutlined, title: m.historyTitle, text: m.historyBody },
  { key: 'network', icon: ApartmentOutlined, title: m.networkTitle, text: m.networkBody },
];

/** After signing up or in, a visitor lands on their companies. */
const toMyCompanies = (path: string) =>
  withQuery(path, { [QUERY_PARAMS.redirect]: MY_COMPANIES_PATH });

/**
 * /compony and /m/compony (the spec's spelling): what a company account gives an
 * organization and how to start one or join one. One light, responsive page for both.
 */
export default function CompanyIntroPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { token } = theme.useToken();

  const actions = session ? (
    <Button
      type="primary"
      size="large"
      onClick={() => navigate(session.userType === 'user' ? MY_COMPANIES_PATH : defaultHomePath())}
    >
      <FormattedMessage {...m.toHistory} />
    </Button>
  ) : (
    <Space size="middle" wrap style={{ justifyContent: 'center' }}>
      <Button type="primary" size="large" onClick={() => navigate(toMyCompanies(SIGN_UP_PATH))}>
        <FormattedMessage {...m.signUp} />
      </Button>
      <Button size="large" onClick={() => navigate(toMyCompanies(SIGN_IN_PATH))}>
        <FormattedMessage {...m.signIn} />
      </Button>
    </Space>
  );

  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex
        component="header"
        justify="space-between"
        align="center"
        gap={8}
        style={{ padding: '16px clamp(12px, 4vw, 24px)' }}
      >
        <Brand />
        <LanguageSwitch />
      </Flex>
      <main style={{ flex: 1, padding: '0 clamp(12px, 4vw, 24px) 48px' }}>
        <section
          style={{ maxWidth: 720, margin: '0 auto', padding: '6vh 0 32px', textAlign: 'center' }}
        >
          <PageHeader style={{ fontSize: 'clamp(28px, 6vw, 44px)', lineHeight: 1.2 }}>
            <FormattedMessage {...m.pageTitle} />
          </PageHeader>
          <Typography.Paragraph type="secondary" style={{ fontSize: 17, marginBottom: 24 }}>
            <FormattedMessage {...m.lead} />
          </Typography.Paragraph>
          {actions}
        </section>
        <section aria-labelledby="company-benefits" style={{ maxWidth: 960, margin: '0 auto' }}>
          <Typography.Title id="company-benefits" level={2} style={{ textAlign: 'center' }}>
            <FormattedMessage {...m.benefits} />
          </Typography.Title>
          <div
            style={{
              display: 'grid',
              gap: 16,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
            }}
          >
            {BENEFITS.map(({ key, icon: Icon, title, text }) => (
              <Flex
                key={key}
                vertical
                gap={8}
                style={{
                  padding: 20,
                  borderRadius: token.borderRadiusLG,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  background: token.colorBgContainer,
                }}
              >
                <span style={{ fontSize: 26, color: token.colorPrimary }} aria-hidden>
                  <Icon />
                </span>
                <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
                  {intl.formatMessage(title)}
                </Typography.Title>
                <Typography.Text type="secondary">{intl.formatMessage(text)}</Typography.Text>
              </Flex>
            ))}
          </div>
        </section>
        <section aria-labelledby="company-how" style={{ maxWidth: 720, margin: '40px auto 0' }}>
          <Typography.Title id="company-how" level={2} style={{ textAlign: 'center' }}>
            <FormattedMessage {...m.howTitle} />
          </Typography.Title>
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            <li>
              <Typography.Paragraph>
                <FormattedMessage {...m.howCreate} />
              </Typography.Paragraph>
            </li>
            <li>
              <Typography.Paragraph>
                <FormattedMessage {...m.howJoin} />
              </Typography.Paragraph>
            </li>
          </ol>
        </section>
      </main>
    </Flex>
  );
}
