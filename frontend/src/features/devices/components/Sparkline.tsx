const WIDTH = 160;
const HEIGHT = 40;
const PAD = 2;

export interface SparklineProps {
  /** Percentages 0-100, oldest first. */
  values: readonly number[];
  label: string;
  color?: string;
}

/** The points of a 0-100 series across a WIDTH × HEIGHT box. */
export function sparklinePoints(values: readonly number[]): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const clamped = Math.min(100, Math.max(0, value));
      const x = PAD + index * step;
      const y = HEIGHT - PAD - (clamped / 100) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** A tiny line chart (no chart library): the last samples of one usage figure. */
export function Sparkline({ values, label, color = '#1677ff' }: SparklineProps) {
  const points = sparklinePoints(values);
  const last = points.split(' ').at(-1)?.split(',');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      style={{ display: 'block', maxWidth: WIDTH * 2 }}
    >
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="currentColor" opacity={0.04} />
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT / 2}
        y2={HEIGHT / 2}
        stroke="currentColor"
        strokeOpacity={0.12}
        strokeDasharray="2 3"
      />
      {points && (
        <polyline
          points={points}
          fill="none"
          stroke={color}
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {last && last.length === 2 && (
        <circle cx={Number(last[0])} cy={Number(last[1])} r={2} fill={color} />
      )}
    </svg>
  );
}
