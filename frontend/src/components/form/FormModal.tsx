import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

import type { Write } from '@/lib/write';

import { RefusalAlert } from '../RefusalAlert';
import { fieldErrorsOn } from './serverErrors';

export interface FormModalProps<Values> {
  open: boolean;
  /** Closes the dialog (after a success too); the form and its errors start afresh next time. */
  onClose: () => void;
  title: ReactNode;
  /** The submit button's text. */
  okText: string;
  /** The form's name: its controls' ids start with it. */
  name: string;
  /** What the fields hold when the dialog opens. */
  initialValues?: Partial<Values>;
  /** The fields of the form, where the server's field errors (`data` of the envelope) go. */
  fields: readonly string[];
  /** Sends the checked values (`useWrite`); the dialog closes after a success. */
  write: Write<unknown, Values>;
  /** Forgets what the dialog keeps outside the form (a picked file…) when it closes. */
  onReset?: () => void;
  /** The form's items. */
  children: ReactNode;
  /** Shown beside the form, e.g. a nested dialog. */
  extra?: ReactNode;
}

/**
 * A dialog holding one form: the submit button shows the write under way, the server's
 * field errors go on their fields and any other refusal above the form.
 */
export function FormModal<Values>({
  open,
  onClose,
  title,
  okText,
  name,
  initialValues,
  fields,
  write,
  onReset,
  children,
  extra,
}: FormModalProps<Values>) {
  const [form] = Form.useForm<Values>();

  const close = () => {
    write.reset();
    onReset?.();
    onClose();
  };

  const onFinish = (values: Values) =>
    write.mutate(values, { onSuccess: close, onError: fieldErrorsOn(form, fields) });

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={() => form.submit()}
      okText={okText}
      confirmLoading={write.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={write.isPending}
        preserve={false}
        initialValues={initialValues}
      >
        <RefusalAlert write={write} fields={fields} spaced />
        {children}
      </Form>
      {extra}
    </Modal>
  );
}
