import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import type { LngLat } from '@/utils/geo';

import { usePlaces } from '../../hooks';
import { nearbyMessages as m } from '../messages';

/** How long typing pauses before the suggestions are asked for (ms). */
export const PLACE_TYPING_PAUSE_MS = 250;

interface PlaceSearchProps {
  onChoose: (point: LngLat) => void;
  size?: 'large';
}

/** The text once typing has paused, trimmed. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text.trim()), PLACE_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/** A city or region typed by name (English or Chinese), chosen from the server's suggestions. */
export function PlaceSearch({ onChoose, size }: PlaceSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const q = usePaused(text);
  const places = usePlaces(q);
  const found = places.data ?? [];
  const label = intl.formatMessage(m.placeSearch);
  const searched = q !== '' && places.isSuccess && q === text.trim();
  return (
    <AutoComplete
      value={text}
      onChange={setText}
      onSelect={(_value, option) => {
        setText(option.label);
        onChoose([option.lng, option.lat]);
      }}
      options={found.map((place) => ({
        value: `${place.lng},${place.lat}`,
        label: place.region,
        lng: place.lng,
        lat: place.lat,
      }))}
      notFoundContent={searched ? intl.formatMessage(m.noPlace, { q }) : null}
      aria-label={label}
      placeholder={label}
      defaultActiveFirstOption
      size={size}
      style={{ flex: '1 1 220px', minWidth: 0, maxWidth: 360 }}
    />
  );
}
