import type { GeoLocation } from '../types';

/**
 * Very rough continent outlines as [lng, lat] points: enough to tell where a
 * marker is without map tiles (the machine may have no internet access).
 */
// prettier-ignore
const CONTINENTS: readonly (readonly [number, number])[][] = [
  // North America
  [
    [-168, 66], [-140, 70], [-95, 72], [-80, 63], [-60, 55], [-52, 47], [-70, 42], [-81, 25],
    [-97, 18], [-88, 15], [-80, 8], [-105, 20], [-117, 32], [-125, 48], [-140, 59], [-165, 60],
  ],
  // Greenland
  [[-55, 60], [-45, 60], [-20, 72], [-30, 83], [-60, 82], [-70, 77]],
  // South America
  [[-80, 8], [-60, 10], [-35, -6], [-40, -22], [-58, -38], [-68, -55], [-75, -45], [-71, -18], [-81, -5]],
  // Europe and Asia
  [
    [-10, 36], [-9, 43], [-2, 48], [5, 58], [20, 70], [60, 70], [100, 78], [140, 72], [180, 68],
    [170, 60], [142, 50], [130, 42], [122, 30], [108, 20], [105, 10], [100, 14], [92, 22], [80, 8],
    [72, 20], [58, 25], [48, 30], [35, 36], [28, 41], [20, 40], [12, 44], [0, 39],
  ],
  // Africa
  [
    [-17, 21], [-6, 36], [10, 37], [32, 31], [43, 12], [51, 11], [40, -15], [32, -28], [20, -35],
    [12, -18], [9, 4], [-8, 4], [-17, 14],
  ],
  // Australia
  [[114, -22], [130, -12], [142, -11], [153, -26], [146, -39], [135, -34], [115, -34]],
];

/** Equirectangular projection onto a 360 × 180 box: x = lng + 180, y = 90 - lat. */
export function project({ lng, lat }: GeoLocation): { x: number; y: number } {
  return { x: lng + 180, y: 90 - lat };
}

const polygon = (points: readonly (readonly [number, number])[]) =>
  points
    .map(([lng, lat]) => {
      const { x, y } = project({ lng, lat });
      return `${x},${y}`;
    })
    .join(' ');

const MERIDIANS = [-150, -120, -90, -60, -30, 0, 30, 60, 90, 120, 150];
const PARALLELS = [-60, -30, 0, 30, 60];

export interface WorldMapProps {
  location: GeoLocation | null;
  label: string;
}

/** A small world box with a marker on the device's location. */
export function WorldMap({ location, label }: WorldMapProps) {
  const marker = location ? project(location) : null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 360 180"
      width="100%"
      style={{ display: 'block', maxWidth: 480, borderRadius: 6 }}
    >
      <rect x={0} y={0} width={360} height={180} fill="#0b2540" />
      {MERIDIANS.map((lng) => (
        <line
          key={`m${lng}`}
          x1={lng + 180}
          x2={lng + 180}
          y1={0}
          y2={180}
          stroke="#ffffff"
          strokeOpacity={lng === 0 ? 0.25 : 0.08}
          strokeWidth={0.5}
        />
      ))}
      {PARALLELS.map((lat) => (
        <line
          key={`p${lat}`}
          x1={0}
          x2={360}
          y1={90 - lat}
          y2={90 - lat}
          stroke="#ffffff"
          strokeOpacity={lat === 0 ? 0.25 : 0.08}
          strokeWidth={0.5}
        />
      ))}
      {CONTINENTS.map((points, index) => (
        <polygon key={index} points={polygon(points)} fill="#2f5d50" fillOpacity={0.9} />
      ))}
      {marker && (
        <g data-testid="map-marker">
          <circle cx={marker.x} cy={marker.y} r={7} fill="#ff4d4f" fillOpacity={0.25} />
          <circle cx={marker.x} cy={marker.y} r={3} fill="#ff4d4f" stroke="#fff" strokeWidth={1} />
        </g>
      )}
    </svg>
  );
}
