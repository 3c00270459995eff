import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { Company } from '@/api/types';
import { confirmModal, toast } from '@/components/feedback';

import { leaveCompany } from '../api';
import { notifyFailure } from '../failure';
import { PAGE_SIZE, useCompaniesChanged, useMyCompanies, useSwitchIdentity } from '../hooks';
import { companiesMessages, historyMessages as m } from '../messages';
import { CompanyIcon } from './CompanyIcon';
import { HubList } from './HubList';
import { RoleTag } from './RoleTag';

/** The caller's companies: switch to one, or leave one they are a member of. */
export function MyCompaniesList() {
  const intl = useIntl();
  const changed = useCompaniesChanged();
  const switchIdentity = useSwitchIdentity();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const companies = useMyCompanies({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

  const switchTo = async (company: Company) => {
    setBusy(company.id);
    try {
      await switchIdentity(company.id);
    } catch (failure) {
      notifyFailure(failure);
      setBusy(null);
    }
  };

  const leave = async (company: Company) => {
    try {
      // From the personal identity (the only one /history serves) no new session comes back.
      await leaveCompany(company.id);
      toast(intl.formatMessage(m.left, { name: company.name }), 'success');
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      changed();
    }
  };

  const confirmLeave = (company: Company) =>
    confirmModal({
      title: intl.formatMessage(m.leaveTitle, { name: company.name }),
      content: intl.formatMessage(m.leaveContent),
      okText: intl.formatMessage(m.leave),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(companiesMessages.cancel),
      onOk: () => leave(company),
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
            loading={busy === company.id}
            onClick={() => void switchTo(company)}
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
