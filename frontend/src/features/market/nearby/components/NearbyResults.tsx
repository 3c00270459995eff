import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { UrlSearch } from '@/components/UrlSearch';

import { EmptyExplained } from '../../components/EmptyExplained';
import { ListingFilterBar } from '../../components/ListingFilterBar';
import { ListingResults } from '../../components/ListingResults';
import { DISTANCE_CHOICES_KM, filterCount, isFiltered, useMarketQuery } from '../../filters';
import { marketMessages } from '../../messages';
import { nearbyDetailsPath } from '../../paths';
import { useMarketVariant } from '../../variant';
import { nearbyLink, type NearbyLocation } from '../location';
import { nearbyMessages as m } from '../messages';

/** "Nothing within N km", offering the next larger range while there is one. */
function NothingWithin({ location }: { location: NearbyLocation }) {
  const intl = useIntl();
  const larger = DISTANCE_CHOICES_KM.find((km) => km > location.maxKm);
  return (
    <EmptyExplained
      title={intl.formatMessage(m.nothingWithin, { km: location.maxKm })}
      text={intl.formatMessage(m.tryLarger)}
    >
      {larger !== undefined && (
        <Button type="primary" onClick={() => location.setMaxKm(larger)}>
          {intl.formatMessage(m.widenTo, { km: larger })}
        </Button>
      )}
    </EmptyExplained>
  );
}

/**
 * The listings within the range of the point, nearest first unless another sort is chosen,
 * narrowed by the market's search and filters (all in the URL, as the market keeps them), a
 * page of cards at a time, each leading to /nearby/details with the point; and the map.
 */
export function NearbyResults({
  location,
  filterSheet,
}: {
  location: NearbyLocation;
  /** Holds the filters, one a line, given how many are set (the mobile set's sheet). */
  filterSheet?: (filters: ReactNode, count: number) => ReactNode;
}) {
  const intl = useIntl();
  const { near, maxKm } = location;
  const { filters, q, page, update } = useMarketQuery('distance');
  const { nearbyDetails, nearbyMap } = useMarketVariant();
  const shown = { ...filters, near, max_km: maxKm };
  const narrowed = q !== '' || isFiltered({ ...filters, max_km: undefined });
  const stacked = filterSheet !== undefined;
  const bar = (
    <ListingFilterBar filters={shown} update={update} stacked={stacked} defaultSort="distance" />
  );
  return (
    <>
      <Flex gap={16} align="center" wrap style={{ marginBottom: stacked ? 16 : 8 }}>
        <UrlSearch
          value={q}
          placeholder={intl.formatMessage(marketMessages.searchPlaceholder)}
          onSearch={(value) => update({ q: value })}
          block={stacked}
        />
        {nearbyMap && (
          <Link to={nearbyLink(nearbyMap, location)}>{intl.formatMessage(m.showMap)}</Link>
        )}
      </Flex>
      {filterSheet ? filterSheet(bar, filterCount({ ...filters, max_km: undefined })) : bar}
      <ListingResults
        query={{ filters: { ...shown, sort: filters.sort ?? 'distance' }, q, page }}
        update={update}
        empty={narrowed ? undefined : <NothingWithin location={location} />}
        detailsPath={(listing) => nearbyDetailsPath(listing.id, near, nearbyDetails)}
      />
    </>
  );
}
