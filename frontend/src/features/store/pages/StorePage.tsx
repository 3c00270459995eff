import { Empty, Flex, Input, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { QueryBoundary } from '@/components/QueryBoundary';
import { PageHeader } from '@/components/PageHeader';
import { withQuery } from '@/utils/url';

import { AppCard } from '../components/AppCard';
import { CardSkeletons } from '../components/CardSkeletons';
import { LabelSection } from '../components/LabelSection';
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
          <LabelSection
            key={label.slug}
            label={label}
            moreTo={withQuery(STORE_MORE_PATH, { label: label.slug })}
            items={apps}
            itemKey={(app) => app.id}
            renderItem={(app) => <AppCard app={app} />}
          />
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
