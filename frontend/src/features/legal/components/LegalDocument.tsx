import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';

import { Brand } from '@/components/Brand';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { PageHeader } from '@/components/PageHeader';
import { SiteFooter } from '@/components/SiteFooter';

import { LAST_UPDATED, type Block, type LegalDocumentContent } from '../documents';
import { documentMessages as m } from '../messages';
import styles from './LegalDocument.module.css';

/** Rich text in the documents' messages: `<b>…</b>` leads a list item. */
const RICH = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

function Text({ message }: { message: MessageDescriptor }) {
  return <FormattedMessage {...message} values={RICH} />;
}

function BlockView({ block }: { block: Block }) {
  if (!('list' in block)) {
    return (
      <p>
        <Text message={block} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {block.list.map((item) => (
        <li key={item.id}>
          <Text message={item} />
        </li>
      ))}
    </List>
  );
}

/**
 * One of the legal pages or the guide, 375 px first: the brand and language switch, the
 * title (the page's `h1`), the date, the contents linking to each section, the sections and
 * the site footer.
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const intl = useIntl();
  const date = intl.formatDate(LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Brand />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <PageHeader>
          <FormattedMessage {...content.title} />
        </PageHeader>
        <p className={styles.secondary}>{intl.formatMessage(m.updated, { date })}</p>
        <p className={styles.lead}>
          <Text message={content.intro} />
        </p>
        <nav aria-labelledby="legal-contents" className={styles.contents}>
          <h2 id="legal-contents" className={styles.contentsTitle}>
            <FormattedMessage {...m.contents} />
          </h2>
          <ol className={styles.list}>
            {content.sections.map(({ anchor, title }) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{intl.formatMessage(title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map(({ anchor, title, body, links }) => (
          <section key={anchor} aria-labelledby={anchor} className={styles.section}>
            <h2 id={anchor} className={styles.sectionTitle}>
              <FormattedMessage {...title} />
            </h2>
            {body.map((block, index) => (
              <BlockView key={index} block={block} />
            ))}
            {links && (
              <p className={styles.links}>
                {links.map(({ to, label }) => (
                  <Link key={to} to={to}>
                    {intl.formatMessage(label)}
                  </Link>
                ))}
              </p>
            )}
          </section>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
