import { Input } from 'antd';

interface UrlSearchProps {
  /** The search kept in the page's URL. */
  value: string;
  /** Also the box's accessible name. */
  placeholder: string;
  /** The trimmed text, on Enter or the search button (empty when cleared). */
  onSearch: (value: string) => void;
  /** Full width and large (touch-sized), as in the mobile set. */
  block?: boolean;
}

/** A search box for a list whose filters live in the URL. */
export function UrlSearch({ value, placeholder, onSearch, block = false }: UrlSearchProps) {
  return (
    <Input.Search
      // Remounted when the URL's search changes (back/forward), so the box shows it.
      key={value}
      allowClear
      defaultValue={value}
      aria-label={placeholder}
      placeholder={placeholder}
      onSearch={(text) => onSearch(text.trim())}
      size={block ? 'large' : undefined}
      style={block ? undefined : { maxWidth: 280 }}
    />
  );
}
