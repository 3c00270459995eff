import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';

import { ErrorAlert } from './Field';
import { useServerErrors } from './serverErrors';

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
  /** Sends the checked values; the dialog closes when it resolves, shows the refusal when not. */
  onSubmit: (values: Values) => Promise<void>;
  /** Forgets what the dialog keeps outside the form (a picked file…) when it closes. */
  onReset?: () => void;
  /** The form's items. */
  children: ReactNode;
  /** Shown beside the form, e.g. a nested dialog. */
  extra?: ReactNode;
}

/**
 * A dialog holding one form: the submit button shows the request under way, the server's
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
  onSubmit,
  onReset,
  children,
  extra,
}: FormModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  const { formError, submitting, submit, clearFormError } = useServerErrors(form, fields);

  const close = () => {
    clearFormError();
    onReset?.();
    onClose();
  };

  const onFinish = (values: Values) =>
    submit(async () => {
      await onSubmit(values);
      close();
    });

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={() => form.submit()}
      okText={okText}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={submitting}
        preserve={false}
        initialValues={initialValues}
      >
        {formError && <ErrorAlert spaced>{formError}</ErrorAlert>}
        {children}
      </Form>
      {extra}
    </Modal>
  );
}
