import { Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Space } from 'antd';
import { positiveIntParam, sortParam, sortQueryValue } from '@/lib/listQuery';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { DEVICE_LINK_PATH, ZCLOUD_CREATE_PATH } from '@/config/paths';
import { STORAGE_KEYS } from '@/constants';
import { ListSortSelect } from '@/components/ListSortSelect';
import { PagedCards } from '@/components/PagedCards';
import { QueryBoundary } from '@/components/QueryBoundary';
import { PageHeader } from '@/components/PageHeader';
import { UrlSearch } from '@/components/UrlSearch';
import { useKeptUrlQuery, usePageInRange } from '@/lib/urlQuery';

import { DeviceCard } from '../components/DeviceCard';
import { DEVICE_KINDS, DEVICE_STATUSES, DEVICE_TIERS } from '../choices';
import { kindLabel, statusLabel, tierLabel } from '../components/labels';
import { PAGE_SIZE, useDevices } from '../hooks';
import { devicesMessages as m } from '../messages';
import type { DeviceKind, DeviceStatus, DeviceTier } from '../types';

const GRID = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** The list's state, all of it in the URL query and kept for the next visit (spec section 9). */
const KEPT_QUERY = {
  key: STORAGE_KEYS.devices,
  names: ['kind', 'status', 'tier', 'search', 'sort', 'page'],
} as const;

/** `value` when it is one of `choices`, else undefined (a stale or edited URL). */
function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}

/** /devices: the person's devices as cards, with filters, sort, paging and live statuses. */
export default function DevicesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, update] = useKeptUrlQuery(KEPT_QUERY);
  const kind = oneOf(DEVICE_KINDS, params.get('kind'));
  const status = oneOf(DEVICE_STATUSES, params.get('status'));
  const tier = oneOf(DEVICE_TIERS, params.get('tier'));
  const search = params.get('search')?.trim() ?? '';
  const sort = sortParam(params.get('sort'));
  const page = positiveIntParam(params.get('page')) ?? 1;
  const devices = useDevices({
    kind,
    status,
    tier,
    search,
    sort,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  usePageInRange(page, PAGE_SIZE, devices.data?.total, update);

  const filtered =
    kind !== undefined || status !== undefined || tier !== undefined || search !== '';

  const actions = (
    <Space wrap>
      <Button onClick={() => navigate(DEVICE_LINK_PATH)}>{intl.formatMessage(m.bind)}</Button>
      <Button type="primary" onClick={() => navigate(ZCLOUD_CREATE_PATH)}>
        {intl.formatMessage(m.createCloud)}
      </Button>
    </Space>
  );

  const body = (
    <QueryBoundary
      query={devices}
      loading={
        <Row gutter={[16, 16]} aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Col key={index} {...GRID}>
              <Card size="small">
                <Skeleton active paragraph={{ rows: 4 }} />
              </Card>
            </Col>
          ))}
        </Row>
      }
      errorTitle={<FormattedMessage {...m.loadError} />}
      memberTitle={<FormattedMessage {...m.memberTitle} />}
      isEmpty={(data) => data.total === 0}
      empty={
        filtered ? (
          <Empty description={intl.formatMessage(m.noMatch)} />
        ) : (
          <Empty description={intl.formatMessage(m.empty)}>{actions}</Empty>
        )
      }
    >
      {(data) => (
        <PagedCards
          items={data.items}
          itemKey={(item) => item.id}
          renderItem={(device) => <DeviceCard device={device} />}
          grid={GRID}
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
    <>
      {/* The buttons wrap below the title on a phone: the row keeps the space under both. */}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <PageHeader style={{ margin: 0 }}>
          <FormattedMessage {...m.pageTitle} />
        </PageHeader>
        {actions}
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <UrlSearch
          value={search}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onSearch={(value) => update({ search: value })}
        />
        <Select<DeviceKind>
          allowClear
          aria-label={intl.formatMessage(m.kindFilter)}
          placeholder={intl.formatMessage(m.kindFilter)}
          value={kind}
          onChange={(value) => update({ kind: value })}
          options={DEVICE_KINDS.map((value) => ({ value, label: kindLabel(intl, value) }))}
          style={{ minWidth: 140 }}
        />
        <Select<DeviceStatus>
          allowClear
          aria-label={intl.formatMessage(m.statusFilter)}
          placeholder={intl.formatMessage(m.statusFilter)}
          value={status}
          onChange={(value) => update({ status: value })}
          options={DEVICE_STATUSES.map((value) => ({ value, label: statusLabel(intl, value) }))}
          style={{ minWidth: 140 }}
        />
        <Select<DeviceTier>
          allowClear
          aria-label={intl.formatMessage(m.tierFilter)}
          placeholder={intl.formatMessage(m.tierFilter)}
          value={tier}
          onChange={(value) => update({ tier: value })}
          options={DEVICE_TIERS.map((value) => ({ value, label: tierLabel(intl, value) }))}
          style={{ minWidth: 120 }}
        />
        <ListSortSelect
          value={sort}
          onChange={(value) => update({ sort: sortQueryValue(value) })}
        />
      </Flex>
      {body}
    </>
  );
}
