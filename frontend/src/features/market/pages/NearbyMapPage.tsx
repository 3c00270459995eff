import { Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { QueryBoundary } from '@/components/QueryBoundary';
import { SectionTitle } from '@/components/SectionTitle';

import { DistanceSelect } from '../components/DistanceSelect';
import { useListings } from '../hooks';
import { NearbyFrame } from '../nearby/components/NearbyFrame';
import { marketMessages } from '../messages';
import { nearbyLink, useNearbyLocation } from '../nearby/location';
import { MapListingList, SelectedListing } from '../nearby/map/MapListings';
import { NearbyMap } from '../nearby/map/NearbyMap';
import { nearbyMapMessages as m, nearbyMessages } from '../nearby/messages';
import { NEARBY_PATH } from '../paths';

/** The most listings the map shows: the nearest ones. */
const MAP_LIMIT = 100;

/**
 * /nearby/map (light theme, see `@/theme`): the listings within the range of the point as
 * clustered points on a map, and the same listings as a list below it; the point comes from
 * the location picker or a click on the map.
 */
export default function NearbyMapPage() {
  const intl = useIntl();
  const location = useNearbyLocation();
  const { near, maxKm } = location;
  const [picking, setPicking] = useState(near === undefined);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listings = useListings(
    { near, max_km: maxKm, sort: 'distance', offset: 0, limit: MAP_LIMIT },
    { enabled: near !== undefined },
  );
  const items = near ? (listings.data?.items ?? []) : [];
  const selected = items.find((listing) => listing.id === selectedId);

  return (
    <NearbyFrame
      title={m.pageTitle}
      subtitle={m.subtitle}
      location={location}
      pickerExtra={
        <Flex gap={8} align="center" wrap>
          <Button aria-pressed={picking} onClick={() => setPicking(!picking)}>
            {intl.formatMessage(picking ? m.cancelPick : nearbyMessages.pickOnMap)}
          </Button>
          {picking && (
            <Typography.Text role="status">{intl.formatMessage(m.picking)}</Typography.Text>
          )}
        </Flex>
      }
    >
      {near && (
        <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
          <DistanceSelect value={maxKm} onChange={(km) => km && location.setMaxKm(km)} />
          <Link to={nearbyLink(NEARBY_PATH, location)}>
            {intl.formatMessage(nearbyMessages.showList)}
          </Link>
        </Flex>
      )}
      <NearbyMap
        listings={items}
        near={near}
        maxKm={maxKm}
        picking={picking}
        onPick={(point) => {
          setPicking(false);
          location.setPoint(point);
        }}
        onSelect={setSelectedId}
      />
      {selected && (
        <div style={{ marginTop: 16 }}>
          <SelectedListing listing={selected} near={near} onClose={() => setSelectedId(null)} />
        </div>
      )}
      <SectionTitle look={4} style={{ marginTop: 24 }}>
        <FormattedMessage {...m.listTitle} />
      </SectionTitle>
      {near ? (
        <QueryBoundary
          query={listings}
          loading={<Typography.Text aria-busy>{intl.formatMessage(m.loading)}</Typography.Text>}
          errorTitle={<FormattedMessage {...marketMessages.loadError} />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Empty description={intl.formatMessage(nearbyMessages.nothingWithin, { km: maxKm })} />
          }
        >
          {(data) => (
            <>
              {data.total > data.items.length && (
                <Typography.Paragraph type="secondary">
                  {intl.formatMessage(m.nearestOf, {
                    shown: data.items.length,
                    total: data.total,
                  })}
                </Typography.Paragraph>
              )}
              <MapListingList listings={data.items} near={near} />
            </>
          )}
        </QueryBoundary>
      ) : (
        <Typography.Paragraph>{intl.formatMessage(m.chooseFirst)}</Typography.Paragraph>
      )}
    </NearbyFrame>
  );
}
