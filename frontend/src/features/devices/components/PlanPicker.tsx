import { Card, Col, Descriptions, Flex, Radio, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';

import { formatCoins } from '@/features/wallet';
import { formatSize } from '@/utils/format';

import { devicesMessages, zcloudMessages as m } from '../messages';
import type { Plan } from '../types';

export interface PlanPickerProps {
  plans: Plan[];
  value?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
}

/** The plans as cards; one is chosen (a radio group, for keyboards and screen readers). */
export function PlanPicker({ plans, value, onChange, disabled }: PlanPickerProps) {
  const intl = useIntl();
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value as number)}
      style={{ width: '100%' }}
    >
      <Row gutter={[12, 12]}>
        {plans.map((plan) => {
          const chosen = plan.id === value;
          return (
            <Col key={plan.id} xs={24} sm={12} xl={8}>
              <Card
                size="small"
                hoverable={!disabled}
                onClick={() => !disabled && onChange?.(plan.id)}
                style={{
                  height: '100%',
                  borderColor: chosen ? '#1677ff' : undefined,
                  boxShadow: chosen ? '0 0 0 1px #1677ff' : undefined,
                }}
                title={<Radio value={plan.id}>{plan.name}</Radio>}
              >
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'cpu',
                      label: intl.formatMessage(devicesMessages.cpu),
                      children: intl.formatMessage(devicesMessages.cores, {
                        count: plan.cpu_cores,
                      }),
                    },
                    {
                      key: 'memory',
                      label: intl.formatMessage(devicesMessages.memory),
                      children: formatSize(plan.memory_bytes),
                    },
                    {
                      key: 'disk',
                      label: intl.formatMessage(devicesMessages.disk),
                      children: formatSize(plan.disk_bytes),
                    },
                    {
                      key: 'bandwidth',
                      label: intl.formatMessage(m.bandwidthLabel),
                      children: intl.formatMessage(m.bandwidth, { mbps: plan.bandwidth_mbps }),
                    },
                    {
                      key: 'gpu',
                      label: intl.formatMessage(m.gpuMemory),
                      children:
                        plan.gpu_memory_bytes > 0
                          ? formatSize(plan.gpu_memory_bytes)
                          : intl.formatMessage(devicesMessages.noGpu),
                    },
                  ]}
                />
                <Flex vertical>
                  <Typography.Text strong>
                    {intl.formatMessage(m.price, { price: plan.price_per_hour })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {intl.formatMessage(m.firstHold, {
                      amount: formatCoins(plan.first_hold, intl.locale),
                    })}
                  </Typography.Text>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
}
