import { Card, Col, Flex, Result, Row, Skeleton } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { COMPANY_ALLOCATE_PATH, COMPANY_HISTORY_PATH } from '@/config/paths';

import { CompanyApplicationsCard } from '../components/CompanyApplicationsCard';
import { CompanyCostsCard } from '../components/CompanyCostsCard';
import { CompanyDeleteCard } from '../components/CompanyDeleteCard';
import { CompanyInviteCard } from '../components/CompanyInviteCard';
import { CompanyMembersCard } from '../components/CompanyMembersCard';
import { CompanyProfileCard } from '../components/CompanyProfileCard';
import type { Company } from '../ownerApi';
import { useCurrentCompany } from '../ownerHooks';
import { ownerMessages as m } from '../ownerMessages';
import { companiesPageTitles } from './messages';

/** /company: the owner's company: profile, invitations, members, applications, deletion. */
export default function CompanyPage() {
  const intl = useIntl();
  const query = useCurrentCompany();
  const company = query.data;

  let body;
  if (company) body = <CompanyView company={company} />;
  else if (company === null) body = <Result status="404" title={intl.formatMessage(m.notFound)} />;
  else if (query.error && !query.isFetching) {
    body = (
      <LoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={intl.formatMessage(m.loadError)}
      />
    );
  } else {
    body = (
      <Card aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  return (
    <>
      <PageHeader>
        <FormattedMessage {...companiesPageTitles.company} />
      </PageHeader>
      {body}
    </>
  );
}

function CompanyView({ company }: { company: Company }) {
  const intl = useIntl();
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Link to={COMPANY_ALLOCATE_PATH}>{intl.formatMessage(m.allocateLink)}</Link>
        <Link to={COMPANY_HISTORY_PATH}>{intl.formatMessage(m.historyLink)}</Link>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CompanyProfileCard company={company} />
        </Col>
        <Col xs={24} lg={12}>
          <CompanyInviteCard />
        </Col>
      </Row>
      <CompanyMembersCard />
      <CompanyApplicationsCard />
      <CompanyCostsCard />
      <CompanyDeleteCard company={company} />
    </Flex>
  );
}
