import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

import { PlainButton } from '@/components/PlainButton';
import { PlainResult } from '@/components/PlainResult';
import { appMessages } from '@/i18n/messages';

import styles from './ErrorScreen.module.css';

interface ErrorScreenProps {
  /** Decorative, coloured by the caller. */
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Extra actions before "Back to home". */
  actions?: ReactNode;
  /** "Back to home"; by default a navigation to `/`. */
  onHome?: () => void;
}

/**
 * Full-page error state shared by /403, /404, /500 and the route error page. Plain elements:
 * they ship in `main`, so /500 shows offline without any chunk to load.
 */
export function ErrorScreen({ icon, title, description, actions, onHome }: ErrorScreenProps) {
  const navigate = useNavigate();
  return (
    <main className={styles.screen} data-error-screen>
      <PlainResult
        heading
        icon={icon}
        title={title}
        subTitle={description}
        extra={
          <>
            {actions}
            <PlainButton
              type={actions ? 'default' : 'primary'}
              onClick={onHome ?? (() => void navigate('/'))}
            >
              <FormattedMessage {...appMessages.home} />
            </PlainButton>
          </>
        }
      />
    </main>
  );
}
