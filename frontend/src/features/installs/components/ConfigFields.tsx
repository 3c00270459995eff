import { Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';

import { toRule } from '@/components/form/validators';

import { configFieldName, validateConfigValue, type ConfigField } from '../configSchema';
import { configMessages as m } from '../messages';
import { settingsMessages } from '../settingsMessages';

interface ControlProps {
  field: ConfigField;
  id: string;
  /** An installed app's settings: a password shows that it is kept when left blank. */
  editing: boolean;
  /** What `Form.Item` hands its control: value (or checked), onChange, aria attributes. */
  [injected: string]: unknown;
}

/** The control for one field: a choice, a number, a switch, a password or a text. */
function Control({ field, editing, ...props }: ControlProps) {
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
        <Input.Password
          {...props}
          autoComplete="new-password"
          placeholder={editing ? intl.formatMessage(settingsMessages.passwordKept) : undefined}
        />
      ) : (
        <Input {...props} autoComplete="off" />
      );
  }
}

export interface ConfigFieldsProps {
  fields: readonly ConfigField[];
  /** Starts the controls' ids (`<idPrefix>-<name>`): one per form on a page. */
  idPrefix: string;
  /**
   * The settings of an installed app rather than its install: read-only fields are shown
   * disabled, saying that they cannot be changed.
   */
  editing?: boolean;
}

/**
 * The install form's fields (or an installed app's settings) generated from the app's schema.
 * Each is named `config.<name>`, the key under which the server reports its errors, so they
 * land on the field.
 */
export function ConfigFields({ fields, idPrefix, editing = false }: ConfigFieldsProps) {
  const intl = useIntl();
  return fields.map((field) => {
    // A dotted name would make a dotted element id, which CSS selectors misread.
    const id = `${idPrefix}-${field.name}`;
    const locked = editing && field.readOnly;
    return (
      <Form.Item
        htmlFor={id}
        key={field.name}
        name={configFieldName(field.name)}
        label={field.label}
        extra={
          locked ? (
            <Flex vertical>
              {field.description && <span>{field.description}</span>}
              <span>{intl.formatMessage(settingsMessages.readOnly)}</span>
            </Flex>
          ) : (
            field.description
          )
        }
        required={field.required && !locked}
        valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
        rules={locked ? [] : [toRule(intl, (value: unknown) => validateConfigValue(field, value))]}
        style={{ maxWidth: 480 }}
      >
        <Control field={field} id={id} editing={editing} disabled={locked || undefined} />
      </Form.Item>
    );
  });
}
