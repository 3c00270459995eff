import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { componentMessages as m } from './messages';
import styles from './UrlSearch.module.css';

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
 * search shown): antd's Input.Search with its clear button as plain elements (antd's Input
 * brings every input kind, ~15 KiB gzip, to the lists). Below 768 px it takes the whole width.
 */
export function UrlSearch({ value, placeholder, onSearch, block = false }: UrlSearchProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  // A new search from outside (back/forward) shows in the box, which keeps its focus.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      aria-label={placeholder}
      className={`${styles.search} ${block ? styles.block : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <span className={styles.box}>
        <input
          type="search"
          className={styles.input}
          value={text}
          aria-label={placeholder}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={intl.formatMessage(m.clear)}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        )}
      </span>
      <button type="submit" className={styles.button} aria-label={intl.formatMessage(m.search)}>
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
