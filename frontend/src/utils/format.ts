const SIZE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const SIZE_STEP = 1024;

/**
 * Human-readable size: bytes below 1024 as `B`, then KB, MB, GB, TB with two
 * decimals (step 1024). TB is the largest unit. Invalid input gives `-`.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  if (bytes < SIZE_STEP) return `${Math.round(bytes)} B`;
  let value = bytes / SIZE_STEP;
  let unit = 0;
  while (value >= SIZE_STEP && unit < SIZE_UNITS.length - 1) {
    value /= SIZE_STEP;
    unit += 1;
  }
  return `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** A secret with all but its prefix and last four characters hidden. */
export function maskKey(key: string): string {
  const hidden = '•'.repeat(16);
  return key.length > 10 ? `${key.slice(0, 3)}${hidden}${key.slice(-4)}` : hidden;
}
