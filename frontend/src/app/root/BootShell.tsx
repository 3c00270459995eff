import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import { appMessages } from '@/i18n/messages';
import { bootFigure, figureText, servedPlace } from '@/lib/bootFigure';

/** The product's logo (antd's ThunderboltFilled), as `spa.html` draws it before any code. */
export const LOGO_PATH =
  'M848 359.3H627.7L825.8 109c4.1-5.3.4-13-6.3-13H436c-2.8 0-5.5 1.5-6.9 4L170 547.5c-3.1 5.3.7 12 6.9 12h174.4l-89.4 357.6c-1.9 7.8 7.5 13.3 13.3 7.7L853.5 373c5.2-4.9 1.7-13.7-5.5-13.7z';

/** The label of the first page's figure and its text around `{amount}`, as the server drew them. */
export interface ServedFigure {
  label: string;
  text: string;
}

/**
 * The heading the server drew for the first page (a page whose `h1` is its title) and its
 * figure's place, read once as the code starts, with the address they were drawn for.
 */
const served =
  typeof document === 'undefined'
    ? null
    : {
        heading: document.querySelector('#root .boot-heading')?.textContent ?? null,
        figure: readServedFigure(),
        path: window.location.pathname,
      };

function readServedFigure(): ServedFigure | null {
  const label = document.querySelector('#root .boot-label')?.textContent;
  const text = servedPlace()?.dataset.text;
  return label && text ? { label, text } : null;
}

const onFirstPage = () => served?.path === window.location.pathname;

/**
 * The signed-in frame while the first page's code arrives: what `spa.html` shows before any
 * code runs (classes in `global.css`), so the frame stays put from the first paint until
 * `AppLayout` replaces it, instead of a full-screen spinner. On the first page it keeps the
 * heading and the figure the server drew (`heading` and `figure` in tests), the figure's
 * amount as the page's early reads give it.
 */
export function BootShell({
  heading = onFirstPage() ? (served?.heading ?? null) : null,
  figure = onFirstPage() ? (served?.figure ?? null) : null,
}: {
  heading?: string | null;
  figure?: ServedFigure | null;
}) {
  const intl = useIntl();
  const amount = useSyncExternalStore(bootFigure.subscribe, bootFigure.get, bootFigure.get);
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
            {figure && (
              <div className="boot-card" aria-hidden="true">
                <p className="boot-label">{figure.label}</p>
                <p
                  className="boot-figure"
                  data-text={figure.text}
                  data-amount={amount?.text}
                  data-negative={amount?.negative ? '' : undefined}
                >
                  {amount && figureText(figure.text, amount)}
                </p>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
