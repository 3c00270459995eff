import { Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { Heading } from '@/components/Heading';
import { QueryBoundary } from '@/components/QueryBoundary';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { fetchDeliveryPreference, updateDeliveryPreference } from '../api';
import { deliveryMessages as m } from '../messages';

const KEY = ['account', 'delivery'] as const;

/** Whether notices that need action about money also go by e-mail or SMS. */
export function DeliveryCard() {
  const intl = useIntl();
  const preference = useQuery({ queryKey: KEY, queryFn: fetchDeliveryPreference });
  const save = useWrite(updateDeliveryPreference, {
    invalidates: ['account'],
    onSuccess: () => toast(intl.formatMessage(m.saved), 'success'),
  });
  return (
    <Card
      title={
        <Heading level={2}>
          <FormattedMessage {...m.title} />
        </Heading>
      }
    >
      <QueryBoundary
        query={preference}
        loading={<Skeleton active title={false} paragraph={{ rows: 2 }} />}
        errorTitle={intl.formatMessage(m.loadError)}
      >
        {(data) => (
          <Flex vertical gap={8}>
            <RefusalAlert write={save} />
            <Flex gap={12} align="center">
              <Switch
                id="delivery-outside"
                checked={save.isPending ? save.variables?.outside : data.outside}
                loading={save.isPending}
                onChange={(outside) => save.mutate({ outside })}
              />
              <label htmlFor="delivery-outside">{intl.formatMessage(m.label)}</label>
            </Flex>
            <Typography.Text type="secondary">{intl.formatMessage(m.description)}</Typography.Text>
          </Flex>
        )}
      </QueryBoundary>
    </Card>
  );
}
