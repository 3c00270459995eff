import { GlobalOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

import { LOCALES, setLocale, useLocale, type Locale } from '@/i18n/locale';
import { languageMessages } from '@/i18n/messages';

import styles from './LanguageSwitch.module.css';
import { PlainButton } from './PlainButton';

/**
 * Header control switching between 中文 and English (remembered): a menu button (keyboard:
 * arrows, Enter/Space, Escape, Tab), without antd's Dropdown and Menu, which are not on the
 * first pages' download.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[LOCALES.indexOf(locale)]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!frame.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, locale]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (key: Locale) => {
    close();
    void setLocale(key);
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = items.current.indexOf(document.activeElement as HTMLLIElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      items.current[(at + move + LOCALES.length) % LOCALES.length]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const key = LOCALES[at];
      if (key) choose(key);
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.switch} ref={frame}>
      <PlainButton
        ref={button}
        type="text"
        icon={<GlobalOutlined />}
        title={intl.formatMessage(languageMessages.switchLabel)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {intl.formatMessage(languageMessages[locale])}
      </PlainButton>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage(languageMessages.switchLabel)}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {LOCALES.map((key, index) => (
            <li
              key={key}
              ref={(item) => {
                items.current[index] = item;
              }}
              role="menuitemradio"
              aria-checked={key === locale}
              tabIndex={-1}
              className={styles.item}
              onClick={() => choose(key)}
            >
              {intl.formatMessage(languageMessages[key])}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
