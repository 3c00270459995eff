import { Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { DEVICE_LINK_PATH, ZCLOUD_CREATE_PATH } from '@/config/paths';
import { PagedCards } from '@/components/PagedCards';
import { QueryBoundary } from '@/components/QueryBoundary';
import { PageHeader } from '@/components/PageHeader';
import { UrlSearch } from '@/components/UrlSearch';

import { DeviceCard } from '../components/DeviceCard';
import {
  DEVICE_KINDS,
  DEVICE_STATUSES,
  DEVICE_TIERS,
  kindLabel,
  statusLabel,
  tierLabel,
} from '../components/labels';
import { PAGE_SIZE, useDevices } from '../hooks';
import { devicesMessages as m } from '../messages';
import type { DeviceKind, DeviceStatus, DeviceTier } from '../types';

const GRID = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** /devices: the person's devices as cards, with filters, paging and live statuses. */
export default function DevicesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [kind, setKind] = useState<DeviceKind | undefined>();
  const [status, setStatus] = useState<DeviceStatus | undefined>();
  const [tier, setTier] = useState<DeviceTier | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const devices = useDevices({
    kind,
    status,
    tier,
    search,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const filter =
    <T,>(set: (value: T | undefined) => void) =>
    (value: T | undefined) => {
      set(value);
      setPage(1);
    };
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
      isEmpty={(data) => data.items.length === 0}
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
          onPageChange={setPage}
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
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select<DeviceKind>
          allowClear
          aria-label={intl.formatMessage(m.kindFilter)}
          placeholder={intl.formatMessage(m.kindFilter)}
          value={kind}
          onChange={filter(setKind)}
          options={DEVICE_KINDS.map((value) => ({ value, label: kindLabel(intl, value) }))}
          style={{ minWidth: 140 }}
        />
        <Select<DeviceStatus>
          allowClear
          aria-label={intl.formatMessage(m.statusFilter)}
          placeholder={intl.formatMessage(m.statusFilter)}
          value={status}
          onChange={filter(setStatus)}
          options={DEVICE_STATUSES.map((value) => ({ value, label: statusLabel(intl, value) }))}
          style={{ minWidth: 140 }}
        />
        <Select<DeviceTier>
          allowClear
          aria-label={intl.formatMessage(m.tierFilter)}
          placeholder={intl.formatMessage(m.tierFilter)}
          value={tier}
          onChange={filter(setTier)}
          options={DEVICE_TIERS.map((value) => ({ value, label: tierLabel(intl, value) }))}
          style={{ minWidth: 120 }}
        />
      </Flex>
      {body}
    </>
  );
}
