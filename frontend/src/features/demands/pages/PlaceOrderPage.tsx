import { Button, Card, Flex, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import type { ListingTier } from '@/api/types';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { toRule, type Problem } from '@/components/form/validators';
import { PageHeader } from '@/components/PageHeader';
import { RefusalAlert } from '@/components/RefusalAlert';
import { PICKER_PAGE } from '@/constants';
import { DEVICE_TIERS, tierLabel } from '@/features/devices';
import { DEFAULT_MAX_KM, DistanceSelect, LocationPicker } from '@/features/market';
import { useStoreApps } from '@/features/store';
import { useWrite } from '@/lib/write';
import type { LngLat } from '@/utils/geo';

import { createDemand } from '../api';
import { placeMessages as m, validationMessages } from '../messages';
import { demandPath } from '../paths';
import {
  DEMAND_LIMITS as LIMITS,
  checkGb,
  checkLength,
  checkName,
  checkPrice,
  checkWhole,
  gbToBytes,
} from '../validators';
import { demandsPageTitles } from './messages';

/** The form's values: sizes in GB (named as the server's byte fields, so its errors land there). */
interface Values {
  name: string;
  gpu_count: number | null;
  gpu_model: string;
  vram_bytes: number | null;
  cpu_cores: number | null;
  memory_bytes: number | null;
  disk_bytes: number | null;
  tier: ListingTier | undefined;
  app_id: number | undefined;
  max_km: number | undefined;
  price_per_hour: number | null;
  hours: number | null;
  description: string;
}

const FIELDS = [
  'name',
  'gpu_count',
  'gpu_model',
  'vram_bytes',
  'cpu_cores',
  'memory_bytes',
  'disk_bytes',
  'tier',
  'app_id',
  'max_km',
  'price_per_hour',
  'hours',
  'description',
] as const;

const INITIAL: Partial<Values> = { gpu_count: 1, cpu_cores: 0, memory_bytes: 0, disk_bytes: 0 };
const HALF = { flex: '1 1 200px', minWidth: 0 } as const;
const WIDE = { width: '100%' } as const;

/** `/on-demand/place-an-order`: publish a demand, then see it on the board. */
export default function PlaceOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const apps = useStoreApps(PICKER_PAGE);
  const [form] = Form.useForm<Values>();
  const [point, setPoint] = useState<LngLat | null>(null);
  const rule = <T,>(check: (value: T) => Problem | null) => [toRule(intl, check)];

  const choosePoint = (next: LngLat) => {
    setPoint(next);
    if (form.getFieldValue('max_km') === undefined) form.setFieldValue('max_km', DEFAULT_MAX_KM);
  };
  const clearPoint = () => {
    setPoint(null);
    form.setFields([{ name: 'max_km', value: undefined, errors: [] }]);
  };

  const place = useWrite(
    (values: Values) =>
      createDemand({
        name: values.name.trim(),
        gpu_count: values.gpu_count ?? 0,
        gpu_model: (values.gpu_model ?? '').trim(),
        vram_bytes: gbToBytes(values.vram_bytes),
        cpu_cores: values.cpu_cores ?? 0,
        memory_bytes: gbToBytes(values.memory_bytes),
        disk_bytes: gbToBytes(values.disk_bytes),
        tier: values.tier ?? '',
        app_id: values.app_id ?? null,
        ...(point ? { lng: point[0], lat: point[1], max_km: values.max_km ?? null } : {}),
        price_per_hour: (values.price_per_hour ?? 0).toFixed(2),
        hours: values.hours ?? 0,
        description: (values.description ?? '').trim(),
      }),
    {
      invalidates: ['orders'],
      onSuccess: (demand) => void navigate(demandPath(demand.id)),
      onError: fieldErrorsOn(form, FIELDS),
    },
  );

  const number = (
    name: keyof Values,
    label: string,
    check: (value: number | null | undefined) => Problem | null,
  ) => (
    <Form.Item name={name} label={label} rules={rule(check)} style={HALF}>
      <InputNumber style={WIDE} min={0} />
    </Form.Item>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <PageHeader style={{ margin: 0 }}>
        <FormattedMessage {...demandsPageTitles.placeOrder} />
      </PageHeader>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        <FormattedMessage {...m.intro} />
      </Typography.Paragraph>
      {/* No <form> element: the location chooser below is a form of its own. */}
      <Form
        form={form}
        component={false}
        name="demand"
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={place.mutate}
        disabled={place.isPending}
      >
        <RefusalAlert write={place} fields={FIELDS} spaced />
        <Card title={intl.formatMessage(m.what)}>
          <Form.Item name="name" label={intl.formatMessage(m.name)} rules={rule(checkName)}>
            <Input autoComplete="off" placeholder={intl.formatMessage(m.namePlaceholder)} />
          </Form.Item>
          <Flex wrap gap="0 16px">
            {number('gpu_count', intl.formatMessage(m.gpuCount), checkWhole(0, LIMITS.gpus))}
            {number('vram_bytes', intl.formatMessage(m.vram), checkGb(LIMITS.vramGb))}
          </Flex>
          <Form.Item
            name="gpu_model"
            label={intl.formatMessage(m.gpuModel)}
            rules={rule(checkLength(LIMITS.gpuModel))}
          >
            <Input autoComplete="off" placeholder={intl.formatMessage(m.gpuModelPlaceholder)} />
          </Form.Item>
          <Flex wrap gap="0 16px">
            {number('cpu_cores', intl.formatMessage(m.cpuCores), checkWhole(0, LIMITS.cpuCores))}
            {number('memory_bytes', intl.formatMessage(m.memory), checkGb(LIMITS.memoryGb))}
            {number('disk_bytes', intl.formatMessage(m.disk), checkGb(LIMITS.diskGb))}
          </Flex>
          <Flex wrap gap="0 16px">
            <Form.Item name="tier" label={intl.formatMessage(m.tier)} style={HALF}>
              <Select<ListingTier>
                allowClear
                placeholder={intl.formatMessage(m.anyTier)}
                options={DEVICE_TIERS.map((tier) => ({
                  value: tier,
                  label: tierLabel(intl, tier),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="app_id"
              label={intl.formatMessage(m.app)}
              extra={intl.formatMessage(m.appHelp)}
              validateStatus={apps.error ? 'warning' : undefined}
              help={apps.error ? intl.formatMessage(m.appsError) : undefined}
              style={HALF}
            >
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={apps.isLoading}
                placeholder={intl.formatMessage(m.anyApp)}
                options={apps.data?.items.map((app) => ({ value: app.id, label: app.name }))}
              />
            </Form.Item>
          </Flex>
        </Card>
        <Card title={intl.formatMessage(m.where)} style={{ marginTop: 16 }}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              <FormattedMessage {...m.whereHelp} />
            </Typography.Text>
            <LocationPicker point={point} onChoose={choosePoint} />
            <Flex wrap gap={8} align="center">
              {!point && (
                <Typography.Text data-testid="demand-point">
                  {intl.formatMessage(m.noPoint)}
                </Typography.Text>
              )}
              {point && (
                <Button size="small" onClick={clearPoint}>
                  <FormattedMessage {...m.clearPoint} />
                </Button>
              )}
            </Flex>
            {point && (
              <Form.Item
                name="max_km"
                label={intl.formatMessage(m.maxKm)}
                rules={[
                  { required: true, message: intl.formatMessage(validationMessages.maxKmRequired) },
                ]}
                style={{ marginBottom: 0 }}
              >
                <DistanceSelect />
              </Form.Item>
            )}
          </Flex>
        </Card>
        <Card title={intl.formatMessage(m.terms)} style={{ marginTop: 16 }}>
          <Flex wrap gap="0 16px">
            <Form.Item
              name="price_per_hour"
              label={intl.formatMessage(m.price)}
              rules={rule(checkPrice)}
              style={HALF}
            >
              <InputNumber style={WIDE} min={0} step={0.5} />
            </Form.Item>
            {number('hours', intl.formatMessage(m.hours), checkWhole(1, LIMITS.hours, true))}
          </Flex>
          <Form.Item
            name="description"
            label={intl.formatMessage(m.description)}
            rules={rule(checkLength(LIMITS.description))}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Card>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={place.isPending} onClick={() => form.submit()}>
            <FormattedMessage {...m.submit} />
          </Button>
        </Space>
      </Form>
    </Flex>
  );
}
