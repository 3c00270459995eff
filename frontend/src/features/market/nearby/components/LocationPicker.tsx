import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import type { LngLat } from '@/utils/geo';

import { useRegion } from '../../hooks';
import { useGeolocation } from '../geolocation';
import { formatPoint } from '../location';
import { geolocationFailureMessages, nearbyMessages as m } from '../messages';
import { PlaceSearch } from './PlaceSearch';

interface LocationPickerProps {
  /** The point chosen so far (named by its region). */
  point: LngLat | null;
  onChoose: (point: LngLat) => void;
  /** Placed after the two ways (the map page's "or click the map"). */
  extra?: ReactNode;
  /** Touch-sized controls (the mobile set). */
  large?: boolean;
}

/** "Near Hangzhou, Zhejiang": the chosen point's region, as the server names it. */
function ChosenRegion({ point }: { point: LngLat }) {
  const intl = useIntl();
  const region = useRegion(formatPoint(point)).data?.region;
  if (!region) return null;
  return (
    <Typography.Text>
      <EnvironmentOutlined aria-hidden /> {intl.formatMessage(m.near, { region })}
    </Typography.Text>
  );
}

/**
 * How a person says where they are: "Use my location" (the browser asks for consent on that
 * click only; a refusal, no fix or a timeout each say what to do) or a place typed by name.
 */
export function LocationPicker({ point, onChoose, extra, large = false }: LocationPickerProps) {
  const intl = useIntl();
  const { locating, failure, locate } = useGeolocation();
  const size = large ? 'large' : undefined;
  return (
    <Flex vertical gap={8} style={{ maxWidth: 640 }}>
      <Flex gap={8} align="center" wrap>
        <Button
          type="primary"
          icon={<AimOutlined />}
          loading={locating}
          onClick={() => locate(onChoose)}
          size={size}
        >
          {intl.formatMessage(locating ? m.locating : m.useMyLocation)}
        </Button>
        <Typography.Text type="secondary">{intl.formatMessage(m.orSearch)}</Typography.Text>
        <PlaceSearch onChoose={onChoose} size={size} />
      </Flex>
      {failure && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={intl.formatMessage(geolocationFailureMessages[failure])}
        />
      )}
      {point && <ChosenRegion point={point} />}
      {extra}
    </Flex>
  );
}
