import { Form, List, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ApiError } from '@/api/errors';
import type { Demand } from '@/api/types';
import { toast } from '@/components/feedback';
import { FormModal } from '@/components/form/FormModal';
import { PICKER_PAGE } from '@/constants';
import { statusLabel, useDevices } from '@/features/devices';
import { useInstalledApps } from '@/features/installs';
import { useWrite } from '@/lib/write';

import { offerForDemand } from '../api';
import { takeMessages as m } from '../messages';

type Kind = 'device' | 'app';

interface OfferValues {
  kind: Kind;
  device_id?: number;
  installed_app_id?: number;
}

const FIELDS = ['device_id', 'installed_app_id'] as const;

/** One requirement the offer does not meet, as the server words it (`data.unsatisfied`). */
interface Unsatisfied {
  requirement: string;
  message: string;
}

function unsatisfiedOf(error: unknown): Unsatisfied[] {
  if (!(error instanceof ApiError) || error.error !== 'order_requirements_unsatisfied') return [];
  const { data } = error as ApiError<{ unsatisfied?: Unsatisfied[] } | null>;
  return data?.unsatisfied ?? [];
}

/** The chosen kind's picker: my devices, or my installed apps. */
function OfferPicker({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const devices = useDevices(PICKER_PAGE);
  const apps = useInstalledApps(PICKER_PAGE);
  const required = [{ required: true, message: intl.formatMessage(m.chooseRequired) }];
  if (kind === 'device') {
    return (
      <Form.Item name="device_id" label={intl.formatMessage(m.chooseDevice)} rules={required}>
        <Select<number>
          loading={devices.isLoading}
          notFoundContent={intl.formatMessage(devices.error ? m.pickerError : m.noDevices)}
          options={devices.data?.items.map((device) => ({
            value: device.id,
            label: `${device.name} (${statusLabel(intl, device.status)})`,
          }))}
        />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="installed_app_id" label={intl.formatMessage(m.chooseApp)} rules={required}>
      <Select<number>
        loading={apps.isLoading}
        notFoundContent={intl.formatMessage(apps.error ? m.pickerError : m.noApps)}
        options={apps.data?.items.map((app) => ({
          value: app.id,
          label: `${app.app.name} · ${app.device.name}`,
        }))}
      />
    </Form.Item>
  );
}

interface TakeDialogProps {
  demand: Demand;
  open: boolean;
  onClose: () => void;
}

/**
 * "Take it": offer one of my devices (when the demand names an app, which is installed on
 * it) or one of my installed apps. A refusal shows the server's message, and for unmet
 * requirements the list of what is not satisfied.
 */
export function TakeDialog({ demand, open, onClose }: TakeDialogProps) {
  const intl = useIntl();
  const [unsatisfied, setUnsatisfied] = useState<Unsatisfied[]>([]);
  const kinds: Kind[] = demand.app ? ['device', 'app'] : ['app'];

  const offer = useWrite(
    ({ kind, device_id, installed_app_id }: OfferValues) => {
      setUnsatisfied([]);
      return offerForDemand(
        demand.id,
        kind === 'device'
          ? { device_id: device_id ?? 0 }
          : { installed_app_id: installed_app_id ?? 0 },
      );
    },
    {
      invalidates: ['orders'],
      onSuccess: () => toast(intl.formatMessage(m.sent), 'success'),
      onError: (failure) => setUnsatisfied(unsatisfiedOf(failure)),
    },
  );

  return (
    <FormModal<OfferValues>
      open={open}
      onClose={onClose}
      onReset={() => setUnsatisfied([])}
      title={intl.formatMessage(m.title, { name: demand.name })}
      okText={intl.formatMessage(m.offer)}
      name="offer"
      fields={FIELDS}
      initialValues={{ kind: kinds[0] }}
      write={offer}
      extra={
        unsatisfied.length > 0 && (
          <List
            size="small"
            data-testid="offer-unsatisfied"
            header={
              <Typography.Text strong>
                <FormattedMessage {...m.unsatisfied} />
              </Typography.Text>
            }
            dataSource={unsatisfied}
            renderItem={(item) => (
              <List.Item key={item.requirement} data-requirement={item.requirement}>
                {item.message}
              </List.Item>
            )}
          />
        )
      }
    >
      <Form.Item name="kind" label={intl.formatMessage(m.what)}>
        <Radio.Group
          options={kinds.map((kind) => ({
            value: kind,
            label: intl.formatMessage(kind === 'device' ? m.device : m.app),
          }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('kind') as Kind;
          return (
            <>
              {kind === 'device' && demand.app && (
                <Typography.Paragraph type="secondary">
                  {intl.formatMessage(m.deviceHelp, { app: demand.app.name })}
                </Typography.Paragraph>
              )}
              <OfferPicker kind={kind} />
            </>
          );
        }}
      </Form.Item>
    </FormModal>
  );
}
