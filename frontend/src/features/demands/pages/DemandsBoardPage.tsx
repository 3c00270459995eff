import { Button, Checkbox, Flex, Typography } from 'antd';
import { positiveIntParam } from '@/lib/listQuery';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { Demand } from '@/api/types';
import { ACTIONS_COLUMN_KEY, PagedTable } from '@/components/PagedTable';
import { PageHeader } from '@/components/PageHeader';
import { UrlSearch } from '@/components/UrlSearch';
import {
  DistanceSelect,
  formatPoint,
  LocationPicker,
  MAX_KM,
  parsePoint,
  PriceFilter,
} from '@/features/market';
import { formatCoins } from '@/features/wallet';
import { useUrlQuery } from '@/lib/urlQuery';
import { parseIdParam } from '@/utils/url';

import type { DemandQuery } from '../api';
import { DemandPanel } from '../components/DemandPanel';
import { useGpuText } from '../components/Requirements';
import { DemandStatusTag } from '../components/StatusTags';
import { PAGE_SIZE, useDemands } from '../hooks';
import { boardMessages as m, ordersMessages } from '../messages';
import { DEMAND_ID_PARAM, PLACE_ORDER_PATH } from '../paths';
import { demandsPageTitles } from './messages';

const PRICE = /^\d+(\.\d{1,2})?$/;

/** The board's filters as the URL keeps them (a malformed value is left out). */
function readBoardQuery(params: URLSearchParams) {
  const point = parsePoint(params.get('near'));
  const maxKm = point ? positiveIntParam(params.get('max_km')) : undefined;
  const price = params.get('max_price') ?? '';
  return {
    point,
    filters: {
      gpu: params.get('gpu') || undefined,
      near: point ? formatPoint(point) : undefined,
      max_km: maxKm === undefined ? undefined : Math.min(maxKm, MAX_KM),
      max_price: PRICE.test(price) ? price : undefined,
      mine: params.get('mine') === 'true' || undefined,
    } satisfies Omit<DemandQuery, 'offset' | 'limit'>,
    page: positiveIntParam(params.get('page')) ?? 1,
    openId: parseIdParam(params.get(DEMAND_ID_PARAM)),
  };
}

/**
 * `/demands-and-offers`: open demands (or mine, in every state), filtered by GPU model,
 * distance from a point and price, paged; `?id=` opens one with its offers and the market
 * listings that already fit it.
 */
export default function DemandsBoardPage() {
  const intl = useIntl();
  const [params, update] = useUrlQuery();
  const { point, filters, page, openId } = readBoardQuery(params);
  const demands = useDemands({ ...filters, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const gpuText = useGpuText();
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const keepPage = { page: params.get('page') ?? undefined };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeader style={{ margin: 0 }}>
          <FormattedMessage {...demandsPageTitles.board} />
        </PageHeader>
        <Link to={PLACE_ORDER_PATH}>
          <FormattedMessage {...m.place} />
        </Link>
      </Flex>
      <Flex wrap gap={8} align="center">
        <UrlSearch
          value={filters.gpu ?? ''}
          placeholder={intl.formatMessage(m.gpuFilter)}
          onSearch={(value) => update({ gpu: value })}
        />
        <PriceFilter
          value={filters.max_price}
          label={intl.formatMessage(m.maxPrice)}
          onCommit={(value) => update({ max_price: value })}
          style={{ minWidth: 200, maxWidth: '100%' }}
        />
        <Checkbox
          checked={filters.mine === true}
          onChange={(event) => update({ mine: event.target.checked ? 'true' : undefined })}
        >
          <FormattedMessage {...m.mine} />
        </Checkbox>
      </Flex>
      <Flex vertical gap={8}>
        <Typography.Text strong>
          <FormattedMessage {...m.distanceFrom} />
        </Typography.Text>
        <LocationPicker point={point} onChoose={(next) => update({ near: formatPoint(next) })} />
        {point && (
          <Flex wrap gap={8} align="center">
            <DistanceSelect
              allowClear
              value={filters.max_km}
              onChange={(km) => update({ max_km: km?.toString() })}
            />
            <Button onClick={() => update({ near: undefined, max_km: undefined })}>
              <FormattedMessage {...m.clearPoint} />
            </Button>
          </Flex>
        )}
      </Flex>
      {openId !== null && (
        <DemandPanel id={openId} onClose={() => update({ id: undefined, ...keepPage })} />
      )}
      <PagedTable<Demand>
        query={demands}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => update({ page: String(next) })}
        errorTitle={<FormattedMessage {...m.loadError} />}
        empty={<FormattedMessage {...(filtered ? m.noMatch : m.empty)} />}
        showTotal={(count) => intl.formatMessage(m.total, { count })}
        rowKey="id"
        columns={[
          { key: 'name', title: intl.formatMessage(m.name), render: (_, demand) => demand.name },
          {
            key: 'needs',
            title: intl.formatMessage(m.needs),
            render: (_, demand) => gpuText(demand),
          },
          {
            key: 'price',
            title: intl.formatMessage(m.price),
            render: (_, demand) =>
              intl.formatMessage(ordersMessages.pricePerHour, {
                amount: formatCoins(demand.price_per_hour, intl.locale),
              }),
          },
          ...(point
            ? [
                {
                  key: 'distance',
                  title: intl.formatMessage(m.distance),
                  render: (_: unknown, demand: Demand) =>
                    demand.distance_km === null
                      ? '-'
                      : intl.formatMessage(m.distanceKm, { km: demand.distance_km }),
                },
              ]
            : []),
          filters.mine
            ? {
                key: 'status',
                title: intl.formatMessage(m.status),
                render: (_: unknown, demand: Demand) => <DemandStatusTag status={demand.status} />,
              }
            : {
                key: 'owner',
                title: intl.formatMessage(m.owner),
                render: (_: unknown, demand: Demand) => demand.owner_name,
              },
          {
            key: ACTIONS_COLUMN_KEY,
            render: (_, demand) => (
              <Button
                size="small"
                aria-label={`${intl.formatMessage(m.open)}: ${demand.name}`}
                onClick={() => update({ id: String(demand.id), ...keepPage })}
              >
                <FormattedMessage {...m.open} />
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
