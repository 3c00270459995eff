import {
  AimOutlined,
  ApartmentOutlined,
  CloudServerOutlined,
  DesktopOutlined,
  ShopOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Space, Typography, theme } from 'antd';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';

import { useSession } from '@/api/session';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '@/config/paths';
import { defaultHomePath } from '@/config/pages';
import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { appMessages } from '@/i18n/messages';

import { landingMessages as m } from '../messages';

interface Feature {
  key: string;
  icon: ComponentType;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const FEATURES: readonly Feature[] = [
  { key: 'market', icon: ShopOutlined, title: m.marketTitle, text: m.marketText },
  { key: 'nearby', icon: AimOutlined, title: m.nearbyTitle, text: m.nearbyText },
  { key: 'devices', icon: DesktopOutlined, title: m.devicesTitle, text: m.devicesText },
  { key: 'rent', icon: SwapOutlined, title: m.rentTitle, text: m.rentText },
  { key: 'demands', icon: CloudServerOutlined, title: m.demandsTitle, text: m.demandsText },
  { key: 'wallet', icon: WalletOutlined, title: m.walletTitle, text: m.walletText },
  { key: 'companies', icon: ApartmentOutlined, title: m.companiesTitle, text: m.companiesText },
];

/** `/`: what the product is, with the way in. */
export default function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const { token } = theme.useToken();

  const actions = signedIn ? (
    <Button type="primary" size="large" onClick={() => navigate(defaultHomePath())}>
      <FormattedMessage {...m.openConsole} />
    </Button>
  ) : (
    <Space size="middle" wrap>
      <Button type="primary" size="large" onClick={() => navigate(SIGN_UP_PATH)}>
        <FormattedMessage {...m.signUp} />
      </Button>
      <Button size="large" onClick={() => navigate(SIGN_IN_PATH)}>
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
        style={{ padding: '16px 24px' }}
      >
        <Brand />
        <Space>
          <LanguageSwitch />
          {!signedIn && (
            <Button type="link" onClick={() => navigate(SIGN_IN_PATH)}>
              <FormattedMessage {...m.signIn} />
            </Button>
          )}
        </Space>
      </Flex>

      <main style={{ flex: 1 }}>
        <section
          style={{
            padding: '12vh 24px 10vh',
            textAlign: 'center',
            background: `radial-gradient(ellipse at top, ${token.colorPrimaryBg}, transparent 70%)`,
          }}
        >
          <Typography.Title style={{ fontSize: 'clamp(32px, 5vw, 52px)', marginBottom: 16 }}>
            <FormattedMessage {...m.heroTitle} />
          </Typography.Title>
          <Typography.Paragraph
            type="secondary"
            style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 32px' }}
          >
            <FormattedMessage {...m.heroSubtitle} />
          </Typography.Paragraph>
          {actions}
        </section>

        <section style={{ padding: '0 24px 64px', maxWidth: 1200, margin: '0 auto' }}>
          <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
            <FormattedMessage {...m.featuresTitle} />
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {FEATURES.map(({ key, icon: Icon, title, text }) => (
              <Col key={key} xs={24} sm={12} lg={6}>
                <Card style={{ height: '100%' }}>
                  <Flex vertical gap={8}>
                    <span style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden>
                      <Icon />
                    </span>
                    <Typography.Title level={4} style={{ margin: 0 }}>
                      {intl.formatMessage(title)}
                    </Typography.Title>
                    <Typography.Text type="secondary">{intl.formatMessage(text)}</Typography.Text>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      </main>

      <footer style={{ padding: 24, textAlign: 'center' }}>
        <Typography.Text type="secondary">
          © {new Date().getFullYear()} <FormattedMessage {...appMessages.title} />
        </Typography.Text>
      </footer>
    </Flex>
  );
}
