import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

import { PageHeader } from '@/components/PageHeader';
import { StoreFrame } from '@/features/store';

import type { NearbyLocation } from '../location';
import { LocationPicker } from './LocationPicker';

interface NearbyFrameProps {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  location: NearbyLocation;
  /** Placed under the location picker (the map page's "Pick a point on the map"). */
  pickerExtra?: ReactNode;
  children: ReactNode;
}

/** A nearby page: the market's frame, the title and the location picker above its content. */
export function NearbyFrame({
  title,
  subtitle,
  location,
  pickerExtra,
  children,
}: NearbyFrameProps) {
  return (
    <StoreFrame>
      <PageHeader style={{ marginBottom: 4 }}>
        <FormattedMessage {...title} />
      </PageHeader>
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...subtitle} />
      </Typography.Paragraph>
      <div style={{ marginBottom: 24 }}>
        <LocationPicker point={location.point} onChoose={location.setPoint} extra={pickerExtra} />
      </div>
      {children}
    </StoreFrame>
  );
}
