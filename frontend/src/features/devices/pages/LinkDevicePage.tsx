import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';

import { isApiError, isMemberRefusal } from '@/api/errors';
import { DEVICES_PATH } from '@/config/paths';
import { toast } from '@/components/feedback';
import { MemberRefusal } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { useWrite } from '@/lib/write';

import { bindDevice } from '../api';
import { isValidDeviceId, normaliseDeviceId } from '../deviceId';
import { devicesMessages, linkMessages as m } from '../messages';
import { deviceDetailsPath } from '../paths';

interface Values {
  device_id: string;
}

/** /devices/link: bind a box by its device ID, checked here before the server sees it. */
export default function LinkDevicePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  // Not stored as its detail: the details page reads it with its status history.
  const bind = useWrite((deviceId: string) => bindDevice({ device_id: deviceId }), {
    invalidates: ['devices'],
    onSuccess: (device) => {
      toast(intl.formatMessage(m.done, { name: device.name }), 'success');
      navigate(deviceDetailsPath(device.id));
    },
    // Every refusal (invalid ID, already bound, asked too often…) belongs to the one field.
    onError: (error) => {
      if (isMemberRefusal(error) || !isApiError(error)) return;
      form.setFields([{ name: 'device_id', errors: error.fieldErrors?.device_id ?? [error.msg] }]);
    },
  });
  const memberRefusal = isMemberRefusal(bind.error) ? bind.error.msg : null;

  const onFinish = (values: Values) => {
    const deviceId = normaliseDeviceId(values.device_id);
    if (deviceId !== null) bind.mutate(deviceId); // else the rule has already said so
  };

  return (
    <>
      <PageHeader>
        <FormattedMessage {...m.pageTitle} />
      </PageHeader>
      {memberRefusal !== null ? (
        <MemberRefusal
          message={memberRefusal}
          title={intl.formatMessage(devicesMessages.memberTitle)}
        />
      ) : (
        <Card style={{ maxWidth: 520 }}>
          <Typography.Paragraph type="secondary">
            {intl.formatMessage(m.intro)}
          </Typography.Paragraph>
          <Form
            form={form}
            name="bind-device"
            layout="vertical"
            requiredMark={false}
            onFinish={onFinish}
            disabled={bind.isPending}
          >
            <Form.Item
              name="device_id"
              label={intl.formatMessage(m.label)}
              extra={intl.formatMessage(m.help)}
              validateTrigger="onBlur"
              rules={[
                {
                  validator: (_rule, value: string | undefined) => {
                    const text = (value ?? '').trim();
                    if (!text) return Promise.reject(new Error(intl.formatMessage(m.required)));
                    return isValidDeviceId(text)
                      ? Promise.resolve()
                      : Promise.reject(new Error(intl.formatMessage(m.invalid)));
                  },
                },
              ]}
            >
              <Input
                autoFocus
                autoComplete="off"
                spellCheck={false}
                maxLength={24}
                placeholder="XXXX-XXXX-XXXX"
                style={{ fontFamily: 'monospace', textTransform: 'uppercase' }}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={bind.isPending}>
                {intl.formatMessage(m.submit)}
              </Button>
              <Link to={DEVICES_PATH}>{intl.formatMessage(devicesMessages.back)}</Link>
            </Space>
          </Form>
        </Card>
      )}
    </>
  );
}
