import { Button, Flex, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Company } from '@/api/types';
import { confirmModal } from '@/components/feedback';
import { PageHeader } from '@/components/PageHeader';
import { SectionTitle } from '@/components/SectionTitle';

import { ApplyModal } from '../components/ApplyModal';
import { CreateCompanyModal } from '../components/CreateCompanyModal';
import { MemberRecordsList } from '../components/MemberRecordsList';
import { MyApplicationsList } from '../components/MyApplicationsList';
import { MyCompaniesList } from '../components/MyCompaniesList';
import { MyInvitationsList } from '../components/MyInvitationsList';
import { useSwitchIdentity } from '../hooks';
import { applyMessages, createMessages, historyMessages as m } from '../messages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <SectionTitle look={4}>{title}</SectionTitle>
      {children}
    </section>
  );
}

/** /history: the individual's companies, invitations, applications and member history. */
export default function HistoryPage() {
  const intl = useIntl();
  const switchIdentity = useSwitchIdentity();
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState(false);

  const offerSwitch = (company: Company) =>
    confirmModal({
      title: intl.formatMessage(createMessages.created, { name: company.name }),
      content: intl.formatMessage(createMessages.createdContent),
      okText: intl.formatMessage(createMessages.switchNow),
      cancelText: intl.formatMessage(createMessages.later),
      onOk: () => switchIdentity.run(company.id),
    });

  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <PageHeader style={{ margin: 0 }}>
            <FormattedMessage {...m.pageTitle} />
          </PageHeader>
          <Space wrap>
            <Button onClick={() => setApplying(true)}>
              {intl.formatMessage(applyMessages.open)}
            </Button>
            <Button type="primary" onClick={() => setCreating(true)}>
              {intl.formatMessage(createMessages.open)}
            </Button>
          </Space>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {intl.formatMessage(m.intro)}
        </Typography.Paragraph>
      </Flex>
      <Section title={intl.formatMessage(m.companies)}>
        <MyCompaniesList />
      </Section>
      <Section title={intl.formatMessage(m.invitations)}>
        <MyInvitationsList />
      </Section>
      <Section title={intl.formatMessage(m.applications)}>
        <MyApplicationsList />
      </Section>
      <Section title={intl.formatMessage(m.records)}>
        <MemberRecordsList />
      </Section>
      <CreateCompanyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={offerSwitch}
      />
      <ApplyModal open={applying} onClose={() => setApplying(false)} />
    </Flex>
  );
}
