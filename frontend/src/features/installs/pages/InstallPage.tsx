import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  Form,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import { isApiError } from '@/api/errors';
import { useSession } from '@/api/session';
import type { StoreAppDetail } from '@/api/types';
import { DEVICE_LINK_PATH } from '@/config/paths';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { RefusalAlert } from '@/components/RefusalAlert';
import {
  AppIcon,
  DisplayTypeTag,
  Requirements,
  STORE_PATH,
  storeAppPath,
  StoreAppRoute,
  storeMessages,
} from '@/features/store';
import { SectionTitle } from '@/components/SectionTitle';
import { useWrite } from '@/lib/write';

import { installApp } from '../api';
import {
  configFieldName,
  configFromValues,
  initialConfigValues,
  parseConfigSchema,
} from '../configSchema';
import { ConfigFields } from '../components/ConfigFields';
import { DevicePicker } from '../components/DevicePicker';
import { InstallProgress } from '../components/InstallProgress';
import { SignInPrompt } from '../components/SignInPrompt';
import { useInstallTargets, useStoreInstalledApp } from '../hooks';
import { appsMessages, installMessages as m } from '../messages';
import type { InstalledAppDetail } from '../types';

/** /app-store/:id/config: choose a device, fill in the app's settings, install, follow it. */
export default function InstallPage() {
  return (
    <StoreAppRoute backTo={(id) => (id !== null ? storeAppPath(id) : STORE_PATH)}>
      {/* A new app is a new form. */}
      {(app) => <Install key={app.id} app={app} />}
    </StoreAppRoute>
  );
}

function Install({ app }: { app: StoreAppDetail }) {
  const intl = useIntl();
  const signedIn = useSession() !== null;
  const [installed, setInstalled] = useState<InstalledAppDetail | null>(null);

  return (
    <Flex vertical gap={24}>
      <Flex gap={16} align="center">
        <AppIcon app={app} size={64} />
        <Flex vertical gap={4}>
          <PageHeader style={{ margin: 0 }}>
            {intl.formatMessage(m.pageHeading, { name: app.name })}
          </PageHeader>
          <Space size={4} wrap>
            <DisplayTypeTag type={app.display_type} />
            {app.latest_version && (
              <Typography.Text type="secondary">{app.latest_version}</Typography.Text>
            )}
          </Space>
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          {!signedIn ? (
            <Card>
              <SignInPrompt text={intl.formatMessage(m.signInText)} />
            </Card>
          ) : installed ? (
            <Card>
              <InstallProgress installed={installed} />
            </Card>
          ) : (
            <InstallForm app={app} onInstalled={setInstalled} />
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Card title={intl.formatMessage(storeMessages.requirements)}>
            <Requirements app={app} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

interface InstallFormProps {
  app: StoreAppDetail;
  onInstalled: (installed: InstalledAppDetail) => void;
}

function InstallForm({ app, onInstalled }: InstallFormProps) {
  const intl = useIntl();
  const storeInstalledApp = useStoreInstalledApp();
  const targets = useInstallTargets(app.id);
  const fields = useMemo(() => parseConfigSchema(app.config_schema), [app.config_schema]);
  const fieldNames = useMemo(
    () => [
      'device_id',
      'start_after_install',
      ...fields.map((field) => configFieldName(field.name)),
    ],
    [fields],
  );
  const [form] = Form.useForm<Record<string, unknown>>();
  const install = useWrite(
    (values: Record<string, unknown>) =>
      installApp({
        device_id: values.device_id as number,
        app_id: app.id,
        config: configFromValues(fields, values),
        start_after_install: values.start_after_install !== false,
      }),
    {
      invalidates: ['installs'],
      onSuccess: (answer) => {
        storeInstalledApp(answer);
        onInstalled(answer);
      },
      onError: (error) => {
        // The device went offline, got the app meanwhile…: show the devices as they are now.
        if (isApiError(error) && error.code === 409) void targets.refetch();
        fieldErrorsOn(form, fieldNames)(error);
      },
    },
  );

  const data = targets.data;
  // Read again after a refusal: a device that no longer qualifies does not stay chosen.
  useEffect(() => {
    if (!data) return;
    const chosen: unknown = form.getFieldValue('device_id');
    if (data.some((target) => target.qualifies && target.device.id === chosen)) return;
    form.setFieldValue('device_id', data.find((target) => target.qualifies)?.device.id);
  }, [data, form]);

  if (!data) {
    if (targets.error && !targets.isFetching) {
      return (
        <LoadFailure
          error={targets.error}
          onRetry={() => void targets.refetch()}
          title={intl.formatMessage(m.devicesError)}
          memberTitle={intl.formatMessage(appsMessages.memberTitle)}
        />
      );
    }
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (data.length === 0) {
    return (
      <Card>
        <Empty description={intl.formatMessage(m.noDevices)}>
          <Link to={DEVICE_LINK_PATH}>{intl.formatMessage(m.bindDevice)}</Link>
        </Empty>
      </Card>
    );
  }

  const firstQualifying = data.find((target) => target.qualifies)?.device.id;

  return (
    <Card>
      <Form
        form={form}
        name="install"
        layout="vertical"
        onFinish={install.mutate}
        disabled={install.isPending}
        initialValues={{
          device_id: firstQualifying,
          start_after_install: true,
          ...initialConfigValues(fields),
        }}
      >
        <RefusalAlert write={install} fields={fieldNames} spaced />
        {firstQualifying === undefined && (
          <Alert
            type="warning"
            showIcon
            title={intl.formatMessage(m.noneQualify)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="device_id"
          label={intl.formatMessage(m.chooseDevice)}
          rules={[{ required: true, message: intl.formatMessage(m.deviceRequired) }]}
        >
          <DevicePicker targets={data} />
        </Form.Item>
        <SectionTitle look={4}>{intl.formatMessage(m.settings)}</SectionTitle>
        {fields.length === 0 ? (
          <Typography.Paragraph type="secondary">
            {intl.formatMessage(m.noSettings)}
          </Typography.Paragraph>
        ) : (
          <ConfigFields fields={fields} idPrefix="install-config" />
        )}
        <Form.Item name="start_after_install" valuePropName="checked">
          <Checkbox>{intl.formatMessage(m.startAfterInstall)}</Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={install.isPending}
          disabled={firstQualifying === undefined}
        >
          {intl.formatMessage(m.submit)}
        </Button>
      </Form>
    </Card>
  );
}
