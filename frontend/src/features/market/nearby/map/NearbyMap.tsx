import { Alert, Flex, Typography } from 'antd';
import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadFailure } from '@/components/LoadFailure';
import { Spinner } from '@/components/Spinner';

import { useBasemap, useMapSettings } from '../../hooks';
import { nearbyMapMessages as m } from '../messages';
import type { MapCanvasProps, MapFailure } from './MapCanvas';
import { MAP_COLORS, mapStyle } from './style';

// MapLibre (~280 KiB gzip, and its worker) loads with the map page's map only.
const MapCanvas = lazy(() => import(/* webpackChunkName: "maplibre" */ './MapCanvas'));

/** The map's box: the same size while loading, failed or drawn. */
function MapFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        position: 'relative',
        height: 'clamp(320px, 60vh, 640px)',
        borderRadius: 8,
        overflow: 'hidden',
        background: MAP_COLORS.water,
      }}
    >
      {children}
    </div>
  );
}

function MapLoading() {
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ height: '100%' }} aria-busy>
      <Spinner large />
      <Typography.Text>
        <FormattedMessage {...m.loading} />
      </Typography.Text>
    </Flex>
  );
}

type NearbyMapProps = Pick<
  MapCanvasProps,
  'listings' | 'near' | 'maxKm' | 'picking' | 'onPick' | 'onSelect'
>;

/**
 * The map with its states: loading (settings, basemap, MapLibre's chunk), a failure with
 * "Try again", and no WebGL (said plainly; the page's list still serves).
 */
export function NearbyMap(props: NearbyMapProps) {
  const intl = useIntl();
  const settings = useMapSettings();
  const styleUrl = settings.data?.style_url ?? '';
  const basemap = useBasemap(settings.data !== undefined && !styleUrl);
  const style = useMemo(
    () => (settings.data ? mapStyle(styleUrl, basemap.data) : null),
    [settings.data, styleUrl, basemap.data],
  );
  const [failure, setFailure] = useState<MapFailure | null>(null);
  // A new attempt makes a new map.
  const [attempt, setAttempt] = useState(0);

  if (failure === 'webgl') {
    return <Alert type="warning" showIcon role="alert" title={intl.formatMessage(m.noWebgl)} />;
  }
  const failed = settings.error ?? basemap.error ?? (failure === 'style' ? 'style' : null);
  if (failed && !settings.isFetching && !basemap.isFetching) {
    return (
      <LoadFailure
        error={failed}
        title={<FormattedMessage {...m.loadError} />}
        onRetry={() => {
          setFailure(null);
          setAttempt(attempt + 1);
          if (settings.error) void settings.refetch();
          if (basemap.error) void basemap.refetch();
        }}
      />
    );
  }
  return (
    <MapFrame>
      {style ? (
        <Suspense fallback={<MapLoading />}>
          <MapCanvas
            key={attempt}
            style={style}
            styleUrl={styleUrl}
            accessToken={settings.data?.access_token ?? ''}
            onFailure={setFailure}
            {...props}
          />
        </Suspense>
      ) : (
        <MapLoading />
      )}
    </MapFrame>
  );
}
