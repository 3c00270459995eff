import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

import { appMessages } from '@/i18n/messages';

interface ErrorScreenProps {
  status: ResultProps['status'];
  title: ReactNode;
  description: ReactNode;
  /** Extra actions before "Back to home". */
  actions?: ReactNode;
}

/** Full-page error state shared by /403, /404 and /500. */
export function ErrorScreen({ status, title, description, actions }: ErrorScreenProps) {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Result
        status={status}
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{title}</h1>}
        subTitle={description}
        extra={[
          actions,
          <Button key="home" type={actions ? 'default' : 'primary'} onClick={() => navigate('/')}>
            <FormattedMessage {...appMessages.home} />
          </Button>,
        ]}
      />
    </main>
  );
}
