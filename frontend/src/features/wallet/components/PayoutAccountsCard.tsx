import { Button, Card, Empty, Flex, Form, Input, List, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { confirmModal, toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { QueryBoundary } from '@/components/QueryBoundary';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';

import { usePayoutAccounts } from '../hooks';
import { addPayoutAccount, removePayoutAccount } from '../payoutApi';
import type { PayoutAccount, PayoutAccountCreateRequest } from '../types';
import { payoutAccountMessages as m, withdrawMessages } from '../withdrawMessages';
import { payoutAccountName, payoutKindLabel } from './payoutLabels';

const FIELDS = ['kind', 'holder_name', 'account', 'bank'];

/** Where withdrawals go: the accounts kept (masked), adding one, removing one. */
export function PayoutAccountsCard({ max }: { max: number }) {
  const intl = useIntl();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState(false);
  const remove = useWrite((account: PayoutAccount) => removePayoutAccount(account.id), {
    invalidates: ['wallet'],
    onSuccess: () => toast(intl.formatMessage(m.removed), 'success'),
  });

  const confirmRemove = (account: PayoutAccount) => {
    remove.reset();
    confirmModal({
      title: intl.formatMessage(m.removeTitle, { account: payoutAccountName(intl, account) }),
      content: intl.formatMessage(m.removeText),
      okText: intl.formatMessage(m.remove),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(withdrawMessages.cancel),
      onOk: () => remove.run(account),
    });
  };

  return (
    <Card
      title={
        <h2 style={{ margin: 0, fontSize: 'inherit' }} id="payout-accounts">
          {intl.formatMessage(m.title)}
        </h2>
      }
    >
      <QueryBoundary
        query={accounts}
        loading={<List loading dataSource={[]} />}
        errorTitle={intl.formatMessage(m.loadError)}
      >
        {(rows) => (
          <Flex vertical gap={12}>
            <RefusalAlert write={remove} />
            {rows.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={intl.formatMessage(m.empty)}
              />
            ) : (
              <List<PayoutAccount>
                aria-labelledby="payout-accounts"
                dataSource={rows}
                rowKey="id"
                renderItem={(account) => (
                  <List.Item
                    actions={[
                      <Button key="remove" size="small" onClick={() => confirmRemove(account)}>
                        {intl.formatMessage(m.remove)}
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta
                      title={payoutAccountName(intl, account)}
                      description={[account.holder_name, account.bank].filter(Boolean).join(' · ')}
                    />
                  </List.Item>
                )}
              />
            )}
            <Flex gap={12} align="center" wrap>
              <Button onClick={() => setAdding(true)} disabled={rows.length >= max}>
                {intl.formatMessage(m.add)}
              </Button>
              <Typography.Text type="secondary">
                {intl.formatMessage(m.limit, { max })}
              </Typography.Text>
            </Flex>
          </Flex>
        )}
      </QueryBoundary>
      {adding && <AddAccountModal onClose={() => setAdding(false)} />}
    </Card>
  );
}

function AddAccountModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [form] = Form.useForm<PayoutAccountCreateRequest>();
  const kind = Form.useWatch('kind', form) ?? 'alipay';
  const add = useWrite(addPayoutAccount, {
    invalidates: ['wallet'],
    onSuccess: () => {
      toast(intl.formatMessage(m.added), 'success');
      onClose();
    },
    onError: fieldErrorsOn(form, FIELDS),
  });
  const required = (message: MessageDescriptor) => [
    { required: true, whitespace: true, message: intl.formatMessage(message) },
  ];
  return (
    <Modal
      open
      title={intl.formatMessage(m.addTitle)}
      okText={intl.formatMessage(m.save)}
      okButtonProps={{ loading: add.isPending, htmlType: 'submit', form: 'payout-account' }}
      cancelText={intl.formatMessage(withdrawMessages.cancel)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PayoutAccountCreateRequest>
        form={form}
        id="payout-account"
        name="payout-account"
        layout="vertical"
        requiredMark={false}
        initialValues={{ kind: 'alipay' }}
        onFinish={(values) => add.mutate({ ...values, bank: values.bank ?? '' })}
      >
        <RefusalAlert write={add} fields={FIELDS} spaced />
        <Form.Item name="kind" label={intl.formatMessage(m.kind)}>
          <Radio.Group
            optionType="button"
            options={(['alipay', 'bank_card'] as const).map((value) => ({
              value,
              label: payoutKindLabel(intl, value),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="holder_name"
          label={intl.formatMessage(m.holderName)}
          extra={intl.formatMessage(m.holderHelp)}
          rules={required(m.holderRequired)}
        >
          <Input maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="account"
          label={intl.formatMessage(kind === 'alipay' ? m.alipayAccount : m.cardNumber)}
          rules={required(m.accountRequired)}
        >
          <Input
            maxLength={60}
            autoComplete="off"
            inputMode={kind === 'alipay' ? 'email' : 'numeric'}
          />
        </Form.Item>
        {kind === 'bank_card' && (
          <Form.Item
            name="bank"
            label={intl.formatMessage(m.bank)}
            rules={required(m.bankRequired)}
          >
            <Input maxLength={50} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
