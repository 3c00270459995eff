import { Button, Empty, Flex, Select, Space, Tag } from 'antd';
import { sortQueryValue } from '@/lib/listQuery';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { isMemberRefusal } from '@/api/errors';
import { notifyRefusal } from '@/components/RefusalAlert';
import { useSession } from '@/api/session';
import type { StoreDisplayType } from '@/api/types';
import { ListSortSelect } from '@/components/ListSortSelect';
import { PagedTable } from '@/components/PagedTable';
import { UrlSearch } from '@/components/UrlSearch';
import { useKeptUrlQuery, usePageInRange } from '@/lib/urlQuery';
import { PageHeader } from '@/components/PageHeader';
import { deviceDetailsPath } from '@/features/devices';
import {
  AppIcon,
  DISPLAY_TYPES,
  displayTypeLabel,
  DisplayTypeTag,
  STORE_PATH,
} from '@/features/store';

import {
  APP_STATUSES,
  AppStatusTag,
  appStatusLabel,
  priceLabel,
  sharingModeLabel,
  yesNo,
} from '../components/labels';
import { ActionButtons, MEMBER_ACTIONS, useConfirmAppAction } from '../components/appActions';
import { SignInPrompt } from '../components/SignInPrompt';
import { PAGE_SIZE, useInstalledApps } from '../hooks';
import { appsMessages as m, listMessages } from '../messages';
import { aiComputePath, appPagePath, installedAppPath } from '../paths';
import { appPageTitles } from './messages';
import { MY_APPS_QUERY, myAppsRead, readMyAppsQuery } from './MyAppsPage.data';
import type { AppStatus, InstalledApp } from '../types';

/** A company member's start and stop, as the app's status allows (refusals as a notice). */
function MemberActions({ app }: { app: InstalledApp }) {
  const { confirm } = useConfirmAppAction(app, notifyRefusal);
  return <ActionButtons app={app} actions={MEMBER_ACTIONS} onAction={confirm} size="small" />;
}

/**
 * /app: the apps on the person's devices, filtered and paged, with live statuses. A company
 * member sees the apps allocated to them, with only what they may do: start, stop, open.
 */
export default function MyAppsPage() {
  const intl = useIntl();
  const signedIn = useSession() !== null;
  return (
    <>
      <PageHeader>
        <FormattedMessage {...appPageTitles.myApps} />
      </PageHeader>
      {signedIn ? <AppList /> : <SignInPrompt text={intl.formatMessage(listMessages.signInText)} />}
    </>
  );
}

function AppList() {
  const intl = useIntl();
  const member = useSession()?.userType === 'member';
  const pagePath = member ? appPagePath : installedAppPath;
  const navigate = useNavigate();
  const [params, update] = useKeptUrlQuery(MY_APPS_QUERY);
  const { status, type, search, sort, page } = readMyAppsQuery(params);
  const apps = useInstalledApps(myAppsRead(params));
  const data = apps.data;
  usePageInRange(page, PAGE_SIZE, data?.total, update);

  const appColumns: ColumnsType<InstalledApp> = [
    {
      key: 'app',
      title: intl.formatMessage(m.app),
      render: (_, app) => (
        <Flex gap={12} align="center">
          <AppIcon app={app.app} size={36} />
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Link
              to={pagePath(app.id)}
              style={{ fontWeight: 600 }}
              onClick={(event) => event.stopPropagation()}
            >
              {app.app.name}
            </Link>
            <span>
              <DisplayTypeTag type={app.app.display_type} />
            </span>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'device',
      title: intl.formatMessage(m.device),
      render: (_, app) =>
        member ? (
          app.device.name
        ) : (
          <Link to={deviceDetailsPath(app.device.id)} onClick={(event) => event.stopPropagation()}>
            {app.device.name}
          </Link>
        ),
    },
    {
      key: 'status',
      title: intl.formatMessage(m.status),
      render: (_, app) => <AppStatusTag status={app.status} />,
    },
  ];
  /** How the owner shares it: not a member's business. */
  const sharingColumns: ColumnsType<InstalledApp> = [
    {
      key: 'sharing',
      title: intl.formatMessage(m.sharingMode),
      render: (_, app) => sharingModeLabel(intl, app.sharing_mode),
    },
    {
      key: 'rentable',
      title: intl.formatMessage(m.rentable),
      render: (_, app) => (
        <Tag color={app.rentable ? 'green' : 'default'}>{yesNo(intl, app.rentable)}</Tag>
      ),
    },
    {
      key: 'price',
      title: intl.formatMessage(m.pricePerHour),
      render: (_, app) => priceLabel(intl, app.price_per_hour),
    },
  ];
  const links: ColumnType<InstalledApp> = {
    key: 'links',
    title: intl.formatMessage(listMessages.links),
    render: (_, app) => (
      <Space size={12} wrap onClick={(event) => event.stopPropagation()}>
        {member ? (
          <MemberActions app={app} />
        ) : (
          <Link to={installedAppPath(app.id)}>{intl.formatMessage(listMessages.details)}</Link>
        )}
        <Link to={appPagePath(app.id)}>{intl.formatMessage(listMessages.openPage)}</Link>
        {!member && app.has_ai_api && (
          <Link to={aiComputePath(app.id)}>{intl.formatMessage(listMessages.aiApi)}</Link>
        )}
      </Space>
    ),
  };
  const columns = member ? [...appColumns, links] : [...appColumns, ...sharingColumns, links];

  const filtered = status !== undefined || type !== undefined || search !== '';
  let body;
  if (data && data.total === 0 && !filtered && member) {
    body = <Empty description={intl.formatMessage(listMessages.memberEmpty)} />;
  } else if (data && data.total === 0 && !filtered) {
    body = (
      <Empty description={intl.formatMessage(listMessages.empty)}>
        <Button type="primary" onClick={() => navigate(STORE_PATH)}>
          {intl.formatMessage(listMessages.browseStore)}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <PagedTable<InstalledApp>
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        onRow={(app) => ({
          onClick: () => void navigate(pagePath(app.id)),
          style: { cursor: 'pointer' },
          'data-testid': `installed-app-${app.id}`,
        })}
        query={apps}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        errorTitle={intl.formatMessage(m.loadError)}
        memberTitle={intl.formatMessage(m.memberTitle)}
        empty={<Empty description={intl.formatMessage(listMessages.noMatch)} />}
        showTotal={(total) => intl.formatMessage(listMessages.total, { count: total })}
      />
    );
  }

  // A company member's refusal will not change with other filters.
  if (!data && isMemberRefusal(apps.error)) return body;
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <UrlSearch
          value={search}
          placeholder={intl.formatMessage(listMessages.searchPlaceholder)}
          onSearch={(value) => update({ search: value })}
        />
        <Select<AppStatus>
          allowClear
          aria-label={intl.formatMessage(listMessages.statusFilter)}
          placeholder={intl.formatMessage(listMessages.statusFilter)}
          value={status}
          onChange={(value) => update({ status: value })}
          options={APP_STATUSES.filter((value) => value !== 'not_install').map((value) => ({
            value,
            label: appStatusLabel(intl, value),
          }))}
          style={{ minWidth: 160 }}
        />
        <Select<StoreDisplayType>
          allowClear
          aria-label={intl.formatMessage(listMessages.typeFilter)}
          placeholder={intl.formatMessage(listMessages.typeFilter)}
          value={type}
          onChange={(value) => update({ type: value })}
          options={DISPLAY_TYPES.map((value) => ({ value, label: displayTypeLabel(intl, value) }))}
          style={{ minWidth: 160 }}
        />
        <ListSortSelect
          value={sort}
          onChange={(value) => update({ sort: sortQueryValue(value) })}
        />
      </Flex>
      {body}
    </>
  );
}
