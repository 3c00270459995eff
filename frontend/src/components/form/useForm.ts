import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';

import { formatProblem, type Problem } from './validators';

type Values = Record<string, string>;

/** The check of each field; a field without one is never in error on its own. */
export type FieldRules<V extends Values> = { [K in keyof V]?: (value: V[K]) => Problem | null };

/** `useForm`'s side of `useServerErrors`, which also takes antd's form. */
export interface FieldErrorsTarget {
  setFields: (fields: { name: string; errors: string[] }[]) => void;
}

/** The props a field's `<input>` takes from the form (`TextInput`, `PasswordInput`). */
export interface FieldControl {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface PlainForm<V extends Values> extends FieldErrorsTarget {
  values: V;
  /** The errors shown under each field (its own check's, or the server's). */
  errors: Partial<Record<keyof V, string[]>>;
  /** Binds a field's input: value, change (checked as it changes), id, error description. */
  control: (field: keyof V & string) => FieldControl;
  /** Checks the fields (by default all) and shows their errors: the values, or null. */
  validate: (fields?: (keyof V & string)[]) => V | null;
  focus: (field: keyof V & string) => void;
}

/** The id of a field's error text, which its input names in `aria-describedby`. */
export const errorIdOf = (inputId: string) => `${inputId}_help`;

/**
 * The state of a plain form (the first pages do without antd's Form): values, the errors of
 * `rules` shown as a field changes and on `validate`, as antd's Form shows them, and the
 * server's field errors (`setFields`, the `useServerErrors` contract). Field ids are
 * `<name>_<field>`, as antd names them, so several forms can share a page.
 */
export function useForm<V extends Values>(
  name: string,
  initial: V,
  rules: FieldRules<V>,
): PlainForm<V> {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string[]>>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const check = <K extends keyof V>(field: K, value: V[K]): string[] => {
    const problem = rules[field]?.(value);
    return problem ? [formatProblem(intl, problem)] : [];
  };

  const control = (field: keyof V & string): FieldControl => {
    const id = `${name}_${field}`;
    const invalid = (errors[field]?.length ?? 0) > 0;
    return {
      id,
      name: field,
      value: values[field] ?? '',
      onChange: (event) => {
        const value = event.target.value as V[typeof field];
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: check(field, value) }));
      },
      ref: (element) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      },
      'aria-invalid': invalid,
      'aria-describedby': invalid ? errorIdOf(id) : undefined,
    };
  };

  const validate = (fields = Object.keys(values) as (keyof V & string)[]) => {
    const found = Object.fromEntries(fields.map((field) => [field, check(field, values[field])]));
    setErrors((current) => ({ ...current, ...found }));
    return Object.values(found).some((list) => list.length > 0) ? null : values;
  };

  return {
    values,
    errors,
    control,
    validate,
    focus: (field) => inputs.current.get(field)?.focus(),
    setFields: (fields) =>
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(fields.map((field) => [field.name, field.errors])),
      })),
  };
}
