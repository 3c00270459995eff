import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { DistanceSelect } from '../../components/DistanceSelect';
import { EmptyExplained } from '../../components/EmptyExplained';
import { ListingResults } from '../../components/ListingResults';
import { DISTANCE_CHOICES_KM } from '../../filters';
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
 * The listings within the range of the point, nearest first (`sort=distance`), a page of
 * cards at a time, each leading to /nearby/details with the point; the range, and the map.
 */
export function NearbyResults({ location }: { location: NearbyLocation }) {
  const intl = useIntl();
  const { near, maxKm, page, update } = location;
  const { nearbyDetails, nearbyMap } = useMarketVariant();
  return (
    <>
      <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
        <DistanceSelect value={maxKm} onChange={(km) => km && location.setMaxKm(km)} />
        {nearbyMap && (
          <Link to={nearbyLink(nearbyMap, location)}>{intl.formatMessage(m.showMap)}</Link>
        )}
      </Flex>
      <ListingResults
        query={{ filters: { near, max_km: maxKm, sort: 'distance' }, q: '', page }}
        update={update}
        empty={<NothingWithin location={location} />}
        detailsPath={(listing) => nearbyDetailsPath(listing.id, near, nearbyDetails)}
      />
    </>
  );
}
