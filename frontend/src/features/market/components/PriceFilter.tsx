import { InputNumber } from 'antd';
import type { CSSProperties } from 'react';

interface PriceFilterProps {
  /** The maximum price kept in the URL (coins, a decimal string). */
  value: string | undefined;
  /** Also the box's accessible name. */
  label: string;
  /** The typed price on Enter or leaving the box; undefined when cleared. */
  onCommit: (value: string | undefined) => void;
  size?: 'large';
  style?: CSSProperties;
}

/** "At most this many coins an hour", for a list whose filters live in the URL. */
export function PriceFilter({ value, label, onCommit, size, style }: PriceFilterProps) {
  // Written as the box shows it (two decimals), whether Enter comes before its formatting or not.
  const commit = (text: string) => {
    const price = Number(text.trim());
    onCommit(text.trim() && Number.isFinite(price) && price >= 0 ? price.toFixed(2) : undefined);
  };
  return (
    <InputNumber<string>
      // Remounted when the URL changes (back/forward, "Clear filters"), so it shows it.
      key={value ?? ''}
      stringMode
      min="0"
      step="0.5"
      precision={2}
      defaultValue={value}
      aria-label={label}
      placeholder={label}
      onBlur={(event) => commit(event.target.value)}
      onPressEnter={(event) => commit((event.target as HTMLInputElement).value)}
      size={size}
      style={style}
    />
  );
}
