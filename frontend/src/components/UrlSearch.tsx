import { Input } from 'antd';
import { useState } from 'react';

import { useNarrowScreen } from '@/lib/media';

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

/**
 * A search box for a list whose filters live in the URL (or in the page: `value` is the
 * search shown). Below 768 px it takes the whole width.
 */
export function UrlSearch({ value, placeholder, onSearch, block = false }: UrlSearchProps) {
  const narrow = useNarrowScreen();
  const [text, setText] = useState(value);
  // A new search from outside (back/forward) shows in the box, which keeps its focus.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <Input.Search
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      aria-label={placeholder}
      placeholder={placeholder}
      onSearch={(searched) => onSearch(searched.trim())}
      size={block ? 'large' : undefined}
      style={block || narrow ? undefined : { maxWidth: 280 }}
    />
  );
}
