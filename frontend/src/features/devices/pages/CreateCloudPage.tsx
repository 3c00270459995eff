import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { isApiError, isMemberRefusal, type ApiError } from '@/api/errors';
import { ErrorAlert } from '@/components/form/Field';
import { ACCOUNT_PATH, DEVICES_PATH, WALLET_PATH } from '@/config/paths';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { LoadFailure, MemberRefusal } from '@/components/LoadFailure';
import { toRule } from '@/components/form/validators';
import { PageHeader } from '@/components/PageHeader';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useInvalidateTopics } from '@/api/topics';
import { changedPrice } from '@/lib/agreedPrice';
import { withReauth } from '@/lib/reauth';
import { formatCoins } from '@/features/wallet';
import { useWrite } from '@/lib/write';

import { createZcloud } from '../api';
import { StatusTag } from '../components/labels';
import { PlanPicker } from '../components/PlanPicker';
import { useDevice, usePlans } from '../hooks';
import { devicesMessages, zcloudMessages as m } from '../messages';
import { deviceDetailsPath } from '../paths';
import type { Device, DeviceStatus } from '../types';
import { DEVICE_LIMITS, validateDeviceName } from '../validators';

const FIELDS = ['plan_id', 'name'] as const;
/** While the new device is in one of these, the page keeps following it. */
const COMING_UP: ReadonlySet<DeviceStatus> = new Set(['creating', 'starting', 'restarting']);
const isComingUp = (device: Device) => COMING_UP.has(device.status);

interface Values {
  plan_id: number;
  name: string;
}

/** /devices/zcloud/create: pick a plan and a name, then follow the device until it is online. */
export default function CreateCloudPage() {
  const [created, setCreated] = useState<Device | null>(null);
  return (
    <>
      <PageHeader>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      {created ? <Following created={created} /> : <CreateForm onCreated={setCreated} />}
    </>
  );
}

function CreateForm({ onCreated }: { onCreated: (device: Device) => void }) {
  const intl = useIntl();
  const plans = usePlans();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateTopics();
  const showFieldErrors = fieldErrorsOn(form, FIELDS);
  const create = useWrite(
    // The plan's price as the picker shows it is the price agreed to; a first hold above the
    // server's limit asks for the password first (the shared dialog).
    (values: Values) =>
      withReauth(() =>
        createZcloud({
          plan_id: values.plan_id,
          name: values.name.trim(),
          price_per_hour:
            plans.data?.items.find((plan) => plan.id === values.plan_id)?.price_per_hour ?? '',
        }),
      ),
    {
      invalidates: ['devices', 'wallet'],
      onSuccess: onCreated,
      onError: (error) => {
        showFieldErrors(error);
        // The picker shows the plans again, with the price the refusal names.
        if (changedPrice(error) !== null) invalidate('devices');
      },
    },
  );
  const { error } = create;
  const fixable = isApiError(error) && REFUSALS[error.error] ? error : null;

  const memberTitle = <FormattedMessage {...devicesMessages.memberTitle} />;
  if (!fixable && isMemberRefusal(error)) {
    return <MemberRefusal message={error.msg} title={memberTitle} />;
  }
  if (!plans.data) {
    if (plans.error && !plans.isFetching) {
      return (
        <LoadFailure
          error={plans.error}
          onRetry={() => void plans.refetch()}
          title={<FormattedMessage {...m.plansError} />}
          memberTitle={memberTitle}
        />
      );
    }
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (plans.data.items.length === 0) {
    return (
      <Empty description={intl.formatMessage(m.noPlans)}>
        <Link to={DEVICES_PATH}>{intl.formatMessage(devicesMessages.back)}</Link>
      </Empty>
    );
  }

  return (
    <Form
      form={form}
      name="create-zcloud"
      layout="vertical"
      requiredMark={false}
      onFinish={create.mutate}
      disabled={create.isPending}
    >
      {fixable ? (
        <Refusal error={fixable} onClose={create.reset} />
      ) : (
        <RefusalAlert write={create} fields={FIELDS} spaced />
      )}
      <Form.Item
        name="plan_id"
        label={intl.formatMessage(m.choosePlan)}
        rules={[{ required: true, message: intl.formatMessage(m.planRequired) }]}
      >
        <PlanPicker plans={plans.data.items} />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {intl.formatMessage(m.billingNote)}
      </Typography.Paragraph>
      <Form.Item
        name="name"
        label={intl.formatMessage(devicesMessages.nameLabel)}
        rules={[toRule(intl, validateDeviceName)]}
        style={{ maxWidth: 420 }}
      >
        <Input
          autoComplete="off"
          maxLength={DEVICE_LIMITS.name.max + 10}
          placeholder={intl.formatMessage(m.namePlaceholder)}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
        <Link to={DEVICES_PATH}>{intl.formatMessage(devicesMessages.back)}</Link>
      </Space>
    </Form>
  );
}

interface RefusalData {
  required?: string;
  max?: number;
  price_per_hour?: string;
}

interface RefusalSpec {
  text: (intl: IntlShape, data: RefusalData) => string;
  /** Where the person fixes it, and the link's text (none when they fix it here). */
  to?: string;
  action?: MessageDescriptor;
}

/** What refuses an order that the person can fix, and where they fix it. */
const REFUSALS: Partial<Record<string, RefusalSpec>> = {
  account_unverified: {
    text: (intl) => intl.formatMessage(m.unverified),
    to: ACCOUNT_PATH,
    action: m.verify,
  },
  wallet_insufficient_funds: {
    text: (intl, data) =>
      intl.formatMessage(m.insufficientFunds, {
        amount: formatCoins(data.required ?? '0', intl.locale),
      }),
    to: WALLET_PATH,
    action: m.deposit,
  },
  price_changed: {
    text: (intl, data) =>
      intl.formatMessage(m.priceChanged, {
        amount: formatCoins(data.price_per_hour ?? '0', intl.locale),
      }),
  },
  zcloud_creating_limit: {
    text: (intl, data) => intl.formatMessage(m.creatingLimit, { max: data.max ?? 0 }),
    to: DEVICES_PATH,
    action: devicesMessages.back,
  },
};

/** A refusal the person can fix, told in this page's words with the way to fix it. */
function Refusal({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const intl = useIntl();
  const spec = REFUSALS[error.error];
  return (
    <ErrorAlert
      spaced
      onClose={onClose}
      action={
        spec?.to && spec.action && <Link to={spec.to}>{intl.formatMessage(spec.action)}</Link>
      }
    >
      {spec ? spec.text(intl, (error.data ?? {}) as RefusalData) : error.msg}
    </ErrorAlert>
  );
}

/** The new device coming up: its status, read again every few seconds until it settles. */
function Following({ created }: { created: Device }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const detail = useDevice(created.id, isComingUp);
  const device = detail.data ?? created;
  const comingUp = isComingUp(device);
  const name = device.name;

  const openDetails = (
    <Button type="primary" key="open" onClick={() => navigate(deviceDetailsPath(device.id))}>
      {intl.formatMessage(m.openDetails)}
    </Button>
  );
  const back = (
    <Link key="back" to={DEVICES_PATH}>
      {intl.formatMessage(devicesMessages.back)}
    </Link>
  );

  if (comingUp) {
    return (
      <Result
        icon={<Spin size="large" />}
        title={intl.formatMessage(m.creating, { name })}
        subTitle={
          <Flex vertical align="center" gap={8}>
            <StatusTag status={device.status} />
            {intl.formatMessage(m.creatingText)}
          </Flex>
        }
        extra={[back]}
      />
    );
  }
  if (device.status === 'online') {
    return (
      <Result
        status="success"
        title={intl.formatMessage(m.online, { name })}
        subTitle={intl.formatMessage(m.onlineText)}
        extra={[openDetails, back]}
      />
    );
  }
  return (
    <Result
      status={device.status === 'failed' ? 'error' : 'info'}
      title={intl.formatMessage(device.status === 'failed' ? m.failed : m.settled, { name })}
      subTitle={<StatusTag status={device.status} />}
      extra={[openDetails, back]}
    />
  );
}
