import { useIntl } from 'react-intl';

import { appMessages } from '@/i18n/messages';

import { Spinner } from './Spinner';

/** Shown while the first route (and the menu) loads. */
export function FullScreenLoader() {
  const intl = useIntl();
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label={intl.formatMessage(appMessages.loading)}
    >
      <Spinner large />
    </div>
  );
}
