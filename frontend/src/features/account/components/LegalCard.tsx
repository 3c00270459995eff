import { Card, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { Heading } from '@/components/Heading';
import { legalLinkMessages } from '@/components/messages';
import { LEGAL_LINKS } from '@/components/SiteFooter';

import { legalCardMessages as m } from '../messages';

/** Stacked links a finger can tell apart: each at least 32 px tall (WCAG 2.5.8 asks 24). */
const STACKED_LINK = { display: 'inline-block', padding: '5px 0' } as const;

/** The terms the person accepted, the privacy policy and the user guide. */
export function LegalCard() {
  const intl = useIntl();
  return (
    <Card
      title={
        <Heading level={2}>
          <FormattedMessage {...legalLinkMessages.nav} />
        </Heading>
      }
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage {...m.description} />
      </Typography.Paragraph>
      {/* Typography gives the links its link colour and underline. */}
      <Typography>
        <ul style={{ margin: 0 }}>
          {LEGAL_LINKS.map(({ path, label }) => (
            <li key={path}>
              <Link to={path} style={STACKED_LINK}>
                {intl.formatMessage(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Typography>
    </Card>
  );
}
