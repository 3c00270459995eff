import { Button, Card, Empty, Flex, Select, Tag, Typography } from 'antd';
import { positiveIntParam } from '@/lib/listQuery';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import type { Device, InstalledApp } from '@/api/types';
import { confirmModal, toast } from '@/components/feedback';
import { ACTIONS_COLUMN_KEY, PagedTable } from '@/components/PagedTable';
import { PageHeader } from '@/components/PageHeader';
import { ErrorAlert } from '@/components/form/Field';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useInstalledApps } from '@/features/installs';
import { useDevices } from '@/features/devices';
import { COMPANY_PATH, DEVICE_LINK_PATH } from '@/config/paths';
import { PICKER_LIMIT, PICKER_PAGE, STORAGE_KEYS } from '@/constants';
import { useKeptUrlQuery } from '@/lib/urlQuery';
import { useWrite } from '@/lib/write';

import { DATE_TIME, rowTestId } from '../components/ownerLabels';
import {
  assignResource,
  unassignResource,
  type Allocation,
  type Member,
  type ResourceType,
} from '../ownerApi';
import { useAllocations, useMembers } from '../ownerHooks';
import { allocateMessages as m, ownerMessages, resourceTypeMessages } from '../ownerMessages';
import { companiesPageTitles } from './messages';

/**
 * The member shown, in the URL (`?member=`, their user id) and kept for the next visit, so a
 * reload stays with them. The kept choice is forgotten when the identity changes (`lib/auth`),
 * so it is always a member of the company in use.
 */
const KEPT_QUERY = { key: STORAGE_KEYS.company, names: ['member'] } as const;

/** /company/allocate: pick a member, see what they have, allocate devices and apps, take them back. */
export default function CompanyAllocatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const members = useMembers(PICKER_PAGE);
  const people = members.data?.items.filter((member) => member.role === 'member');
  const [params, update] = useKeptUrlQuery(KEPT_QUERY);
  const picked = positiveIntParam(params.get('member'));
  // One who left since (or an edited URL) gives way to the first member.
  const member = people?.find((person) => person.user_id === picked) ?? people?.[0];

  let body;
  if (!people) {
    body = members.error ? (
      <ErrorAlert>{intl.formatMessage(m.loadError)}</ErrorAlert>
    ) : (
      <Card loading aria-busy="true" />
    );
  } else if (!member) {
    body = (
      <Empty description={intl.formatMessage(m.noMembers)}>
        <Button type="primary" onClick={() => void navigate(COMPANY_PATH)}>
          {intl.formatMessage(m.invite)}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <Flex gap={8} align="center" wrap>
          <label htmlFor="allocate-member">{intl.formatMessage(m.member)}</label>
          <Select<number>
            id="allocate-member"
            value={member.user_id}
            onChange={(value) => update({ member: String(value) })}
            options={people.map((person) => ({ value: person.user_id, label: person.name }))}
            style={{ minWidth: 200 }}
          />
        </Flex>
        <MemberAllocations key={member.user_id} member={member} />
      </Flex>
    );
  }

  return (
    <>
      <Link to={COMPANY_PATH}>{intl.formatMessage(ownerMessages.backToCompany)}</Link>
      <PageHeader style={{ marginTop: 8 }}>
        <FormattedMessage {...companiesPageTitles.allocate} />
      </PageHeader>
      {body}
    </>
  );
}

function MemberAllocations({ member }: { member: Member }) {
  const intl = useIntl();
  const name = member.name;
  const allocations = useAllocations({ member_id: member.user_id, ...PICKER_PAGE });
  const change = useWrite(
    ({ assign, type, id }: { assign: boolean; type: ResourceType; id: number; resource: string }) =>
      (assign ? assignResource : unassignResource)({
        member_id: member.user_id,
        resource_type: type,
        resource_id: id,
      }),
    {
      invalidates: ['company'],
      onSuccess: (_, { assign, resource }) =>
        toast(intl.formatMessage(assign ? m.allocated : m.removed, { resource, name }), 'success'),
    },
  );
  const allocating = (type: ResourceType, id: number) =>
    change.isPending &&
    change.variables.assign &&
    change.variables.type === type &&
    change.variables.id === id;

  const allocated = new Set(
    (allocations.data?.items ?? []).map((item) => `${item.resource_type}-${item.resource_id}`),
  );

  const confirmRemove = (item: Allocation) => {
    const resource = item.resource_name;
    change.reset();
    confirmModal({
      title: intl.formatMessage(m.removeTitle, { resource, name }),
      content: intl.formatMessage(m.removeContent),
      okText: intl.formatMessage(m.remove),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(ownerMessages.cancel),
      onOk: () =>
        change.run({ assign: false, type: item.resource_type, id: item.resource_id, resource }),
    });
  };

  const columns: ColumnsType<Allocation> = [
    { key: 'resource', title: intl.formatMessage(m.resource), dataIndex: 'resource_name' },
    {
      key: 'type',
      title: intl.formatMessage(m.type),
      render: (_, item) => (
        <Tag>{intl.formatMessage(resourceTypeMessages[item.resource_type])}</Tag>
      ),
    },
    { key: 'device', title: intl.formatMessage(m.device), dataIndex: 'device_name' },
    {
      key: 'assigned',
      title: intl.formatMessage(m.assignedAt),
      render: (_, item) => <FormattedDate value={item.assigned_at} {...DATE_TIME} />,
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: intl.formatMessage(ownerMessages.actions),
      render: (_, item) => (
        <Button size="small" danger onClick={() => confirmRemove(item)}>
          {intl.formatMessage(m.remove)}
        </Button>
      ),
    },
  ];

  /** The button of a resource that can be allocated, or "Allocated". */
  const allocateButton = (type: ResourceType, id: number, resource: string) =>
    allocated.has(`${type}-${id}`) ? (
      <Tag color="green">{intl.formatMessage(m.alreadyAllocated)}</Tag>
    ) : (
      <Button
        size="small"
        type="primary"
        loading={allocating(type, id)}
        aria-label={`${intl.formatMessage(m.allocate)} ${resource}`}
        onClick={() => change.mutate({ assign: true, type, id, resource })}
      >
        {intl.formatMessage(m.allocate)}
      </Button>
    );

  return (
    <>
      <RefusalAlert write={change} closable spaced />
      <Card title={intl.formatMessage(m.allocatedTo, { name })} size="small">
        <PagedTable<Allocation>
          rowKey="id"
          columns={columns}
          scroll={{ x: 'max-content' }}
          onRow={(item) => rowTestId(`allocation-${item.resource_type}-${item.resource_id}`)}
          query={allocations}
          page={1}
          pageSize={PICKER_LIMIT}
          onPageChange={() => undefined}
          errorTitle={intl.formatMessage(m.loadError)}
          empty={<Empty description={intl.formatMessage(m.nothing, { name })} />}
        />
      </Card>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {intl.formatMessage(m.add)}
      </Typography.Title>
      <CompanyDevices allocateButton={allocateButton} />
      <CompanyApps allocateButton={allocateButton} />
    </>
  );
}

type AllocateButton = (type: ResourceType, id: number, resource: string) => ReactNode;

function CompanyDevices({ allocateButton }: { allocateButton: AllocateButton }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const devices = useDevices(PICKER_PAGE);
  const columns: ColumnsType<Device> = [
    { key: 'name', title: intl.formatMessage(m.resource), dataIndex: 'name' },
    { key: 'id', title: intl.formatMessage(m.deviceId), dataIndex: 'device_id' },
    {
      key: ACTIONS_COLUMN_KEY,
      title: intl.formatMessage(ownerMessages.actions),
      render: (_, device) => allocateButton('device', device.id, device.name),
    },
  ];
  return (
    <Card title={intl.formatMessage(m.devices)} size="small">
      <PagedTable<Device>
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(device) => rowTestId(`company-device-${device.id}`)}
        query={devices}
        page={1}
        pageSize={PICKER_LIMIT}
        onPageChange={() => undefined}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={
          <Empty description={intl.formatMessage(m.noDevices)}>
            <Button onClick={() => void navigate(DEVICE_LINK_PATH)}>
              {intl.formatMessage(m.bind)}
            </Button>
          </Empty>
        }
      />
    </Card>
  );
}

function CompanyApps({ allocateButton }: { allocateButton: AllocateButton }) {
  const intl = useIntl();
  const apps = useInstalledApps(PICKER_PAGE);
  const columns: ColumnsType<InstalledApp> = [
    { key: 'name', title: intl.formatMessage(m.resource), render: (_, app) => app.app.name },
    { key: 'device', title: intl.formatMessage(m.device), render: (_, app) => app.device.name },
    {
      key: ACTIONS_COLUMN_KEY,
      title: intl.formatMessage(ownerMessages.actions),
      render: (_, app) => allocateButton('app', app.id, app.app.name),
    },
  ];
  return (
    <Card title={intl.formatMessage(m.apps)} size="small">
      <PagedTable<InstalledApp>
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(app) => rowTestId(`company-app-${app.id}`)}
        query={apps}
        page={1}
        pageSize={PICKER_LIMIT}
        onPageChange={() => undefined}
        errorTitle={intl.formatMessage(m.loadError)}
        empty={<Empty description={intl.formatMessage(m.noApps)} />}
      />
    </Card>
  );
}
