import { useIntl } from 'react-intl';

import { appMessages } from '@/i18n/messages';

/** The product's logo (antd's ThunderboltFilled), as `spa.html` draws it before any code. */
export const LOGO_PATH =
  'M848 359.3H627.7L825.8 109c4.1-5.3.4-13-6.3-13H436c-2.8 0-5.5 1.5-6.9 4L170 547.5c-3.1 5.3.7 12 6.9 12h174.4l-89.4 357.6c-1.9 7.8 7.5 13.3 13.3 7.7L853.5 373c5.2-4.9 1.7-13.7-5.5-13.7z';

/**
 * The heading the server drew for the first page (a page whose `h1` is its title), read once
 * as the code starts, with the address it was drawn for.
 */
const served =
  typeof document === 'undefined'
    ? null
    : {
        heading: document.querySelector('#root .boot-heading')?.textContent ?? null,
        path: window.location.pathname,
      };

/**
 * The signed-in frame while the first page's code arrives: what `spa.html` shows before any
 * code runs (classes in `global.css`), so the frame stays put from the first paint until
 * `AppLayout` replaces it, instead of a full-screen spinner. On the first page it keeps the
 * heading the server drew (`heading` in tests).
 */
export function BootShell({
  heading = served?.path === window.location.pathname ? served.heading : null,
}: {
  heading?: string | null;
}) {
  const intl = useIntl();
  return (
    <div
      className="boot-shell"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(appMessages.loading)}
    >
      <div className="boot-sider">
        <span className="boot-brand">
          <svg viewBox="64 64 896 896" aria-hidden="true">
            <path d={LOGO_PATH} />
          </svg>
        </span>
      </div>
      <div className="boot-main">
        <div className="boot-header" />
        {heading && (
          <div className="boot-content">
            {/* Not an h1 yet: the page's own h1 is the sign that the page is there. */}
            <p className="boot-heading" aria-hidden="true">
              {heading}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
