import { Button, Card, Empty, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { ACTIONS_COLUMN_KEY, PagedTable } from '@/components/PagedTable';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { decideApplication, type Application, type ApplicationStatus } from '../ownerApi';
import { PAGE_SIZE, useApplications } from '../ownerHooks';
import { statusMessages } from '../messages';
import { applicationMessages as m, ownerMessages } from '../ownerMessages';
import { DATE_TIME, PersonName, rowTestId } from './ownerLabels';
import { StatusTag } from './StatusTag';

const STATUSES: readonly ApplicationStatus[] = ['applied', 'accepted', 'declined', 'expired'];

/** Applications to join, the waiting ones first shown; each waiting one is accepted or declined. */
export function CompanyApplicationsCard() {
  const intl = useIntl();
  const [status, setStatus] = useState<ApplicationStatus | undefined>('applied');
  const [page, setPage] = useState(1);
  const applications = useApplications({
    status,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const decide = useWrite(
    ({ application, accept }: { application: Application; accept: boolean }) =>
      decideApplication(application.id, accept),
    {
      invalidates: ['company'],
      onSuccess: (_, { application, accept }) => {
        const name = application.applicant.name;
        toast(intl.formatMessage(accept ? m.accepted : m.declined, { name }), 'success');
      },
    },
  );
  const deciding = (application: Application) =>
    decide.isPending && decide.variables.application.id === application.id;

  const columns: ColumnsType<Application> = [
    {
      key: 'applicant',
      title: intl.formatMessage(m.applicant),
      render: (_, application) => <PersonName person={application.applicant} />,
    },
    {
      key: 'status',
      title: intl.formatMessage(m.status),
      render: (_, application) => <StatusTag status={application.status} />,
    },
    {
      key: 'applied',
      title: intl.formatMessage(m.appliedAt),
      render: (_, application) => <FormattedDate value={application.created_at} {...DATE_TIME} />,
    },
    {
      key: 'expires',
      title: intl.formatMessage(m.expiresAt),
      render: (_, application) => <FormattedDate value={application.expires_at} {...DATE_TIME} />,
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: intl.formatMessage(ownerMessages.actions),
      render: (_, application) =>
        application.status === 'applied' && (
          <Space wrap>
            <Button
              size="small"
              type="primary"
              loading={deciding(application)}
              onClick={() => decide.mutate({ application, accept: true })}
            >
              {intl.formatMessage(m.accept)}
            </Button>
            <Button
              size="small"
              disabled={deciding(application)}
              onClick={() => decide.mutate({ application, accept: false })}
            >
              {intl.formatMessage(m.decline)}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={intl.formatMessage(m.title)}
      size="small"
      extra={
        <Select<ApplicationStatus>
          allowClear
          size="small"
          aria-label={intl.formatMessage(m.statusFilter)}
          placeholder={intl.formatMessage(m.statusFilter)}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={STATUSES.map((value) => ({
            value,
            label: intl.formatMessage(statusMessages[value]),
          }))}
          style={{ minWidth: 140 }}
        />
      }
    >
      <RefusalAlert write={decide} closable spaced />
      <PagedTable<Application>
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(application) => rowTestId(`application-${application.id}`)}
        query={applications}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={<Empty description={intl.formatMessage(m.empty)} />}
      />
    </Card>
  );
}
