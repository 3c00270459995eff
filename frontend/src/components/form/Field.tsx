import {
  CloseCircleFilled,
  CloseOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { componentMessages } from '../messages';

import styles from './Field.module.css';
import { fieldMessages as m } from './messages';
import { errorIdOf, type FieldControl, type PlainForm } from './useForm';

/*
 * Plain form pieces for the first pages, which do without antd's Form and Input (~35 KiB
 * gzip): they look like antd's (`Field.module.css`) and are driven by `useForm`.
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldControl | 'prefix'> &
  FieldControl & {
    /** Shown before the text, as antd Input's `prefix`. */
    prefix?: ReactNode;
    /** Shown after the text, as antd Input's `suffix`. */
    suffix?: ReactNode;
  };

/** A text input in antd Input's frame; red while `aria-invalid`. */
export function TextInput({ prefix, suffix, ...input }: InputProps) {
  return (
    <span className={`${styles.box} ${input['aria-invalid'] ? styles.invalid : ''}`}>
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <input className={styles.input} {...input} />
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}

/** antd's Input.Password: a password input with a button showing or hiding the text. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOutlined : EyeInvisibleOutlined;
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        // Named by its content, not `aria-label`: a label search for "Password" finds the input.
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible(!visible)}
        >
          <Icon aria-hidden />
          <span className={styles.hidden}>{intl.formatMessage(m.showPassword)}</span>
        </button>
      }
    />
  );
}

interface ItemProps {
  /** The id of the labelled input. */
  id: string;
  label: ReactNode;
  errors: readonly string[] | undefined;
  /** The label beside the control (antd's inline Form), not above it. */
  inline?: boolean;
  children: ReactNode;
}

/** antd's Form.Item (vertical, or `inline`): the label, the control and its errors. */
export function FormItem({ id, label, errors = [], inline = false, children }: ItemProps) {
  const invalid = errors.length > 0;
  const control = (
    <>
      {children}
      {invalid && (
        <div id={errorIdOf(id)} className={styles.error} aria-live="polite">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </>
  );
  return (
    <div
      className={`${styles.item} ${inline ? styles.inline : ''} ${invalid ? styles.invalid : ''}`}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {inline ? <div>{control}</div> : control}
    </div>
  );
}

type FieldProps<V extends Record<string, string>> = Omit<
  InputProps,
  keyof FieldControl | 'form'
> & {
  form: PlainForm<V>;
  name: keyof V & string;
  label: ReactNode;
  /** A password field (`PasswordInput`): its `type` and `suffix` are its own. */
  password?: boolean;
};

/** A labelled field of a `useForm` form. */
export function Field<V extends Record<string, string>>({
  form,
  name,
  label,
  password,
  ...input
}: FieldProps<V>) {
  const control = form.control(name);
  return (
    <FormItem id={control.id} label={label} errors={form.errors[name]}>
      {password ? <PasswordInput {...input} {...control} /> : <TextInput {...input} {...control} />}
    </FormItem>
  );
}

/**
 * A failure (antd's error Alert with its icon), announced when it appears; `spaced` keeps
 * a gap below it (above a form's fields); `action` follows the text (a way out, such as a
 * link), `onClose` adds a button that closes it.
 */
export function ErrorAlert({
  children,
  spaced = false,
  style,
  action,
  onClose,
}: {
  children: ReactNode;
  spaced?: boolean;
  style?: CSSProperties;
  action?: ReactNode;
  onClose?: () => void;
}) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className={spaced ? `${styles.alert} ${styles.spaced}` : styles.alert}
      style={style}
    >
      <CloseCircleFilled aria-hidden />
      <div className={styles.alertText}>{children}</div>
      {action}
      {onClose && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={intl.formatMessage(componentMessages.close)}
          onClick={onClose}
        >
          <CloseOutlined aria-hidden />
        </button>
      )}
    </div>
  );
}

/**
 * The frame of a plain form: submits on Enter (the browser's own submit, its checks off so
 * the form's messages show) and disables every control while `disabled`, as antd's Form.
 */
export function PlainFormFrame({
  disabled,
  onSubmit,
  children,
}: {
  disabled: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className={styles.fieldset} disabled={disabled}>
        {children}
      </fieldset>
    </form>
  );
}
