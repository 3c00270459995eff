import { Empty, Flex, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUrlQuery } from '@/lib/urlQuery';

import type { StoreDisplayType } from '@/api/types';
import { PagedCards } from '@/components/PagedCards';
import { QueryBoundary } from '@/components/QueryBoundary';
import { UrlSearch } from '@/components/UrlSearch';
import { PageHeader } from '@/components/PageHeader';

import { AppCard } from '../components/AppCard';
import { CardSkeletons } from '../components/CardSkeletons';
import { DISPLAY_TYPES, displayTypeLabel, isDisplayType } from '../components/labels';
import { LabelSelect } from '../components/LabelSelect';
import { StoreFrame } from '../components/StoreFrame';
import { PAGE_SIZE, useStoreApps, useStoreGroups } from '../hooks';
import { storeMessages as m } from '../messages';

/** The list's state, all of it in the URL query: `label`, `type`, `q`, `page`. */
function readQuery(params: URLSearchParams) {
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    label: params.get('label') ?? undefined,
    type: isDisplayType(type) ? type : undefined,
    q: params.get('q')?.trim() ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** /app-store/more: every published app, filtered by label, type and search, 12 a page. */
export default function MoreAppsPage() {
  const intl = useIntl();
  const [params, update] = useUrlQuery();
  const { label, type, q, page } = readQuery(params);
  const groups = useStoreGroups();
  const apps = useStoreApps({
    label,
    type,
    q,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const filtered = label !== undefined || type !== undefined || q !== '';
  const body = (
    <QueryBoundary
      query={apps}
      loading={<CardSkeletons count={8} />}
      errorTitle={<FormattedMessage {...m.loadError} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<Empty description={intl.formatMessage(filtered ? m.noMatch : m.empty)} />}
    >
      {(data) => (
        <PagedCards
          items={data.items}
          itemKey={(item) => item.id}
          renderItem={(app) => <AppCard app={app} />}
          total={data.total}
          totalText={intl.formatMessage(m.total, { count: data.total })}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        />
      )}
    </QueryBoundary>
  );

  return (
    <StoreFrame>
      <PageHeader>
        <FormattedMessage {...m.morePageTitle} />
      </PageHeader>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <UrlSearch
          value={q}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onSearch={(value) => update({ q: value })}
        />
        <LabelSelect
          labels={groups.data?.map((group) => group.label)}
          value={label}
          onChange={(value) => update({ label: value })}
        />
        <Select<StoreDisplayType>
          allowClear
          aria-label={intl.formatMessage(m.typeFilter)}
          placeholder={intl.formatMessage(m.typeFilter)}
          value={type}
          onChange={(value) => update({ type: value })}
          options={DISPLAY_TYPES.map((value) => ({ value, label: displayTypeLabel(intl, value) }))}
          style={{ minWidth: 160 }}
        />
      </Flex>
      {body}
    </StoreFrame>
  );
}
