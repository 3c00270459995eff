import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';

import { toRule } from '@/components/form/validators';

import { configFieldName, validateConfigValue, type ConfigField } from '../configSchema';
import { configMessages as m } from '../messages';

const controlId = (name: string) => `install-config-${name}`;

interface ControlProps {
  field: ConfigField;
  id: string;
  /** What `Form.Item` hands its control: value (or checked), onChange, aria attributes. */
  [injected: string]: unknown;
}

/** The control for one field: a choice, a number, a switch, a password or a text. */
function Control({ field, ...props }: ControlProps) {
  const intl = useIntl();
  if (field.enum) {
    return (
      <Select
        {...props}
        allowClear={!field.required}
        placeholder={intl.formatMessage(m.choose)}
        options={field.enum.map((value) => ({ value, label: String(value) }))}
      />
    );
  }
  switch (field.type) {
    case 'boolean':
      return <Switch {...props} />;
    case 'integer':
    case 'number':
      return (
        <InputNumber
          {...props}
          min={field.minimum}
          max={field.maximum}
          precision={field.type === 'integer' ? 0 : undefined}
          style={{ width: '100%', maxWidth: 240 }}
        />
      );
    case 'string':
      return field.password ? (
        <Input.Password {...props} autoComplete="new-password" />
      ) : (
        <Input {...props} autoComplete="off" />
      );
  }
}

/**
 * The install form's fields generated from the app's schema. Each is named `config.<name>`,
 * the key under which the server reports its errors, so they land on the field.
 */
export function ConfigFields({ fields }: { fields: readonly ConfigField[] }) {
  const intl = useIntl();
  return fields.map((field) => (
    <Form.Item
      // A dotted name would make a dotted element id, which CSS selectors misread.
      htmlFor={controlId(field.name)}
      key={field.name}
      name={configFieldName(field.name)}
      label={field.label}
      extra={field.description}
      required={field.required}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
      rules={[toRule(intl, (value: unknown) => validateConfigValue(field, value))]}
      style={{ maxWidth: 480 }}
    >
      <Control field={field} id={controlId(field.name)} />
    </Form.Item>
  ));
}
