import { Button, Card, Flex, Form, Input, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { Dispute, DisputeCreateRequest, DisputeReason } from '@/api/types';
import { confirmModal, toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { formatCoins } from '@/features/wallet';
import { useWrite } from '@/lib/write';

import { answerDispute, withdrawDispute } from '../api';
import {
  disputeMessages as m,
  disputeReasonMessages,
  disputeStatusMessages,
} from '../disputeMessages';

const REASONS = Object.keys(disputeReasonMessages) as DisputeReason[];
const FIELDS = ['reason', 'text'];
const TEXT_MAX = 2000;

/** "Dispute a charge" and its dialog; `submit` opens it on the rental or on its order. */
export function DisputeOpenButton({
  submit,
}: {
  submit: (body: DisputeCreateRequest) => Promise<Dispute>;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<DisputeCreateRequest>();
  const write = useWrite(submit, {
    invalidates: ['rentals', 'orders'],
    onSuccess: () => {
      toast(intl.formatMessage(m.opened), 'success');
      setOpen(false);
    },
    onError: fieldErrorsOn(form, FIELDS),
  });
  return (
    <>
      <Flex vertical gap={4} align="flex-start">
        <Button onClick={() => setOpen(true)}>{intl.formatMessage(m.open)}</Button>
        <Typography.Text type="secondary">{intl.formatMessage(m.openHelp)}</Typography.Text>
      </Flex>
      {open && (
        <Modal
          open
          title={intl.formatMessage(m.dialogTitle)}
          okText={intl.formatMessage(m.submit)}
          okButtonProps={{ loading: write.isPending, htmlType: 'submit', form: 'dispute-open' }}
          cancelText={intl.formatMessage(m.cancel)}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <Form<DisputeCreateRequest>
            form={form}
            id="dispute-open"
            name="dispute-open"
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => write.mutate(values)}
          >
            <RefusalAlert write={write} fields={FIELDS} spaced />
            <Form.Item
              name="reason"
              label={intl.formatMessage(m.reason)}
              rules={[{ required: true, message: intl.formatMessage(m.reasonRequired) }]}
            >
              <Radio.Group
                style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                options={REASONS.map((value) => ({
                  value,
                  label: intl.formatMessage(disputeReasonMessages[value]),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="text"
              label={intl.formatMessage(m.text)}
              extra={intl.formatMessage(m.textHelp)}
              rules={[
                { required: true, whitespace: true, message: intl.formatMessage(m.textRequired) },
              ]}
            >
              <Input.TextArea rows={4} maxLength={TEXT_MAX} showCount />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

/** A dispute's thread: the renter's account, the provider's answer, support's resolution;
 * the provider answers here, the renter may withdraw it while it is undecided. */
export function DisputeThread({ dispute }: { dispute: Dispute }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState('');
  const send = useWrite((text: string) => answerDispute(dispute.id, text), {
    invalidates: ['rentals'],
    onSuccess: () => toast(intl.formatMessage(m.answered), 'success'),
  });
  const withdraw = useWrite(() => withdrawDispute(dispute.id), {
    invalidates: ['rentals'],
    onSuccess: () => toast(intl.formatMessage(m.withdrawn), 'success'),
  });
  const confirmWithdraw = () => {
    withdraw.reset();
    confirmModal({
      title: intl.formatMessage(m.withdrawTitle),
      content: intl.formatMessage(m.withdrawText),
      okText: intl.formatMessage(m.withdraw),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: () => withdraw.run(),
    });
  };
  const when = (time: string) => intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card
      size="small"
      data-testid="dispute-thread"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{intl.formatMessage(m.title)}</span>
          <Tag>{intl.formatMessage(disputeStatusMessages[dispute.status])}</Tag>
          <Typography.Text type="secondary">{dispute.reason_text}</Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <RefusalAlert write={send} />
        <RefusalAlert write={withdraw} />
        <Said
          who={intl.formatMessage(m.renterSaid, { name: dispute.renter_name })}
          when={when(dispute.created_at)}
        >
          {dispute.text}
        </Said>
        {dispute.answer ? (
          <Said
            who={intl.formatMessage(m.providerSaid, { name: dispute.provider_name })}
            when={dispute.answered_at ? when(dispute.answered_at) : ''}
          >
            {dispute.answer}
          </Said>
        ) : (
          dispute.status === 'open' &&
          !dispute.can_answer && (
            <Typography.Text type="secondary">{intl.formatMessage(m.waiting)}</Typography.Text>
          )
        )}
        {dispute.status === 'resolved' && (
          <Said
            who={intl.formatMessage(m.support)}
            when={dispute.resolved_at ? when(dispute.resolved_at) : ''}
          >
            {dispute.resolution}{' '}
            {dispute.refund && dispute.refund !== '0.00'
              ? intl.formatMessage(m.refunded, { amount: formatCoins(dispute.refund, intl.locale) })
              : intl.formatMessage(m.notRefunded)}
          </Said>
        )}
        {dispute.can_answer && (
          <Flex vertical gap={8}>
            <label htmlFor={`dispute-answer-${dispute.id}`}>
              {intl.formatMessage(m.answerLabel)}
            </label>
            <Input.TextArea
              id={`dispute-answer-${dispute.id}`}
              rows={3}
              maxLength={TEXT_MAX}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
            <div>
              <Button
                type="primary"
                disabled={!answer.trim()}
                loading={send.isPending}
                onClick={() => send.mutate(answer.trim())}
              >
                {intl.formatMessage(m.answerSubmit)}
              </Button>
            </div>
          </Flex>
        )}
        {dispute.can_withdraw && (
          <div>
            <Button onClick={confirmWithdraw}>{intl.formatMessage(m.withdraw)}</Button>
          </div>
        )}
      </Flex>
    </Card>
  );
}

function Said({ who, when, children }: { who: string; when: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography.Text strong>{who}</Typography.Text>{' '}
      <Typography.Text type="secondary">{when}</Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
        {children}
      </Typography.Paragraph>
    </div>
  );
}
