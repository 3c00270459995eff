import { Typography } from 'antd';
import { useIntl } from 'react-intl';

import {
  ChooseLocation,
  LocationPicker,
  MarketVariantProvider,
  NearbyResults,
  nearbyMessages,
  useNearbyLocation,
} from '@/features/market';

import { FilterSheet } from '../components/FilterSheet';
import { MOBILE_MARKET } from '../variant';

/**
 * /m/nearby: /nearby at 375 px: the point (located or a place searched by name), then the
 * listings nearest first, with the market's search and filters (in the filter sheet).
 */
export default function MobileNearbyPage() {
  const intl = useIntl();
  const location = useNearbyLocation();
  return (
    <MarketVariantProvider variant={MOBILE_MARKET}>
      <Typography.Paragraph type="secondary">
        {intl.formatMessage(nearbyMessages.subtitle)}
      </Typography.Paragraph>
      <div style={{ marginBottom: 24 }}>
        <LocationPicker point={location.point} onChoose={location.setPoint} large />
      </div>
      {location.near ? (
        <NearbyResults
          location={location}
          filterSheet={(filters, count) => <FilterSheet count={count}>{filters}</FilterSheet>}
        />
      ) : (
        <ChooseLocation />
      )}
    </MarketVariantProvider>
  );
}
