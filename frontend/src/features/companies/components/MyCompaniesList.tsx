import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { Company } from '@/api/types';
import { confirmModal, toast } from '@/components/feedback';
import { notifyRefusal } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { leaveCompany } from '../api';
import { PAGE_SIZE, useMyCompanies, useSwitchIdentity } from '../hooks';
import { companiesMessages, historyMessages as m } from '../messages';
import { CompanyIcon } from './CompanyIcon';
import { HubList } from './HubList';
import { RoleTag } from './RoleTag';

/** The caller's companies: switch to one, or leave one they are a member of. */
export function MyCompaniesList() {
  const intl = useIntl();
  const switchIdentity = useSwitchIdentity();
  const [page, setPage] = useState(1);
  const companies = useMyCompanies({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

  // From the personal identity (the only one /history serves) no new session comes back.
  const leave = useWrite((company: Company) => leaveCompany(company.id), {
    invalidates: ['company'],
    rereadOnRefusal: true,
    onSuccess: (_, company) => toast(intl.formatMessage(m.left, { name: company.name }), 'success'),
    onError: notifyRefusal,
  });

  const confirmLeave = (company: Company) =>
    confirmModal({
      title: intl.formatMessage(m.leaveTitle, { name: company.name }),
      content: intl.formatMessage(m.leaveContent),
      okText: intl.formatMessage(m.leave),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(companiesMessages.cancel),
      onOk: () => leave.run(company),
    });

  const columns: ColumnsType<Company> = [
    {
      key: 'company',
      render: (_value, company) => (
        <Space align="start">
          <CompanyIcon company={company} />
          <Flex vertical>
            <Space size={4} wrap>
              <Typography.Text strong>{company.name}</Typography.Text>
              <RoleTag role={company.role} />
            </Space>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.companyId, { id: company.id })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.network, { id: company.network_id })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {intl.formatMessage(m.ownedBy, { name: company.owner.name })}
            </Typography.Text>
          </Flex>
        </Space>
      ),
    },
    {
      key: 'actions',
      align: 'end',
      render: (_value, company) => (
        <Space wrap>
          <Button
            type="primary"
            loading={switchIdentity.isPending && switchIdentity.variables === company.id}
            onClick={() => switchIdentity.mutate(company.id)}
          >
            {intl.formatMessage(m.switchTo)}
          </Button>
          {company.role === 'member' && (
            <Button danger onClick={() => confirmLeave(company)}>
              {intl.formatMessage(m.leave)}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <HubList<Company>
      columns={columns}
      query={companies}
      page={page}
      onPageChange={setPage}
      emptyText={intl.formatMessage(m.companiesEmpty)}
    />
  );
}
