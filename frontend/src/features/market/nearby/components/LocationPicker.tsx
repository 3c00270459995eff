import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { Field, PlainFormFrame } from '@/components/form/Field';
import { useForm } from '@/components/form/useForm';
import type { LngLat } from '@/utils/geo';

import { useGeolocation } from '../geolocation';
import { formatPoint, validateLatitude, validateLongitude } from '../location';
import { geolocationFailureMessages, nearbyMessages as m } from '../messages';

const FIELD = { flex: '1 1 120px', minWidth: 0 } as const;
const COORDINATES = [
  ['lat', m.latitude],
  ['lng', m.longitude],
] as const;

interface LocationPickerProps {
  /** The point chosen so far (shown in the typed fields). */
  point: LngLat | null;
  onChoose: (point: LngLat) => void;
  /** Placed after the two ways (the map page's "or click the map"). */
  extra?: ReactNode;
  /** The typed coordinates' button ("Show nearby" unless said). */
  submitLabel?: MessageDescriptor;
}

/** Latitude and longitude typed by hand, checked (-90..90, -180..180) before they are used. */
function CoordinatesForm({
  point,
  onChoose,
  submitLabel = m.showNearby,
}: Omit<LocationPickerProps, 'extra'>) {
  const intl = useIntl();
  const [lng = '', lat = ''] = point ? formatPoint(point).split(',') : [];
  const form = useForm('nearby', { lat, lng }, { lat: validateLatitude, lng: validateLongitude });
  const submit = () => {
    const values = form.validate();
    if (values) onChoose([Number(values.lng), Number(values.lat)]);
  };
  return (
    <PlainFormFrame disabled={false} onSubmit={submit}>
      <Flex gap="0 8px" wrap align="flex-end">
        {COORDINATES.map(([name, label]) => (
          <div key={name} style={FIELD}>
            <Field form={form} name={name} label={intl.formatMessage(label)} inputMode="decimal" />
          </div>
        ))}
        {/* Level with the inputs, above the fields' own bottom margin. */}
        <Button htmlType="submit" style={{ marginBottom: 24 }}>
          {intl.formatMessage(submitLabel)}
        </Button>
      </Flex>
    </PlainFormFrame>
  );
}

/**
 * How a person says where they are: "Use my location" (the browser asks for consent on that
 * click only; a refusal, no fix or a timeout each say what to do) or typed coordinates.
 */
export function LocationPicker({ point, onChoose, extra, submitLabel }: LocationPickerProps) {
  const intl = useIntl();
  const { locating, failure, locate } = useGeolocation();
  return (
    <Flex vertical gap={8} style={{ maxWidth: 640 }}>
      <Flex gap={8} align="center" wrap>
        <Button
          type="primary"
          icon={<AimOutlined />}
          loading={locating}
          onClick={() => locate(onChoose)}
        >
          {intl.formatMessage(locating ? m.locating : m.useMyLocation)}
        </Button>
        <Typography.Text type="secondary">{intl.formatMessage(m.orType)}</Typography.Text>
      </Flex>
      {failure && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={intl.formatMessage(geolocationFailureMessages[failure])}
        />
      )}
      {/* Remounted with each new point, so the fields show it. */}
      <CoordinatesForm
        key={point ? formatPoint(point) : ''}
        point={point}
        onChoose={onChoose}
        submitLabel={submitLabel}
      />
      {extra}
    </Flex>
  );
}
