import { Col, Empty, Flex, Input, Row, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { QueryBoundary } from '@/components/QueryBoundary';
import { PageHeader } from '@/components/PageHeader';
import { withQuery } from '@/utils/url';

import { AppCard } from '../components/AppCard';
import { CardSkeletons, GRID } from '../components/CardSkeletons';
import { StoreFrame } from '../components/StoreFrame';
import { useStoreGroups } from '../hooks';
import { storeMessages as m } from '../messages';
import { STORE_MORE_PATH } from '../paths';

/** /app-store: search, and one section per label with its newest apps. */
export default function StorePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const groups = useStoreGroups();

  const body = (
    <QueryBoundary
      query={groups}
      loading={<CardSkeletons />}
      errorTitle={<FormattedMessage {...m.loadError} />}
      isEmpty={(data) => data.length === 0}
      empty={<Empty description={intl.formatMessage(m.empty)} />}
    >
      {(data) =>
        data.map(({ label, apps }) => (
          <section key={label.slug} aria-label={label.name} style={{ marginBottom: 32 }}>
            <Flex justify="space-between" align="baseline" gap={8}>
              <Typography.Title level={3}>{label.name}</Typography.Title>
              <Link to={withQuery(STORE_MORE_PATH, { label: label.slug })}>
                <FormattedMessage {...m.more} />
              </Link>
            </Flex>
            <Row gutter={[16, 16]}>
              {apps.map((app) => (
                <Col key={app.id} {...GRID}>
                  <AppCard app={app} />
                </Col>
              ))}
            </Row>
          </section>
        ))
      }
    </QueryBoundary>
  );

  return (
    <StoreFrame>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 24 }}>
        <div>
          <PageHeader style={{ marginBottom: 4 }}>
            <FormattedMessage {...m.pageTitle} />
          </PageHeader>
          <Typography.Text type="secondary">
            <FormattedMessage {...m.subtitle} />
          </Typography.Text>
        </div>
        <Flex gap={16} align="center" wrap>
          <Input.Search
            allowClear
            aria-label={intl.formatMessage(m.searchPlaceholder)}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            onSearch={(value) => {
              const q = value.trim();
              navigate(withQuery(STORE_MORE_PATH, { q: q || undefined }));
            }}
            style={{ width: 280 }}
          />
          <Link to={STORE_MORE_PATH}>
            <FormattedMessage {...m.allApps} />
          </Link>
        </Flex>
      </Flex>
      {body}
    </StoreFrame>
  );
}
